import { Webhook } from 'standardwebhooks';
import { type AlertEventPayload, eventTexts } from '../channels/events';
import type { MailLocale } from '../mail/messages';
import type { WebhookFormat } from './store';

// What a webhook request carries: the body in the endpoint's format and the Standard Webhooks headers, which every
// format gets (`webhook-id` the event's id, the same on every retry; `webhook-timestamp` epoch seconds of this
// attempt; `webhook-signature` `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret).

/** The body of `payload` in `format`: the event as it is, or a Slack or Discord message in the account's language. */
export function webhookBody(format: WebhookFormat, payload: AlertEventPayload, locale: MailLocale): string {
  if (format === 'standard') return JSON.stringify(payload);
  const t = eventTexts(payload, locale);
  if (format === 'slack')
    return JSON.stringify({
      text: `${t.title}\n${t.body}\n<${t.url}|${t.open}>`,
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: t.title.slice(0, 150) } },
        { type: 'section', text: { type: 'mrkdwn', text: t.body } },
        { type: 'section', text: { type: 'mrkdwn', text: `<${t.url}|${t.open}>` } },
      ],
    });
  return JSON.stringify({
    content: `**${t.title}**\n${t.body}\n${t.url}`.slice(0, 2000),
    embeds: [{ title: t.title.slice(0, 256), description: t.body.slice(0, 4096), url: t.url }],
  });
}

/** The Standard Webhooks headers of one attempt. */
export function signedHeaders(
  secret: string,
  eventId: string,
  body: string,
  at: Date,
): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}
