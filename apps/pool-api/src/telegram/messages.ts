import type { Locale } from '@lode/i18n/paths';

// What the bot writes, in the three interface languages: its answers to commands and the `/status` summary (alerts
// are written from the events' texts, channels/events.ts, as every channel writes them). Plain text: nothing a user
// or a worker name contains is read as markup.

/** One algorithm's figures in `/status`. */
export interface StatusLine {
  /** The sub-account's name, or null for the user's totals. */
  subaccount: string | null;
  algorithm: string;
  /** H/s over the last hour. */
  hashrate: number;
  online: number;
  offline: number;
}

interface BotTexts {
  linked: (name: string) => string;
  already: (name: string) => string;
  expired: string;
  used: string;
  invalid: string;
  limit: string;
  welcome: string;
  stopped: string;
  notLinked: string;
  unlinkedInSettings: string;
  statusTitle: (name: string) => string;
  statusLine: (l: StatusLine) => string;
  noWorkers: string;
  total: string;
  test: string;
  open: string;
}

const en: BotTexts = {
  linked: (name) =>
    `This chat is linked to the Lode account ${name}. Alerts will arrive here.\n\n/status — hashrate and workers\n/stop — stop alerts and unlink`,
  already: (name) => `This chat is already linked to the Lode account ${name}.`,
  expired: 'This link has expired. Ask for a new one in Settings → Telegram on the Lode website.',
  used: 'This link was already used. Ask for a new one in Settings → Telegram on the Lode website.',
  invalid: 'This link is not valid. Ask for a new one in Settings → Telegram on the Lode website.',
  limit: 'This account has the most chats it can link. Unlink one in Settings → Telegram first.',
  welcome:
    'This is the Lode pool bot. To get alerts here, link this chat in Settings → Telegram on the Lode website.',
  stopped: 'Unlinked: this chat gets no more alerts. You can link it again in Settings → Telegram.',
  notLinked: 'This chat is not linked to a Lode account. Link it in Settings → Telegram on the Lode website.',
  unlinkedInSettings: 'This chat was unlinked in the Lode settings and gets no more alerts.',
  statusTitle: (name) => `Lode account ${name}`,
  statusLine: (l) =>
    `${l.subaccount ? `${l.subaccount}, ` : ''}${l.algorithm}: ${hashrate(l.hashrate)} — workers online ${l.online}, offline ${l.offline}`,
  noWorkers: 'No workers yet.',
  total: 'Total',
  test: 'Test alert from Lode: alerts reach this chat.',
  open: 'Open',
};

const ru: BotTexts = {
  linked: (name) =>
    `Этот чат привязан к аккаунту Lode ${name}. Оповещения будут приходить сюда.\n\n/status — хешрейт и воркеры\n/stop — отключить оповещения и отвязать чат`,
  already: (name) => `Этот чат уже привязан к аккаунту Lode ${name}.`,
  expired: 'Срок действия ссылки истёк. Получите новую в разделе «Настройки → Telegram» на сайте Lode.',
  used: 'Эта ссылка уже использована. Получите новую в разделе «Настройки → Telegram» на сайте Lode.',
  invalid: 'Ссылка недействительна. Получите новую в разделе «Настройки → Telegram» на сайте Lode.',
  limit:
    'К аккаунту уже привязано максимальное число чатов. Сначала отвяжите один в разделе «Настройки → Telegram».',
  welcome:
    'Это бот пула Lode. Чтобы получать здесь оповещения, привяжите чат в разделе «Настройки → Telegram» на сайте Lode.',
  stopped:
    'Чат отвязан и больше не получает оповещений. Привязать его снова можно в разделе «Настройки → Telegram».',
  notLinked:
    'Этот чат не привязан к аккаунту Lode. Привяжите его в разделе «Настройки → Telegram» на сайте Lode.',
  unlinkedInSettings: 'Этот чат отвязан в настройках Lode и больше не получает оповещений.',
  statusTitle: (name) => `Аккаунт Lode ${name}`,
  statusLine: (l) =>
    `${l.subaccount ? `${l.subaccount}, ` : ''}${l.algorithm}: ${hashrate(l.hashrate)} — воркеров в сети ${l.online}, не в сети ${l.offline}`,
  noWorkers: 'Воркеров пока нет.',
  total: 'Всего',
  test: 'Тестовое оповещение Lode: оповещения доходят до этого чата.',
  open: 'Открыть',
};

const cn: BotTexts = {
  linked: (name) =>
    `此聊天已绑定 Lode 账户 ${name}，提醒将发送到这里。\n\n/status — 算力和矿机状态\n/stop — 停止提醒并解除绑定`,
  already: (name) => `此聊天已绑定 Lode 账户 ${name}。`,
  expired: '此链接已过期。请在 Lode 网站的“设置 → Telegram”中获取新链接。',
  used: '此链接已被使用。请在 Lode 网站的“设置 → Telegram”中获取新链接。',
  invalid: '此链接无效。请在 Lode 网站的“设置 → Telegram”中获取新链接。',
  limit: '此账户绑定的聊天已达上限。请先在“设置 → Telegram”中解除一个绑定。',
  welcome: '这是 Lode 矿池机器人。要在这里接收提醒，请在 Lode 网站的“设置 → Telegram”中绑定此聊天。',
  stopped: '已解除绑定，此聊天不再接收提醒。您可以在“设置 → Telegram”中重新绑定。',
  notLinked: '此聊天尚未绑定 Lode 账户。请在 Lode 网站的“设置 → Telegram”中绑定。',
  unlinkedInSettings: '此聊天已在 Lode 设置中解除绑定，不再接收提醒。',
  statusTitle: (name) => `Lode 账户 ${name}`,
  statusLine: (l) =>
    `${l.subaccount ? `${l.subaccount}，` : ''}${l.algorithm}：${hashrate(l.hashrate)} — 在线矿机 ${l.online} 台，离线 ${l.offline} 台`,
  noWorkers: '还没有矿机。',
  total: '合计',
  test: '来自 Lode 的测试提醒：提醒可以送达此聊天。',
  open: '打开',
};

/** The bot's texts by language. */
export const botTexts: Record<Locale, BotTexts> = { en, ru, cn };

/** A hashrate in H/s as the app writes it: `1.23 TH/s`. */
export function hashrate(hs: number): string {
  const units = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'];
  let value = hs;
  let unit = 0;
  while (Math.abs(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)} ${units[unit]}`;
}

/** The language of a Telegram user who has no linked account yet (their app's `language_code`). */
export function localeOfTelegramUser(languageCode: string | undefined): Locale {
  if (languageCode?.startsWith('ru')) return 'ru';
  if (languageCode?.startsWith('zh')) return 'cn';
  return 'en';
}

/** `/status`: the user's name, then one line per sub-account and algorithm and, with several sub-accounts, totals. */
export function renderStatus(locale: Locale, name: string, lines: StatusLine[], url: string): string {
  const t = botTexts[locale];
  const body = lines.length ? lines.map((l) => t.statusLine(l)).join('\n') : t.noWorkers;
  return `${t.statusTitle(name)}\n\n${body}\n\n${t.open}: ${url}`;
}
