import { forwardRef, type ChangeEvent, type ReactNode } from 'react';
import { Field, useField } from '../Field/Field';
import { controlBox } from '../Field/Field.css';
import { ChevronDownGlyph } from '../Field/formIcons';
import * as styles from './Select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The value reported when the option is chosen; must not be empty (empty means nothing chosen). */
  value: string;
  /** What the option shows: plain text, as a native option holds nothing else. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error message under the control; marks it invalid. */
  error?: ReactNode;
  /** Text shown while nothing is chosen; it cannot be chosen back once a value is. */
  placeholder?: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value, when controlled; `''` shows the placeholder. */
  value?: string;
  /** The initially chosen value, when uncontrolled. */
  defaultValue?: string;
  /** Called with the value of the option chosen. */
  onValueChange?: (value: string) => void;
  /** Name of the value in a submitted form. */
  name?: string;
  /** Marks the field required; with a placeholder, a form will not submit until a value is chosen. */
  required?: boolean;
  /** Disables the whole control. */
  disabled?: boolean;
  /** Id of the select element; generated when absent. */
  id?: string;
  /** Height: 32, 40 or 48px, as the Button sizes. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Class of the field's root. */
  className?: string;
  /** Ids of further elements describing the control. */
  'aria-describedby'?: string;
}

/**
 * A labelled single choice from a list, on a native `<select>`: the platform draws the list (a picker on phones),
 * handles the keyboard and type-ahead, submits with forms and works before JavaScript runs. The ref is the select's.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    placeholder,
    options,
    value,
    defaultValue,
    onValueChange,
    name,
    required,
    disabled,
    id,
    size,
    fullWidth,
    className,
    'aria-describedby': ariaDescribedBy,
  },
  ref,
) {
  const { ids, controlProps } = useField({ id, hint, error, required, describedBy: ariaDescribedBy });
  const hasPlaceholder = placeholder !== undefined && placeholder !== '';
  // Uncontrolled with no default: start on the placeholder, not on the first real option as a bare select would.
  const initial = value === undefined && defaultValue === undefined && hasPlaceholder ? '' : defaultValue;
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      className={className}
    >
      <div className={styles.frame}>
        <select
          ref={ref}
          className={[controlBox({ size, focus: 'self' }), styles.select].join(' ')}
          value={value}
          defaultValue={initial}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange?.(event.target.value)}
          name={name}
          required={required}
          disabled={disabled}
          data-disabled={disabled || undefined}
          {...controlProps}
        >
          {hasPlaceholder ? (
            // Disabled and hidden: shown while nothing is chosen, never offered in the list; with `required` it is
            // the "placeholder label option" that makes an unchosen select invalid in a form.
            <option value="" disabled hidden data-placeholder="">
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownGlyph className={styles.chevron} />
      </div>
    </Field>
  );
});
