// Time as the pool counts it: instants in epoch seconds (the simulator's samples, Miningcore's cycles, every time
// the contract answers), spans as the constants below. Clocks read like `Date.now()` count milliseconds: the `_MS`
// spans are for them.

/** A span of pool time, in seconds. */
export const SECOND = 1;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The same spans in milliseconds. */
export const MINUTE_MS = MINUTE * 1000;
export const HOUR_MS = HOUR * 1000;
export const DAY_MS = DAY * 1000;

/** What a number of {@link iso} counts: epoch seconds (the pool's instants) or milliseconds (`Date.now()`). */
export type TimeUnit = 'seconds' | 'ms';

/** An instant as the API writes it: ISO 8601 in UTC with milliseconds (`null` stays `null`). */
export function iso(t: number, unit?: TimeUnit): string;
export function iso(t: number | null, unit?: TimeUnit): string | null;
export function iso(t: number | null, unit: TimeUnit = 'seconds'): string | null {
  return t === null ? null : new Date(unit === 'ms' ? t : t * 1000).toISOString();
}

/** The UTC calendar day of an instant in epoch seconds, `YYYY-MM-DD`. */
export const isoDate = (t: number): string => iso(t).slice(0, 10);
