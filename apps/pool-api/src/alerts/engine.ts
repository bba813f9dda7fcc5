import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { statusThresholds } from '../domain/workerStatus';
import { enqueueMail, mailKey } from '../mail/outbox';
import type { AlertRule, MailLocale } from '../mail/messages';
import { getNotifications, type NotificationSettings } from '../settings/queries';

// The alert engine: each time a data source reports an account's workers, every enabled rule of the account's
// notification settings is evaluated per worker, with hysteresis (a rule that fired clears only past a margin, so a
// value hovering at the threshold fires once) and the account's repeat interval (at most one mail per rule and worker
// per interval, recoveries included; a change held back by the interval is sent when the interval ends if it still
// holds, so nothing is lost and a worker that flaps back to where it was sends nothing). Alerts are stored and their
// mail (and the other channels' rows, through the fan-out) queued in the same transaction as the rule's new state.

/** One worker as a pool data source reports it. */
export interface WorkerReading {
  workerId: string;
  workerName: string;
  /** Epoch seconds of the last accepted share, `null` when it never sent one. */
  lastShareAt: number | null;
  /** Hashrate over the last hour, H/s (accepted work). */
  hashrate: number;
  /** Average hashrate over 24 h, H/s. */
  averageHashrate24h: number;
  /** Share of rejected work, 0–1, over the source's window; `null` when the pool engine does not record rejects. */
  rejectRate: number | null;
}

/** A payout as a data source reports it. */
export interface PayoutReading {
  id: string;
  coin: string;
  /** Decimal string, e.g. `"0.12345678"`. */
  amount: string;
  address: string;
  txId: string;
  /** Epoch seconds. */
  sentAt: number;
}

/** What a data source knows about one account at time `at` (epoch seconds). */
export interface PoolReadings {
  sub: string;
  at: number;
  workers: WorkerReading[];
  /** Recent payouts (any window covering the time since the last reading); the engine alerts each once. */
  payouts: PayoutReading[];
}

/** Where readings come from: the simulator today, any pool's data (e.g. Miningcore's tables) later. */
export interface PoolDataSource {
  /** The account's workers and recent payouts as of `at` (epoch seconds). */
  readings(sub: string, at: number): Promise<PoolReadings>;
}

/** A worker that fired "hashrate below X %" clears at X + this many points. */
export const HASHRATE_CLEAR_MARGIN_POINTS = 5;
/** A worker that fired "reject rate above Y %" clears below this share of Y. */
export const REJECT_CLEAR_FACTOR = 0.8;
/** A worker silent this long is inactive (gone): no offline alert starts for it. */
export const INACTIVE_AFTER_SECONDS = statusThresholds.inactiveAfterSeconds;
/** Workers without a share for this long count as offline for the hashrate and reject rules (they hold state). */
const ONLINE_WITHIN_SECONDS = statusThresholds.offlineAfterSeconds;

/** A stored alert. */
export interface Alert {
  id: string;
  sub: string;
  rule: AlertRule;
  kind: 'fired' | 'recovered';
  subject: string;
  subjectName: string;
  value: number | null;
  threshold: number | null;
  details: Record<string, unknown>;
  createdAt: number;
}

interface StateRow {
  rule: string;
  subject: string;
  active: boolean;
  notified: boolean;
  notified_at: number | null;
}

const alertId = (...parts: (string | number)[]) =>
  `al_${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24)}`;

/** The cursor row of the payout rule: payouts sent up to `notified_at` have been seen. */
const PAYOUT_CURSOR = '*';

/**
 * Told about the alerts an evaluation raised, inside its transaction; what it returns is called once that
 * transaction has committed, never when it rolled back.
 */
export interface AlertObserver {
  raised(tx: Queryable, sub: string, alerts: Alert[]): Promise<(() => void) | undefined>;
}

/**
 * Where an alert goes besides mail (Telegram, webhooks: channels/queue.ts), told of each alert inside the transaction
 * that stores it, with the account's settings (each rule's channels) and the sub-account's name.
 */
export interface AlertFanOut {
  queue(
    tx: Queryable,
    alert: Alert,
    settings: NotificationSettings,
    account: { name: string },
  ): Promise<void>;
}

