import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field, useField } from '../Field/Field';
import { CheckGlyph, MinusGlyph } from '../Field/formIcons';
import * as styles from './Checkbox.css';

/** Ticked, unticked, or `'indeterminate'` (some of a group ticked). */
export type CheckedState = RadixCheckbox.CheckedState;

/** Props of {@link Checkbox}; other props go to the checkbox button, except `className` and `style` (the field's root). */
export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children'> {
  /** The visible label beside the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message under the label; marks the checkbox invalid. */
  error?: ReactNode;
}

/** A labelled checkbox (Radix) with hint and error; `checked="indeterminate"` shows the mixed state. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
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
      <RadixCheckbox.Root
        ref={ref}
        className={styles.box}
        required={required}
        disabled={disabled}
        {...rest}
        {...controlProps}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {/* Both drawn, CSS shows the one for the state: right for controlled and uncontrolled use alike. */}
          <CheckGlyph size={14} className={styles.checkGlyph} />
          <MinusGlyph size={14} className={styles.minusGlyph} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </Field>
  );
});
