import { randomUUID } from 'node:crypto';
import type { Alert, AlertFanOut } from '../alerts/engine';
import type { Database, Queryable } from '../db/database';
import type { MailLocale } from '../mail/messages';
import type { NotificationSettings } from '../settings/queries';
import { type AlertEventPayload, alertEvent } from './events';
import type { AlertChannel, ChannelName, DueDelivery, SendOutcome } from './types';

// The delivery queue of the channels other than mail. An alert's rows are written in the alert's transaction, one
// per event and destination, under the unique idempotency key `<eventId>:<channel>:<destinationId>`. The sender
// (`deliverDue`, a job on the jobs leader) leases due rows (`locked_until`), so two replicas never send one row at
// once, and takes per destination only its oldest unfinished row: a later row waits while an earlier one is pending
// or retrying, so a receiver that was down gets everything afterwards in order of creation. A failed attempt is
// retried with exponential backoff (30 s doubling, capped at an hour) for 24 h from the row's first attempt, with
// one last attempt at the 24 h mark; then the row is `failed`. `test` events stand outside the order: they neither
// wait for nor hold back a destination's alerts. Every attempt is logged (alert_delivery_attempts).

/** How long after its first attempt a row is retried, ms. */
export const RETRY_FOR_MS = 24 * 3600 * 1000;

/** Ms before attempt `n + 1` after `n` failed ones: 30 s, 1 min, 2 min… capped at an hour. */
export const deliveryRetryDelayMs = (failedAttempts: number) =>
  Math.min(3_600_000, 30_000 * 2 ** Math.max(0, failedAttempts - 1));

/** Settings of the queue. */
export interface DeliveryQueueOptions {
  /** The channels rows are queued for and sent by; a channel not listed is neither queued nor sent. */
  channels: AlertChannel[];
  /** The pool's clock, epoch ms. */
  now: () => number;
  /** The app's origin in a language (`https://pool.example/ru`): the links events carry. */
  appUrl: (locale: MailLocale) => string;
  /** How many rows are sent at once (each to another destination). Default 32. */
  concurrency?: number;
  /** How long a send may take before another replica may take the row over, ms. Default 60 s. */
  leaseMs?: number;
  /** Told of a send that threw instead of answering an outcome. */
  onError?: (error: unknown, delivery: DueDelivery) => void;
}

interface Row {
  id: string;
  event_id: string;
  channel: ChannelName;
  destination_id: string;
  sub: string;
  event_type: string;
  payload: string;
  locale: MailLocale;
  attempts: number;
  created_at: number;
  first_attempt_at: number;
}

const RETURNING =
  'd.id, d.event_id, d.channel, d.destination_id, d.sub, d.event_type, d.payload, d.locale, d.attempts, d.created_at, d.first_attempt_at';

/** An event to queue for one destination. */
export interface QueuedDelivery {
  eventId: string;
  channel: ChannelName;
  destinationId: string;
  sub: string;
  payload: AlertEventPayload;
  locale: MailLocale;
  alertId?: string;
}

/** Queues one row inside the caller's transaction; its id, or `null` when its key was queued before. */
export async function enqueueDelivery(
  tx: Queryable,
  d: QueuedDelivery,
  atMs: number,
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO alert_deliveries (id, idempotency_key, event_id, channel, destination_id, sub, event_type, payload,
                                   locale, alert_id, status, attempts, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', 0, $11, $11)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      `dl_${randomUUID().replaceAll('-', '')}`,
      `${d.eventId}:${d.channel}:${d.destinationId}`,
      d.eventId,
      d.channel,
      d.destinationId,
      d.sub,
      d.payload.type,
      JSON.stringify(d.payload),
      d.locale,
      d.alertId ?? null,
      atMs,
    ],
  );
  return row?.id ?? null;
}

/** Gives up the destination's unfinished rows (it is gone or disabled): they become `failed`. */
export async function dropPendingDeliveries(
  db: Queryable,
  channel: ChannelName,
  destinationId: string,
  atMs: number,
) {
  await db.query(
    `UPDATE alert_deliveries SET status = 'failed', next_attempt_at = NULL, locked_until = NULL, finished_at = $3
     WHERE channel = $1 AND destination_id = $2 AND status IN ('pending', 'retrying')`,
    [channel, destinationId, atMs],
  );
}

/** The queue: what the alert engine hands alerts to, and the sender of due rows. */
export class DeliveryQueue implements AlertFanOut {
  readonly #db: Database;
  readonly #channels: Map<ChannelName, AlertChannel>;
  readonly #options: DeliveryQueueOptions;
  #running: Promise<{ delivered: number; failed: number }> | null = null;
  #closed = false;

  constructor(db: Database, options: DeliveryQueueOptions) {
    this.#db = db;
    this.#options = options;
    this.#channels = new Map(options.channels.map((c) => [c.name, c]));
  }

  /** The channel of this name, when the queue has it. */
  channel(name: ChannelName): AlertChannel | undefined {
    return this.#channels.get(name);
  }

