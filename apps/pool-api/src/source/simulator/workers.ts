import type { Queryable } from '../../db/database';
import { type Algorithm, workCoin } from '../../domain/coins';
import { DAY, iso } from '../../domain/time';
import { workerStatus } from '../../domain/workerStatus';

// The simulator's workers: their rows and the samples the simulator writes every minute, always read by `sub` (and
// algorithm), so no handler can forget the owner.

/** The account's clock: samples exist up to here (the last whole minute the simulator wrote). */
export async function sampledUntil(db: Queryable, sub: string): Promise<number> {
  const [row] = await db.query<{ sampled_until: number }>(
    'SELECT sampled_until FROM accounts WHERE sub = $1',
    [sub],
  );
  return row?.sampled_until ?? 0;
}

interface WorkerStats {
  id: string;
  name: string;
  grp: string;
  model: string;
  algorithm: Algorithm;
  last_share_at: number | null;
  ten: number | null;
  hour: number | null;
  day: number | null;
  accepted: number | null;
  rejected: number | null;
  stale: number | null;
  up_seconds: number | null;
}

/** Every worker of the account on an algorithm with its averages over 10 min, 1 h and 24 h. */
export async function workerStats(db: Queryable, sub: string, algorithm: Algorithm) {
  const end = await sampledUntil(db, sub);
  const rows = await db.query<WorkerStats>(
    `SELECT w.id, w.name, w.grp, w.model, w.algorithm, w.last_share_at,
            SUM(CASE WHEN s.t >= $3 - 600 THEN s.hashrate * s.seconds END)::float8 / 600 AS ten,
            SUM(CASE WHEN s.t >= $3 - 3600 THEN s.hashrate * s.seconds END)::float8 / 3600 AS hour,
            SUM(s.hashrate * s.seconds)::float8 / 86400 AS day,
            SUM(s.accepted)::float8 AS accepted, SUM(s.rejected)::float8 AS rejected, SUM(s.stale)::float8 AS stale,
            SUM(CASE WHEN s.hashrate > 0 THEN s.seconds END)::float8 AS up_seconds
     FROM workers w LEFT JOIN samples s ON s.worker_id = w.id AND s.t >= $3 - 86400 AND s.t < $3
     WHERE w.sub = $1 AND w.algorithm = $2
     GROUP BY w.id ORDER BY w.position`,
    [sub, algorithm, end],
  );
  return rows.map((r) => {
    const work = (r.accepted ?? 0) + (r.rejected ?? 0) + (r.stale ?? 0);
    return {
      id: r.id,
      name: r.name,
      // A rig that joined by its stratum login has no group or model the pool knows of.
      group: r.grp || null,
      model: r.model || null,
      algorithm: r.algorithm,
      // Every simulated worker mines its algorithm's parent coin; merge-mined coins ride on that work.
      coin: workCoin(r.algorithm),
      status: workerStatus(r.last_share_at, end),
      hashrate: { tenMinutes: r.ten ?? 0, oneHour: r.hour ?? 0, oneDay: r.day ?? 0 },
      rejectRate: work > 0 ? (r.rejected ?? 0) / work : 0,
      staleRate: work > 0 ? (r.stale ?? 0) / work : 0,
      lastShareAt: r.last_share_at === null ? null : iso(r.last_share_at),
      uptime: Math.min(1, (r.up_seconds ?? 0) / DAY),
      totals: { accepted: r.accepted ?? 0, rejected: r.rejected ?? 0, stale: r.stale ?? 0 },
    };
  });
}

/** The algorithm of one of the account's workers, or `null` when it is not theirs. */
export async function workerAlgorithm(
  db: Queryable,
  sub: string,
  workerId: string,
): Promise<Algorithm | null> {
  const [worker] = await db.query<{ algorithm: Algorithm }>(
    'SELECT algorithm FROM workers WHERE id = $1 AND sub = $2',
    [workerId, sub],
  );
  return worker?.algorithm ?? null;
}
