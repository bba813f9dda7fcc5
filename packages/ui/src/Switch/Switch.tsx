import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field, useField } from '../Field/Field';
import * as styles from './Switch.css';

/** Props of {@link Switch}; other props go to the switch button, except `className` and `style` (the field's root). */
export interface SwitchProps extends Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'children'> {
  /** The visible label beside the switch. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message under the label; marks the switch invalid. */
  error?: ReactNode;
}

/** A labelled on/off switch (Radix) with hint and error. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
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
      <RadixSwitch.Root
        ref={ref}
        className={styles.track}
        required={required}
        disabled={disabled}
        {...rest}
        {...controlProps}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </Field>
  );
});
