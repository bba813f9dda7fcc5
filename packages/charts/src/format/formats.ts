/** Turns an x value into text. `step` is the spacing of neighbouring ticks on an axis, absent in tooltips and tables. */
export type FormatX = (value: number, context: { step?: number }) => string;

/** Turns a y value into text, with its unit (e.g. `1.32 TH/s`, `2.1 %`). */
export type FormatY = (value: number) => string;

const minute = 60_000;
const day = 86_400_000;

// Intl formatters are costly to build: one of each, made on first use.
const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en', options);
    cache.set(key, format);
  }
  return format;
}

/**
 * English fallback for time axes, used only when the caller passes no `formatX`: times for ticks under a day
 * apart, days and months above, full date and time in tooltips. Apps pass their own, locale-aware one.
 */
export const defaultFormatTime: FormatX = (value, { step }) => {
  if (step === undefined)
    return dateFormat('detail', { dateStyle: 'medium', timeStyle: 'short' }).format(value);
  if (step < minute) return dateFormat('s', { timeStyle: 'medium' }).format(value);
  if (step < day) return dateFormat('t', { hour: '2-digit', minute: '2-digit' }).format(value);
  if (step < 28 * day) return dateFormat('d', { month: 'short', day: 'numeric' }).format(value);
  if (step < 365 * day) return dateFormat('m', { month: 'short', year: 'numeric' }).format(value);
  return dateFormat('y', { year: 'numeric' }).format(value);
};

let number: Intl.NumberFormat | undefined;

/** English fallback for values, used only when the caller passes no formatter. */
export const defaultFormatNumber = (value: number): string => {
  number ??= new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
  return number.format(value);
};

/** English fallback for plain numeric x values. */
export const defaultFormatLinear: FormatX = (value) => defaultFormatNumber(value);
