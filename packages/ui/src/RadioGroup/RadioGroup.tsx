import { forwardRef, useId, type ChangeEvent, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { hasContent, useField } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
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

/** Props of {@link RadioGroup}; other props go to the `<fieldset>`, the group's root. */
export interface RadioGroupProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'children' | 'defaultValue' | 'onChange'
> {
  /** The visible label of the group (its legend), which names it. */
  label: ReactNode;
  /** Help text under the options. */
  hint?: ReactNode;
  /** Error message under the options; marks the group invalid. */
  error?: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The chosen value, when controlled. */
  value?: string;
  /** The initially chosen value, when uncontrolled. */
  defaultValue?: string;
  /** Called with the value of the option chosen. */
  onValueChange?: (value: string) => void;
  /** Name the radios share, which is also the key of the value in a submitted form; generated when absent. */
  name?: string;
  /** A choice is required: a form will not submit without one. */
  required?: boolean;
  /** Options in a column or in a wrapping row; arrow keys move along it either way. */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A labelled group of native radio buttons in a `<fieldset>` with hint and error: the browser moves and chooses
 * with the arrow keys, Tab leaves the group, and it submits with forms before JavaScript runs. The ref is the
 * fieldset's.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    hint,
    error,
    options,
    value,
    defaultValue,
    onValueChange,
    name,
    orientation = 'vertical',
    id,
    required,
    disabled,
    className,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const { ids, controlProps } = useField({ id, hint, error, required, describedBy: ariaDescribedBy });
  const generatedName = useId();
  const groupName = name ?? generatedName;
  const controlled = value !== undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value);
  return (
    <fieldset
      ref={ref}
      // Screen readers announce a radiogroup (which may take aria-required) for a set of radios; ARIA in HTML allows
      // this role on a fieldset, which the strict jsx-a11y preset does not know.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
      role="radiogroup"
      className={[fieldStyles.field({ layout: 'group' }), styles.fieldset, className]
        .filter(Boolean)
        .join(' ')}
      data-layout="group"
      data-disabled={disabled || undefined}
      disabled={disabled}
      aria-labelledby={ids.label}
      aria-orientation={orientation}
      {...rest}
      {...controlProps}
    >
      <legend id={ids.label} className={[fieldStyles.label({ layout: 'group' }), styles.legend].join(' ')}>
        {label}
        {required ? (
          // Decorative: the group's aria-required already tells assistive technology.
          <span className={fieldStyles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles.group({ orientation })}>
        {options.map((option, index) => {
          // By position, not value: a value may hold spaces, which an id may not.
          const itemId = `${ids.control}-option-${index}`;
          const hintId = `${itemId}-hint`;
          const optionDisabled = disabled || option.disabled;
          return (
            <div key={option.value} className={styles.option} data-disabled={optionDisabled || undefined}>
              <span className={styles.radioSlot}>
                <input
                  type="radio"
                  id={itemId}
                  name={groupName}
                  value={option.value}
                  checked={controlled ? value === option.value : undefined}
                  defaultChecked={controlled ? undefined : defaultValue === option.value}
                  onChange={onChange}
                  required={required}
                  disabled={option.disabled}
                  className={styles.radio}
                  aria-describedby={hasContent(option.hint) ? hintId : undefined}
                />
              </span>
              <label htmlFor={itemId} className={styles.optionLabel}>
                {option.label}
              </label>
              {hasContent(option.hint) ? (
                <div id={hintId} className={styles.optionHint}>
                  {option.hint}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      {hasContent(hint) ? (
        <div id={ids.hint} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      <div id={ids.error} className={fieldStyles.error} aria-live="polite">
        {hasContent(error) ? error : null}
      </div>
    </fieldset>
  );
});
