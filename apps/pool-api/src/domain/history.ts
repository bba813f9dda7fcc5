import { DAY, HOUR, MINUTE } from './time';
import { localDay, localMidnight } from './timeZones';

// The ranges and bucket sizes of every history (a coin's public one, an account's and a worker's hashrate), and
// how far back the block list reaches.

/** Range and bucket sizes, seconds. */
export const rangeSeconds = {
  '1h': HOUR,
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '90d': 90 * DAY,
} as const;
export const intervalSeconds = { '1m': MINUTE, '10m': 10 * MINUTE, '1h': HOUR, '1d': DAY } as const;

export type Range = keyof typeof rangeSeconds;
export type Interval = keyof typeof intervalSeconds;

/** Which bucket sizes each range allows (the samples get coarser with age), default first. */
export const allowedIntervals: Record<Range, Interval[]> = {
  '1h': ['1m', '10m'],
  '24h': ['10m', '1h'],
  '7d': ['1h', '1d'],
  '30d': ['1d', '1h'],
  '90d': ['1d', '1h'],
};

/** Blocks listed by the public endpoints: the last 30 days. */
export const BLOCK_DAYS = 30;

/** The buckets of a history that ends at `end` (epoch seconds). */
export interface HistoryBuckets {
  /** Seconds of the rows to read: the bucket size, or a quarter hour for daily buckets (folded into local days). */
  step: number;
  /** The first bucket's start: whole buckets only at the old end (the newest one grows until it is whole). */
  start: number;
  /** The bucket holding `t`: local midnight for daily buckets, a multiple of the step otherwise. */
  bucketOf(t: number): number;
  /** Every bucket from `start` to `end`, with the seconds of it the history covers. */
  list: { time: number; covered: number }[];
}

/** The buckets of a `range` of history at `interval` ending at `end`; daily ones follow `tz`'s midnights. */
export function historyBuckets(range: Range, interval: Interval, tz: string, end: number): HistoryBuckets {
  const daily = interval === '1d';
  const step = daily ? 900 : intervalSeconds[interval];
  const earliest = end - rangeSeconds[range];
  const start = daily ? localMidnight(tz, localDay(tz, earliest - 1) + 1) : Math.ceil(earliest / step) * step;
  const bucketOf = (t: number) => (daily ? localMidnight(tz, localDay(tz, t)) : Math.floor(t / step) * step);
  const list: { time: number; covered: number }[] = [];
  for (let b = bucketOf(start); b < end;) {
    const next = daily ? localMidnight(tz, localDay(tz, b) + 1) : b + step;
    list.push({ time: b, covered: Math.min(next, end) - Math.max(b, start) });
    b = next;
  }
  return { step, start, bucketOf, list };
}
