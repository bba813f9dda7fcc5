import type { Queryable } from '../../db/database';
import type { Algorithm } from '../../domain/coins';
import { historyBuckets, type Interval, type Range } from '../../domain/history';
import { iso } from '../../domain/time';
import type { HashrateHistory } from '../types';
import { sampledUntil } from './workers';

// The hashrate history of the simulator's samples: accepted, rejected and stale work per bucket, read by `sub`.

/** Hashrate history of the account's workers on an algorithm (or of one worker), averaged per bucket. */
export async function hashrateHistory(
  db: Queryable,
  filter: { sub: string; algorithm: Algorithm; workerId?: string; hashesPerShare: number },
  range: Range,
  interval: Interval,
  tz: string,
): Promise<HashrateHistory> {
  const end = await sampledUntil(db, filter.sub);
  const { step, start, bucketOf, list } = historyBuckets(range, interval, tz, end);
  const rows = await db.query<{ b: number; hashes: number; rejected: number; stale: number }>(
    // A sample that straddles the range's start counts with the part inside it (older samples are hours long).
    `SELECT (GREATEST(t, $3) / $4) * $4 AS b,
            SUM(hashrate * (LEAST(t + seconds, $5) - GREATEST(t, $3)))::float8 AS hashes,
            SUM(rejected * (LEAST(t + seconds, $5) - GREATEST(t, $3)) / seconds)::float8 AS rejected,
            SUM(stale * (LEAST(t + seconds, $5) - GREATEST(t, $3)) / seconds)::float8 AS stale
     FROM samples WHERE sub = $1 AND algorithm = $2 AND t > $3 - 3600 AND t + seconds > $3 AND t < $5
       ${filter.workerId ? 'AND worker_id = $6' : ''}
     GROUP BY 1 ORDER BY 1`,
    [filter.sub, filter.algorithm, start, step, end, ...(filter.workerId ? [filter.workerId] : [])],
  );
  const buckets = new Map<number, { hashes: number; rejected: number; stale: number }>();
  for (const r of rows) {
    const key = bucketOf(r.b);
    const bucket = buckets.get(key) ?? { hashes: 0, rejected: 0, stale: 0 };
    bucket.hashes += r.hashes;
    bucket.rejected += r.rejected;
    bucket.stale += r.stale;
    buckets.set(key, bucket);
  }
  const points = list.map(({ time, covered }) => {
    const bucket = buckets.get(time);
    const perSecond = (x: number) => (covered > 0 ? x / covered : 0);
    return {
      time: iso(time),
      hashrate: perSecond(bucket?.hashes ?? 0),
      rejectedHashrate: perSecond((bucket?.rejected ?? 0) * filter.hashesPerShare),
      staleHashrate: perSecond((bucket?.stale ?? 0) * filter.hashesPerShare),
    };
  });
  return { points, end };
}
