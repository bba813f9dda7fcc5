// The texts of every e-mail the API sends, in the three interface languages. They live here, not in the web app's
// react-intl catalogs: mail is rendered on the server, long after the page that caused it is gone, and an operator's
// back end that sends its own mail never loads the front end's bundles.

import { languageTag as tagOf, type Locale } from '@lode/i18n/paths';

/** The interface languages (the URL prefixes of the web app: none, /ru, /cn), as `@lode/i18n` lists them. */
export type MailLocale = Locale;

/** What an alert mail is about: the rule and whether it fired or recovered. */
export type AlertRule = 'workerOffline' | 'hashrateDrop' | 'rejectRate' | 'payoutSent';

/** The facts an alert mail shows (as stored with the alert). */
export interface AlertMailData {
  rule: AlertRule;
  kind: 'fired' | 'recovered';
  workerName: string;
  /** The sub-account the worker mines to (alerts queued before sub-accounts existed have none). */
  subaccount?: string;
  /** Minutes without a share (offline), percent of the 24 h average (hashrate), percent rejected (reject rate). */
  value?: number;
  /** The rule's threshold in the same unit as `value`. */
  threshold?: number;
  /** Payouts: coin, decimal amount, address and transaction id. */
  coin?: string;
  amount?: string;
  address?: string;
  txId?: string;
  /** When it happened, ISO-8601 UTC. */
  at: string;
}

/** A rendered message. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Links a mail carries: the app's pages, and for alerts the one-click unsubscribe of the rule. */
export interface MailLinks {
  appUrl: string;
  unsubscribeUrl?: string;
}

const pct = (n: number | undefined) => (n === undefined ? '?' : `${Math.round(n * 10) / 10} %`);

type Texts = {
  alert: Record<
    `${AlertRule}:${'fired' | 'recovered'}`,
    { subject: (d: AlertMailData) => string; body: (d: AlertMailData) => string }
  >;
  at: (iso: string) => string;
  open: string;
  subaccount: string;
  unsubscribe: string;
  unsubscribeNote: string;
  footer: string;
  contactConfirmation: { subject: string; body: (name: string, id: string) => string };
  contactSupport: { subject: (s: string) => string };
  unsubscribePage: {
    title: string;
    confirm: (rule: string) => string;
    button: string;
    done: (rule: string) => string;
    invalid: string;
    ruleNames: Record<AlertRule | 'all', string>;
  };
};

const en: Texts = {
  alert: {
    'workerOffline:fired': {
      subject: (d) => `Worker ${d.workerName} is offline`,
      body: (d) =>
        `Worker ${d.workerName} has sent no accepted share for ${Math.round(d.value ?? 0)} minutes (your limit: ${d.threshold} minutes).`,
    },
    'workerOffline:recovered': {
      subject: (d) => `Worker ${d.workerName} is back online`,
      body: (d) => `Worker ${d.workerName} is sending accepted shares again.`,
    },
    'hashrateDrop:fired': {
      subject: (d) => `Hashrate of ${d.workerName} dropped to ${pct(d.value)} of its 24 h average`,
      body: (d) =>
        `The 1-hour hashrate of ${d.workerName} is ${pct(d.value)} of its 24-hour average (your limit: below ${pct(d.threshold)}).`,
    },
    'hashrateDrop:recovered': {
      subject: (d) => `Hashrate of ${d.workerName} is back to normal`,
      body: (d) => `The 1-hour hashrate of ${d.workerName} is ${pct(d.value)} of its 24-hour average again.`,
    },
    'rejectRate:fired': {
      subject: (d) => `Reject rate of ${d.workerName} is ${pct(d.value)}`,
      body: (d) =>
        `${pct(d.value)} of the shares of ${d.workerName} were rejected (your limit: above ${pct(d.threshold)}).`,
    },
    'rejectRate:recovered': {
      subject: (d) => `Reject rate of ${d.workerName} is back to normal`,
      body: (d) => `The reject rate of ${d.workerName} is ${pct(d.value)} again.`,
    },
    'payoutSent:fired': {
      subject: (d) => `Payout sent: ${d.amount} ${d.coin}`,
      body: (d) => `We sent ${d.amount} ${d.coin} to ${d.address}.\nTransaction: ${d.txId}`,
    },
    'payoutSent:recovered': { subject: () => '', body: () => '' },
  },
  at: (iso) => `Time: ${iso.replace('T', ' ').slice(0, 16)} UTC`,
  open: 'Open Lode',
  subaccount: 'Sub-account',
  unsubscribe: 'Turn off these alerts',
  unsubscribeNote: 'You receive this because the alert is on in your notification settings.',
  footer: 'Lode mining pool',
  contactConfirmation: {
    subject: 'We received your message',
    body: (name, id) =>
      `Hello ${name},\n\nthank you for writing to us. Our support team will answer you by e-mail.\nReference: ${id}`,
  },
  contactSupport: { subject: (s) => `Contact form: ${s}` },
  unsubscribePage: {
    title: 'Unsubscribe',
    confirm: (rule) => `Stop e-mails for “${rule}”?`,
    button: 'Turn off',
    done: (rule) => `“${rule}” e-mails are off. You can turn them on again in Settings → Notifications.`,
    invalid: 'This unsubscribe link is not valid.',
    ruleNames: {
      workerOffline: 'worker offline',
      hashrateDrop: 'hashrate drop',
      rejectRate: 'reject rate',
      payoutSent: 'payout sent',
      all: 'all notifications',
    },
  },
};

