import type { Queryable } from '../db/database';
import type { Locale } from '@lode/i18n/paths';
import { getNotifications } from '../settings/queries';
import type { TelegramBot } from './bot';
import { type AlertEventPayload, renderAlert } from './messages';
import { linkById, linksOfSubaccount, markBlocked } from './store';

// Telegram as a channel of the alert delivery queue: the destinations of a sub-account's alert are its owner's
// active links; a send renders the event in the sub-account's language; a chat that blocked the bot is gone for
// good, its link marked blocked (Settings says so) and its pending rows dropped by the queue.

/** One row of the delivery queue due for sending, as the queue hands it to a channel. */
export interface TelegramDelivery {
  id: string;
  destinationId: string;
  sub: string;
  payload: AlertEventPayload;
}

/** How one send ended, as the delivery queue records it. */
export type TelegramOutcome =
  | { ok: true; statusCode?: number; latencyMs: number }
  | {
      ok: false;
      retry: boolean;
      error: string;
      statusCode?: number;
      latencyMs?: number;
      destinationGone?: boolean;
    };

/** The Telegram channel over `bot`; `db` reads the link and the language at send time. */
export function telegramChannel(bot: TelegramBot, db: Queryable, realNow: () => number = Date.now) {
  return {
    name: 'telegram' as const,
    /** The active links of the sub-account's owner, read in the alert's transaction. */
    destinations: (tx: Queryable, sub: string) => linksOfSubaccount(tx, sub),
    async send(delivery: TelegramDelivery): Promise<TelegramOutcome> {
      const link = await linkById(db, delivery.destinationId);
      // Unlinked (/stop, Settings) or blocked since the alert was queued: nothing to send, nothing to retry.
      if (!link || link.status !== 'active')
        return { ok: false, retry: false, error: 'unlinked', destinationGone: !link };
      const locale: Locale = (await getNotifications(db, delivery.sub)).locale ?? 'en';
      const started = realNow();
      const result = await bot.send(link.chat_id, renderAlert(locale, delivery.payload));
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
    /** The chat refused the bot for good: the link becomes `blocked`. */
    destinationGone: (tx: Queryable, destinationId: string, at: number) => markBlocked(tx, destinationId, at),
  };
}
