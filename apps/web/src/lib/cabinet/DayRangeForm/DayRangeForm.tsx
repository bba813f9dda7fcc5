import { Button, TextField } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../cabinet.css';
import { checkDayRange, checkOpenDayRange, type DayRangeErrors } from '../reports';

const messages = defineMessages({
  from: { id: 'reports.range.from', defaultMessage: 'From' },
  to: { id: 'reports.range.to', defaultMessage: 'To' },
  hint: { id: 'reports.range.hint', defaultMessage: 'UTC day, YYYY-MM-DD' },
  apply: { id: 'reports.range.apply', defaultMessage: 'Apply dates' },
  format: {
    id: 'reports.range.format',
    defaultMessage: 'Invalid format: write the day as YYYY-MM-DD, e.g. 2026-11-21.',
  },
  order: { id: 'reports.range.order', defaultMessage: 'The last day must not be before the first.' },
});

/** Props of {@link DayRangeForm}. */
export interface DayRangeFormProps {
  /** The first day in force (from the URL), `YYYY-MM-DD` or empty. */
  from: string;
  /** The last day in force (from the URL), `YYYY-MM-DD` or empty. */
  to: string;
  /** Both days must be given; otherwise an empty field means an open end. */
  required?: boolean;
  /** Called with a valid range when the form is applied. */
  onApply: (from: string, to: string) => void;
}

/**
 * Two day fields and an apply button. A bad day shows its field message and keeps what was typed; only a valid
 * range reaches `onApply` (and so the URL).
 */
export function DayRangeForm({ from, to, required = false, onApply }: DayRangeFormProps) {
  const intl = useIntl();
  // The fields follow the URL when it changes (back, a shared link), but keep what is typed until then.
  const [applied, setApplied] = useState({ from, to });
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<DayRangeErrors>({});
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to });
    setDraft({ from, to });
    setErrors({});
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { from: draft.from.trim(), to: draft.to.trim() };
    // Without `required` an empty field is an open end of the range.
    const found = (required ? checkDayRange : checkOpenDayRange)(next.from, next.to);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(next.from, next.to);
  };
  const message = (error: 'format' | 'order' | undefined) =>
    error ? intl.formatMessage(messages[error]) : undefined;
  return (
    <form className={styles.toolbar} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage(messages.from)}
        hint={intl.formatMessage(messages.hint)}
        name="from"
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD"
        required={required}
        value={draft.from}
        error={message(errors.from)}
        onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
      />
      <TextField
        label={intl.formatMessage(messages.to)}
        hint={intl.formatMessage(messages.hint)}
        name="to"
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD"
        required={required}
        value={draft.to}
        error={message(errors.to)}
        onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
      />
      <Button type="submit" variant="outline">
        <FormattedMessage {...messages.apply} />
      </Button>
    </form>
  );
}
