import { parseDecimal } from '../validation/validate';

/** Limits and step size for {@link stepNumber}. */
export interface StepOptions {
  /** The amount one step adds or removes. */
  step: number;
  /** The lowest value a step may reach. */
  min?: number;
  /** The highest value a step may reach. */
  max?: number;
}

function decimalsOf(value: number | string): number {
  const text = String(value).replace(',', '.');
  const exponent = /e-(\d+)$/i.exec(text);
  if (exponent) return Number(exponent[1]);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * The text after `steps` steps (negative: down) from `text`, kept within min and max and rounded to the precision
 * of the step or of the typed value, so `0.1 + 0.2` gives `0.3`. Blank text starts from 0. Text that is not a number
 * gives null: stepping never overwrites what someone is typing. A comma decimal separator stays a comma.
 */
export function stepNumber(text: string, steps: number, { step, min, max }: StepOptions): string | null {
  const trimmed = text.trim();
  const current = trimmed === '' ? 0 : parseDecimal(trimmed);
  if (current === null) return null;
  const precision = Math.min(
    20,
    Math.max(
      decimalsOf(step),
      trimmed === '' ? 0 : decimalsOf(trimmed),
      min === undefined ? 0 : decimalsOf(min),
    ),
  );
  let next = current + steps * step;
  if (min !== undefined && next < min) next = min;
  if (max !== undefined && next > max) next = max;
  // Number() drops the zeros toFixed pads with: 0.10 shows as 0.1.
  const formatted = String(Number(next.toFixed(precision)));
  return trimmed.includes(',') ? formatted.replace('.', ',') : formatted;
}
