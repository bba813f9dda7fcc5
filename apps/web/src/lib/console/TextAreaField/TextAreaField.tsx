import { Field, useField } from '@lode/ui';
import * as styles from '../fields.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps {
  /** The visible label. */
  label: string;
  /** Help under the field. */
  hint?: string;
  /** The API's or the form's problem with it. */
  error?: string | undefined;
  /** The text. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** Marks it required. */
  required?: boolean;
  /** Visible lines. */
  rows?: number;
  /** The text's language, when it is not the page's. */
  lang?: string;
  /** Monospace, for source text such as Markdown. */
  code?: boolean;
}

/** A multi-line text field, wired to its label, hint and error like the ui text fields. */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  onChange,
  required,
  rows = 4,
  lang,
  code = false,
}: TextAreaFieldProps) {
  const { ids, controlProps } = useField({ hint, error, required });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} fullWidth>
      <textarea
        {...controlProps}
        className={code ? `${styles.textarea} ${styles.code}` : styles.textarea}
        value={value}
        rows={rows}
        lang={lang}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
