import { useFormat } from '@lode/i18n';
import type { operations, PoolSchema } from '@lode/pool-api/client';
import {
  Button,
  DataTable,
  Select,
  StatusDot,
  TextField,
  type DataTableColumn,
  type SortState,
} from '@lode/ui';
import { useCallback } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAlgorithm } from '../../lib/algorithm';
import { usePoolViewer, type PoolClient } from '../../lib/pool';
import * as styles from '../../lib/cabinet/cabinet.css';
import { coinTickers, useWorkers, type WorkerListFilters } from '../../lib/cabinet/queries';
import { useApiDownload } from '../../lib/cabinet/useApiDownload';
import { ConnectRig } from './ConnectRig';
import { WorkerChartDialog } from './WorkerChart';
import {
  inactiveAfterHours,
  offlineAfterMinutes,
  workerStatuses,
  type WorkerStatus,
} from '../../lib/cabinet/workerStatus';
import { reported, sortableOrMissing } from '../../lib/figures';
import { PageIntro } from '../../lib/page/PageIntro';
import { useTableLabels } from '../../lib/tables';
import type { PageRoute } from '../../lib/routes';

// Figures of one kind side by side (a column, a row of tiles) keep one precision: "14.20 GH/s" above "14.67 GH/s".
const precision = { minimumFractionDigits: 2 } as const;

const messages = defineMessages({
  all: { id: 'workers.tab.all', defaultMessage: 'All' },
  online: { id: 'workers.tab.online', defaultMessage: 'Online' },
  offline: { id: 'workers.tab.offline', defaultMessage: 'Offline' },
  inactive: { id: 'workers.tab.inactive', defaultMessage: 'Inactive' },
  statusFilter: { id: 'workers.statusFilter', defaultMessage: 'Workers by status' },
  search: { id: 'workers.search', defaultMessage: 'Search by name' },
  group: { id: 'workers.group', defaultMessage: 'Group' },
  allGroups: { id: 'workers.allGroups', defaultMessage: 'All groups' },
  coin: { id: 'workers.coin', defaultMessage: 'Coin' },
  allCoins: { id: 'workers.allCoins', defaultMessage: 'All coins' },
  caption: { id: 'workers.caption', defaultMessage: 'Workers' },
  name: { id: 'workers.column.name', defaultMessage: 'Name' },
  status: { id: 'cabinet.column.status', defaultMessage: 'Status' },
  hashrate10m: { id: 'workers.column.hashrate10m', defaultMessage: 'Hashrate 10 min' },
  hashrate1h: { id: 'workers.column.hashrate1h', defaultMessage: 'Hashrate 1 h' },
  hashrate24h: { id: 'workers.column.hashrate24h', defaultMessage: 'Hashrate 24 h' },
  reject: { id: 'workers.column.reject', defaultMessage: 'Reject %' },
  lastShare: { id: 'workers.column.lastShare', defaultMessage: 'Last share' },
  never: { id: 'workers.never', defaultMessage: 'Never' },
  csv: { id: 'workers.csv', defaultMessage: 'Download CSV' },
  empty: {
    id: 'workers.empty',
    defaultMessage:
      'No worker matches. Clear the search or pick another status; new workers appear minutes after their first share.',
  },
});

const tabLabel = defineMessage<{ readonly label: string; readonly count: number }>({
  id: 'workers.tab.label',
  defaultMessage: '{label} ({count})',
});

const nameOnCoin = defineMessage<{ readonly name: string; readonly coin: string }>({
  id: 'workers.nameOnCoin',
  defaultMessage: '{name} ({coin})',
});

const thresholds = defineMessage<{ readonly minutes: number; readonly hours: number }>({
  id: 'workers.thresholds',
  defaultMessage:
    'Online: an accepted share in the last {minutes} minutes. Offline: none for {minutes} minutes. Inactive: none for {hours} hours.',
});

type Worker = PoolSchema<'Worker'>;
const isStatus = (value: string | null): value is WorkerStatus =>
  (workerStatuses as readonly string[]).includes(value ?? '');
type FileSort = NonNullable<NonNullable<operations['exportWorkers']['parameters']['query']>['sort']>;
/** The table's columns the API sorts its file by in the same way; by another column the file is in name order. */
const apiSort = new Map<string, FileSort>([
  ['name', 'name'],
  ['h1h', 'hashrate'],
  ['reject', 'rejectRate'],
  ['lastShare', 'lastShare'],
]);

/**
 * The cabinet's workers page: status tabs with counts, search, group filter, sortable table, CSV; a coin column and
 * filter when the account's workers are on more than one coin's pool.
 */
