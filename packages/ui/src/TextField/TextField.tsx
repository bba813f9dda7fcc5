import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, hasContent, useField } from '../Field/Field';
import { controlBox } from '../Field/Field.css';
import * as styles from './TextField.css';

/** Props of {@link TextField}; other props go to the `<input>`, except `className` and `style` (the field's root). */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix' | 'type'
> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error message under the input; marks the input invalid. */
  error?: ReactNode;
  /** The kind of text. */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  /** Content before the text, e.g. an icon. Text (a currency, a unit) also describes the input. */
  prefix?: ReactNode;
  /** Content after the text, e.g. a unit such as `GH/s`. Text also describes the input. */
  suffix?: ReactNode;
  /** Height: 32, 40 or 48px, as the Button sizes. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

const isText = (node: ReactNode): node is string | number =>
  typeof node === 'string' || typeof node === 'number';

/** A labelled text input with hint, error, prefix and suffix; controlled or uncontrolled; the ref is the input's. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    type = 'text',
    prefix,
    suffix,
    size,
    fullWidth,
    id,
    required,
    disabled,
    readOnly,
    className,
    style,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const { ids, controlProps } = useField({ id, hint, error, required, describedBy: ariaDescribedBy });
  const prefixId = `${ids.control}-prefix`;
  const suffixId = `${ids.control}-suffix`;
  // A unit given as text ("LTC") is part of what the value means: screen readers hear it as a description.
  const describedBy =
    [
      isText(prefix) ? prefixId : undefined,
      isText(suffix) ? suffixId : undefined,
      controlProps['aria-describedby'],
    ]
      .filter(Boolean)
      .join(' ') || undefined;

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
      style={style}
    >
      <div
        className={controlBox({ size, focus: 'within' })}
        data-invalid={controlProps['aria-invalid']}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        {hasContent(prefix) ? (
          <span id={prefixId} className={styles.adornment}>
            {prefix}
          </span>
        ) : null}
        <input
          ref={ref}
          type={type}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          className={styles.input}
          {...rest}
          {...controlProps}
          aria-describedby={describedBy}
        />
        {hasContent(suffix) ? (
          <span id={suffixId} className={styles.adornment}>
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  );
});
