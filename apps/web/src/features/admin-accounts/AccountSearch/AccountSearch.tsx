import { LocaleLink } from '@lode/i18n';
import { Badge, Button, DataTable, TextField, type DataTableColumn } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTableLabels } from '../../../lib/tables';
import type { AccountListItem, PayoutAddress } from '../accountQueries';
import { messages, valued } from '../messages';
import * as styles from './AccountSearch.css';
import { filterRow, filterSubmit } from '../../../lib/console';

/** Props of {@link AccountSearch}. */
export interface AccountSearchProps {
  /** The search in force (the address's `?q=`); '' before the first search. */
  query: string;
  /** Runs a search (the page puts it in the address). */
  onSearch: (query: string) => void;
  /** The accounts found; undefined while none have come. */
  items: readonly AccountListItem[] | undefined;
  /** The search is under way and nothing is shown yet. */
  loading: boolean;
  /** Why the search failed, when it did and nothing is shown. */
  error?: string;
  /** Asks again after a failure. */
  onRetry: () => void;
}

/** The payout addresses of an account, one a line, each with its coin. */
export function AddressList({ addresses }: { /** The addresses. */ addresses: readonly PayoutAddress[] }) {
  if (addresses.length === 0) return <FormattedMessage {...messages.noAddress} />;
  return (
    <ul className={styles.addresses}>
      {addresses.map((a) => (
        <li key={`${a.coin} ${a.address}`} className={styles.address}>
          {a.coin}: {a.address}
        </li>
      ))}
    </ul>
  );
}

/** The search box and the accounts it found: user, e-mail, sub-accounts, addresses and a banned badge. */
export function AccountSearch({ query, onSearch, items, loading, error, onRetry }: AccountSearchProps) {
  const intl = useIntl();
  const labels = useTableLabels();
  // What is typed stays in the box, whatever the search in force.
  const [typed, setTyped] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  const columns: DataTableColumn<AccountListItem>[] = [
    {
      id: 'user',
      header: intl.formatMessage(messages.user),
      rowHeader: true,
      cell: (a) => (
        <LocaleLink
          to={`/admin/accounts/${encodeURIComponent(a.sub)}`}
          aria-label={intl.formatMessage(valued.open, { user: a.username })}
        >
          {a.username}
        </LocaleLink>
      ),
      sortValue: (a) => a.username,
    },
    {
      id: 'email',
      header: intl.formatMessage(messages.email),
      cell: (a) => a.email ?? intl.formatMessage(messages.noEmail),
    },
    {
      id: 'subaccounts',
      header: intl.formatMessage(messages.subaccounts),
      align: 'end',
      cell: (a) => intl.formatNumber(a.subaccounts),
      sortValue: (a) => a.subaccounts,
    },
    {
      id: 'addresses',
      header: intl.formatMessage(messages.addresses),
      cell: (a) => <AddressList addresses={a.addresses} />,
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (a) =>
        a.banned ? (
          <Badge tone="error">
            <FormattedMessage {...messages.banned} />
          </Badge>
        ) : (
          <Badge tone="success">
            <FormattedMessage {...messages.active} />
          </Badge>
        ),
    },
  ];
  return (
    <>
      <form role="search" className={filterRow} onSubmit={submit}>
        <TextField
          className={styles.field}
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
          <FormattedMessage {...messages.searchButton} />
        </Button>
      </form>
      {query === '' ? (
        <p className={styles.prompt}>
          <FormattedMessage {...messages.prompt} />
        </p>
      ) : (
        <DataTable
          caption={intl.formatMessage(messages.results)}
          columns={columns}
          rows={items ?? []}
          getRowId={(a) => a.sub}
          pagination={false}
          loading={loading}
          error={error}
          onRetry={onRetry}
          emptyMessage={intl.formatMessage(messages.none)}
          labels={labels}
        />
      )}
    </>
  );
}
