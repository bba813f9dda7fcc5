// Plain logic of the cabinet's report pages (Statistics, Accruals, Payouts): date ranges as the URL holds them,
// the next payout estimate and time-zone day keys. Kept out of the components so each rule has its unit test.

import { parseAmount } from './amounts';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (`2026-02-30` is not). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Why a date range was refused, per field: `format` (not a day), `order` (`to` before `from`). */
export interface DayRangeErrors {
  /** The first day's problem. */
  from?: 'format';
  /** The last day's problem. */
  to?: 'format' | 'order';
}

/** Checks a range of two `YYYY-MM-DD` days, both inclusive: each must be a real day and `from` ≤ `to`. */
export function checkDayRange(from: string, to: string): DayRangeErrors {
  const errors: DayRangeErrors = {};
  if (!isDay(from.trim())) errors.from = 'format';
  if (!isDay(to.trim())) errors.to = 'format';
  else if (!errors.from && to.trim() < from.trim()) errors.to = 'order';
  return errors;
}

/** Like {@link checkDayRange}, but an empty day is an open end and is not checked. */
export function checkOpenDayRange(from: string, to: string): DayRangeErrors {
  const errors = checkDayRange(from || to || '0000-01-01', to || from || '9999-12-31');
  if (!from.trim()) delete errors.from;
  if (!to.trim()) delete errors.to;
  return errors;
}

/** The range in the URL when it is valid, else the default (the last `days` UTC days up to `today`). */
export function dayRangeFromParams(
  params: URLSearchParams,
  today: string,
  days: number,
): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (Object.keys(checkDayRange(from, to)).length === 0) return { from, to };
  const end = Date.parse(`${today}T00:00:00Z`);
  return { from: new Date(end - (days - 1) * dayMs).toISOString().slice(0, 10), to: today };
}

/** Whether an ISO time falls on a UTC day within `from`..`to` (inclusive; either may be empty for open). */
export function inDayRange(time: string, from: string, to: string): boolean {
  const day = time.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

/** The zone of a time switch: `utc`, or the browser's own zone (`local`). */
export type TimeBasis = 'utc' | 'local';

/** The IANA zone a time switch stands for; `localZone` is the browser's (`Intl…resolvedOptions().timeZone`). */
export function zoneOf(basis: TimeBasis, localZone: string | undefined): string {
  return basis === 'local' && localZone ? localZone : 'UTC';
}

/** What a next payout estimate is built from, for one coin. */
export interface NextPayoutInput {
  /** Now. */
  now: number;
  /** Settled, not yet paid (decimal string). */
  balance: string;
  /** A day's expected earnings at the 24 h average (decimal string). */
  dailyEstimate: string;
  /** The wallet's payout threshold (decimal string). */
  threshold: string;
  /** Payouts of the wallet are paused. */
  paused: boolean;
  /** After an address change payouts wait until this time (ISO), or null. */
  heldUntil: string | null;
}

/** The next payout of one coin: when, or why none can be foreseen. */
export type NextPayout =
  | { kind: 'paused' }
  | { kind: 'noEarnings' }
  | {
      kind: 'window';
      /** Earliest time the payout is sent (ms). */
      from: number;
      /** Latest time it is sent (ms). */
      to: number;
      /** Settlement days still needed to reach the threshold (1: today's). */
      days: number;
    };

/** Payouts are sent once a day between these UTC hours, for the day settled at midnight (pool API simulator). */
export const payoutWindowUtc = { from: 1, to: 3 } as const;

/**
 * When the next payout of a coin is due: each UTC day's earnings settle at midnight and, once the balance has
 * reached the threshold, the payout is sent the next morning between 01:00 and 03:00 UTC, unless paused or held
 * after an address change. Future days are counted at today's estimate (the 24 h average).
 */
export function nextPayout(input: NextPayoutInput): NextPayout {
  if (input.paused) return { kind: 'paused' };
  const balance = parseAmount(input.balance);
  const daily = parseAmount(input.dailyEstimate);
  const threshold = parseAmount(input.threshold);
  const missing = threshold - balance;
  if (missing > 0n && daily <= 0n) return { kind: 'noEarnings' };
  // Even a balance already over the threshold waits for tonight's settlement.
  let days = missing <= 0n ? 1 : Number((missing + daily - 1n) / daily);
  if (days < 1) days = 1;
  const today = Math.floor(input.now / dayMs) * dayMs;
  const held = input.heldUntil ? Date.parse(input.heldUntil) : Number.NEGATIVE_INFINITY;
  let start = today + days * dayMs + payoutWindowUtc.from * hourMs;
  let end = today + days * dayMs + payoutWindowUtc.to * hourMs;
  // A hold skips every window that closes before it ends.
  while (end <= held) {
    days += 1;
    start += dayMs;
    end += dayMs;
  }
  return { kind: 'window', from: Math.max(start, held), to: end, days };
}

/**
 * Mean accepted, rejected and stale hashrate over a history, and the share of work that was not accepted. Rejected
 * and stale work is null where the pool engine does not report it (null in the points), and so is the share: a
 * pool that keeps only accepted shares cannot say how much was rejected.
 */
export function averageHashrate(
  points: readonly { hashrate: number; rejectedHashrate: number | null; staleHashrate: number | null }[],
): { accepted: number; rejected: number | null; stale: number | null; rejectShare: number | null } {
  if (points.length === 0) return { accepted: 0, rejected: 0, stale: 0, rejectShare: 0 };
  const mean = (key: 'hashrate' | 'rejectedHashrate' | 'staleHashrate') => {
    const known = points.flatMap((p) => (p[key] === null ? [] : [p[key]]));
    return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
  };
  const accepted = mean('hashrate') ?? 0;
  const rejected = mean('rejectedHashrate');
  const stale = mean('staleHashrate');
  const all = rejected === null || stale === null ? null : accepted + rejected + stale;
  return {
    accepted,
    rejected,
    stale,
    rejectShare:
      all === null || rejected === null || stale === null ? null : all > 0 ? (rejected + stale) / all : 0,
  };
}
