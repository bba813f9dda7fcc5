import { LocaleLink, useFormat } from '@lode/i18n';
import { Button, DataTable, Select, TextField, type DataTableColumn } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTableLabels } from '../../../lib/tables';
import { inboxStatuses, type InboxFilters, type InboxItem, type InboxStatus } from '../inboxQueries';
import { languageNames, messages, statusNames, valued } from '../messages';
import { StatusBadge } from '../StatusBadge';
import * as styles from './InboxList.css';
import { filterRow, filterSubmit } from '../../../lib/console';

/** Props of {@link InboxList}. */
export interface InboxListProps {
  /** The filters in force (the address's). */
  filters: InboxFilters;
  /** Applies new filters (the page puts them in the address). */
  onFilter: (filters: InboxFilters) => void;
  /** The messages; undefined while none have come. */
  items: readonly InboxItem[] | undefined;
  /** Loading, with nothing to show yet. */
  loading: boolean;
  /** Why the list could not be read, when it could not. */
  error?: string;
  /** Asks again after a failure. */
  onRetry: () => void;
}

const all = 'all';

/** The inbox: a status filter and a search, then the messages newest first with their status and replies. */
export function InboxList({ filters, onFilter, items, loading, error, onRetry }: InboxListProps) {
  const intl = useIntl();
  const format = useFormat();
  const labels = useTableLabels();
  const [typed, setTyped] = useState(filters.q ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filters, q: typed.trim() || undefined });
  };
  const columns: DataTableColumn<InboxItem>[] = [
    {
      id: 'subject',
      header: intl.formatMessage(messages.subject),
      rowHeader: true,
      cell: (m) => (
        <LocaleLink
          to={`/admin/inbox/${encodeURIComponent(m.id)}`}
          aria-label={intl.formatMessage(valued.open, { subject: m.subject })}
        >
          {m.subject}
        </LocaleLink>
      ),
    },
    {
      id: 'from',
      header: intl.formatMessage(messages.from),
      cell: (m) => (
        <span className={styles.sender}>
          <span>{m.name}</span>
          <span className={styles.email}>{m.email}</span>
        </span>
      ),
    },
    {
      id: 'language',
      header: intl.formatMessage(messages.language),
      cell: (m) => (m.locale in languageNames ? intl.formatMessage(languageNames[m.locale]) : m.locale),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (m) => <StatusBadge status={m.status} />,
    },
    {
      id: 'replies',
      header: intl.formatMessage(messages.replies),
      align: 'end',
      cell: (m) => intl.formatNumber(m.replies),
    },
    {
      id: 'received',
      header: intl.formatMessage(messages.received),
      cell: (m) => format.date(Date.parse(m.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
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
            ...inboxStatuses.map((s) => ({ value: s, label: intl.formatMessage(statusNames[s]) })),
          ]}
          value={filters.status ?? all}
          onValueChange={(value) =>
            onFilter({
              q: typed.trim() || undefined,
              status: value === all ? undefined : (value as InboxStatus),
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
        onRetry={onRetry}
        emptyMessage={intl.formatMessage(messages.empty)}
        labels={labels}
        defaultPageSize={25}
      />
    </>
  );
}
