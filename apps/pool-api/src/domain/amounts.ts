// Amounts travel as decimal strings and are stored as integer atoms (1e-8 of a coin), so no float ever rounds money.

/** Atoms in one coin: every coin here has 8 decimals. */
export const ATOMS_PER_COIN = 100_000_000;

const DECIMAL = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;

/** Formats integer atoms as a decimal string with 8 decimals, e.g. 3981234 → "0.03981234". */
export function formatAmount(atoms: number): string {
  if (!Number.isSafeInteger(atoms)) throw new RangeError(`not a whole number of atoms: ${atoms}`);
  const sign = atoms < 0 ? '-' : '';
  const abs = Math.abs(atoms);
  const whole = Math.floor(abs / ATOMS_PER_COIN);
  const fraction = String(abs % ATOMS_PER_COIN).padStart(8, '0');
  return `${sign}${whole}.${fraction}`;
}

/** Parses a non-negative decimal string with at most 8 decimals into atoms; `null` for anything else. */
export function parseAmount(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '.').slice(1).padEnd(8, '0'));
  return whole * ATOMS_PER_COIN + fraction;
}

/** Rounds a coin amount computed in floating point (a formula's result) down to whole atoms. */
export function coinsToAtoms(coins: number): number {
  return Math.floor(coins * ATOMS_PER_COIN + 1e-6);
}

/** A price in US dollars as the API writes it: cents from one dollar up, six decimals below. */
export const formatUsd = (value: number): string => value.toFixed(value >= 1 ? 2 : 6);
