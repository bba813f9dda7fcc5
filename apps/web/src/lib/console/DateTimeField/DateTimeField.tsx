import { Field, useField } from '@lode/ui';
import * as styles from '../fields.css';

/** Props of {@link DateTimeField}. */
export interface DateTimeFieldProps {
  /** The visible label. */
  label: string;
  /** Help under the field. */
  hint?: string;
  /** The API's or the form's problem with it. */
  error?: string | undefined;
  /** The `datetime-local` value (`2026-12-24T18:30`), '' for none. */
  value: string;
  /** Called with the new value. */
  onChange: (value: string) => void;
  /** Marks it required. */
  required?: boolean;
}

/** A local date and time to the minute, wired to its label, hint and error like the ui text fields. */
export function DateTimeField({ label, hint, error, value, onChange, required }: DateTimeFieldProps) {
  const { ids, controlProps } = useField({ hint, error, required });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <input
        {...controlProps}
        type="datetime-local"
        className={styles.dateTime}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
