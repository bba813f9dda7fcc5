// The four stories the pool's news started with, in each interface language (en, ru, cn): the news migration
// (db/migrations.ts) seeds them as published rows, dated at midnight UTC of their day. From then on the operator
// console edits the table; this list is never read again, and never edited (a shipped migration does not change).

import type { Locale } from '@lode/i18n/paths';

interface Story {
  id: string;
  date: string;
  text: Record<Locale, { title: string; summary: string; body: string }>;
}

/** The seeded stories. */
export const seededStories: readonly Story[] = [
  {
    id: 'doge-merged-payouts',
    date: '2026-11-18',
    text: {
      en: {
        title: 'DOGE payouts now run every day',
        summary: 'Merge-mined Dogecoin is paid daily like Litecoin.',
        body: 'From today, Dogecoin earned through merged mining is paid out every day between 01:00 and 03:00 UTC once your balance reaches your threshold. Set the threshold per coin on the Wallets page.',
      },
      ru: {
        title: 'Выплаты DOGE теперь ежедневные',
        summary: 'Dogecoin из объединённого майнинга выплачивается каждый день, как и Litecoin.',
        body: 'С сегодняшнего дня Dogecoin, заработанный объединённым майнингом, выплачивается ежедневно с 01:00 до 03:00 UTC, как только баланс достигнет вашего порога. Порог для каждой монеты задаётся на странице «Кошельки».',
      },
      cn: {
        title: 'DOGE 现已每日支付',
        summary: '联合挖矿获得的狗狗币与莱特币一样每日支付。',
        body: '从今天起，通过联合挖矿获得的狗狗币将在余额达到您设定的阈值后，于每天 UTC 01:00 至 03:00 之间支付。您可以在“钱包”页面为每种币设置阈值。',
      },
    },
  },
  {
    id: 'worker-alerts',
    date: '2026-11-04',
    text: {
      en: {
        title: 'Quieter worker alerts',
        summary: 'A repeat interval stops flapping workers from flooding your inbox.',
        body: 'Notification settings now have a repeat interval: an alert for the same worker is sent at most once per interval, however often it drops out. Offline alerts can wait from 5 minutes to a day.',
      },
      ru: {
        title: 'Уведомления о воркерах стали тише',
        summary: 'Интервал повтора не даёт нестабильным воркерам завалить почту письмами.',
        body: 'В настройках уведомлений появился интервал повтора: уведомление об одном и том же воркере приходит не чаще одного раза за интервал, как бы часто он ни отключался. Уведомление об отключении можно отложить от 5 минут до суток.',
      },
      cn: {
        title: '矿机提醒更安静了',
        summary: '重复间隔可防止频繁掉线的矿机塞满您的收件箱。',
        body: '通知设置新增重复间隔：同一矿机的提醒在每个间隔内最多发送一次，无论它掉线多少次。离线提醒的等待时间可设为 5 分钟到 1 天。',
      },
    },
  },
  {
    id: 'csv-exports',
    date: '2026-10-21',
    text: {
      en: {
        title: 'CSV exports for accruals and payouts',
        summary: 'Download your history for taxes and spreadsheets.',
        body: 'The Accruals and Payouts pages can now export every row as CSV, with amounts as exact decimals and times in UTC, ready for a spreadsheet or your accountant.',
      },
      ru: {
        title: 'Выгрузка начислений и выплат в CSV',
        summary: 'Скачайте историю для налогов и таблиц.',
        body: 'Страницы «Начисления» и «Выплаты» теперь выгружают все строки в CSV: суммы — точными десятичными числами, время — в UTC. Файл готов для таблицы или бухгалтера.',
      },
      cn: {
        title: '收益和支付可导出为 CSV',
        summary: '下载您的历史记录，用于报税和电子表格。',
        body: '“收益”和“支付”页面现在可以将所有记录导出为 CSV，金额为精确小数，时间为 UTC，可直接用于电子表格或交给会计。',
      },
    },
  },
  {
    id: 'fee-pps-plus',
    date: '2026-10-02',
    text: {
      en: {
        title: 'PPS+ with a 2 % fee on Scrypt',
        summary: 'Transaction fees are shared on top of the block subsidy.',
        body: 'Scrypt mining pays PPS+: every accepted share earns its part of the block subsidy, plus the pool’s average transaction fees. The fee is 2 % for LTC and merged DOGE.',
      },
      ru: {
        title: 'PPS+ с комиссией 2 % на Scrypt',
        summary: 'Комиссии транзакций распределяются сверх награды за блок.',
        body: 'Майнинг на Scrypt оплачивается по схеме PPS+: каждая принятая шара приносит свою долю награды за блок и средних комиссий транзакций пула. Комиссия пула — 2 % для LTC и объединённого DOGE.',
      },
      cn: {
        title: 'Scrypt 采用 PPS+，费率 2%',
        summary: '交易手续费在区块补贴之外额外分配。',
        body: 'Scrypt 挖矿采用 PPS+ 结算：每个有效份额都可获得相应的区块补贴，以及矿池的平均交易手续费。LTC 和联合挖矿的 DOGE 费率均为 2%。',
      },
    },
  },
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The INSERT statements of the seeded stories (one a line: the migration runner splits statements at a semicolon that ends a line). */
export function newsSeedSql(): string {
  return seededStories
    .map((story) => {
      const at = Date.parse(`${story.date}T00:00:00Z`);
      return `INSERT INTO news (id, publish_at, created_at, updated_at, texts) VALUES (${literal(story.id)}, ${at}, ${at}, ${at}, ${literal(JSON.stringify(story.text))})`;
    })
    .join(';\n');
}
