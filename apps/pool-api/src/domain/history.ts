import { DAY, HOUR, MINUTE } from './time';

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