/** Evaluates readings against the account's rules. */
export class AlertEngine {
  readonly #db: Database;
  readonly #observer: AlertObserver | undefined;
  readonly #fanOut: AlertFanOut | undefined;

  constructor(db: Database, observer?: AlertObserver, fanOut?: AlertFanOut) {
    this.#db = db;
    this.#observer = observer;
    this.#fanOut = fanOut;
  }

  /** Evaluates one account's readings; resolves with the alerts it raised (and queued for mail). */
  async evaluate(readings: PoolReadings): Promise<Alert[]> {
    const afterCommit: (() => void)[] = [];
    const raised = await this.#evaluate(readings, afterCommit);
    for (const then of afterCommit) then();
    return raised;
  }

  async #evaluate(readings: PoolReadings, afterCommit: (() => void)[]): Promise<Alert[]> {
    return this.#db.transaction(async (tx) => {
      // The sub-account's name goes into its mail only when its user has several.
      const [account] = await tx.query<{ email: string | null; name: string; siblings: number }>(
        `SELECT a.email, a.name, (SELECT COUNT(*)::int FROM accounts o WHERE o.owner = a.owner) AS siblings
         FROM accounts a WHERE a.sub = $1 FOR UPDATE OF a`,
        [readings.sub],
      );
      if (!account) return [];
      const settings = await getNotifications(tx, readings.sub);
      const states = new Map(
        (
          await tx.query<StateRow>(
            'SELECT rule, subject, active, notified, notified_at FROM alert_state WHERE sub = $1',
            [readings.sub],
          )
        ).map((s) => [`${s.rule}|${s.subject}`, s]),
      );
      const raised: Alert[] = [];
      const save = (rule: string, subject: string, s: Omit<StateRow, 'rule' | 'subject'>) =>
        tx.query(
          `INSERT INTO alert_state (sub, rule, subject, active, notified, notified_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (sub, rule, subject) DO UPDATE
           SET active = EXCLUDED.active, notified = EXCLUDED.notified, notified_at = EXCLUDED.notified_at`,
          [readings.sub, rule, subject, s.active, s.notified, s.notified_at],
        );
      const raise = async (alert: Omit<Alert, 'id' | 'sub' | 'createdAt'>, idParts: (string | number)[]) => {
        const full: Alert = {
          ...alert,
          id: alertId(readings.sub, ...idParts),
          sub: readings.sub,
          createdAt: readings.at,
        };
        const inserted = await tx.query(
          `INSERT INTO alerts (id, sub, rule, kind, subject, subject_name, value, threshold, details, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING RETURNING id`,
          [
            full.id,
            full.sub,
            full.rule,
            full.kind,
            full.subject,
            full.subjectName,
            full.value,
            full.threshold,
            JSON.stringify(full.details),
            full.createdAt,
          ],
        );
        if (!inserted.length) return;
        raised.push(full);
        await queueMail(tx, full, settings, account);
        await this.#fanOut?.queue(tx, full, settings, account);
      };

      const repeatSeconds = settings.repeatMinutes * 60;
      /**
       * One rule for one worker: `next` is the condition after hysteresis. The miner hears about a change only when
       * the last mail for this rule and worker is at least the repeat interval old.
       */
      const step = async (
        rule: AlertRule,
        reading: WorkerReading,
        next: boolean,
        value: number,
        threshold: number,
      ) => {
        const key = `${rule}|${reading.workerId}`;
        const state = states.get(key) ?? {
          rule,
          subject: reading.workerId,
          active: false,
          notified: false,
          notified_at: null,
        };
        let { notified, notified_at } = state;
        if (next !== notified && (notified_at === null || readings.at - notified_at >= repeatSeconds)) {
          await raise(
            {
              rule,
              kind: next ? 'fired' : 'recovered',
              subject: reading.workerId,
              subjectName: reading.workerName,
              value,
              threshold,
              details: {},
            },
            [rule, reading.workerId, next ? 'fired' : 'recovered', readings.at],
          );
          notified = next;
          notified_at = readings.at;
        }
        if (next !== state.active || notified !== state.notified || notified_at !== state.notified_at) {
          await save(rule, reading.workerId, { active: next, notified, notified_at });
          states.set(key, { rule, subject: reading.workerId, active: next, notified, notified_at });
        }
      };

