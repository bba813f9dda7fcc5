import { parseAmount } from './amounts';
import { HOUR } from './time';

// Rules of payouts: the built-in pool's hold after an address change, and how a payout threshold is checked.

/** After an address change, payouts of that coin wait this long (the change cool-down). */
export const ADDRESS_HOLD_SECONDS = 48 * HOUR;

/**
 * A payout threshold as typed: its atoms, or why it is refused (not an amount of at most 8 decimals, or outside
 * `min`..`max` atoms, which `shown` names for the person, e.g. `0.01 and 100 LTC`).
 */
export function checkThreshold(
  text: string,
  limits: { min: number; max: number; shown: string },
): { atoms: number } | { problem: string } {
  const atoms = parseAmount(text.trim());
  if (atoms === null) return { problem: 'Enter a number with at most 8 decimals, e.g. 0.5' };
  if (atoms < limits.min || atoms > limits.max) return { problem: `Must be between ${limits.shown}` };
  return { atoms };
}
