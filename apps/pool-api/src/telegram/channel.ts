import type { Queryable } from '../db/database';
import {
  type AlertChannel,
  type DueDelivery,
  eventTexts,
  type SendOutcome,
  type AlertEventPayload,
} from '../channels';
import type { MailLocale } from '../mail/messages';
import type { TelegramBot } from './bot';
import { botTexts } from './messages';
import { linkById, linksOfSubaccount, markBlocked } from './store';

// Telegram as a channel of the alert delivery queue (channels/queue.ts): the destinations of a sub-account's alert
// are its owner's active links; a send writes the event in the language the account had when it was queued; a chat
// that blocked the bot is gone for good: the queue drops its pending rows and the link is marked blocked (Settings
// says so).

/** The page an event links to; a worker's opens its chart on the workers page (`worker=<id>`). */
function pageOf(payload: AlertEventPayload): string {
  if (!payload.data.workerId) return payload.data.url;
  const url = new URL(payload.data.url);
  url.searchParams.set('worker', payload.data.workerId);
  return url.href;
}

/** An alert event as a Telegram message: the same title and sentences as the other channels, and the page's link. */
export function renderAlert(payload: AlertEventPayload, locale: MailLocale): string {
  if (payload.type === 'test') return `${botTexts[locale].test}\n\n${payload.data.url}`;
  const t = eventTexts(payload, locale);
  return `${t.title}\n\n${t.body}\n\n${t.open}: ${pageOf(payload)}`;
}

/** The Telegram channel over `bot`; `db` reads the link at send time, `realNow` times the send. */
export function telegramChannel(
  bot: TelegramBot,
  db: Queryable,
  realNow: () => number = Date.now,
): AlertChannel & Required<Pick<AlertChannel, 'destinationGone'>> {
  return {
    name: 'telegram',
    destinations: (tx, sub) => linksOfSubaccount(tx, sub),
    async send(delivery: DueDelivery): Promise<SendOutcome> {
      const link = await linkById(db, delivery.destinationId);
      // Unlinked (/stop, Settings) or blocked since the alert was queued: nothing to send, nothing to retry.
      if (!link || link.status !== 'active')
        return { ok: false, retry: false, error: 'unlinked', ...(link ? {} : { destinationGone: true }) };
      const started = realNow();
      const result = await bot.send(link.chat_id, renderAlert(delivery.payload, delivery.locale));
      const latencyMs = Math.max(0, realNow() - started);
      if (result.ok) return { ok: true, statusCode: 200, latencyMs };
      return {
        ok: false,
        retry: result.retry,
        error: result.error,
        latencyMs,
        ...(result.statusCode === undefined ? {} : { statusCode: result.statusCode }),
        ...(result.gone ? { destinationGone: true } : {}),
      };
    },
    destinationGone: (tx, destinationId, at) => markBlocked(tx, destinationId, at),
  };
}