      for (const w of readings.workers) {
        const silence = w.lastShareAt === null ? Number.POSITIVE_INFINITY : readings.at - w.lastShareAt;
        const online = silence < ONLINE_WITHIN_SECONDS;
        if (settings.workerOffline.enabled) {
          const limit = settings.workerOffline.afterMinutes * 60;
          const was = states.get(`workerOffline|${w.workerId}`)?.active ?? false;
          // Gone for a day or more before we ever alerted: a machine retired, not an outage to report.
          if (was || silence < INACTIVE_AFTER_SECONDS) {
            // Fires after the limit; clears only once a share came within half of it.
            const next = was ? silence >= limit / 2 : silence >= limit;
            const minutes = Number.isFinite(silence) ? silence / 60 : settings.workerOffline.afterMinutes;
            await step('workerOffline', w, next, minutes, settings.workerOffline.afterMinutes);
          }
        }
        if (settings.hashrateDrop.enabled && online && w.averageHashrate24h > 0) {
          const percent = (w.hashrate / w.averageHashrate24h) * 100;
          const limit = settings.hashrateDrop.belowPercent;
          const was = states.get(`hashrateDrop|${w.workerId}`)?.active ?? false;
          const next = was ? percent < limit + HASHRATE_CLEAR_MARGIN_POINTS : percent < limit;
          await step('hashrateDrop', w, next, percent, limit);
        }
        // An engine that stores accepted shares only (Miningcore) cannot say: the rule waits rather than guess.
        if (settings.rejectRate.enabled && online && w.rejectRate !== null) {
          const percent = w.rejectRate * 100;
          const limit = settings.rejectRate.abovePercent;
          const was = states.get(`rejectRate|${w.workerId}`)?.active ?? false;
          const next = was ? percent >= limit * REJECT_CLEAR_FACTOR : percent > limit;
          await step('rejectRate', w, next, percent, limit);
        }
      }

      // Payouts: each one once, newer than the cursor. The first reading only sets the cursor, so an account's
      // history is not mailed out when alerts start.
      const cursor = states.get(`payoutSent|${PAYOUT_CURSOR}`);
      const seenUntil = cursor?.notified_at ?? readings.at;
      if (settings.payoutSent.enabled && cursor) {
        for (const p of [...readings.payouts].sort((a, b) => a.sentAt - b.sentAt)) {
          if (p.sentAt <= seenUntil || p.sentAt > readings.at) continue;
          await raise(
            {
              rule: 'payoutSent',
              kind: 'fired',
              subject: p.id,
              subjectName: p.coin,
              value: null,
              threshold: null,
              details: { coin: p.coin, amount: p.amount, address: p.address, txId: p.txId, sentAt: p.sentAt },
            },
            ['payoutSent', p.id],
          );
        }
      }
      if (!cursor || readings.at > seenUntil)
        await save('payoutSent', PAYOUT_CURSOR, { active: false, notified: false, notified_at: readings.at });
      const then = raised.length ? await this.#observer?.raised(tx, readings.sub, raised) : undefined;
      if (then) afterCommit.push(then);
      return raised;
    });
  }
}

/**
 * Queues the alert's mail when the account wants mail (the master switch and the rule's e-mail channel) and has an
 * address; one row per alert and address.
 */
async function queueMail(
  tx: Queryable,
  alert: Alert,
  settings: NotificationSettings,
  { email, name, siblings }: { email: string | null; name: string; siblings: number },
) {
  if (!settings.email || !settings[alert.rule].channels.email || !email) return;
  const details = alert.details as { coin?: string; amount?: string; address?: string; txId?: string };
  await enqueueMail(
    tx,
    {
      key: mailKey(`alert:${alert.id}`, email),
      kind: 'alert',
      recipient: email,
      locale: (settings.locale ?? 'en') as MailLocale,
      alertId: alert.id,
      payload: {
        sub: alert.sub,
        ...(siblings > 1 ? { subaccount: name } : {}),
        rule: alert.rule,
        kind: alert.kind,
        workerName: alert.subjectName,
        ...(alert.value === null ? {} : { value: alert.value }),
        ...(alert.threshold === null ? {} : { threshold: alert.threshold }),
        ...details,
        at: new Date(alert.createdAt * 1000).toISOString(),
      },
    },
    alert.createdAt,
  );
}

