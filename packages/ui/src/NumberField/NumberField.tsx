import { forwardRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { parseDecimal } from '../validation/validate';
import { stepNumber } from './stepNumber';

/** Props of {@link NumberField}; other props go to the `<input>`, except `className` and `style` (the field's root). */
export interface NumberFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'suffix' | 'min' | 'max' | 'step'
> {
  /** The text in the field, when controlled: what the person typed, number or not. */
  value?: string;
  /** The initial text, when uncontrolled. */
  defaultValue?: string | number;
  /** Called on every edit and step with the raw text and the number it reads as (null when it is not one yet). */
  onValueChange?: (raw: string, parsed: number | null) => void;
  /** Unit shown after the value and read as its description, e.g. `GH/s`, `W` or `LTC`. */
  unit?: ReactNode;
  /** Lowest value the arrow keys step to; also announced to screen readers. Typing below it is allowed: validate it. */
  min?: number;
  /** Highest value the arrow keys step to; also announced to screen readers. */
  max?: number;
  /** Amount ArrowUp and ArrowDown add or remove; Shift or PageUp/PageDown step ten times as far. */
  step?: number;
  /** Offer a keypad with a decimal separator (`inputMode="decimal"`); false offers digits only (`numeric`). */
  allowDecimals?: boolean;
}

const stepKeys: Partial<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

/**
 * A text input for numbers: it keeps whatever is typed (`0,5`, `1.`, even `abc`) and reports the raw text with the
 * number it reads as; the arrow keys step within min and max. A spin button for screen readers.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    value,
    defaultValue,
    onValueChange,
    unit,
    min,
    max,
    step = 1,
    allowDecimals = true,
    onChange,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState(() =>
    defaultValue === undefined ? '' : String(defaultValue),
  );
  const raw = value ?? uncontrolled;
  const parsed = parseDecimal(raw);

  const commit = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next, parseDecimal(next));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const direction = stepKeys[event.key];
    if (event.defaultPrevented || direction === undefined || rest.readOnly || rest.disabled) return;
    const steps = event.shiftKey && Math.abs(direction) === 1 ? direction * 10 : direction;
    const next = stepNumber(raw, steps, { step, min, max });
    // Text that is not a number yet stays as typed, and the key keeps its usual caret movement.
    if (next === null) return;
    event.preventDefault();
    if (next !== raw) commit(next);
  };

  return (
    <TextField
      ref={ref}
      type="text"
      inputMode={allowDecimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      // A text input (not type="number", which drops text it cannot parse) that announces itself as a spin button.
      role="spinbutton"
      aria-valuenow={parsed ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={raw.trim() === '' ? undefined : raw}
      suffix={unit}
      {...rest}
      value={raw}
      onChange={(event) => {
        onChange?.(event);
        commit(event.target.value);
      }}
      onKeyDown={handleKeyDown}
    />
  );
});
