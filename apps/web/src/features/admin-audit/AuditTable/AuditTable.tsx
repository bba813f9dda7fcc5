import { DataTable, type DataTableColumn } from '@lode/ui';
import { useIntl } from 'react-intl';
import { readableValue, type AuditEntry } from '../audit';
import { messages } from '../auditMessages';
import * as styles from './AuditTable.css';

/** Props of {@link AuditTable}. */
export interface AuditTableProps {
  /** The entries shown, newest first. */
  entries: readonly AuditEntry[];
  /** The first page is loading. */
  loading?: boolean;
  /** Why the log could not be read. */
  error?: string | undefined;
  /** Asks again. */
  onRetry?: () => void;
}

/** The audit log's entries: when, who, what, on what, and the values before and after on demand. */
export function AuditTable({ entries, loading = false, error, onRetry }: AuditTableProps) {
  const intl = useIntl();
  const value = (text: unknown) => readableValue(text) || intl.formatMessage(messages.nothing);
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: intl.formatMessage(messages.at),
      rowHeader: true,
      cell: (entry) => intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    { id: 'actor', header: intl.formatMessage(messages.actor), cell: (entry) => entry.actor.username },
    {
      id: 'action',
      header: intl.formatMessage(messages.action),
      cell: (entry) => <code>{entry.action}</code>,
    },
    {
      id: 'target',
      header: intl.formatMessage(messages.target),
      cell: (entry) => <span className={styles.target}>{entry.target}</span>,
    },
    {
      id: 'change',
      header: intl.formatMessage(messages.change),
      cell: (entry) => (
        <details>
          <summary>{intl.formatMessage(messages.details)}</summary>
          <div className={styles.values}>
            <span>{intl.formatMessage(messages.before)}</span>
            <pre className={styles.value}>{value(entry.before)}</pre>
            <span>{intl.formatMessage(messages.after)}</span>
            <pre className={styles.value}>{value(entry.after)}</pre>
          </div>
        </details>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={entries}
      getRowId={(entry) => String(entry.id)}
      caption={intl.formatMessage(messages.caption)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessage={intl.formatMessage(messages.empty)}
      labels={{ retry: intl.formatMessage(messages.retry) }}
    />
  );
}
