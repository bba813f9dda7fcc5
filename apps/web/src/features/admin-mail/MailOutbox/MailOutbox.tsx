import { useFormat } from '@lode/i18n';
import { Badge, Button, DataTable, Select, TextField, type DataTableColumn } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTableLabels } from '../../../lib/tables';
import { mailStatuses, type MailFilters, type MailItem, type MailStatus } from '../mailQueries';
import { messages, statusNames, valued } from '../messages';
import * as styles from './MailOutbox.css';
import { filterRow, filterSubmit } from '../../../lib/console';

/** Props of {@link MailOutbox}. */
export interface MailOutboxProps {
  /** The filters in force (the address's). */
  filters: MailFilters;
  /** Applies new filters. */
  onFilter: (filters: MailFilters) => void;
  /** The mail; undefined while none has come. */
  items: readonly MailItem[] | undefined;
  /** Loading, with nothing to show yet. */
  loading: boolean;
  /** Why the outbox could not be read, when it could not. */
  error?: string;
  /** Asks again after a failure. */
  onReload: () => void;
  /** "Retry now" for one mail; rejects with the API's refusal. */
  onRetryMail: (id: string) => Promise<unknown>;
}

const tones = { queued: 'warning', sent: 'success', failed: 'error' } as const;
const all = 'all';

/** A mail's "Retry now" button; a refusal is said beside it. */
function RetryButton({ mail, onRetry }: { mail: MailItem; onRetry: (id: string) => Promise<unknown> }) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const retry = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onRetry(mail.id);
    } catch (caught) {
      setFailure(
        intl.formatMessage(valued.retryFailed, {
          reason: caught instanceof Error ? caught.message : String(caught),
        }),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={pending}
        onClick={() => void retry()}
        aria-label={intl.formatMessage(valued.retryLabel, {
          subject: mail.subject,
          recipient: mail.recipient,
        })}
      >
        <FormattedMessage {...messages.retry} />
      </Button>
      {failure && (
        <p role="alert" className={styles.retryError}>
          {failure}
        </p>
      )}
    </>
  );
}

/** The outbox: status filter and search, then each mail with its delivery (the server's answer, next attempt). */
export function MailOutbox({
  filters,
  onFilter,
  items,
  loading,
  error,
  onReload,
  onRetryMail,
}: MailOutboxProps) {
  const intl = useIntl();
  const format = useFormat();
  const labels = useTableLabels();
  const [typed, setTyped] = useState(filters.q ?? '');
  const date = (iso: string) => format.date(Date.parse(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const columns: DataTableColumn<MailItem>[] = [
    { id: 'created', header: intl.formatMessage(messages.created), cell: (m) => date(m.createdAt) },
    {
      id: 'recipient',
      header: intl.formatMessage(messages.recipient),
      rowHeader: true,
      cell: (m) => <span className={styles.stack}>{m.recipient}</span>,
    },
    {
      id: 'subject',
      header: intl.formatMessage(messages.subject),
      cell: (m) => (
        <span className={styles.stack}>
          <span>{m.subject}</span>
          <span className={styles.muted}>
            {m.kind} · {m.locale}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (m) => (
        <Badge tone={tones[m.status]} data-status={m.status}>
          <FormattedMessage {...statusNames[m.status]} />
        </Badge>
      ),
    },
    {
      id: 'attempts',
      header: intl.formatMessage(messages.attempts),
      align: 'end',
      cell: (m) => intl.formatNumber(m.attempts),
    },
    {
      id: 'delivery',
      header: intl.formatMessage(messages.delivery),
      cell: (m) => (
        <span className={styles.delivery}>
          {m.status === 'sent' && m.sentAt ? (
            <span>{intl.formatMessage(valued.sentAt, { date: date(m.sentAt) })}</span>
          ) : null}
          {m.status !== 'sent' && m.lastError ? (
            <span className={styles.answer}>
              {intl.formatMessage(valued.serverAnswer, { answer: m.lastError })}
            </span>
          ) : null}
          {m.status === 'failed' && !m.lastError ? (
            <span className={styles.muted}>
              <FormattedMessage {...messages.noAnswer} />
            </span>
          ) : null}
          {m.status !== 'sent' && m.nextAttemptAt ? (
            <span className={styles.muted}>
              {intl.formatMessage(valued.nextAttempt, { date: date(m.nextAttemptAt) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: intl.formatMessage(messages.actions),
      cell: (m) => (m.status === 'sent' ? null : <RetryButton mail={m} onRetry={onRetryMail} />),
    },
  ];
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filters, q: typed.trim() || undefined });
  };
  return (
    <>
      <form
        role="search"
        aria-label={intl.formatMessage(messages.filters)}
        className={filterRow}
        onSubmit={apply}
      >
        <Select
          className={styles.status}
          label={intl.formatMessage(messages.status)}
          options={[
            { value: all, label: intl.formatMessage(messages.allStatuses) },
            ...mailStatuses.map((s) => ({ value: s, label: intl.formatMessage(statusNames[s]) })),
          ]}
          value={filters.status ?? all}
          onValueChange={(value) =>
            onFilter({
              q: typed.trim() || undefined,
              status: value === all ? undefined : (value as MailStatus),
            })
          }
          name="status"
          fullWidth
        />
        <TextField
          className={styles.search}
          type="search"
          name="q"
          label={intl.formatMessage(messages.search)}
          hint={intl.formatMessage(messages.searchHint)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          fullWidth
        />
        <Button type="submit" className={filterSubmit}>
          <FormattedMessage {...messages.apply} />
        </Button>
      </form>
      <DataTable
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        rows={items ?? []}
        getRowId={(m) => m.id}
        loading={loading}
        error={error}
        onRetry={onReload}
        emptyMessage={intl.formatMessage(messages.empty)}
        labels={labels}
        defaultPageSize={25}
      />
    </>
  );
}
