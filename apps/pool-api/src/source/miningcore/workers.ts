import { createHash } from 'node:crypto';
import type { Algorithm } from '../../domain/coins';
import { DAY, iso } from '../../domain/time';
import { workerStatus } from '../../domain/workerStatus';
import type { WorkerReading } from '../types';
import { MININGCORE_CYCLE_SECONDS } from './config';
import type { MiningcoreContext } from './context';
import { epoch, type Linked, ownedBy, ownedParams } from './sql';

// An account's workers from Miningcore's statistics. Every statistics cycle (120 s) Miningcore writes one
// `minerstats` row per miner and worker that had shares in the 10-minute window before it, with the hashrate of
// that window; one row of 0 when a worker stops, then none. So a window's average is Σ hashrate × cycle ÷ window
// (a missing cycle counts as 0: the plain AVG of the rows would overstate a worker that comes and goes), and a
// worker's last share is its newest row with hashrate above 0. Miningcore records neither rejects nor groups.

/** How long a cycle's window sums are kept: they never change once the cycle is written. */
const CYCLE_MEMORY_MS = 10 * 60_000;

/** A stable id for a Miningcore worker (it has none): the pool, address and name, hashed. */
export function miningcoreWorkerId(pool: string, address: string, worker: string): string {
  return `mc-${createHash('sha256').update(`${pool}\u0000${address}\u0000${worker}`).digest('base64url').slice(0, 16)}`;
}

interface WorkerRow {
  poolid: string;
  miner: string;
  worker: string;
  last_share: number | null;
  ten: number | null;
  hour: number | null;
  day: number | null;
  up_cycles: number | null;
}

/** One worker's reading as of a cycle, without its status. */
function prepare(r: WorkerRow, algorithm: Algorithm) {
  const cycle = MININGCORE_CYCLE_SECONDS;
  return {
    lastShare: r.last_share === null ? null : Math.floor(r.last_share),
    reading: {
      id: miningcoreWorkerId(r.poolid, r.miner, r.worker),
      // A login without a worker part is Miningcore's `''`: the address itself is the rig.
      name: r.worker || r.miner,
      group: null,
      model: null,
      algorithm,
      hashrate: {
        tenMinutes: ((r.ten ?? 0) * cycle) / 600,
        oneHour: ((r.hour ?? 0) * cycle) / 3600,
        oneDay: ((r.day ?? 0) * cycle) / DAY,
      },
      rejectRate: null,
      staleRate: null,
      lastShareAt: r.last_share === null ? null : iso(Math.floor(r.last_share)),
      uptime: Math.min(1, ((r.up_cycles ?? 0) * cycle) / DAY),
      totals: { accepted: (r.day ?? 0) * cycle, rejected: null, stale: null },
    },
  };
}