/** The account's alerts, newest first, each with where its mail stands. */
export async function listAlerts(db: Queryable, sub: string, page: { offset: number; limit: number }) {
  const [count] = await db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM alerts WHERE sub = $1', [
    sub,
  ]);
  const rows = await db.query<{
    id: string;
    rule: AlertRule;
    kind: 'fired' | 'recovered';
    subject: string;
    subject_name: string;
    value: number | null;
    threshold: number | null;
    details: string;
    created_at: number;
    pending: number;
    sent: number;
    failed: number;
  }>(
    `SELECT a.id, a.rule, a.kind, a.subject, a.subject_name, a.value, a.threshold, a.details, a.created_at,
            COUNT(m.id) FILTER (WHERE m.status = 'pending')::bigint AS pending,
            COUNT(m.id) FILTER (WHERE m.status = 'sent')::bigint AS sent,
            COUNT(m.id) FILTER (WHERE m.status = 'failed')::bigint AS failed
     FROM alerts a LEFT JOIN mail_outbox m ON m.alert_id = a.id
     WHERE a.sub = $1
     GROUP BY a.id ORDER BY a.created_at DESC, a.id LIMIT $2 OFFSET $3`,
    [sub, page.limit, page.offset],
  );
  const items = rows.map((r) => {
    const details = JSON.parse(r.details) as Record<string, unknown>;
    const payout = r.rule === 'payoutSent';
    return {
      id: r.id,
      rule: r.rule,
      kind: r.kind,
      workerId: payout ? null : r.subject,
      workerName: payout ? null : r.subject_name,
      value: r.value,
      threshold: r.threshold,
      payout: payout
        ? {
            id: r.subject,
            coin: String(details.coin),
            amount: String(details.amount),
            txId: String(details.txId),
          }
        : null,
      createdAt: new Date(r.created_at * 1000).toISOString(),
      delivery: (r.failed > 0 ? 'failed' : r.pending > 0 ? 'pending' : r.sent > 0 ? 'sent' : 'none') as
        'failed' | 'pending' | 'sent' | 'none',
    };
  });
  return { items, total: count?.n ?? 0, ...(await alertReadState(db, sub)) };
}

// The read marker. Alerts of one evaluation share their second: marking one read marks its whole second, so the
// count never depends on how alerts of the same moment are ordered.
const newerThanMarker = 'a.sub = $1 AND (r.sub IS NULL OR a.created_at > r.created_at)';

/** How many of the account's alerts are newer than the one marked read, and which one that is. */
export async function alertReadState(db: Queryable, sub: string) {
  const [marker] = await db.query<{ alert_id: string }>('SELECT alert_id FROM alert_reads WHERE sub = $1', [
    sub,
  ]);
  const [count] = await db.query<{ n: number }>(
    `SELECT COUNT(*)::bigint AS n FROM alerts a LEFT JOIN alert_reads r ON r.sub = a.sub WHERE ${newerThanMarker}`,
    [sub],
  );
  return { unread: Number(count?.n ?? 0), lastReadId: marker?.alert_id ?? null };
}

/**
 * Marks `alertId`, every alert of its second and every older one read; the marker never moves back.
 * Answers null when the account has no such alert.
 */
export async function markAlertsRead(db: Queryable, sub: string, alertId: string) {
  const [alert] = await db.query<{ created_at: number }>(
    'SELECT created_at FROM alerts WHERE sub = $1 AND id = $2',
    [sub, alertId],
  );
  if (!alert) return null;
  await db.query(
    `INSERT INTO alert_reads (sub, alert_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (sub) DO UPDATE SET alert_id = EXCLUDED.alert_id, created_at = EXCLUDED.created_at
     WHERE EXCLUDED.created_at > alert_reads.created_at`,
    [sub, alertId, alert.created_at],
  );
  return alertReadState(db, sub);
}