const ru: Texts = {
  alert: {
    'workerOffline:fired': {
      subject: (d) => `Воркер ${d.workerName} не в сети`,
      body: (d) =>
        `Воркер ${d.workerName} не присылал принятых шар ${Math.round(d.value ?? 0)} мин (ваш порог: ${d.threshold} мин).`,
    },
    'workerOffline:recovered': {
      subject: (d) => `Воркер ${d.workerName} снова в сети`,
      body: (d) => `Воркер ${d.workerName} снова присылает принятые шары.`,
    },
    'hashrateDrop:fired': {
      subject: (d) => `Хешрейт ${d.workerName} упал до ${pct(d.value)} от среднего за 24 ч`,
      body: (d) =>
        `Часовой хешрейт ${d.workerName} составляет ${pct(d.value)} от среднего за 24 часа (ваш порог: ниже ${pct(d.threshold)}).`,
    },
    'hashrateDrop:recovered': {
      subject: (d) => `Хешрейт ${d.workerName} восстановился`,
      body: (d) => `Часовой хешрейт ${d.workerName} снова ${pct(d.value)} от среднего за 24 часа.`,
    },
    'rejectRate:fired': {
      subject: (d) => `Доля отклонённых шар ${d.workerName}: ${pct(d.value)}`,
      body: (d) =>
        `Отклонено ${pct(d.value)} шар воркера ${d.workerName} (ваш порог: выше ${pct(d.threshold)}).`,
    },
    'rejectRate:recovered': {
      subject: (d) => `Доля отклонённых шар ${d.workerName} в норме`,
      body: (d) => `Доля отклонённых шар воркера ${d.workerName} снова ${pct(d.value)}.`,
    },
    'payoutSent:fired': {
      subject: (d) => `Выплата отправлена: ${d.amount} ${d.coin}`,
      body: (d) => `Мы отправили ${d.amount} ${d.coin} на адрес ${d.address}.\nТранзакция: ${d.txId}`,
    },
    'payoutSent:recovered': { subject: () => '', body: () => '' },
  },
  at: (iso) => `Время: ${iso.replace('T', ' ').slice(0, 16)} UTC`,
  open: 'Открыть Lode',
  subaccount: 'Субаккаунт',
  unsubscribe: 'Отключить эти оповещения',
  unsubscribeNote: 'Вы получили это письмо, потому что оповещение включено в настройках уведомлений.',
  footer: 'Майнинг-пул Lode',
  contactConfirmation: {
    subject: 'Мы получили ваше сообщение',
    body: (name, id) =>
      `Здравствуйте, ${name}!\n\nСпасибо за обращение. Служба поддержки ответит вам по электронной почте.\nНомер обращения: ${id}`,
  },
  contactSupport: { subject: (s) => `Форма обратной связи: ${s}` },
  unsubscribePage: {
    title: 'Отписка',
    confirm: (rule) => `Больше не присылать письма «${rule}»?`,
    button: 'Отключить',
    done: (rule) =>
      `Письма «${rule}» отключены. Включить их снова можно в разделе «Настройки → Уведомления».`,
    invalid: 'Эта ссылка для отписки недействительна.',
    ruleNames: {
      workerOffline: 'воркер не в сети',
      hashrateDrop: 'падение хешрейта',
      rejectRate: 'доля отклонённых шар',
      payoutSent: 'выплата отправлена',
      all: 'все уведомления',
    },
  },
};

