import { Button, Select, TextField } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateTimeField } from '../../../lib/console';
import { auditActions, noFilters, type AuditFilters as Filters } from '../audit';
import { messages } from '../auditMessages';
import * as styles from './AuditFilters.css';

/** The audit log's filters: action, actor and a time range, applied together. */
export function AuditFilters({
  value,
  onApply,
}: {
  /** The filters in force. */ value: Filters;
  /** Called with the filters to apply. */ onApply: (filters: Filters) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Filters>(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={intl.formatMessage(messages.filters)}
      noValidate
    >
      <Select
        label={intl.formatMessage(messages.action)}
        value={draft.action === '' ? 'any' : draft.action}
        options={[
          { value: 'any', label: intl.formatMessage(messages.anyAction) },
          ...auditActions.map((action) => ({ value: action, label: action })),
        ]}
        onValueChange={(action) => setDraft((d) => ({ ...d, action: action === 'any' ? '' : action }))}
      />
      <TextField
        label={intl.formatMessage(messages.actor)}
        value={draft.actor}
        onChange={(event) => {
          const actor = event.currentTarget.value;
          setDraft((d) => ({ ...d, actor }));
        }}
        autoComplete="off"
      />
      <DateTimeField
        label={intl.formatMessage(messages.from)}
        value={draft.from}
        onChange={(from) => setDraft((d) => ({ ...d, from }))}
      />
      <DateTimeField
        label={intl.formatMessage(messages.to)}
        value={draft.to}
        onChange={(to) => setDraft((d) => ({ ...d, to }))}
      />
      <div className={styles.buttons}>
        <Button type="submit">
          <FormattedMessage {...messages.apply} />
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft(noFilters);
            onApply(noFilters);
          }}
        >
          <FormattedMessage {...messages.clear} />
        </Button>
      </div>
    </form>
  );
}
