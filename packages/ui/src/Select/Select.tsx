import * as RadixSelect from '@radix-ui/react-select';
import { forwardRef, type ReactNode } from 'react';
import { Field, useField } from '../Field/Field';
import { controlBox } from '../Field/Field.css';
import { CheckGlyph, ChevronDownGlyph, ChevronUpGlyph } from '../Field/formIcons';
import * as styles from './Select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The value reported when the option is chosen; must not be empty. */
  value: string;
  /** What the option shows. */
  label: ReactNode;
  /** Text for type-ahead when the label is not plain text. */
  textValue?: string;
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
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value, when controlled. */
  value?: string;
  /** The initially chosen value, when uncontrolled. */
  defaultValue?: string;
  /** Called with the value of the option chosen. */
  onValueChange?: (value: string) => void;
  /** Whether the list is open, when controlled. */
  open?: boolean;
  /** Whether the list starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Name of the value in a submitted form. */
  name?: string;
  /** Marks the field required. */
  required?: boolean;
  /** Disables the whole control. */
  disabled?: boolean;
  /** Id of the trigger; generated when absent. */
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
 * A labelled single choice from a list (Radix Select): opens with Enter, Space or ArrowDown, type-ahead finds an
 * option, Escape closes. The ref is the trigger button's.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    placeholder,
    options,
    value,
    defaultValue,
    onValueChange,
    open,
    defaultOpen,
    onOpenChange,
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
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        name={name}
        required={required}
        disabled={disabled}
      >
        <RadixSelect.Trigger
          ref={ref}
          className={[controlBox({ size, focus: 'self' }), styles.trigger].join(' ')}
          {...controlProps}
        >
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className={styles.icon}>
            <ChevronDownGlyph />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            className={styles.content}
            position="popper"
            sideOffset={4}
            // The list is named by the field's label, as the trigger is.
            aria-labelledby={ids.label}
          >
            <RadixSelect.ScrollUpButton className={styles.scrollButton}>
              <ChevronUpGlyph />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  textValue={option.textValue}
                  className={styles.item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                    <CheckGlyph />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className={styles.scrollButton}>
              <ChevronDownGlyph />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
});