const cn: Texts = {
  alert: {
    'workerOffline:fired': {
      subject: (d) => `矿机 ${d.workerName} 已离线`,
      body: (d) =>
        `矿机 ${d.workerName} 已有 ${Math.round(d.value ?? 0)} 分钟没有提交有效份额（您设置的阈值：${d.threshold} 分钟）。`,
    },
    'workerOffline:recovered': {
      subject: (d) => `矿机 ${d.workerName} 已恢复在线`,
      body: (d) => `矿机 ${d.workerName} 已重新提交有效份额。`,
    },
    'hashrateDrop:fired': {
      subject: (d) => `${d.workerName} 的算力降至 24 小时平均值的 ${pct(d.value)}`,
      body: (d) =>
        `${d.workerName} 的 1 小时算力为其 24 小时平均值的 ${pct(d.value)}（您设置的阈值：低于 ${pct(d.threshold)}）。`,
    },
    'hashrateDrop:recovered': {
      subject: (d) => `${d.workerName} 的算力已恢复正常`,
      body: (d) => `${d.workerName} 的 1 小时算力已回到 24 小时平均值的 ${pct(d.value)}。`,
    },
    'rejectRate:fired': {
      subject: (d) => `${d.workerName} 的拒绝率为 ${pct(d.value)}`,
      body: (d) =>
        `${d.workerName} 有 ${pct(d.value)} 的份额被拒绝（您设置的阈值：高于 ${pct(d.threshold)}）。`,
    },
    'rejectRate:recovered': {
      subject: (d) => `${d.workerName} 的拒绝率已恢复正常`,
      body: (d) => `${d.workerName} 的拒绝率已回到 ${pct(d.value)}。`,
    },
    'payoutSent:fired': {
      subject: (d) => `已发送付款：${d.amount} ${d.coin}`,
      body: (d) => `我们已向 ${d.address} 发送 ${d.amount} ${d.coin}。\n交易：${d.txId}`,
    },
    'payoutSent:recovered': { subject: () => '', body: () => '' },
  },
  at: (iso) => `时间：${iso.replace('T', ' ').slice(0, 16)} UTC`,
  open: '打开 Lode',
  subaccount: '子账户',
  unsubscribe: '关闭此类提醒',
  unsubscribeNote: '您收到此邮件，是因为您在通知设置中开启了该提醒。',
  footer: 'Lode 矿池',
  contactConfirmation: {
    subject: '我们已收到您的留言',
    body: (name, id) => `${name}，您好：\n\n感谢您联系我们。客服团队将通过电子邮件回复您。\n参考编号：${id}`,
  },
  contactSupport: { subject: (s) => `联系表单：${s}` },
  unsubscribePage: {
    title: '退订',
    confirm: (rule) => `不再接收“${rule}”邮件？`,
    button: '关闭',
    done: (rule) => `已关闭“${rule}”邮件。您可以在“设置 → 通知”中重新开启。`,
    invalid: '此退订链接无效。',
    ruleNames: {
      workerOffline: '矿机离线',
      hashrateDrop: '算力下降',
      rejectRate: '拒绝率',
      payoutSent: '付款已发送',
      all: '全部通知',
    },
  },
};

/** Every text by language. */
export const mailTexts: Record<MailLocale, Texts> = { en, ru, cn };

/** The language tag of a mail in `locale` (`Content-Language`, the HTML's `lang`): `cn` is written zh-CN. */
export const languageTag = (locale: MailLocale) => tagOf(locale);

