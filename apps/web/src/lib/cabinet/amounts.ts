// Coin amounts arrive as decimal strings with 8 decimals (pool API conventions); sums are done in whole units of
// 10^-8 with BigInt so a total never drifts the way float sums do.

const scale = 100_000_000n;

/** A decimal amount string (`"0.03981234"`, `"-1.5"`) in units of 10^-8. */
export function parseAmount(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{0,8}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a coin amount: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * scale + BigInt(fraction.padEnd(8, '0'));
  return sign === '-' ? -units : units;
}

/** Units of 10^-8 back to a decimal string with 8 decimals, as the API writes them. */
export function formatAmountUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const text = `${abs / scale}.${(abs % scale).toString().padStart(8, '0')}`;
  return negative ? `-${text}` : text;
}

/** The exact sum of decimal amount strings. */
export function sumAmounts(values: readonly string[]): string {
  return formatAmountUnits(values.reduce((total, value) => total + parseAmount(value), 0n));
}

/** One day's total per coin, for the earnings bar chart. */
export interface DailyEarnings {
  /** The UTC settlement days, oldest first (`2026-11-21`). */
  days: string[];
  /** Per coin, the day totals in the order of `days`, as numbers for drawing. */
  byCoin: Map<string, number[]>;
}

/** Sums accrual rows (`{date, coin, amount}`) per settlement day and coin, days oldest first. */
export function dailyEarnings(
  rows: readonly { date: string; coin: string; amount: string }[],
): DailyEarnings {
  const days = [...new Set(rows.map((row) => row.date))].sort();
  const index = new Map(days.map((day, i) => [day, i]));
  const units = new Map<string, bigint[]>();
  for (const row of rows) {
    const totals = units.get(row.coin) ?? days.map(() => 0n);
    const i = index.get(row.date) ?? 0;
    totals[i] = (totals[i] ?? 0n) + parseAmount(row.amount);
    units.set(row.coin, totals);
  }
  const byCoin = new Map<string, number[]>();
  for (const [coin, totals] of units)
    byCoin.set(
      coin,
      totals.map((t) => Number(formatAmountUnits(t))),
    );
  return { days, byCoin };
}

/** Checks a decimal amount string from the API and types it for the formatters (`formatCryptoAmount`). */
export function asAmount(value: string): `${number}` {
  parseAmount(value);
  return value as `${number}`;
}
