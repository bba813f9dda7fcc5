import type { Queryable } from '../../db/database';
import type { Algorithm } from '../../domain/coins';
import { type Interval, intervalSeconds, type Range, rangeSeconds } from '../../domain/history';
import { iso } from '../../domain/time';
import { localDay, localMidnight } from '../../domain/timeZones';
import { sampledUntil } from './workers';

// The hashrate history of the simulator's samples: accepted, rejected and stale work per bucket, read by `sub`.

interface Point {
  time: string;
  hashrate: number;
  rejectedHashrate: number;
  staleHashrate: number;
}

/** Hashrate history of the account's workers on an algorithm (or of one worker), averaged per bucket. */
export async function hashrateHistory(
  db: Queryable,
  filter: { sub: string; algorithm: Algorithm; workerId?: string; hashesPerShare: number },
  range: Range,
  interval: Interval,
  tz: string,
): Promise<Point[]> {
  const end = await sampledUntil(db, filter.sub);
  const daily = interval === '1d';
  // Daily buckets follow the time zone's midnights: fetch quarter hours and fold them into local days.
  const step = daily ? 900 : intervalSeconds[interval];
  // Whole buckets only at the old end (the newest one grows until it is whole).
  const earliest = end - rangeSeconds[range];
  const start = daily ? localMidnight(tz, localDay(tz, earliest - 1) + 1) : Math.ceil(earliest / step) * step;
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
  const bucketOf = (t: number) => (daily ? localMidnight(tz, localDay(tz, t)) : Math.floor(t / step) * step);
  for (const r of rows) {
    const key = bucketOf(r.b);
    const bucket = buckets.get(key) ?? { hashes: 0, rejected: 0, stale: 0 };
    bucket.hashes += r.hashes;
    bucket.rejected += r.rejected;
    bucket.stale += r.stale;
    buckets.set(key, bucket);
  }
  const points: Point[] = [];
  for (let b = bucketOf(start); b < end;) {
    const next = daily ? localMidnight(tz, localDay(tz, b) + 1) : b + step;
    const covered = Math.min(next, end) - Math.max(b, start);
    const bucket = buckets.get(b);
    const perSecond = (x: number) => (covered > 0 ? x / covered : 0);
    points.push({
      time: iso(b),
      hashrate: perSecond(bucket?.hashes ?? 0),
      rejectedHashrate: perSecond((bucket?.rejected ?? 0) * filter.hashesPerShare),
      staleHashrate: perSecond((bucket?.stale ?? 0) * filter.hashesPerShare),
    });
    b = next;
  }
  return points;
}
