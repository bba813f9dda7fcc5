import { validation } from '@lode/ui';
import { parseAmount } from '../../lib/cabinet/amounts';

// The payout threshold as the API takes it: a decimal string with at most 8 decimals within the coin's limits.
// People type it with a comma in Russian; it is sent with a dot.

/** What is wrong with a typed threshold. */
export type ThresholdProblem = 'required' | 'numeric' | 'decimals' | 'range';

/** The typed threshold as the API wants it (`0,5` → `0.5`), or null when it is not a plain decimal number. */
export function normalizeThreshold(text: string): string | null {
  const trimmed = text.trim();
  if (validation.parseDecimal(trimmed) === null) return null;
  const dotted = trimmed.replace(',', '.').replace(/^\+/, '');
  return dotted.startsWith('.') ? `0${dotted}` : dotted;
}

/** Why `text` is not a threshold between `min` and `max` (API amount strings, inclusive), or `null` when it is. */
export function thresholdProblem(text: string, min: string, max: string): ThresholdProblem | null {
  if (text.trim() === '') return 'required';
  const value = normalizeThreshold(text);
  if (value === null || value.startsWith('-')) return value === null ? 'numeric' : 'range';
  if (!/^\d+(\.\d{0,8})?$/.test(value)) return 'decimals';
  const atoms = parseAmount(value);
  return atoms < parseAmount(min) || atoms > parseAmount(max) ? 'range' : null;
}

/** An API amount (`0.10000000`) as a person would type it (`0.1`), to start the field with. */
export function thresholdText(amount: string): string {
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
}