/** The Miningcore reads of an account's workers. */
export function miningcoreWorkers(context: MiningcoreContext) {
  const { engine } = context;

  /**
   * The workers' window sums as of a cycle, by addresses and cycle: Miningcore writes statistics rows only at its
   * cycles, stamped with the cycle's time, so what a cycle's windows hold never changes once it is written. A farm
   * of a hundred workers sums ninety thousand samples a day: once per cycle, not once per request.
   */
  const cycleRows = context.memory<ReturnType<typeof prepare>[]>(CYCLE_MEMORY_MS, 5_000);

  function workerRows(owned: Linked[], end: number, algorithm: Algorithm) {
    if (owned.length === 0) return Promise.resolve([]);
    const key = `${ownedParams(owned).join('|')}|${end}|${algorithm}`;
    return cycleRows.remember(key, () =>
      readWorkerRows(owned, end).then((read) => read.map((r) => prepare(r, algorithm))),
    );
  }

  async function readWorkerRows(owned: Linked[], end: number): Promise<WorkerRow[]> {
    const [poolIds, addresses] = ownedParams(owned);
    // Every worker the pool still has rows of (a skip scan over the (poolid, miner, worker, created) index), with
    // its newest sample above 0; then the 24 h window's sums from the (poolid, miner, created) index.
    return engine.query<WorkerRow>(
      `WITH RECURSIVE owned AS (
         SELECT * FROM unnest(string_to_array($1, ','), string_to_array($2, ',')) AS o(poolid, miner)
       ), names AS (
         SELECT o.poolid, o.miner, (SELECT worker FROM minerstats m WHERE m.poolid = o.poolid AND m.miner = o.miner
                                     ORDER BY worker LIMIT 1) AS worker
         FROM owned o
         UNION ALL
         SELECT n.poolid, n.miner, (SELECT worker FROM minerstats m WHERE m.poolid = n.poolid AND m.miner = n.miner
                                     AND m.worker > n.worker ORDER BY worker LIMIT 1)
         FROM names n WHERE n.worker IS NOT NULL
       ), windows AS (
         SELECT poolid, miner, worker,
                SUM(hashrate) FILTER (WHERE created > to_timestamp($3 - 600))::float8 AS ten,
                SUM(hashrate) FILTER (WHERE created > to_timestamp($3 - 3600))::float8 AS hour,
                SUM(hashrate)::float8 AS day,
                COUNT(*) FILTER (WHERE hashrate > 0)::int AS up_cycles
         FROM minerstats
         WHERE ${ownedBy('miner')} AND created > to_timestamp($3 - 86400) AND created <= to_timestamp($3)
         GROUP BY poolid, miner, worker
       )
       SELECT n.poolid, n.miner, n.worker,
              (SELECT ${epoch('max(created)')} FROM minerstats m
               WHERE m.poolid = n.poolid AND m.miner = n.miner AND m.worker = n.worker AND m.hashrate > 0
                 AND m.created <= to_timestamp($3)) AS last_share,
              w.ten, w.hour, w.day, w.up_cycles
       FROM names n LEFT JOIN windows w USING (poolid, miner, worker)
       WHERE n.worker IS NOT NULL
       ORDER BY n.poolid, n.worker`,
      [poolIds, addresses, end],
    );
  }

  /** The workers of these addresses, windows ending at `end`, status against `now`. */
  async function readWorkers(owned: Linked[], algorithm: Algorithm, now: number, end: number) {
    // Everything but the status is the cycle's, prepared once with its rows; the status follows the clock.
    const prepared = await workerRows(owned, end, algorithm);
    return prepared.map(({ reading, lastShare }) => ({
      ...reading,
      // Against the clock, not the newest cycle: when Miningcore stops writing, its workers do go offline.
      status: workerStatus(lastShare, now),
    })) satisfies WorkerReading[];
  }

  /** The account's workers on an algorithm, windows ending at the newest cycle of their pools. */
  async function workers(sub: string, algorithm: Algorithm): Promise<WorkerReading[]> {
    const owned = await context.linked(sub, algorithm);
    const now = context.seconds();
    const end = await context.newestCycle(
      owned.map((l) => l.pool),
      now,
    );
    return readWorkers(owned, algorithm, now, end);
  }

  /** The Miningcore worker behind one of our ids, if the account owns it. */
  async function findWorker(sub: string, workerId: string) {
    for (const owned of await context.linked(sub)) {
      const names = await engine.query<{ worker: string }>(
        `WITH RECURSIVE names AS (
           (SELECT worker FROM minerstats WHERE poolid = $1 AND miner = $2 ORDER BY worker LIMIT 1)
           UNION ALL
           SELECT (SELECT worker FROM minerstats WHERE poolid = $1 AND miner = $2 AND worker > n.worker
                   ORDER BY worker LIMIT 1) FROM names n WHERE n.worker IS NOT NULL
         ) SELECT worker FROM names WHERE worker IS NOT NULL`,
        [owned.pool.id, owned.address],
      );
      const match = names.find(
        (n) => miningcoreWorkerId(owned.pool.id, owned.address, n.worker) === workerId,
      );
      if (match) return { owned, name: match.worker };
    }
    return null;
  }

  return { workers, readWorkers, findWorker };
}
