import { Field, useField } from '@lode/ui';
import type { Ref } from 'react';
import * as styles from './TextAreaField.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  /** The textarea, to focus it. */
  ref?: Ref<HTMLTextAreaElement>;
  /** The visible label. */
  label: string;
  /** Help under the field (a character count, say). */
  hint?: string;
  /** The field's problem; marks it invalid. */
  error?: string;
  /** The text. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** Name of the value in a form. */
  name: string;
  /** Marks the field required. */
  required?: boolean;
  /** How many lines it shows. */
  rows?: number;
  /** Disables the field. */
  disabled?: boolean;
}

/** A multi-line text field wired to its label, hint and error as the ui text fields are. */
export function TextAreaField({
  ref,
  label,
  hint,
  error,
  value,
  onChange,
  name,
  required = false,
  rows = 4,
  disabled,
}: TextAreaFieldProps) {
  const { ids, controlProps } = useField({ hint, error, required });
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth
    >
      <textarea
        ref={ref}
        {...controlProps}
        name={name}
        className={styles.textarea}
        value={value}
        rows={rows}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