/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Text as HTML paragraphs: a blank line starts a new one, a single line break stays a `<br>`. */
export const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** Wraps paragraphs of text in the small HTML page every mail shares (inline styles: mail clients drop CSS). */
export function htmlPage(locale: MailLocale, subject: string, body: string, links: MailLinks, note?: string) {
  const t = mailTexts[locale];
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#1867C0">${escapeHtml(label)}</a>`;
  return `<!doctype html>
<html lang="${languageTag(locale)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
${body}
<p>${link(links.appUrl, t.open)}</p>
${
  links.unsubscribeUrl
    ? `<p style="font-size:12px;color:#64748b">${escapeHtml(note ?? '')} ${link(links.unsubscribeUrl, t.unsubscribe)}</p>`
    : ''
}
<p style="font-size:12px;color:#64748b">${escapeHtml(t.footer)}</p>
</body>
</html>
`;
}

/** An alert mail in `locale`: subject, plain text and HTML, with the unsubscribe link when given. */
export function renderAlertMail(locale: MailLocale, data: AlertMailData, links: MailLinks): RenderedMail {
  const t = mailTexts[locale];
  const texts = t.alert[`${data.rule}:${data.kind}`];
  // A farm's mail names the sub-account first: the same rig name may exist on several.
  const subject = data.subaccount ? `[${data.subaccount}] ${texts.subject(data)}` : texts.subject(data);
  const where = data.subaccount ? `${t.subaccount}: ${data.subaccount}\n\n` : '';
  const body = `${where}${texts.body(data)}\n\n${t.at(data.at)}`;
  const text = [
    body,
    `${t.open}: ${links.appUrl}`,
    ...(links.unsubscribeUrl ? [`${t.unsubscribeNote}\n${t.unsubscribe}: ${links.unsubscribeUrl}`] : []),
    `-- \n${t.footer}`,
  ].join('\n\n');
  return {
    subject,
    text: `${text}\n`,
    html: htmlPage(locale, subject, paragraphs(body), links, t.unsubscribeNote),
  };
}

/** The confirmation a contact-form sender gets: no text of theirs but the name, so the form cannot relay spam. */
export function renderContactConfirmation(
  locale: MailLocale,
  input: { name: string; id: string },
  links: MailLinks,
): RenderedMail {
  const t = mailTexts[locale].contactConfirmation;
  const body = t.body(input.name, input.id);
  return {
    subject: t.subject,
    text: `${body}\n\n-- \n${mailTexts[locale].footer}\n`,
    html: htmlPage(locale, t.subject, paragraphs(body), links),
  };
}

/** The copy of a contact-form message for the support team (in English: the team's language). */
export function renderContactSupport(input: {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: MailLocale;
  receivedAt: string;
}): RenderedMail {
  const subject = mailTexts.en.contactSupport.subject(input.subject);
  const head = `From: ${input.name} <${input.email}>\nLanguage: ${input.locale}\nReceived: ${input.receivedAt}\nReference: ${input.id}`;
  return {
    subject,
    text: `${head}\n\n${input.message}\n`,
    html: `<!doctype html>
<html lang="${languageTag(input.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif">${paragraphs(head)}
<hr>
${paragraphs(input.message)}
</body></html>
`,
  };
}

/**
 * The page an unsubscribe link opens: `confirm` (GET: a button that POSTs, since mail scanners follow links),
 * `done` (after the POST) or `invalid`. Plain HTML without scripts or inline styles, so the host's CSP allows it.
 */
export function renderUnsubscribePage(
  locale: MailLocale,
  state: 'confirm' | 'done' | 'invalid',
  rule: AlertRule | 'all',
  token: string,
): string {
  const t = mailTexts[locale].unsubscribePage;
  const name = t.ruleNames[rule];
  const body =
    state === 'invalid'
      ? `<p>${escapeHtml(t.invalid)}</p>`
      : state === 'done'
        ? `<p>${escapeHtml(t.done(name))}</p>`
        : `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}">
<p>${escapeHtml(t.confirm(name))}</p>
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(t.button)}</button>
</form>`;
  return `<!doctype html>
<html lang="${languageTag(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head>
<body>
<h1>${escapeHtml(t.title)}</h1>
${body}
</body>
</html>
`;
}
