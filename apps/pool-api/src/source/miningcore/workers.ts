import { createHash } from 'node:crypto';
import type { Algorithm, CoinId } from '../../domain/coins';
import { DAY, iso } from '../../domain/time';
import { workerStatus } from '../../domain/workerStatus';
import type { Summary, WorkerReading } from '../types';
import { MININGCORE_CYCLE_SECONDS } from './config';
import type { MiningcoreContext } from './context';
import { epoch, type Linked, ownedParams } from './sql';

// An account's workers from Miningcore's statistics. Every statistics cycle (120 s) Miningcore writes one
// `minerstats` row per miner and worker that had shares in the 10-minute window before it, with the hashrate of
// that window; one row of 0 when a worker stops, then none. So a window's average is Σ hashrate × cycle ÷ window
// (a missing cycle counts as 0: the plain AVG of the rows would overstate a worker that comes and goes), and a
// worker's last share is its newest row with hashrate above 0. Miningcore records neither rejects nor groups.

/** How long a cycle's window sums are kept: they never change once the cycle is written. */
const CYCLE_MEMORY_MS = 10 * 60_000;

/**
 * A cycle's 24 h sums are moved on from an earlier cycle's of the same addresses when that one is at most this much
 * older: what entered the day since then lies inside the hour window, which is read whole anyway.
 */
const MOVE_WITHIN_SECONDS = 3600;

/** A stable id for a Miningcore worker (it has none): the pool, address and name, hashed. */
export function miningcoreWorkerId(pool: string, address: string, worker: string): string {
  return `mc-${createHash('sha256').update(`${pool}\u0000${address}\u0000${worker}`).digest('base64url').slice(0, 16)}`;
}

/** One worker's window sums as of a cycle (Σ hashrate, and the day's samples above 0). */
interface WorkerSums {
  poolid: string;
  miner: string;
  worker: string;
  lastShare: number | null;
  ten: number;
  hour: number;
  day: number;
  upCycles: number;
}

/** What the cycle's statement reads per worker: the hour window whole, and one more stretch of the day. */
interface WorkerRow {
  poolid: string;
  miner: string;
  worker: string;
  last_share: number | null;
  ten: number | null;
  hour: number | null;
  hour_up: number;
  /** The hour window's samples after the earlier cycle (moving on), else none. */
  entered: number | null;
  entered_up: number;
  /** The day's stretch read apart: before the hour window (a whole read), or what left the day (moving on). */
  part: number | null;
  part_up: number;
}

/** The workers' readings as of a cycle, without their status, and their summed hashrate. */
interface CycleReadings {
  prepared: ReturnType<typeof prepare>[];
  hashrate: Summary['hashrate'];
}

/** One worker's reading as of a cycle, without its status; `coin` is the coin of its pool. */
function prepare(r: WorkerSums, algorithm: Algorithm, coin: CoinId) {
  const cycle = MININGCORE_CYCLE_SECONDS;
  return {
    lastShare: r.lastShare === null ? null : Math.floor(r.lastShare),
    reading: {
      id: miningcoreWorkerId(r.poolid, r.miner, r.worker),
      // A login without a worker part is Miningcore's `''`: the address itself is the rig.
      name: r.worker || r.miner,
      group: null,
      model: null,
      algorithm,
      // The worker of one name on two pools (LTC and DOGE merge-mined apart) is two workers, each of its pool's coin.
      coin,
      hashrate: {
        tenMinutes: (r.ten * cycle) / 600,
        oneHour: (r.hour * cycle) / 3600,
        oneDay: (r.day * cycle) / DAY,
      },
      rejectRate: null,
      staleRate: null,
      lastShareAt: r.lastShare === null ? null : iso(Math.floor(r.lastShare)),
      uptime: Math.min(1, (r.upCycles * cycle) / DAY),
      totals: { accepted: r.day * cycle, rejected: null, stale: null },
    },
  };
}

