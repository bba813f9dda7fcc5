import { hashrateUnits } from '@lode/i18n';
import { validation } from '@lode/ui';
import type { CalculatorInput } from './formula';

// The calculator's inputs live in the address (`/calc?hashrate=9.5&unit=GH%2Fs&power=3400…`) so a result can be
// shared: the URL is the form's only state, and this module turns it into numbers or per-field errors.

/** The text fields of the calculator, in form order, each its URL parameter. */
export const calculatorFields = ['hashrate', 'power', 'electricityPrice', 'poolFee', 'hardwareCost'] as const;

/** One text field. */
export type CalculatorField = (typeof calculatorFields)[number];

/** Units offered for the hashrate (a Scrypt rig is MH/s to GH/s; TH/s covers farms). */
export const calculatorUnits = hashrateUnits.slice(0, 5);

/** One hashrate unit. */
export type CalculatorUnit = (typeof calculatorUnits)[number];

/** Accepted range of each field (hashrate in the chosen unit, fee in percent). */
export const fieldRanges: Record<CalculatorField, { min: number; max: number; required: boolean }> = {
  hashrate: { min: 0, max: 1_000_000, required: true },
  power: { min: 0, max: 10_000_000, required: false },
  electricityPrice: { min: 0, max: 100, required: false },
  poolFee: { min: 0, max: 100, required: true },
  hardwareCost: { min: 0, max: 1_000_000_000, required: false },
};

/** What a field's error is about; the page words it in the visitor's language. */
export type FieldProblem = 'required' | 'numeric' | 'range' | 'positive';

/** The form as read from the address: raw texts (as typed), the unit, and the problems found. */
export interface CalculatorForm {
  /** Each field's text. */
  values: Record<CalculatorField, string>;
  /** The hashrate unit. */
  unit: CalculatorUnit;
  /** Each field's problem, if any. */
  problems: Partial<Record<CalculatorField, FieldProblem>>;
  /** The numbers for the formula, when every field is valid. */
  input: CalculatorInput | null;
}

const isUnit = (value: string | null): value is CalculatorUnit =>
  (calculatorUnits as readonly string[]).includes(value ?? '');

/** The defaults a fresh visit starts from: one 9.5 GH/s Scrypt rig at 3,400 W and $0.10 per kWh. */
export function defaultValues(poolFeePercent: string): Record<CalculatorField, string> {
  return {
    hashrate: '9.5',
    power: '3400',
    electricityPrice: '0.1',
    poolFee: poolFeePercent,
    hardwareCost: '',
  };
}

function problemOf(field: CalculatorField, text: string): FieldProblem | null {
  const range = fieldRanges[field];
  if (text.trim() === '') return range.required ? 'required' : null;
  const value = validation.parseDecimal(text);
  if (value === null) return 'numeric';
  if (value < range.min || value > range.max) return 'range';
  // A zero hashrate has nothing to estimate; the API refuses it too.
  if (field === 'hashrate' && value === 0) return 'positive';
  return null;
}

/** Reads the form from the address's query, filling what is missing from `defaults`. */
export function readForm(params: URLSearchParams, defaults: Record<CalculatorField, string>): CalculatorForm {
  const values = Object.fromEntries(
    calculatorFields.map((field) => [field, params.get(field) ?? defaults[field]]),
  ) as Record<CalculatorField, string>;
  const unitParam = params.get('unit');
  const unit: CalculatorUnit = isUnit(unitParam) ? unitParam : 'GH/s';
  const problems: Partial<Record<CalculatorField, FieldProblem>> = {};
  for (const field of calculatorFields) {
    const problem = problemOf(field, values[field]);
    if (problem) problems[field] = problem;
  }
  const number = (field: CalculatorField) => validation.parseDecimal(values[field]) ?? 0;
  const input: CalculatorInput | null =
    Object.keys(problems).length > 0
      ? null
      : {
          hashrate: number('hashrate') * 1000 ** calculatorUnits.indexOf(unit),
          power: number('power'),
          electricityPrice: number('electricityPrice'),
          poolFee: number('poolFee') / 100,
          hardwareCost: number('hardwareCost'),
          uptime: 1,
        };
  return { values, unit, problems, input };
}

/** The query for a form state: every field as typed, so reopening the link shows the same texts and errors. */
export function writeForm(values: Record<CalculatorField, string>, unit: CalculatorUnit): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of calculatorFields) params.set(field, values[field]);
  params.set('unit', unit);
  return params;
}