  /** Queues `alert` for every channel its rule has on, one row per destination, in the alert's transaction. */
  async queue(tx: Queryable, alert: Alert, settings: NotificationSettings, account: { name: string }) {
    const locale = settings.locale ?? 'en';
    const payload = alertEvent(alert, account.name, this.#options.appUrl(locale));
    const at = this.#options.now();
    for (const channel of this.#channels.values()) {
      if (!settings[alert.rule].channels[channel.name]) continue;
      for (const destination of await channel.destinations(tx, alert.sub))
        await enqueueDelivery(
          tx,
          {
            eventId: alert.id,
            channel: channel.name,
            destinationId: destination.id,
            sub: alert.sub,
            payload,
            locale,
            alertId: alert.id,
          },
          at,
        );
    }
  }

  /**
   * Sends every row due now, a batch at a time (at most one row per destination in a batch); a run already under
   * way is joined rather than doubled. Resolves with how many were delivered and how many attempts failed.
   */
  deliverDue(): Promise<{ delivered: number; failed: number }> {
    if (this.#closed) return Promise.resolve({ delivered: 0, failed: 0 });
    this.#running ??= this.#deliverDue().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #deliverDue() {
    let delivered = 0;
    let failed = 0;
    for (;;) {
      const rows = await this.#claim(this.#options.concurrency ?? 32);
      if (!rows.length) return { delivered, failed };
      for (const ok of await Promise.all(rows.map((row) => this.#attempt(row))))
        if (ok) delivered += 1;
        else failed += 1;
    }
  }

  /** Starts no more runs and waits for the one under way (the database is about to close). */
  async close() {
    this.#closed = true;
    await this.#running?.catch(() => {});
  }

  /** Makes the attempt of one row now if no other replica holds it (the test event's attempt within its request). */
  async deliverNow(id: string): Promise<boolean> {
    const rows = await this.#claim(1, id);
    return rows[0] ? this.#attempt(rows[0]) : false;
  }

  /** Leases up to `limit` due rows (or the row `id`), each the oldest unfinished row of its destination. */
  async #claim(limit: number, id?: string): Promise<Row[]> {
    const names = [...this.#channels.keys()];
    if (!names.length) return [];
    const now = this.#options.now();
    return this.#db.query<Row>(
      `UPDATE alert_deliveries d
       SET locked_until = $1 + $3::bigint, attempts = d.attempts + 1, first_attempt_at = COALESCE(d.first_attempt_at, $1)
       WHERE d.id IN (
         SELECT c.id FROM alert_deliveries c
         WHERE c.status IN ('pending', 'retrying') AND c.next_attempt_at <= $1
           AND (c.locked_until IS NULL OR c.locked_until <= $1)
           AND c.channel IN (${names.map((n) => `'${n}'`).join(', ')})
           ${id === undefined ? '' : 'AND c.id = $4'}
           AND (c.event_type = 'test' OR NOT EXISTS (
             SELECT 1 FROM alert_deliveries e
             WHERE e.channel = c.channel AND e.destination_id = c.destination_id AND e.seq < c.seq
               AND e.status IN ('pending', 'retrying') AND e.event_type <> 'test'))
         ORDER BY c.next_attempt_at, c.seq LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING ${RETURNING}`,
      [now, limit, this.#options.leaseMs ?? 60_000, ...(id === undefined ? [] : [id])],
    );
  }

  /** Sends one leased row and records what came of it; `true` when it was delivered. */
  async #attempt(row: Row): Promise<boolean> {
    const delivery: DueDelivery = {
      id: row.id,
      eventId: row.event_id,
      channel: row.channel,
      destinationId: row.destination_id,
      sub: row.sub,
      eventType: row.event_type,
      payload: JSON.parse(row.payload) as AlertEventPayload,
      locale: row.locale,
      attempt: Number(row.attempts),
      createdAt: Number(row.created_at),
    };
    const channel = this.#channels.get(row.channel) as AlertChannel;
    let outcome: SendOutcome;
    try {
      outcome = await channel.send(delivery);
    } catch (error) {
      this.#options.onError?.(error, delivery);
      outcome = { ok: false, retry: true, error: 'connection' };
    }
    const at = this.#options.now();
    const first = Number(row.first_attempt_at);
    const retryUntil = first + RETRY_FOR_MS;
    const next =
      outcome.ok || !outcome.retry || at >= retryUntil
        ? null
        : Math.min(at + deliveryRetryDelayMs(delivery.attempt), retryUntil);
    await this.#db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO alert_delivery_attempts (delivery_id, attempt, at, status_code, latency_ms, response_start, error)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (delivery_id, attempt) DO NOTHING`,
        [
          row.id,
          delivery.attempt,
          at,
          outcome.statusCode ?? null,
          outcome.latencyMs === undefined ? null : Math.round(outcome.latencyMs),
          outcome.responseStart?.slice(0, 200) ?? null,
          outcome.ok ? null : outcome.error,
        ],
      );
      await tx.query(
        `UPDATE alert_deliveries SET status = $2, next_attempt_at = $3, locked_until = NULL, finished_at = $4
         WHERE id = $1 AND status IN ('pending', 'retrying')`,
        [
          row.id,
          outcome.ok ? 'delivered' : next === null ? 'failed' : 'retrying',
          next,
          next === null ? at : null,
        ],
      );
      if (!outcome.ok && outcome.destinationGone) {
        await dropPendingDeliveries(tx, row.channel, row.destination_id, at);
        await channel.destinationGone?.(tx, row.destination_id, at);
      }
      await channel.attempted?.(tx, delivery, outcome, at, !outcome.ok && next === null);
    });
    return outcome.ok;
  }
}