/** The Miningcore reads of an account's workers. */
export function miningcoreWorkers(context: MiningcoreContext) {
  const { engine } = context;

  /**
   * The workers' readings as of a cycle, by addresses and cycle: Miningcore writes statistics rows only at its
   * cycles, stamped with the cycle's time, so what a cycle's windows hold never changes once it is written. Read
   * once per cycle, not once per request.
   */
  const cycleRows = context.memory<CycleReadings>(CYCLE_MEMORY_MS, 5_000);
  /**
   * The newest cycle's sums per addresses, the base the next cycle's 24 h sums are moved on from. A farm of a
   * hundred workers has ninety thousand samples a day; moving on reads each worker's hour (30 samples) and what
   * left the day since the base (one sample a cycle).
   */
  const newestSums = context.memory<{ end: number; sums: WorkerSums[] }>(CYCLE_MEMORY_MS, 5_000);

  function workerRows(owned: Linked[], end: number, algorithm: Algorithm): Promise<CycleReadings> {
    if (owned.length === 0)
      return Promise.resolve({ prepared: [], hashrate: { tenMinutes: 0, oneHour: 0, oneDay: 0 } });
    const key = `${ownedParams(owned).join('|')}|${end}|${algorithm}`;
    return cycleRows.remember(key, () =>
      cycleSums(owned, end).then((sums) => {
        const prepared = sums.map((r) => prepare(r, algorithm, context.poolById(r.poolid).coin));
        // The account's hashrate is the cycle's too: summed once, in the workers' order.
        const hashrate = { tenMinutes: 0, oneHour: 0, oneDay: 0 };
        for (const { reading } of prepared) {
          hashrate.tenMinutes += reading.hashrate.tenMinutes;
          hashrate.oneHour += reading.hashrate.oneHour;
          hashrate.oneDay += reading.hashrate.oneDay;
        }
        return { prepared, hashrate };
      }),
    );
  }

  /** The window sums as of `end`: moved on from the newest earlier cycle's when that is near, else read whole. */
  async function cycleSums(owned: Linked[], end: number): Promise<WorkerSums[]> {
    const key = ownedParams(owned).join('|');
    const base = await newestSums.recall(key)?.catch(() => undefined);
    const near = base && base.end < end && end - base.end <= MOVE_WITHIN_SECONDS ? base : undefined;
    const rows = await readWorkerRows(owned, end, near?.end);
    const before = new Map(near?.sums.map((b) => [`${b.poolid}\u0000${b.miner}\u0000${b.worker}`, b]));
    const sums = rows.map((r): WorkerSums => {
      const hour = r.hour ?? 0;
      let day: number;
      let upCycles: number;
      if (near) {
        // The base's day, plus the samples after it, less those that left the day since (none for a worker that
        // had no row at the base's read).
        const b = before.get(`${r.poolid}\u0000${r.miner}\u0000${r.worker}`);
        upCycles = (b?.upCycles ?? 0) + r.entered_up - r.part_up;
        day = (b?.day ?? 0) + (r.entered ?? 0) - (r.part ?? 0);
      } else {
        upCycles = r.hour_up + r.part_up;
        day = hour + (r.part ?? 0);
      }
      // Rows of 0 add nothing: a day without a sample above 0 sums to exactly 0, whatever rounding the moves left.
      if (upCycles <= 0) day = 0;
      return {
        poolid: r.poolid,
        miner: r.miner,
        worker: r.worker,
        lastShare: r.last_share,
        ten: r.ten ?? 0,
        hour,
        day: Math.max(0, day),
        upCycles: Math.max(0, upCycles),
      };
    });
    const kept = await newestSums.recall(key)?.catch(() => undefined);
    if (!kept || kept.end < end) newestSums.keep(key, Promise.resolve({ end, sums }));
    return sums;
  }

  /**
   * Per worker as of `end`: its newest sample above 0, the hour window's sums (the 10-minute window within it), and
   * one more stretch of the day: moving on from the cycle `from`, the samples after it (inside the hour window) and
   * those that left the day since, (from − 24 h, end − 24 h]; else the day before the hour window.
   */
  async function readWorkerRows(owned: Linked[], end: number, from?: number): Promise<WorkerRow[]> {
    const [poolIds, addresses] = ownedParams(owned);
    const [after, partFrom, partTo] =
      from === undefined ? [end, end - DAY, end - 3600] : [from, from - DAY, end - DAY];
    // Every worker the pool still has rows of (a skip scan over the (poolid, miner, worker, created DESC, hashrate)
    // index), then each worker's stretches as ranges of that same index: only the samples summed are read.
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
       )
       SELECT n.poolid, n.miner, n.worker,
              (SELECT ${epoch('max(created)')} FROM minerstats m
               WHERE m.poolid = n.poolid AND m.miner = n.miner AND m.worker = n.worker AND m.hashrate > 0
                 AND m.created <= to_timestamp($3)) AS last_share,
              h.ten, h.hour, h.hour_up, h.entered, h.entered_up, p.part, p.part_up
       FROM names n,
         LATERAL (SELECT SUM(hashrate) FILTER (WHERE created > to_timestamp($3 - 600))::float8 AS ten,
                         SUM(hashrate)::float8 AS hour,
                         COUNT(*) FILTER (WHERE hashrate > 0)::int AS hour_up,
                         SUM(hashrate) FILTER (WHERE created > to_timestamp($4))::float8 AS entered,
                         COUNT(*) FILTER (WHERE hashrate > 0 AND created > to_timestamp($4))::int AS entered_up
                  FROM minerstats m
                  WHERE m.poolid = n.poolid AND m.miner = n.miner AND m.worker = n.worker
                    AND m.created > to_timestamp($3 - 3600) AND m.created <= to_timestamp($3)) h,
         LATERAL (SELECT SUM(hashrate)::float8 AS part, COUNT(*) FILTER (WHERE hashrate > 0)::int AS part_up
                  FROM minerstats m
                  WHERE m.poolid = n.poolid AND m.miner = n.miner AND m.worker = n.worker
                    AND m.created > to_timestamp($5) AND m.created <= to_timestamp($6)) p
       WHERE n.worker IS NOT NULL
       ORDER BY n.poolid, n.worker`,
      [poolIds, addresses, end, after, partFrom, partTo],
    );
  }

  /** The workers of these addresses, windows ending at `end`, status against `now`. */
  async function readWorkers(owned: Linked[], algorithm: Algorithm, now: number, end: number) {
    // Everything but the status is the cycle's, prepared once with its rows; the status follows the clock.
    const { prepared } = await workerRows(owned, end, algorithm);
    return prepared.map(({ reading, lastShare }) => ({
      ...reading,
      // Against the clock, not the newest cycle: when Miningcore stops writing, its workers do go offline.
      status: workerStatus(lastShare, now),
    })) satisfies WorkerReading[];
  }

  /**
   * What the dashboard tiles show of these workers: their summed hashrate (the cycle's) and how many are online,
   * offline and inactive against `now`, as {@link workerSums} of {@link readWorkers} gives them, without a reading
   * per worker per request.
   */
  async function readSums(owned: Linked[], algorithm: Algorithm, now: number, end: number) {
    const { prepared, hashrate } = await workerRows(owned, end, algorithm);
    const workers = { online: 0, offline: 0, inactive: 0 };
    for (const { lastShare } of prepared) workers[workerStatus(lastShare, now)] += 1;
    return { hashrate: { ...hashrate }, workers } satisfies Pick<Summary, 'hashrate' | 'workers'>;
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

  return { workers, readWorkers, readSums, findWorker };
}
