import type { Locale } from '../locale';

// Until @lode/i18n brings precompiled, lazy-loaded catalogs, the few strings of the shell live here.
const en = {
  'app.name': 'Lode',
  'home.title': 'Lode mining pool',
  'home.lead':
    'Scrypt mining for Litecoin with merge-mined Dogecoin: one connection, two coins, payouts every day.',
  'home.status': 'The cabinet, statistics and payouts open here as they are built.',
  'theme.label': 'Theme',
  'theme.system': 'System',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'nav.home': 'Home',
  'notFound.title': 'Page Not Found: {path}',
  'notFound.body': 'The address may be mistyped, or the page has moved.',
} as const;

/** A message id of the shell. */
export type MessageId = keyof typeof en;

const ru: Record<MessageId, string> = {
  'app.name': 'Lode',
  'home.title': 'Майнинг-пул Lode',
  'home.lead':
    'Майнинг Scrypt: Litecoin и объединённый майнинг Dogecoin — одно подключение, две монеты, выплаты каждый день.',
  'home.status': 'Кабинет, статистика и выплаты появятся здесь по мере готовности.',
  'theme.label': 'Тема',
  'theme.system': 'Системная',
  'theme.light': 'Светлая',
  'theme.dark': 'Тёмная',
  'nav.home': 'Главная',
  'notFound.title': 'Страница не найдена: {path}',
  'notFound.body': 'Возможно, в адресе опечатка или страница переехала.',
};

const cn: Record<MessageId, string> = {
  'app.name': 'Lode',
  'home.title': 'Lode 矿池',
  'home.lead': 'Scrypt 挖矿：莱特币与合并挖矿的狗狗币，一个连接，两种币，每日支付。',
  'home.status': '用户中心、统计和支付功能完成后将在此开放。',
  'theme.label': '主题',
  'theme.system': '跟随系统',
  'theme.light': '浅色',
  'theme.dark': '深色',
  'nav.home': '首页',
  'notFound.title': '页面未找到：{path}',
  'notFound.body': '地址可能有误，或页面已移动。',
};

/** The shell's messages in every locale. */
export const messages: Record<Locale, Record<MessageId, string>> = { en, ru, cn };
