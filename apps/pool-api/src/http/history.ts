import { ApiError } from './errors';

// The ranges and bucket sizes of every history (a coin's public one, an account's and a worker's hashrate).

const DAY = 86_400;

/** Range and bucket sizes, seconds. */
export const rangeSeconds = {
  '1h': 3600,
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '90d': 90 * DAY,
} as const;
export const intervalSeconds = { '1m': 60, '10m': 600, '1h': 3600, '1d': DAY } as const;

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

/** The default bucket size when the request names none, and the check when it does. */
export function pickInterval(range: Range, interval: string | undefined): Interval {
  const allowed = allowedIntervals[range];
  const chosen = (interval ?? allowed[0]) as Interval;
  if (!allowed.includes(chosen))
    throw new ApiError(400, 'validation_failed', 'This interval does not fit the range', {
      fields: [{ field: 'query.interval', message: `For range ${range} use one of ${allowed.join(', ')}` }],
    });
  return chosen;
}
