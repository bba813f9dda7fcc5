import { forwardRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, useField } from '../Field/Field';
import * as styles from './Switch.css';

/** Props of {@link Switch}; other props go to the `<input>`, except `className` and `style` (the field's root). */
export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'checked' | 'defaultChecked' | 'children'
> {
  /** The visible label beside the switch. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message under the label; marks the switch invalid. */
  error?: ReactNode;
  /** Whether it is on, when controlled. */
  checked?: boolean;
  /** Whether it starts on, when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user turns it on or off. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A labelled on/off switch with hint and error, on a native checkbox with the switch role: Space toggles it, it
 * submits with forms (`on` when on) and works before JavaScript runs. The ref is the input's.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  {
    label,
    hint,
    error,
    onCheckedChange,
    onChange,
    id,
    required,
    disabled,
    className,
    style,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const { ids, controlProps } = useField({ id, hint, error, required, describedBy: ariaDescribedBy });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      layout="inline"
      className={className}
      style={style}
    >
      <input
        ref={ref}
        type="checkbox"
        role="switch"
        className={styles.track}
        onChange={handleChange}
        required={required}
        disabled={disabled}
        {...rest}
        {...controlProps}
      />
    </Field>
  );
});
