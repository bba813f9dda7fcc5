import Bowser from 'bowser';
import { escapeHtml, htmlPage, type MailLocale, mailTexts, paragraphs, type RenderedMail } from './messages';

// The mail that follows every payout address change (to the account's verified address, in its language), with the
// link that freezes the coin's payouts; and the note to support when someone follows it. The texts live beside the
// other mail texts' rules (messages.ts): rendered on the server, in the three interface languages.

/** The browser that made a change, as its User-Agent names it (`null`: none sent, or none bowser knows). */
export interface BrowserName {
  browser: string;
  os: string;
}

/** The browser and system a User-Agent names (`Chrome`, `Linux`), or `null`. */
export function browserName(userAgent: string | undefined): BrowserName | null {
  if (!userAgent) return null;
  const parsed = Bowser.getParser(userAgent);
  const browser = parsed.getBrowserName();
  return browser ? { browser, os: parsed.getOSName() } : null;
}

/** What an address-change mail shows (its outbox payload, with the freeze token's row id). */
export interface AddressChangeMailData {
  coin: string;
  /** The new address, in full (the mail shows it shortened). */
  address: string;
  /** When the change was made, ISO-8601 UTC. */
  at: string;
  browser: BrowserName | null;
  /** Until when the coin's payouts wait after the change, ISO-8601 UTC (the built-in pool's hold; else absent). */
  heldUntil?: string;
  /** The sub-account, named when the user has several. */
  subaccount?: string;
  /** The freeze token's row: the mailer derives the link's token from it. */
  tokenId: string;
}

/** An address as the mail shows it: the first six and the last six characters. */
export const shortAddress = (address: string) =>
  address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;

const time = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

type Texts = {
  subject: (coin: string) => string;
  intro: (coin: string) => string;
  address: string;
  time: string;
  browser: (b: BrowserName | null) => string;
  held: (coin: string, until: string) => string;
  ifYou: string;
  ifNot: (coin: string) => string;
  freeze: (coin: string) => string;
  linkNote: string;
};

const texts: Record<MailLocale, Texts> = {
  en: {
    subject: (coin) => `Your ${coin} payout address was changed`,
    intro: (coin) => `The ${coin} payout address of your Lode account was changed.`,
    address: 'New address',
    time: 'Time',
    browser: (b) => `Browser: ${b ? `${b.browser} on ${b.os}` : 'an unknown browser'}`,
    held: (coin, until) => `${coin} payouts wait until ${until} (48 hours after a change).`,
    ifYou: 'If you made this change, there is nothing to do.',
    ifNot: (coin) =>
      `If you did not, freeze the ${coin} payouts now: they stay frozen until our support team has checked the account with you. Then change your password.`,
    freeze: (coin) => `Freeze ${coin} payouts`,
    linkNote: 'The link works once, for 7 days.',
  },
  ru: {
    subject: (coin) => `Адрес для выплат ${coin} изменён`,
    intro: (coin) => `В вашем аккаунте Lode изменён адрес для выплат ${coin}.`,
    address: 'Новый адрес',
    time: 'Время',
    browser: (b) => `Браузер: ${b ? `${b.browser}, ${b.os}` : 'неизвестный браузер'}`,
    held: (coin, until) => `Выплаты ${coin} ждут до ${until} (48 часов после смены адреса).`,
    ifYou: 'Если адрес изменили вы, ничего делать не нужно.',
    ifNot: (coin) =>
      `Если не вы, заморозьте выплаты ${coin} прямо сейчас: они останутся замороженными, пока служба поддержки не проверит аккаунт вместе с вами. Затем смените пароль.`,
    freeze: (coin) => `Заморозить выплаты ${coin}`,
    linkNote: 'Ссылка действует 7 дней и срабатывает один раз.',
  },
  cn: {
    subject: (coin) => `您的 ${coin} 收款地址已更改`,
    intro: (coin) => `您的 Lode 账户的 ${coin} 收款地址已更改。`,
    address: '新地址',
    time: '时间',
    browser: (b) => `浏览器：${b ? `${b.os} 上的 ${b.browser}` : '未知浏览器'}`,
    held: (coin, until) => `${coin} 付款将等待至 ${until}（地址更改后 48 小时）。`,
    ifYou: '如果是您本人更改的，无需任何操作。',
    ifNot: (coin) =>
      `如果不是您本人，请立即冻结 ${coin} 付款：在客服团队与您一起核实账户之前，付款将保持冻结。然后请修改密码。`,
    freeze: (coin) => `冻结 ${coin} 付款`,
    linkNote: '此链接 7 天内有效，只能使用一次。',
  },
};