export function Workers({ route }: { route: PageRoute }) {
  return (
    <article>
      <PageIntro route={route} />
      <WorkersContent />
    </article>
  );
}

function WorkersContent() {
  const watched = usePoolViewer().kind === 'watcher';
  const tableLabels = useTableLabels();
  const intl = useIntl();
  const format = useFormat();
  const { activeAlgorithm } = useAlgorithm();
  // Every choice lives in the URL, so a view can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const coinParam = coinTickers.find((coin) => coin === params.get('coin'));
  const filters: WorkerListFilters = {
    ...(isStatus(statusParam) ? { status: statusParam } : {}),
    ...(params.get('search') ? { search: params.get('search') ?? '' } : {}),
    ...(params.get('group') ? { group: params.get('group') ?? '' } : {}),
    ...(coinParam ? { coin: coinParam } : {}),
  };
  const sortColumn = params.get('sort');
  const sort: SortState | null = sortColumn
    ? { columnId: sortColumn, direction: params.get('order') === 'desc' ? 'descending' : 'ascending' }
    : null;
  const workers = useWorkers(activeAlgorithm, filters);
  const location = useLocation();
  const navigate = useNavigate();
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // The API lists every coin the algorithm's workers are on, whatever the filters: with more than one (one rig
  // name on the LTC and the DOGE pool is two workers), each row says its coin and the list can be narrowed to one.
  const coins = workers.data?.coins ?? [];
  const severalCoins = coins.length > 1;
  const columns: DataTableColumn<Worker>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      cell: (w) => w.name,
      sortValue: (w) => w.name,
      rowHeader: true,
    },
    ...(severalCoins
      ? [
          {
            id: 'coin',
            header: intl.formatMessage(messages.coin),
            cell: (w: Worker) => w.coin,
            sortValue: (w: Worker) => coins.indexOf(w.coin),
          },
        ]
      : []),
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (w) => <StatusDot status={w.status} label={intl.formatMessage(messages[w.status])} />,
      sortValue: (w) => workerStatuses.indexOf(w.status),
    },
    {
      id: 'h10m',
      header: intl.formatMessage(messages.hashrate10m),
      cell: (w) => format.hashrate(w.hashrate.tenMinutes, precision),
      sortValue: (w) => w.hashrate.tenMinutes,
      align: 'end',
    },
    {
      id: 'h1h',
      header: intl.formatMessage(messages.hashrate1h),
      cell: (w) => format.hashrate(w.hashrate.oneHour, precision),
      sortValue: (w) => w.hashrate.oneHour,
      align: 'end',
    },
    {
      id: 'h24h',
      header: intl.formatMessage(messages.hashrate24h),
      cell: (w) => format.hashrate(w.hashrate.oneDay, precision),
      sortValue: (w) => w.hashrate.oneDay,
      align: 'end',
    },
    {
      id: 'reject',
      header: intl.formatMessage(messages.reject),
      cell: (w) => reported(w.rejectRate, (rate) => format.percent(rate, precision)),
      // An unknown rate sorts after the known ones either way, as the API's file does.
      sortValue: (w) => sortableOrMissing(w.rejectRate),
      align: 'end',
    },
    {
      id: 'lastShare',
      header: intl.formatMessage(messages.lastShare),
      cell: (w) =>
        w.lastShareAt ? format.relativeTime(Date.parse(w.lastShareAt)) : intl.formatMessage(messages.never),
      sortValue: (w) => (w.lastShareAt ? Date.parse(w.lastShareAt) : 0),
    },
  ];

  const rows = workers.data?.items ?? [];
  const groups = workers.data?.groups ?? [];

  // The selected worker is in the URL (`worker`, `workerRange`): a chart can be shared, and Back closes it.
  const selectedId = params.get('worker');
  const workerRange = params.get('workerRange') === '7d' ? '7d' : '24h';
  const openWorker = (w: Worker) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('worker', w.id);
        return next;
      },
      { state: { workerChart: true } },
    );
  // Opened here: going back removes the entry it added. Opened from a link: drop the parameter instead.
  const closeWorker = () => {
    if ((location.state as { workerChart?: boolean } | null)?.workerChart) void navigate(-1);
    else set({ worker: undefined, workerRange: undefined });
  };
  const counts = workers.data?.counts;
  const filtered = Object.keys(filters).length > 0;
  // The chart names the worker's coin too where one name may be on two coins.
  const chartName = (w: Worker | undefined) =>
    !w
      ? (selectedId ?? '')
      : severalCoins
        ? intl.formatMessage(nameOnCoin, { name: w.name, coin: w.coin })
        : w.name;
  // The API writes the file with the filters on screen, in the table's order where the API sorts the same way.
  const { status, search, group, coin } = filters;
  const fileSort = sort ? apiSort.get(sort.columnId) : undefined;
  const fileOrder = sort?.direction === 'descending' ? 'desc' : 'asc';
  const csv = useApiDownload(
    `workers-${activeAlgorithm}.csv`,
    useCallback(
      (client: PoolClient) =>
        client.GET('/account/workers.csv', {
          params: {
            query: {
              algorithm: activeAlgorithm,
              ...(status ? { status } : {}),
              ...(search ? { search } : {}),
              ...(group ? { group } : {}),
              ...(coin ? { coin } : {}),
              ...(fileSort ? { sort: fileSort, order: fileOrder } : {}),
            },
          },
          parseAs: 'blob',
        }),
      [activeAlgorithm, status, search, group, coin, fileSort, fileOrder],
    ),
  );

  return (
    <>
      <p className={styles.muted}>
        <FormattedMessage
          {...thresholds}
          values={{ minutes: offlineAfterMinutes, hours: inactiveAfterHours }}
        />
      </p>
      <div role="group" aria-label={intl.formatMessage(messages.statusFilter)} className={styles.toolbar}>
        {([undefined, ...workerStatuses] as const).map((status) => (
          <Button
            key={status ?? 'all'}
            variant={filters.status === status ? 'solid' : 'outline'}
            aria-pressed={filters.status === status}
            onClick={() => set({ status })}
          >
            {intl.formatMessage(tabLabel, {
              label: intl.formatMessage(messages[status ?? 'all']),
              count: counts ? counts[status ?? 'all'] : 0,
            })}
          </Button>
        ))}
      </div>
      <div className={styles.toolbar}>
        <TextField
          type="search"
          label={intl.formatMessage(messages.search)}
          defaultValue={filters.search ?? ''}
          onChange={(event) => set({ search: event.currentTarget.value || undefined })}
        />
        {/* No group filter once the list shows nobody has a group (a pool engine without groups), unless one is
            chosen; while the list loads it keeps its place, so the toolbar does not shift when most pools answer. */}
        {(!workers.data || groups.length > 0 || filters.group) && (
          <Select
            label={intl.formatMessage(messages.group)}
            value={filters.group ?? '*'}
            options={[
              { value: '*', label: intl.formatMessage(messages.allGroups) },
              ...groups.map((group) => ({ value: group, label: group })),
            ]}
            onValueChange={(group) => set({ group: group === '*' ? undefined : group })}
          />
        )}
        {/* Only for workers on several coins, or while a coin is chosen (so it can be cleared). */}
        {(severalCoins || filters.coin) && (
          <Select
            label={intl.formatMessage(messages.coin)}
            value={filters.coin ?? '*'}
            options={[
              { value: '*', label: intl.formatMessage(messages.allCoins) },
              ...(coins.length > 0 ? coins : [filters.coin ?? '']).map((c) => ({ value: c, label: c })),
            ]}
            onValueChange={(c) => set({ coin: c === '*' ? undefined : c })}
          />
        )}
        <Button variant="outline" onClick={csv.download} disabled={rows.length === 0} loading={csv.pending}>
          <FormattedMessage {...messages.csv} />
        </Button>
      </div>
      {csv.failure && <p role="alert">{csv.failure}</p>}
      <DataTable
        labels={tableLabels}
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        rows={rows}
        getRowId={(w) => w.id}
        pagination={false}
        sort={sort}
        onSortChange={(next) =>
          set({ sort: next.columnId, order: next.direction === 'descending' ? 'desc' : 'asc' })
        }
        loading={workers.isPending}
        error={workers.isError ? workers.error.message : undefined}
        onRetry={() => void workers.refetch()}
        emptyMessage={intl.formatMessage(messages.empty)}
        // A sub-account with no worker at all, filters aside: how to connect the first rig (its owner's business, not
        // a watcher's).
        empty={counts?.all === 0 && !filtered && !watched ? <ConnectRig /> : undefined}
        onRowClick={openWorker}
      />
      {selectedId && (
        <WorkerChartDialog
          workerId={selectedId}
          name={chartName(rows.find((w) => w.id === selectedId))}
          range={workerRange}
          onRangeChange={(range) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (range === '24h') next.delete('workerRange');
                else next.set('workerRange', range);
                return next;
              },
              // Keeps the mark that the chart added its own history entry, for Escape to go back over it.
              { replace: true, state: location.state as unknown },
            )
          }
          onClose={closeWorker}
        />
      )}
    </>
  );
}
