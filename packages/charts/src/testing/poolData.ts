// Realistic pool data for stories and tests only (not exported): the package itself knows nothing of pools.
import type { LinePoint } from '../downsample/downsampleMinMax';

/** A small seeded generator (mulberry32), so stories and their assertions see the same numbers every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 1 November 2026, 00:00 UTC: every story's time axis starts here. */
export const storyStart = Date.UTC(2026, 10, 1);
export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** Options of {@link hashrateSeries}. */
export interface HashrateOptions {
  /** Number of samples. */
  count: number;
  /** Time between samples in ms. */
  step: number;
  /** Mean hashrate in H/s. */
  mean: number;
  /** Seed of the noise. */
  seed: number;
  /** Relative noise, e.g. 0.05 for ±5 %. */
  noise?: number;
  /** Samples (indices) where the rig was offline: a gap. */
  offline?: readonly [from: number, to: number];
}

/**
 * A hashrate series in H/s like a pool or a worker reports: a daily swing, slowly wandering noise (hashrate is
 * averaged over minutes, so it does not jump from sample to sample), and now and then a short dip.
 */
export function hashrateSeries({
  count,
  step,
  mean,
  seed,
  noise = 0.04,
  offline,
}: HashrateOptions): LinePoint[] {
  const random = seededRandom(seed);
  const points: LinePoint[] = new Array(count);
  let wander = 0;
  let dip = 0;
  for (let i = 0; i < count; i += 1) {
    const x = storyStart + i * step;
    const daily = Math.sin((2 * Math.PI * (x % day)) / day) * 0.05;
    wander = 0.92 * wander + 0.08 * (random() - 0.5) * 6;
    if (dip > 0) dip -= 1;
    else if (random() < 0.0015) dip = 1 + Math.floor(random() * 6);
    const y = mean * (1 + daily + wander * noise + (random() - 0.5) * noise * 0.5 - (dip > 0 ? 0.3 : 0));
    points[i] = { x, y: offline && i >= offline[0] && i < offline[1] ? null : y };
  }
  return points;
}

/** Reject rate in % over the same samples: around 1 %, now and then a spike. */
export function rejectRateSeries(count: number, step: number, seed: number): LinePoint[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    x: storyStart + i * step,
    y: Math.max(0, 0.9 + (random() - 0.5) * 0.8 + (random() < 0.03 ? 2.5 * random() : 0)),
  }));
}

/** Daily earnings: `days` midnights from {@link storyStart} with amounts around `mean`. */
export function dailyEarnings(
  days: number,
  mean: number,
  seed: number,
): { days: number[]; amounts: number[] } {
  const random = seededRandom(seed);
  return {
    days: Array.from({ length: days }, (_, i) => storyStart + i * day),
    amounts: Array.from({ length: days }, () => Number((mean * (0.8 + random() * 0.4)).toFixed(8))),
  };
}

const hashUnits = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'];

/** `1.32 TH/s`: the caller-side formatter a pool app passes as `formatY` (apps use their i18n layer). */
export function formatHashrate(value: number): string {
  let unit = 0;
  let v = Math.abs(value);
  while (v >= 1000 && unit < hashUnits.length - 1) {
    v /= 1000;
    unit += 1;
  }
  const digits = v >= 100 ? 0 : v >= 10 ? 1 : 2;
  return `${value < 0 ? '-' : ''}${Number(v.toFixed(digits))} ${hashUnits[unit]}`;
}

const coinAmount = new Intl.NumberFormat('en', {
  minimumFractionDigits: 8,
  maximumFractionDigits: 8,
  roundingMode: 'trunc',
});

/** `0.03120000 LTC`: an amount as a pool app shows one (the coin's 8 decimals, cut, grouped), then its ticker. */
export function formatCoin(coin: string): (value: number) => string {
  return (value) => `${coinAmount.format(value)} ${coin}`;
}

/** `1.2 %` */
export const formatPercent = (value: number): string => `${Number(value.toFixed(2))} %`;

const timeFormats = new Map<string, Intl.DateTimeFormat>();
const utc = (key: string, options: Intl.DateTimeFormatOptions) => {
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options });
    timeFormats.set(key, format);
  }
  return format;
};

/** A caller's `formatX` for time axes, in UTC so story assertions do not depend on the machine's zone. */
export function formatTime(value: number, { step }: { step?: number }): string {
  if (step === undefined) return utc('full', { dateStyle: 'medium', timeStyle: 'short' }).format(value);
  if (step < day) return utc('time', { hour: '2-digit', minute: '2-digit' }).format(value);
  return utc('date', { day: 'numeric', month: 'short' }).format(value);
}

/** Element `i` of a list, failing loudly when it is missing (tests read fixtures by index). */
export function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`No item ${i} in a list of ${list.length}`);
  return item;
}

/** The value of point `i`, failing loudly on a gap. */
export function valueAt(points: readonly LinePoint[], i: number): number {
  const { y } = at(points, i);
  if (y === null) throw new Error(`Point ${i} is a gap`);
  return y;
}
