import { Label } from '@radix-ui/react-label';
import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field, hasContent, useField } from '../Field/Field';
import * as styles from './RadioGroup.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  /** The value reported when the option is chosen. */
  value: string;
  /** The visible label of the option. */
  label: ReactNode;
  /** Help text under this option's label. */
  hint?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Props of {@link RadioGroup}; other props go to the radiogroup element, except `className` and `style` (the field's root). */
export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'children' | 'orientation'
> {
  /** The visible label of the group, which names it. */
  label: ReactNode;
  /** Help text under the options. */
  hint?: ReactNode;
  /** Error message under the options; marks the group invalid. */
  error?: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Options in a column or in a wrapping row; arrow keys move along it either way. */
  orientation?: 'vertical' | 'horizontal';
}

/** A labelled group of radio buttons (Radix) with hint and error; arrow keys move and choose, Tab leaves the group. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hint,
    error,
    options,
    orientation = 'vertical',
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
      layout="group"
      className={className}
      style={style}
    >
      <RadixRadioGroup.Root
        ref={ref}
        className={styles.group({ orientation })}
        required={required}
        disabled={disabled}
        // Radix limits arrow keys to one axis when told the orientation; people press both, so it is not told.
        {...rest}
        {...controlProps}
        aria-labelledby={ids.label}
        aria-orientation={orientation}
      >
        {options.map((option, index) => {
          // By position, not value: a value may hold spaces, which an id may not.
          const itemId = `${ids.control}-option-${index}`;
          const hintId = `${itemId}-hint`;
          const optionDisabled = disabled || option.disabled;
          return (
            <div key={option.value} className={styles.option} data-disabled={optionDisabled || undefined}>
              <span className={styles.radioSlot}>
                <RadixRadioGroup.Item
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.radio}
                  aria-describedby={hasContent(option.hint) ? hintId : undefined}
                >
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
              </span>
              <Label htmlFor={itemId} className={styles.optionLabel}>
                {option.label}
              </Label>
              {hasContent(option.hint) ? (
                <div id={hintId} className={styles.optionHint}>
                  {option.hint}
                </div>
              ) : null}
            </div>
          );
        })}
      </RadixRadioGroup.Root>
    </Field>
  );
});