/** The address-change mail in `locale`, with the freeze link and a link to the app. */
export function renderAddressChangeMail(
  locale: MailLocale,
  data: AddressChangeMailData,
  links: { appUrl: string; freezeUrl: string },
): RenderedMail {
  const t = texts[locale];
  const colon = locale === 'cn' ? '：' : ': ';
  const facts = [
    ...(data.subaccount ? [`${mailTexts[locale].subaccount}${colon}${data.subaccount}`] : []),
    `${t.address}${colon}${shortAddress(data.address)}`,
    `${t.time}${colon}${time(data.at)}`,
    t.browser(data.browser),
  ].join('\n');
  const subject = t.subject(data.coin);
  const head = [
    t.intro(data.coin),
    facts,
    ...(data.heldUntil ? [t.held(data.coin, time(data.heldUntil))] : []),
    t.ifYou,
    t.ifNot(data.coin),
  ].join('\n\n');
  const text = [
    head,
    `${t.freeze(data.coin)}: ${links.freezeUrl}`,
    t.linkNote,
    `${mailTexts[locale].open}: ${links.appUrl}`,
    `-- \n${mailTexts[locale].footer}`,
  ].join('\n\n');
  const button = `<p><a href="${escapeHtml(links.freezeUrl)}" style="display:inline-block;padding:10px 16px;background:#b91c1c;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(t.freeze(data.coin))}</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(t.linkNote)}</p>`;
  return {
    subject,
    text: `${text}\n`,
    html: htmlPage(locale, subject, `${paragraphs(head)}\n${button}`, links),
  };
}

/** What the support team is told when an owner freezes payouts (in English: the team's language). */
export interface PayoutsFrozenNote {
  username: string;
  email: string | null;
  subaccount: string;
  coin: string;
  /** The address the change set, in full. */
  address: string;
  changedAt: string;
  frozenAt: string;
  /** The engine that pays: in front of Miningcore, Lode cannot stop its payouts. */
  engine: 'simulator' | 'miningcore';
}

/** The note to support about a freeze: who, which coin and address, and what to do next. */
export function renderPayoutsFrozenNote(note: PayoutsFrozenNote): RenderedMail {
  const subject = `Payouts frozen: ${note.coin} of ${note.username} / ${note.subaccount}`;
  const lines = [
    `The owner of sub-account ${note.subaccount} (user ${note.username}${note.email ? `, ${note.email}` : ''}) froze its ${note.coin} payouts from the link in the mail about an address change.`,
    `Address set by the change: ${note.address}\nChanged: ${time(note.changedAt)}\nFrozen: ${time(note.frozenAt)}`,
    note.engine === 'miningcore'
      ? `This pool runs in front of Miningcore, whose payouts Lode cannot stop: stop the payouts to ${note.address} in Miningcore now. Lode only records and shows the freeze.`
      : `Lode pays nothing of ${note.coin} to this sub-account until the freeze is released.`,
    'Check the change with the owner; release the freeze by setting payout_freezes.released_at for this sub-account and coin.',
  ];
  const body = lines.join('\n\n');
  return {
    subject,
    text: `${body}\n`,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif">${paragraphs(body)}</body></html>
`,
  };
}
