import type { Queryable } from '../db/database';
import type { MailLocale } from '../mail/messages';
import type { AlertEventPayload } from './events';

// What a channel is to the delivery queue (./queue.ts); ./index.ts exports it for the channels.

/** The channels the queue delivers to. */
export type ChannelName = 'telegram' | 'webhook';

/** One place a channel sends to. */
export interface Destination {
  /** Telegram: the link's id; webhook: the endpoint's id. */
  id: string;
}

/** A queued row, due now, as the channel gets it. */
export interface DueDelivery {
  id: string;
  /** The event's id: the same on every retry and on every channel (a webhook's `webhook-id`). */
  eventId: string;
  channel: ChannelName;
  destinationId: string;
  /** The sub-account the event is about. */
  sub: string;
  eventType: string;
  payload: AlertEventPayload;
  /** The language of the account's notification settings when the event was queued. */
  locale: MailLocale;
  /** This attempt's number, 1 for the first. */
  attempt: number;
  /** When the row was queued, epoch ms. */
  createdAt: number;
}

/** What one attempt came to. */
export type SendOutcome =
  | { ok: true; statusCode?: number; latencyMs: number; responseStart?: string }
  | {
      ok: false;
      retry: boolean;
      error: string;
      statusCode?: number;
      latencyMs?: number;
      responseStart?: string;
      /** The destination is gone for good (Telegram 403 blocked, chat not found): drop its pending rows. */
      destinationGone?: boolean;
    };

/** A channel: where an account's alerts go on it, and how one is sent. */
export interface AlertChannel {
  name: ChannelName;
  /** The destinations of this channel for an alert of `sub` (a sub-account), read inside the alert's transaction. */
  destinations(tx: Queryable, sub: string): Promise<Destination[]>;
  send(delivery: DueDelivery): Promise<SendOutcome>;
  /** Called once when `destinationGone` is reported (Telegram: mark the link blocked). */
  destinationGone?(db: Queryable, destinationId: string, at: number): Promise<void>;
  /**
   * Called after every attempt has been recorded, in the same transaction (webhooks: the endpoint's last status, its
   * failing streak); `gaveUp` says the row has just failed for good.
   */
  attempted?(
    db: Queryable,
    delivery: DueDelivery,
    outcome: SendOutcome,
    at: number,
    gaveUp: boolean,
  ): Promise<void>;
}
