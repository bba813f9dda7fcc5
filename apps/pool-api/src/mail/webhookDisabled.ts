import { escapeHtml, htmlPage, type MailLocale, mailTexts, paragraphs, type RenderedMail } from './messages';

// The mail to a webhook endpoint's owner when the endpoint is turned off after failing for 24 hours, in the account's
// language, with a link to Settings where it is turned on again.

/** What the mail shows (its outbox payload). */
export interface WebhookDisabledMailData {
  url: string;
  description: string;
  /** The first failure of the streak, ISO-8601 UTC. */
  failingSince: string;
  /** When it was turned off, ISO-8601 UTC. */
  disabledAt: string;
}

const time = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

const texts: Record<
  MailLocale,
  {
    subject: string;
    intro: (url: string) => string;
    since: (at: string) => string;
    kept: string;
    again: string;
    button: string;
  }
> = {
  en: {
    subject: 'A webhook endpoint was turned off',
    intro: (url) =>
      `Every delivery to your webhook endpoint ${url} has failed for 24 hours, so we turned it off.`,
    since: (at) => `Failing since: ${at}`,
    kept: 'Alerts are no longer sent to it. Its delivery log shows what the endpoint answered.',
    again:
      'When the receiver works again, turn the endpoint on in Settings → Webhooks and send a test event.',
    button: 'Open webhook settings',
  },
  ru: {
    subject: 'Вебхук отключён',
    intro: (url) => `Все отправки на ваш вебхук ${url} не удавались 24 часа, поэтому мы его отключили.`,
    since: (at) => `Ошибки с: ${at}`,
    kept: 'Оповещения на него больше не отправляются. В журнале отправок видно, что он отвечал.',
    again:
      'Когда приёмник снова заработает, включите вебхук в разделе «Настройки → Вебхуки» и отправьте тестовое событие.',
    button: 'Открыть настройки вебхуков',
  },
  cn: {
    subject: 'Webhook 端点已停用',
    intro: (url) => `发往您的 webhook 端点 ${url} 的所有投递已连续失败 24 小时，因此我们停用了它。`,
    since: (at) => `开始失败时间：${at}`,
    kept: '提醒将不再发送到该端点。投递日志中记录了端点的响应。',
    again: '接收端恢复后，请在“设置 → Webhooks”中重新启用该端点，并发送一个测试事件。',
    button: '打开 webhook 设置',
  },
};

/** The mail in `locale`, with a link to the webhook settings. */
export function renderWebhookDisabledMail(
  locale: MailLocale,
  data: WebhookDisabledMailData,
  links: { appUrl: string },
): RenderedMail {
  const t = texts[locale];
  const name = data.description ? `${data.url} (${data.description})` : data.url;
  const head = [t.intro(name), t.since(time(data.failingSince)), t.kept, t.again].join('\n\n');
  const text = [head, `${t.button}: ${links.appUrl}`, `-- \n${mailTexts[locale].footer}`].join('\n\n');
  const button = `<p><a href="${escapeHtml(links.appUrl)}" style="display:inline-block;padding:10px 16px;background:#1867C0;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(t.button)}</a></p>`;
  return {
    subject: t.subject,
    text: `${text}\n`,
    html: htmlPage(locale, t.subject, `${paragraphs(head)}\n${button}`, links),
  };
}
