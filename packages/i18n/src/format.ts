import { languageTag, type Locale } from './locales';

// Formatting for the whole product, always given the locale (`cn` formats as zh-CN). Pure functions of their
// arguments and `Intl`: they run the same on a server that prerenders and in the browser. Formatter objects
// are costly to build and cheap to reuse, so each distinct (locale, options) pair is built once.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: Locale, options: object, make: (tag: string) => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make(languageTag(locale));
    cache.set(key, formatter);
  }
  return formatter;
}

/** A decimal string (`'0.00012345'`) keeps every digit `Intl` is given; numbers are fine up to 15 digits. */
export type Amount = number | `${number}`;

/** A plain number with the locale's separators: `1234.5` → "1,234.5" (en), "1 234,5" (ru), "1,234.5" (cn). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return cached(numberFormats, locale, options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/**
 * How many decimals a figure shows: at most `maximumFractionDigits`, at least `minimumFractionDigits` (default 0,
 * trailing zeros dropped). A table column sets both, so "0.70%" stands above "0.76%" rather than "0.7%".
 */
export interface FractionDigits {
  /** Most decimals shown. */
  maximumFractionDigits?: number;
  /** Fewest decimals shown: trailing zeros are kept up to this many (never more than the maximum). */
  minimumFractionDigits?: number;
}

/** Intl's options for {@link FractionDigits}, the minimum capped at the maximum (Intl throws otherwise). */
function fractionDigits(maximumFractionDigits: number, minimumFractionDigits = 0) {
  return {
    maximumFractionDigits,
    minimumFractionDigits: Math.min(minimumFractionDigits, maximumFractionDigits),
  };
}

/** A ratio as a percentage, up to two decimals: `0.0153` → "1.53%" (en), "1,53 %" (ru). */
export function formatPercent(
  ratio: number,
  locale: Locale,
  { maximumFractionDigits = 2, minimumFractionDigits }: FractionDigits = {},
): string {
  return formatNumber(ratio, locale, {
    style: 'percent',
    ...fractionDigits(maximumFractionDigits, minimumFractionDigits),
  });
}

/** Money in a fiat currency (ISO 4217 code): `(1234.5, 'USD')` → "$1,234.50" (en), "1 234,50 $" (ru). */
export function formatCurrency(value: number, currency: string, locale: Locale): string {
  return formatNumber(value, locale, { style: 'currency', currency });
}

/** Options of {@link formatCryptoAmount}. */
export interface CryptoAmountOptions {
  /** The coin's precision: how many decimals every amount of it shows. LTC, DOGE and BTC use 8 (the default). */
  decimals?: number;
}

/**
 * A coin amount with exactly the coin's decimals (8 unless `decimals` says otherwise), grouped as the locale groups
 * digits, optionally followed by its ticker after a no-break space: `('0.12', 'en', 'LTC')` → "0.12000000 LTC",
 * `(0, 'ru')` → "0,00000000". Every amount of a coin is as long after the point, so figures compare at a glance.
 * Digits past the last are cut, never rounded up, so a balance is never shown larger than it is.
 */
export function formatCryptoAmount(
  value: Amount,
  locale: Locale,
  symbol?: string,
  { decimals = 8 }: CryptoAmountOptions = {},
): string {
  // `Intl.NumberFormat` takes decimal strings exactly (ES2023); TypeScript's signature lags behind.
  const text = formatNumber(value as number, locale, {
    ...fractionDigits(decimals, decimals),
    roundingMode: 'trunc',
  });
  return symbol ? `${text}\u00a0${symbol}` : text;
}

/** Hashrate units from hashes per second up, each 1000 times the previous. */
export const hashrateUnits = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'] as const;

/**
 * A hashrate in hashes per second with the unit that keeps it between 1 and 1000: `1_234_000` → "1.23 MH/s".
 * Rounding never shows "1,000 kH/s": it moves up to "1 MH/s". Units are the same in every language, as miners
 * read them.
 */
export function formatHashrate(
  hashesPerSecond: number,
  locale: Locale,
  { maximumFractionDigits = 2, minimumFractionDigits }: FractionDigits = {},
): string {
  if (!Number.isFinite(hashesPerSecond)) return '—';
  const options = fractionDigits(maximumFractionDigits, minimumFractionDigits);
  const round = (value: number) => Number(value.toFixed(maximumFractionDigits));
  let unit = 0;
  let value = Math.abs(hashesPerSecond);
  while (unit < hashrateUnits.length - 1 && round(value) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  const text = formatNumber(Math.sign(hashesPerSecond) * value, locale, options);
  return `${text}\u00a0${hashrateUnits[unit]}`;
}

/** A date (and time, if asked) in the locale: `formatDate(d, 'ru')` → "5 мар. 2026 г.". */
export function formatDate(
  date: Date | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return cached(dateFormats, locale, options, (tag) => new Intl.DateTimeFormat(tag, options)).format(date);
}

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long ago (or how soon) `date` is from `now`, in the largest whole unit: "3 minutes ago", "через 2 часа",
 * "昨天". Give `now` when rendering on a server so the client's first render says the same.
 */
export function formatRelativeTime(
  date: Date | number,
  locale: Locale,
  { now = Date.now() }: { now?: Date | number } = {},
): string {
  let value = (Number(date) - Number(now)) / 1000;
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  for (const [stepUnit, size] of relativeSteps) {
    unit = stepUnit;
    if (Math.abs(value) < size) break;
    value /= size;
  }
  const options = { numeric: 'auto' } as const;
  const format = cached(relativeFormats, locale, options, (tag) => new Intl.RelativeTimeFormat(tag, options));
  // Whole units read naturally ("3 minutes ago"); `+ 0` turns -0 into 0 ("now", not "0 seconds ago").
  return format.format(Math.trunc(value) + 0, unit);
}
