import { useFormat } from '@lode/i18n';
import { Badge, DataTable, type ColorRole, type DataTableColumn, type SortState } from '@lode/ui';
import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAlgorithm } from '../../lib/algorithm';
import * as styles from '../../lib/page/pages.css';
import { useRecentBlocks, useTopMiners, type Block, type TopMiner } from '../../lib/pool/publicQueries';
import { readTableState, writeTableState, type TableParams } from './urlTableState';
import { PublicPage } from '../../lib/page/PublicPage';
import { useTableLabels } from '../../lib/tables';
import { topRoute } from './route';
import { reported, sortableOrMissing } from '../../lib/figures';

// Figures of one kind side by side (a column, a row of tiles) keep one precision: "14.20 GH/s" above "14.67 GH/s".
const precision = { minimumFractionDigits: 2 } as const;

const messages = defineMessages({
  minersTitle: { id: 'top.miners.title', defaultMessage: 'Top miners by 24-hour hashrate' },
  minersNote: {
    id: 'top.miners.note',
    defaultMessage: 'Accounts are masked: only the first three and last two characters show.',
  },
  rank: { id: 'top.miners.rank', defaultMessage: 'Rank' },
  miner: { id: 'top.miners.miner', defaultMessage: 'Miner' },
  hashrate: { id: 'top.miners.hashrate', defaultMessage: 'Hashrate (24 h)' },
  workers: { id: 'top.miners.workers', defaultMessage: 'Workers' },
  noMiners: { id: 'top.miners.empty', defaultMessage: 'No miners on this algorithm yet.' },
  blocksTitle: { id: 'top.blocks.title', defaultMessage: 'Recent blocks' },
  coin: { id: 'top.blocks.coin', defaultMessage: 'Coin' },
  height: { id: 'top.blocks.height', defaultMessage: 'Height' },
  time: { id: 'top.blocks.time', defaultMessage: 'Found' },
  reward: { id: 'top.blocks.reward', defaultMessage: 'Reward' },
  effort: { id: 'top.blocks.effort', defaultMessage: 'Effort' },
  status: { id: 'top.blocks.status', defaultMessage: 'Status' },
  confirmations: { id: 'top.blocks.confirmations', defaultMessage: 'Confirmations' },
  pending: { id: 'top.blocks.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'top.blocks.confirmed', defaultMessage: 'Confirmed' },
  orphaned: { id: 'top.blocks.orphaned', defaultMessage: 'Orphaned' },
  noBlocks: { id: 'top.blocks.empty', defaultMessage: 'No blocks found in the last 30 days.' },
  effortNote: {
    id: 'top.blocks.effortNote',
    defaultMessage:
      'Effort is the work spent on a block against the work expected: under 100 % is a lucky block. A block is paid once it has its required confirmations; an orphaned one is not part of the chain.',
  },
});

const valued = {
  minersCaption: defineMessage<{ readonly algorithm: string }>({
    id: 'top.miners.caption',
    defaultMessage: 'Top miners, {algorithm}',
  }),
  explorer: defineMessage<{ readonly coin: string; readonly height: string }>({
    id: 'top.blocks.explorer',
    defaultMessage: '{coin} block {height} in the block explorer (opens a new tab)',
  }),
  confirmationsOf: defineMessage<{ readonly count: string; readonly required: string }>({
    id: 'top.blocks.confirmationsOf',
    defaultMessage: '{count} of {required}',
  }),
  blocksShown: defineMessage<{ readonly shown: number; readonly total: number }>({
    id: 'top.blocks.shown',
    defaultMessage: 'The latest {shown, number} of {total, number} blocks of the last 30 days.',
  }),
};

const statusTone: Record<Block['status'], ColorRole> = {
  confirmed: 'success',
  pending: 'warning',
  orphaned: 'error',
};

const minerParams: TableParams = { sort: 'sort', order: 'order', page: 'page' };
const blockParams: TableParams = { sort: 'blocksSort', order: 'blocksOrder', page: 'blocksPage' };
const minerColumns = ['rank', 'miner', 'hashrate', 'workers'] as const;
const blockColumns = ['coin', 'height', 'time', 'reward', 'effort', 'status', 'confirmations'] as const;
const pageSize = 25;

/** The top page (`/top`): the largest miners by 24 h hashrate and the pool's recent blocks, both sortable. */
export function Top() {
  return (
    <PublicPage route={topRoute}>
      <TopContent />
    </PublicPage>
  );
}

function TopContent() {
  const intl = useIntl();
  const format = useFormat();
  const labels = useTableLabels();
  const { activeAlgorithm } = useAlgorithm();
  const [params, setParams] = useSearchParams();
  // The table reports a sort and then its return to page 1 in the same tick: both build on the latest address.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (names: TableParams, change: { sort?: SortState; page?: number }) => {
    const next = writeTableState(latest.current, names, change);
    latest.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const miners = useTopMiners(activeAlgorithm);
  const blocks = useRecentBlocks();
  const minerView = readTableState(params, minerParams, minerColumns);
  const blockView = readTableState(params, blockParams, blockColumns);

  const minerTable: DataTableColumn<TopMiner>[] = [
    {
      id: 'rank',
      header: intl.formatMessage(messages.rank),
      cell: (m) => format.number(m.rank),
      sortValue: (m) => m.rank,
      align: 'end',
    },
    {
      id: 'miner',
      header: intl.formatMessage(messages.miner),
      cell: (m) => <code>{m.miner}</code>,
      sortValue: (m) => m.miner,
      rowHeader: true,
    },
    {
      id: 'hashrate',
      header: intl.formatMessage(messages.hashrate),
      cell: (m) => format.hashrate(m.hashrate24h, precision),
      sortValue: (m) => m.hashrate24h,
      align: 'end',
    },
    {
      id: 'workers',
      header: intl.formatMessage(messages.workers),
      cell: (m) => format.number(m.workers),
      sortValue: (m) => m.workers,
      align: 'end',
    },
  ];

  const blockTable: DataTableColumn<Block>[] = [
    { id: 'coin', header: intl.formatMessage(messages.coin), cell: (b) => b.coin, sortValue: (b) => b.coin },
    {
      id: 'height',
      header: intl.formatMessage(messages.height),
      cell: (b) => (
        <a
          className={styles.link}
          href={b.explorerUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={intl.formatMessage(valued.explorer, { coin: b.coin, height: String(b.height) })}
        >
          {b.height}
        </a>
      ),
      sortValue: (b) => b.height,
      rowHeader: true,
    },
    {
      id: 'time',
      header: intl.formatMessage(messages.time),
      cell: (b) => format.date(Date.parse(b.time), { dateStyle: 'medium', timeStyle: 'short' }),
      sortValue: (b) => Date.parse(b.time),
    },
    {
      id: 'reward',
      header: intl.formatMessage(messages.reward),
      cell: (b) => format.cryptoAmount(b.reward as `${number}`, b.coin),
      sortValue: (b) => Number(b.reward),
      align: 'end',
    },
    {
      id: 'effort',
      header: intl.formatMessage(messages.effort),
      cell: (b) => reported(b.effort, (effort) => format.percent(effort, precision)),
      sortValue: (b) => sortableOrMissing(b.effort),
      align: 'end',
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (b) => <Badge tone={statusTone[b.status]}>{intl.formatMessage(messages[b.status])}</Badge>,
      sortValue: (b) => b.status,
    },
    {
      id: 'confirmations',
      header: intl.formatMessage(messages.confirmations),
      cell: (b) =>
        intl.formatMessage(valued.confirmationsOf, {
          count: format.number(b.confirmations),
          required: format.number(b.requiredConfirmations),
        }),
      sortValue: (b) => b.confirmations,
      align: 'end',
    },
  ];

  return (
    <>
      <section className={styles.section}>
        <h2 id="top-miners" className={styles.sectionTitle}>
          <FormattedMessage {...messages.minersTitle} />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage {...messages.minersNote} />
        </p>
        <DataTable
          data-table="miners"
          caption={intl.formatMessage(valued.minersCaption, { algorithm: activeAlgorithm })}
          columns={minerTable}
          rows={miners.data ?? []}
          getRowId={(m) => String(m.rank)}
          sort={minerView.sort}
          onSortChange={(sort) => update(minerParams, { sort })}
          page={minerView.page}
          onPageChange={(page) => update(minerParams, { page })}
          pageSize={pageSize}
          pageSizeOptions={[]}
          loading={miners.isPending}
          loadingRows={10}
          error={miners.isError ? miners.error.message : undefined}
          onRetry={() => void miners.refetch()}
          emptyMessage={intl.formatMessage(messages.noMiners)}
          labels={labels}
        />
      </section>
      <section className={styles.section}>
        <h2 id="top-blocks" className={styles.sectionTitle}>
          <FormattedMessage {...messages.blocksTitle} />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage {...messages.effortNote} />
        </p>
        <DataTable
          data-table="blocks"
          caption={intl.formatMessage(messages.blocksTitle)}
          columns={blockTable}
          rows={blocks.data?.items ?? []}
          getRowId={(b) => `${b.coin}-${b.height}`}
          sort={blockView.sort}
          onSortChange={(sort) => update(blockParams, { sort })}
          page={blockView.page}
          onPageChange={(page) => update(blockParams, { page })}
          pageSize={pageSize}
          pageSizeOptions={[]}
          loading={blocks.isPending}
          loadingRows={10}
          error={blocks.isError ? blocks.error.message : undefined}
          onRetry={() => void blocks.refetch()}
          emptyMessage={intl.formatMessage(messages.noBlocks)}
          labels={labels}
        />
        {blocks.data && blocks.data.total > blocks.data.items.length && (
          <p className={styles.muted}>
            <FormattedMessage
              {...valued.blocksShown}
              values={{ shown: blocks.data.items.length, total: blocks.data.total }}
            />
          </p>
        )}
      </section>
    </>
  );
}
