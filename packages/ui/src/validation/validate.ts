/**
 * Form validation: small rules composed per field, each returning its message or null.
 *
 * Decisions (unit-tested in validate.test.ts):
 * - Every rule sees the value with surrounding whitespace removed: forms trim before they send, and a pasted
 *   address with a trailing space should not fail.
 * - A blank value (empty or whitespace only) fails `required` and passes every other rule, so an optional
 *   field that was left empty is valid.
 * - `numeric` accepts plain decimal numbers as people type them, as {@link parseDecimal} reads them: an optional sign,
 *   digits, one decimal separator (`.`, or `,` as in Russian). It rejects exponents (`1e3`), hex (`0x10`),
 *   `Infinity` and thousands separators; `1,000` is rejected rather than guessed (one, or a thousand?).
 * - `integer` accepts an optional sign and digits only: `-3` passes, `1.0`, `-1.5`, `1e3` and `0x10` fail.
 * - Lengths count characters (Unicode code points), not UTF-16 units: an emoji or a CJK character is one.
 * - `email` follows the HTML `input type="email"` grammar, but the domain needs at least one dot.
 */

/** The messages of the built-in rules; `{0}` stands for the rule's limit. */
export interface ValidationMessages {
  /** Shown when a required field is blank. */
  required: string;
  /** Shown when a value is not an email address. */
  email: string;
  /** Shown when a value is not a number. */
  numeric: string;
  /** Shown when a value is not a whole number. */
  integer: string;
  /** Shown when a value is longer than the limit `{0}`. */
  maxLength: string;
  /** Shown when a value is shorter than the limit `{0}`. */
  minLength: string;
  /** Shown when a value does not match a pattern. */
  pattern: string;
}

/** The spec's default messages, in English; the i18n package passes translations through `messages`. */
export const defaultValidationMessages: ValidationMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  numeric: 'This field can only contain numbers',
  integer: 'This field can only contain integer values',
  maxLength: 'You must enter a maximum of {0} characters',
  minLength: 'You must enter a minimum of {0} characters',
  pattern: 'Invalid format',
};

/** A value a form control holds: text, a number, or a checkbox's state. */
export type FieldValue = string | number | boolean | null | undefined;

/** One rule: the failing message for a value, or null when the value passes. */
export type Rule = (value: FieldValue, messages: ValidationMessages) => string | null;

/** Replaces `{0}`, `{1}`… in a message template with the given arguments. */
export function formatMessage(template: string, ...args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? placeholder : String(arg);
  });
}

// Booleans are a checkbox's state: only `required` has something to say about them.
function asText(value: FieldValue): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return '';
}

function isBlank(value: FieldValue): boolean {
  if (typeof value === 'boolean') return !value;
  return asText(value) === '';
}

// A rule that only looks at non-blank text: blank optional fields pass it.
function textRule(test: (text: string) => boolean, message: (messages: ValidationMessages) => string): Rule {
  return (value, messages) => {
    if (typeof value === 'boolean' || isBlank(value)) return null;
    return test(asText(value)) ? null : message(messages);
  };
}

const decimalPattern = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
// `1,000` or `12,345` reads as a thousands group in English and as a decimal in Russian: refuse to guess.
const ambiguousGrouping = /^[+-]?[1-9]\d{0,2},\d{3}$/;
const integerPattern = /^[+-]?\d+$/;
// The WHATWG grammar of `input type="email"`, with `+` instead of `*` on the domain labels so a dot is required.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Parses a decimal number as a person types it (`12`, `-1.5`, `0,25`, `.5`): null for anything else,
 * including blanks, exponents (`1e3`), hex (`0x10`), thousands separators and the ambiguous `1,000`.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!decimalPattern.test(trimmed) || ambiguousGrouping.test(trimmed)) return null;
  const parsed = Number(trimmed.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Fails when the value is empty, whitespace only, null, or an unticked checkbox. */
export const required: Rule = (value, messages) => (isBlank(value) ? messages.required : null);

/** Fails when a non-blank value is not an email address. */
export const email: Rule = textRule(
  (text) => emailPattern.test(text),
  (messages) => messages.email,
);

const numericText = textRule(
  (text) => parseDecimal(text) !== null,
  (messages) => messages.numeric,
);

/** Fails when a non-blank value is not a plain decimal number (`12`, `-1.5`, `0,25`). */
export const numeric: Rule = (value, messages) =>
  // A number value is already one; `String(1e-7)` would be written with an exponent the text rule refuses.
  typeof value === 'number' ? null : numericText(value, messages);

const integerText = textRule(
  (text) => integerPattern.test(text),
  (messages) => messages.integer,
);

/** Fails when a non-blank value is not a whole number written with digits (`42`, `-3`). */
export const integer: Rule = (value, messages) => {
  if (typeof value === 'number')
    return !Number.isFinite(value) || Number.isInteger(value) ? null : messages.integer;
  return integerText(value, messages);
};

/** Fails when a non-blank value has more than `limit` characters. */
export function maxLength(limit: number): Rule {
  return textRule(
    (text) => characterCount(text) <= limit,
    (messages) => formatMessage(messages.maxLength, limit),
  );
}

/** Fails when a non-blank value has fewer than `limit` characters. */
export function minLength(limit: number): Rule {
  return textRule(
    (text) => characterCount(text) >= limit,
    (messages) => formatMessage(messages.minLength, limit),
  );
}

/** Fails when a non-blank value does not match `regex`; `message` replaces the generic "Invalid format". */
export function pattern(regex: RegExp, message?: string): Rule {
  // A `g` or `y` regex remembers `lastIndex` between `test` calls and would fail every other time.
  const stateless = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''));
  return textRule(
    (text) => stateless.test(text),
    (messages) => message ?? messages.pattern,
  );
}

/** Runs `rules` in order on `value` and returns the first failing message, or null when all pass. */
export function validate(
  value: FieldValue,
  rules: readonly Rule[],
  messages?: Partial<ValidationMessages>,
): string | null {
  const merged = messages ? { ...defaultValidationMessages, ...messages } : defaultValidationMessages;
  for (const rule of rules) {
    const message = rule(value, merged);
    if (message !== null) return message;
  }
  return null;
}

/** The failing message of every invalid field; a valid form gives an empty object. */
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** Validates every field of a form against its rules; fields without rules always pass. */
export function validateFields<Name extends string>(
  values: Record<Name, FieldValue>,
  rules: Partial<Record<Name, readonly Rule[]>>,
  messages?: Partial<ValidationMessages>,
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const name of Object.keys(values) as Name[]) {
    const fieldRules = rules[name];
    if (!fieldRules) continue;
    const message = validate(values[name], fieldRules, messages);
    if (message !== null) errors[name] = message;
  }
  return errors;
}
