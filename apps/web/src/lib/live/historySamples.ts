import type { PoolSchema } from '@lode/pool-api/client';

// A hashrate history extended by the samples of a live event, as the pool API would answer it at the event's end:
// each bucket holds the average rate over the part of it the history covers, so the newest bucket grows, new buckets
// open and the oldest leave the range. The API's buckets start at multiples of their size (daily ones at a time
// zone's midnights, which are left to the API); samples in the live window are a minute long.

type History = PoolSchema<'HashrateHistory'>;
type Samples = PoolSchema<'StreamHashrate'>;

const RANGE_SECONDS: Record<History['range'], number> = {
  '1h': 3600,
  '24h': 86_400,
  '7d': 7 * 86_400,
  '30d': 30 * 86_400,
  '90d': 90 * 86_400,
};
const STEP_SECONDS: Partial<Record<History['interval'], number>> = { '1m': 60, '10m': 600, '1h': 3600 };
const SAMPLE_SECONDS = 60;

const seconds = (time: string) => Date.parse(time) / 1000;
const time = (s: number) => new Date(s * 1000).toISOString();

/** Work per bucket (rate × seconds): what averages are made of. */
interface Work {
  accepted: number;
  rejected: number;
  stale: number;
}

/**
 * `history` with `samples` added, or null when the event cannot extend it exactly and it must be fetched again:
 * daily buckets, a history that does not end where the samples start (an answer older or newer than the event, a
 * catch-up longer than the event carries), or rates the engine does not report.
 */
export function withSamples(history: History, samples: Samples): History | null {
  const step = STEP_SECONDS[history.interval];
  if (step === undefined || samples.from === undefined || samples.until === undefined) return null;
  if (seconds(history.end) !== seconds(samples.from)) return null;
  if (history.points.some((p) => p.rejectedHashrate === null || p.staleHashrate === null)) return null;
  if (samples.points.some((p) => p.rejectedHashrate === null || p.staleHashrate === null)) return null;

  const range = RANGE_SECONDS[history.range];
  const firstBucket = (end: number) => Math.ceil((end - range) / step) * step;
  const work = new Map<number, Work>();
  const before = seconds(history.end);
  const oldStart = firstBucket(before);
  for (const p of history.points) {
    const t = seconds(p.time);
    const covered = Math.min(t + step, before) - Math.max(t, oldStart);
    work.set(t, {
      accepted: p.hashrate * covered,
      rejected: (p.rejectedHashrate ?? 0) * covered,
      stale: (p.staleHashrate ?? 0) * covered,
    });
  }
  const end = seconds(samples.until);
  for (const p of samples.points) {
    const t = seconds(p.time);
    const bucket = Math.floor(t / step) * step;
    const length = Math.min(SAMPLE_SECONDS, end - t);
    const sum = work.get(bucket) ?? { accepted: 0, rejected: 0, stale: 0 };
    sum.accepted += p.hashrate * length;
    sum.rejected += (p.rejectedHashrate ?? 0) * length;
    sum.stale += (p.staleHashrate ?? 0) * length;
    work.set(bucket, sum);
  }
  const points: History['points'] = [];
  for (let bucket = firstBucket(end); bucket < end; bucket += step) {
    const covered = Math.min(bucket + step, end) - bucket;
    const sum = work.get(bucket);
    points.push({
      time: time(bucket),
      hashrate: sum ? sum.accepted / covered : 0,
      rejectedHashrate: sum ? sum.rejected / covered : 0,
      staleHashrate: sum ? sum.stale / covered : 0,
    });
  }
  return { ...history, end: samples.until, points };
}
