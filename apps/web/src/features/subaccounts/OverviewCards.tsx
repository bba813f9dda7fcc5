import { Alert, Button, EmptyState, Skeleton, type SortState } from '@lode/ui';
import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { SubAccountFigures, SubAccountOverview } from '../../lib/pool';
import { overviewMessages, type OverviewColumn } from './overviewColumns';
import * as styles from './SubAccounts.css';

const messages = defineMessages({
  sortBy: { id: 'subaccounts.sortBy', defaultMessage: 'Sort by' },
  retry: { id: 'subaccounts.retry', defaultMessage: 'Try again' },
});

/** The rows in a column's order (the API's order without one), as the table sorts them: names by letter, figures by size. */
function sortedRows(
  rows: readonly SubAccountFigures[],
  column: OverviewColumn | undefined,
  direction: SortState['direction'],
): SubAccountFigures[] {
  const value = column?.sortValue;
  if (!value) return [...rows];
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y));
  });
}

/** Props of {@link OverviewCards}. */
export interface OverviewCardsProps {
  /** The overview's columns (the first names the sub-account). */
  columns: readonly OverviewColumn[];
  /** The overview, or undefined while it loads or when it failed. */
  overview: SubAccountOverview | undefined;
  /** The table's sort, which the cards follow. */
  sort: SortState | null;
  /** Picks another sort (the column, its natural direction: names A–Z, figures largest first). */
  onSortChange: (sort: SortState) => void;
  /** Why the overview could not be loaded, or undefined. */
  error: string | undefined;
  /** Reads the overview again. */
  onRetry: () => void;
}

/**
 * The overview on a phone: one card per sub-account with its figures as terms and values, in the table's sort, and
 * a last card with the totals; a select picks the sort.
 */
export function OverviewCards({ columns, overview, sort, onSortChange, error, onRetry }: OverviewCardsProps) {
  const intl = useIntl();
  const sortId = useId();
  const [nameColumn, ...figures] = columns;
  if (!nameColumn) return null;
  const sortColumn = columns.find((c) => c.id === sort?.columnId);
  const rows = sortedRows(overview?.items ?? [], sortColumn, sort?.direction ?? 'ascending');
  const card = (
    key: string,
    title: ReactNode,
    cell: (column: OverviewColumn) => ReactNode,
    total = false,
  ) => (
    <li key={key} className={total ? styles.totalCard : styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <dl className={styles.figures}>
        {figures.map((column) => (
          <div key={column.id} className={styles.pair}>
            <dt className={styles.term}>{column.label}</dt>
            <dd className={styles.value}>{cell(column)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
  return (
    <div className={styles.phone}>
      <label className={styles.sortField} htmlFor={sortId}>
        {intl.formatMessage(messages.sortBy)}
        <select
          id={sortId}
          className={styles.select}
          value={sort?.columnId ?? nameColumn.id}
          onChange={(event) =>
            onSortChange({
              columnId: event.currentTarget.value,
              direction: event.currentTarget.value === nameColumn.id ? 'ascending' : 'descending',
            })
          }
        >
          {columns.map((column) => (
            <option key={column.id} value={column.id}>
              {column.label}
            </option>
          ))}
        </select>
      </label>
      {error !== undefined ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" tone="error" onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        >
          {error}
        </Alert>
      ) : !overview ? (
        <ul className={styles.cards} aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i} className={styles.card}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="100%" />
              <Skeleton variant="text" width="100%" />
            </li>
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <EmptyState titleAs="p" title={intl.formatMessage(overviewMessages.empty)} />
      ) : (
        <ul className={styles.cards} aria-label={intl.formatMessage(overviewMessages.caption)}>
          {rows.map((row) => card(row.name, nameColumn.cell(row), (column) => column.cell(row)))}
          {card(
            'total',
            intl.formatMessage(overviewMessages.total),
            (column) => column.total(overview.totals),
            true,
          )}
        </ul>
      )}
    </div>
  );
}
