import { LocaleLink, useFormat } from '@lode/i18n';
import { Badge, type DataTableColumn } from '@lode/ui';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Algorithm } from '../../lib/algorithm';
import { asAmount } from '../../lib/cabinet/amounts';
import type { CoinBalance, SubAccountFigures, SubAccountOverview } from '../../lib/pool';
import { withSubAccount } from '../../lib/subaccounts';
import * as styles from './SubAccounts.css';

// The overview's columns, shared by the table (a desktop) and the cards (a phone): one definition of each figure, its
// heading, its format and its sort.

export const overviewMessages = defineMessages({
  caption: { id: 'subaccounts.caption', defaultMessage: 'Sub-accounts' },
  name: { id: 'subaccounts.column.name', defaultMessage: 'Sub-account' },
  hashrate10m: { id: 'subaccounts.column.hashrate10m', defaultMessage: 'Hashrate 10 min' },
  hashrate24h: { id: 'subaccounts.column.hashrate24h', defaultMessage: 'Hashrate 24 h' },
  online: { id: 'subaccounts.column.online', defaultMessage: 'Online' },
  offline: { id: 'subaccounts.column.offline', defaultMessage: 'Offline' },
  total: { id: 'subaccounts.total', defaultMessage: 'Total' },
  archived: { id: 'subaccounts.archived', defaultMessage: 'Archived' },
  default: { id: 'subaccounts.default', defaultMessage: 'Default' },
  empty: { id: 'subaccounts.empty', defaultMessage: 'You have no sub-accounts yet.' },
  failed: { id: 'subaccounts.failed', defaultMessage: 'The overview could not be loaded.' },
});

const balanceHeader = defineMessage<{ readonly coin: string }>({
  id: 'subaccounts.column.balance',
  defaultMessage: 'Balance {coin}',
});

/** The coins of an algorithm in the order the pool shows them (the merge-mined one after its parent). */
const coinsOf: Record<Algorithm, readonly string[]> = { Scrypt: ['LTC', 'DOGE'], SHA256: ['BTC'] };

/** The coins with a balance column: the algorithm's, then any other the overview names. */
export function balanceCoins(algorithm: Algorithm, overview: SubAccountOverview | undefined): string[] {
  const named = [
    ...(overview?.items ?? []).flatMap((i) => i.balances),
    ...(overview?.totals.balances ?? []),
  ].map((b) => b.coin);
  return [...new Set([...coinsOf[algorithm], ...named])];
}

/** One figure of the overview: its column, and what its cell shows for the totals. */
export interface OverviewColumn extends DataTableColumn<SubAccountFigures> {
  /** The column's name as text (the card's term on a phone). */
  label: string;
  /** The totals' cell. */
  total: (totals: SubAccountOverview['totals']) => ReactNode;
}

const balanceOf = (balances: readonly CoinBalance[], coin: string) =>
  balances.find((b) => b.coin === coin)?.amount;

// Figures of one kind side by side keep one precision: "14.20 GH/s" above "14.67 GH/s".
const precision = { minimumFractionDigits: 2 } as const;

/** The overview's columns for the algorithm's coins, names linking to each sub-account's dashboard. */
export function useOverviewColumns(coins: readonly string[]): OverviewColumn[] {
  const intl = useIntl();
  const format = useFormat();
  const label = (descriptor: (typeof overviewMessages)[keyof typeof overviewMessages]) =>
    intl.formatMessage(descriptor);
  const amount = (value: string | undefined) =>
    value === undefined ? '—' : format.cryptoAmount(asAmount(value));
  const hashrate = (id: string, header: string, window: 'tenMinutes' | 'oneDay'): OverviewColumn => ({
    id,
    header,
    label: header,
    cell: (row) => format.hashrate(row.hashrate[window], precision),
    total: (totals) => format.hashrate(totals.hashrate[window], precision),
    sortValue: (row) => row.hashrate[window],
    align: 'end',
  });
  const workers = (status: 'online' | 'offline'): OverviewColumn => ({
    id: status,
    header: label(overviewMessages[status]),
    label: label(overviewMessages[status]),
    cell: (row) => format.number(row.workers[status]),
    total: (totals) => format.number(totals.workers[status]),
    sortValue: (row) => row.workers[status],
    align: 'end',
  });
  return [
    {
      id: 'name',
      header: label(overviewMessages.name),
      label: label(overviewMessages.name),
      rowHeader: true,
      sticky: true,
      cell: (row) => (
        <span className={styles.name}>
          <LocaleLink to={withSubAccount('/dashboard', row.name)}>{row.name}</LocaleLink>
          {row.default && <Badge size="sm">{label(overviewMessages.default)}</Badge>}
          {row.archivedAt !== null && (
            <Badge size="sm" tone="warning">
              {label(overviewMessages.archived)}
            </Badge>
          )}
        </span>
      ),
      total: () => label(overviewMessages.total),
      sortValue: (row) => row.name,
    },
    hashrate('hashrate10m', label(overviewMessages.hashrate10m), 'tenMinutes'),
    hashrate('hashrate24h', label(overviewMessages.hashrate24h), 'oneDay'),
    workers('online'),
    workers('offline'),
    ...coins.map((coin): OverviewColumn => ({
      id: `balance-${coin}`,
      header: intl.formatMessage(balanceHeader, { coin }),
      label: intl.formatMessage(balanceHeader, { coin }),
      cell: (row) => amount(balanceOf(row.balances, coin)),
      total: (totals) => amount(balanceOf(totals.balances, coin)),
      sortValue: (row) => Number(balanceOf(row.balances, coin) ?? 0),
      align: 'end',
    })),
  ];
}
