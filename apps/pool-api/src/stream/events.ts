import type { z } from '@hono/zod-openapi';
import type { AlertSchema } from '../account/schemas';
import type { Alert } from '../alerts/engine';
import type { Queryable } from '../db/database';
import { formatAmount } from '../domain/amounts';
import { type Algorithm, algorithms, type CoinId, hashesPerShare } from '../domain/coins';
import { iso } from '../domain/time';
import { workerStatus } from '../domain/workerStatus';
import type { CatchUp } from '../simulator';
import type { NewStreamEvent } from './log';
import type { StreamBalanceSchema, StreamHashrateSchema, StreamWorkerSchema } from './schemas';
import { PAYOUT_COLUMNS, payoutOf, type PayoutRow } from '../source/simulator/money';
import { accountSummary } from '../source/simulator/summary';

// What an account's data change means for its stream: read inside the transaction that wrote the change, so the
// events are stored with it.

/** At most this much of a long catch-up (a server that was down) goes into one hashrate event. */
const MAX_POINTS = 60;

/**
 * The events of a catch-up: status changes, payouts made or confirmed, balances after settling, then the new samples
 * with the summary they make, which holds all of those: applied last, it replaces what the others changed in place.
 */
export async function catchUpEvents(tx: Queryable, change: CatchUp): Promise<NewStreamEvent[]> {
  const { sub, from, until } = change;
  const events: NewStreamEvent[] = [];
  const samples: NewStreamEvent[] = [];
  const since = Math.max(from, until - MAX_POINTS * 60);
  const points = await tx.query<{
    algorithm: Algorithm;
    t: number;
    hashrate: number;
    rejected: number;
    stale: number;
  }>(
    `SELECT algorithm, t, SUM(hashrate)::float8 AS hashrate, SUM(rejected / seconds)::float8 AS rejected,
            SUM(stale / seconds)::float8 AS stale
     FROM samples WHERE sub = $1 AND t >= $2 AND t < $3 GROUP BY algorithm, t ORDER BY t`,
    [sub, since, until],
  );
  const latest = await tx.query<{ worker_id: string; algorithm: Algorithm; hashrate: number }>(
    `SELECT DISTINCT ON (worker_id) worker_id, algorithm, hashrate FROM samples
     WHERE sub = $1 AND t >= $2 AND t < $3 ORDER BY worker_id, t DESC`,
    [sub, since, until],
  );
  for (const algorithm of algorithms) {
    const mine = points.filter((p) => p.algorithm === algorithm);
    if (mine.length === 0) continue;
    const perShare = hashesPerShare(algorithm);
    const data: z.infer<typeof StreamHashrateSchema> = {
      algorithm,
      points: mine.map((p) => ({
        time: iso(p.t),
        hashrate: p.hashrate,
        rejectedHashrate: p.rejected * perShare,
        staleHashrate: p.stale * perShare,
      })),
      workers: latest
        .filter((w) => w.algorithm === algorithm)
        .map((w) => ({ workerId: w.worker_id, hashrate: w.hashrate })),
      // With the window and the new summary, a tab rewrites its tiles and charts in place instead of asking again.
      from: iso(since),
      until: iso(until),
      summary: await accountSummary(tx, sub, algorithm),
    };
    samples.push({ type: 'hashrate', data });
  }

  const workers = await tx.query<{
    id: string;
    name: string;
    algorithm: Algorithm;
    last_share_at: number | null;
  }>('SELECT id, name, algorithm, last_share_at FROM workers WHERE sub = $1 ORDER BY position', [sub]);
  for (const w of workers) {
    const previous = workerStatus(change.lastShareBefore.get(w.id) ?? null, from);
    const status = workerStatus(w.last_share_at, until);
    if (previous === status) continue;
    const data: z.infer<typeof StreamWorkerSchema> = {
      workerId: w.id,
      workerName: w.name,
      algorithm: w.algorithm,
      status,
      previous,
      lastShareAt: w.last_share_at === null ? null : iso(w.last_share_at),
      time: iso(until),
    };
    events.push({ type: 'worker', data });
  }

  // Payouts of the days settled now (sent the next morning) and those whose confirmation time has come.
  const settled = change.settledUntil > change.settledFrom;
  const payouts = await tx.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts
     WHERE sub = $1 AND ((sent_at >= $2 AND sent_at < $3) OR (confirmed_at > $4 AND confirmed_at <= $5))
     ORDER BY sent_at, coin`,
    [sub, settled ? change.settledFrom + 86_400 : 0, settled ? change.settledUntil + 86_400 : 0, from, until],
  );
  for (const p of payouts) events.push({ type: 'payout', data: payoutOf(p, until) });

  if (settled) {
    const balances = await tx.query<{ coin: CoinId; balance: number }>(
      `SELECT coin, COALESCE(SUM(amount) FILTER (WHERE payout_id IS NULL), 0)::bigint AS balance
       FROM accruals WHERE sub = $1 GROUP BY coin ORDER BY coin`,
      [sub],
    );
    const data: z.infer<typeof StreamBalanceSchema> = {
      balances: balances.map((b) => ({ coin: b.coin, balance: formatAmount(b.balance) })),
      time: iso(change.settledUntil),
    };
    events.push({ type: 'balance', data });
  }
  return [...events, ...samples];
}

/** The events of alerts just raised, as `GET /account/alerts` lists them (their mail queued or not). */
export async function alertEvents(tx: Queryable, alerts: Alert[]): Promise<NewStreamEvent[]> {
  const queued = new Set(
    (
      await tx.query<{ alert_id: string }>(
        "SELECT DISTINCT alert_id FROM mail_outbox WHERE alert_id = ANY(string_to_array($1, ','))",
        [alerts.map((a) => a.id).join(',')],
      )
    ).map((r) => r.alert_id),
  );
  return alerts.map((a) => {
    const payout = a.rule === 'payoutSent';
    const details = a.details as { coin?: CoinId; amount?: string; txId?: string };
    const data: z.infer<typeof AlertSchema> = {
      id: a.id,
      rule: a.rule,
      kind: a.kind,
      workerId: payout ? null : a.subject,
      workerName: payout ? null : a.subjectName,
      value: a.value,
      threshold: a.threshold,
      payout: payout
        ? {
            id: a.subject,
            coin: details.coin ?? 'LTC',
            amount: details.amount ?? '0.00000000',
            txId: details.txId ?? '',
          }
        : null,
      createdAt: iso(a.createdAt),
      delivery: queued.has(a.id) ? 'pending' : 'none',
    };
    return { type: 'alert', data };
  });
}
