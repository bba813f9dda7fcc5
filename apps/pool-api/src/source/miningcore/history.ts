import { historyBuckets, type Interval, type Range } from '../../domain/history';
import { iso } from '../../domain/time';
import type { HashrateHistory, PoolSource } from '../types';
import { MININGCORE_CYCLE_SECONDS } from './config';
import type { MiningcoreContext } from './context';
import { epoch, type Linked, ownedBy, ownedParams } from './sql';
import type { miningcoreWorkers } from './workers';

// An account's (or one worker's) hashrate history from Miningcore's statistics: accepted work only (Miningcore
// stores no rejected or stale shares), windows ending at the newest cycle of the account's pools.

/** The Miningcore hashrate history. */
export function miningcoreHistory(
  context: MiningcoreContext,
  workers: ReturnType<typeof miningcoreWorkers>,
): Pick<PoolSource, 'hashrate'> {
  const { engine } = context;

  /** Sums of hashrate × cycle per bucket of `step` seconds (sample at `created` covers the cycle before it). */
  async function history(
    owned: Linked[],
    worker: { pool: string; address: string; name: string } | null,
    range: Range,
    interval: Interval,
    tz: string,
    end: number,
  ): Promise<HashrateHistory> {
    const { step, start, bucketOf, list } = historyBuckets(range, interval, tz, end);
    const cycle = MININGCORE_CYCLE_SECONDS;
    const [poolIds, addresses] = worker ? [worker.pool, worker.address] : ownedParams(owned);
    // A sample covers (created − cycle, created]: split it over the buckets it overlaps (only 1-minute buckets are
    // shorter than a cycle).
    const rows =
      owned.length === 0 && !worker
        ? []
        : await engine.query<{ b: number; hashes: number }>(
            `WITH p AS (SELECT $3::float8 AS start, $4::float8 AS step, $5::float8 AS cycle, $6::float8 AS stop)
             SELECT part.b, SUM(s.hashrate * (LEAST(part.b + p.step, s.t) - GREATEST(part.b, s.t - p.cycle)))::float8 AS hashes
             FROM p, (SELECT ${epoch('created')} AS t, hashrate FROM minerstats, p
                      WHERE ${ownedBy('miner')} AND created > to_timestamp(p.start)
                        AND created <= to_timestamp(p.stop + p.cycle) ${worker ? 'AND worker = $7' : ''}) s,
                  LATERAL (SELECT generate_series((floor((s.t - p.cycle) / p.step) * p.step)::bigint,
                                                  (floor((s.t - 1) / p.step) * p.step)::bigint,
                                                  p.step::bigint)::float8 AS b) part
             WHERE part.b >= p.start AND part.b < p.stop
             GROUP BY part.b`,
            [poolIds, addresses, start, step, cycle, end, ...(worker ? [worker.name] : [])],
          );
    const sums = new Map<number, number>();
    for (const r of rows) sums.set(bucketOf(r.b), (sums.get(bucketOf(r.b)) ?? 0) + r.hashes);
    const points = list.map(({ time, covered }) => ({
      time: iso(time),
      hashrate: covered > 0 ? (sums.get(time) ?? 0) / covered : 0,
      rejectedHashrate: null,
      staleHashrate: null,
    }));
    return { points, end };
  }

  return {
    async hashrate(sub, filter, range, interval, tz) {
      if ('workerId' in filter) {
        const found = await workers.findWorker(sub, filter.workerId);
        if (!found) return null;
        const end = await context.newestCycle([found.owned.pool], context.seconds());
        return history(
          [found.owned],
          { pool: found.owned.pool.id, address: found.owned.address, name: found.name },
          range,
          interval,
          tz,
          end,
        );
      }
      const owned = await context.linked(sub, filter.algorithm);
      const end = await context.newestCycle(
        owned.map((l) => l.pool),
        context.seconds(),
      );
      return history(owned, null, range, interval, tz, end);
    },
  };
}
