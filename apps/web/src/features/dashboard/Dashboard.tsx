import '@lode/charts/styles.css';
import { BarChart, LineChart } from '@lode/charts';
import { useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Alert, Button, DataTable, EmptyState, type DataTableColumn } from '@lode/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAlgorithm } from '../../lib/algorithm';
import { asAmount, dailyEarnings } from '../../lib/cabinet/amounts';
import { useAmountCharts } from '../../lib/cabinet/useAmountCharts';
import * as styles from '../../lib/cabinet/cabinet.css';
import {
  useAccountHashrate,
  useAccountSummary,
  useAccruals,
  useRecentPayouts,
  utcDay,
} from '../../lib/cabinet/queries';
import { useChartLabels } from '../../lib/cabinet/useChartLabels';
import { isReported, RejectedNotReportedNote, visuallyHidden } from '../../lib/figures';
import { EarningsBlock, HashrateBlock, WorkerCounts } from './blocks';
import * as blocks from './blocks/blocks.css';
import { useFirstLoadHeld } from './useFirstLoadHeld';
import { WorkerStatusLine } from './WorkerStatusLine';
import { hasNoWorkers } from '../../lib/cabinet/workerStatus';
import { PageIntro } from '../../lib/page/PageIntro';
import { useTableLabels } from '../../lib/tables';
import { useCoins } from '../../lib/pool/coins';
import { usePoolViewer, viewerMay } from '../../lib/pool';
import { CabinetLink } from '../../lib/cabinet/CabinetLink';
import type { PageRoute } from '../../lib/routes';

const messages = defineMessages({
  unavailable: { id: 'cabinet.unavailable', defaultMessage: 'Unavailable' },
  retry: { id: 'cabinet.retry', defaultMessage: 'Try again' },
  noWorkersTitle: { id: 'dashboard.noWorkers.title', defaultMessage: 'No workers yet' },
  noWorkersWatched: {
    id: 'dashboard.noWorkers.watched',
    defaultMessage: 'No worker mines for this sub-account yet; figures appear here once one does.',
  },
  figures: { id: 'dashboard.figures', defaultMessage: 'Figures' },
  earnings: { id: 'dashboard.earnings.title', defaultMessage: 'Earnings' },
  hashrateChart: {
    id: 'dashboard.hashrateChart',
    defaultMessage: 'Hashrate, last 24 hours (10-minute averages)',
  },
  accepted: { id: 'cabinet.series.accepted', defaultMessage: 'Accepted' },
  rejected: { id: 'cabinet.series.rejected', defaultMessage: 'Rejected' },
  recentPayouts: { id: 'dashboard.recentPayouts', defaultMessage: 'Recent payouts' },
  recentPayoutsCaption: {
    id: 'dashboard.recentPayouts.caption',
    defaultMessage: 'Your latest payouts, newest first',
    description:
      'Caption of the dashboard’s payouts table; must differ from the section title “Recent payouts”',
  },
  allPayouts: { id: 'dashboard.allPayouts', defaultMessage: 'All payouts' },
  noPayouts: {
    id: 'dashboard.noPayouts',
    defaultMessage: 'No payouts yet: they start once a balance reaches its payout threshold.',
  },
  date: { id: 'cabinet.column.date', defaultMessage: 'Date' },
  amount: { id: 'cabinet.column.amount', defaultMessage: 'Amount' },
  status: { id: 'cabinet.column.status', defaultMessage: 'Status' },
  transaction: { id: 'cabinet.column.transaction', defaultMessage: 'Transaction' },
  pending: { id: 'cabinet.payout.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'cabinet.payout.confirmed', defaultMessage: 'Confirmed' },
  sent: { id: 'cabinet.payout.sent', defaultMessage: 'Sent' },
});

const valued = {
  summaryError: defineMessage<{ readonly reason: string }>({
    id: 'dashboard.summaryError',
    defaultMessage: 'The figures could not be loaded: {reason}',
  }),
  noWorkers: defineMessage<{ readonly url: string; readonly user: string }>({
    id: 'dashboard.noWorkers.body',
    defaultMessage:
      'Point your miner at {url} with the worker name “{user}.rig1” and any password; figures appear here within minutes.',
  }),
  earningsChart: defineMessage<{ readonly coin: string }>({
    id: 'dashboard.earningsChart',
    defaultMessage: 'Earnings per day, last 30 days ({coin})',
  }),
  explorer: defineMessage<{ readonly tx: string }>({
    id: 'cabinet.payout.explorer',
    defaultMessage: 'View transaction {tx} in the block explorer',
  }),
};

type Payout = PoolSchema<'Payout'>;

/**
 * The cabinet's dashboard: what a miner checks first, at a glance and on a phone. In a watcher view, the same page
 * without what the link does not show (earnings and payouts without `earnings`).
 */
export function Dashboard({ route }: { route: PageRoute }) {
  return (
    <article>
      {/* On a phone the figures come first: the lead paragraph only says what they are. */}
      <PageIntro route={route} leadOnPhone={false} />
      <DashboardContent />
    </article>
  );
}

function DashboardContent() {
  const tableLabels = useTableLabels();
  const intl = useIntl();
  const format = useFormat();
  const amountCharts = useAmountCharts();
  const chartLabels = useChartLabels();
  const { activeAlgorithm } = useAlgorithm();
  const viewer = usePoolViewer();
  // Earnings and payouts, unless a watcher link leaves them out (their reads are then never sent).
  const earningsShown = viewerMay(viewer, 'earnings');
  // Fixed for the page's life so the 30-day range (and its cache key) does not move on every render.
  const [today] = useState(() => new Date());
  const summary = useAccountSummary(activeAlgorithm);
  const hashrate = useAccountHashrate(activeAlgorithm, '24h', '10m');
  const accruals = useAccruals(activeAlgorithm, utcDay(today, 29), utcDay(today));
  const payouts = useRecentPayouts(activeAlgorithm, 5);
  const noWorkers = summary.data ? hasNoWorkers(summary.data.workers) : false;
  const coins = useCoins();

  const loading = summary.isPending;
  // A quick first answer draws the page once, in its final layout (the worker status line above the figures, a tile
  // per coin): no skeleton that the answer would then push down the screen.
  const held = useFirstLoadHeld(loading);
  const error = summary.isError ? intl.formatMessage(messages.unavailable) : undefined;
  const data = summary.data;

  // The charts draw from deferred copies of their data: React renders them after the tiles, in work it can pause,
  // so the figures show the moment they arrive and no chart holds the main thread in one long task.
  const hashratePoints = useDeferredValue(hashrate.data?.points);
  const rejectedReported = isReported(hashratePoints ?? [], 'rejectedHashrate');
  const accrualItems = useDeferredValue(accruals.data?.items);
  const earnings = useMemo(() => dailyEarnings(accrualItems ?? []), [accrualItems]);
  const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const formatDay = (ms: number) => format.date(ms, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const formatTime = (ms: number, context?: { step?: number }) =>
    context?.step !== undefined && context.step < 86_400_000
      ? format.date(ms, { hour: '2-digit', minute: '2-digit' })
      : format.date(ms, { dateStyle: 'medium', timeStyle: 'short' });

  const payoutColumns: DataTableColumn<Payout>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.date),
      cell: (p) => format.date(Date.parse(p.time), { dateStyle: 'medium', timeStyle: 'short' }),
      rowHeader: true,
    },
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      cell: (p) => format.cryptoAmount(asAmount(p.amount), p.coin),
      align: 'end',
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (p) => intl.formatMessage(messages[p.status]),
    },
    {
      id: 'tx',
      header: intl.formatMessage(messages.transaction),
      cell: (p) => (
        <a
          href={p.explorerUrl}
          target="_blank"
          rel="noreferrer"
          className={styles.mono}
          // A description, not the name: a link's name must hold its visible text (the shortened id).
          title={intl.formatMessage(valued.explorer, { tx: p.txId })}
        >
          {`${p.txId.slice(0, 8)}…`}
        </a>
      ),
    },
  ];

  const algorithmCoins = coins.data?.filter((coin) => coin.algorithm === activeAlgorithm) ?? [];
  const stratum = algorithmCoins[0]?.stratum[0];
  // A coin's earnings block: filled from the summary, or with skeletons while it loads (for the algorithm's coins, once
  // the coin list has come), so the blocks keep their size when the answer lands.
  const earningCoins = data
    ? data.earnings.map((e) => e.coin)
    : loading
      ? algorithmCoins.map((c) => c.id)
      : [];

  if (held) return null;

  return (
    <>
      {summary.isError && (
        <Alert
          tone="error"
          action={
            <Button variant="outline" onClick={() => void summary.refetch()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...valued.summaryError} values={{ reason: summary.error.message }} />
        </Alert>
      )}
      {/* Always in its place (unless there is no worker yet), so a worker going offline or coming back moves nothing. */}
      {data
        ? !noWorkers && <WorkerStatusLine workers={data.workers} />
        : loading && <WorkerStatusLine workers={undefined} />}
      {noWorkers && (
        <EmptyState
          title={intl.formatMessage(messages.noWorkersTitle)}
          description={
            viewer.kind === 'watcher'
              ? intl.formatMessage(messages.noWorkersWatched)
              : intl.formatMessage(valued.noWorkers, { url: stratum ?? 'stratum+tcp://…', user: 'username' })
          }
        />
      )}
      <section className={styles.section} aria-labelledby="dashboard-figures">
        {/* The blocks' own titles say what each holds: the section's heading is for the page's outline. */}
        <h2 id="dashboard-figures" className={visuallyHidden}>
          <FormattedMessage {...messages.figures} />
        </h2>
        <div className={blocks.stack} data-testid="dashboard-tiles" aria-busy={loading}>
          <HashrateBlock
            summary={data}
            day={hashratePoints?.map((point) => point.hashrate)}
            loading={loading}
            error={error}
          />
          <WorkerCounts workers={data?.workers} loading={loading} error={error} />
          {earningsShown && (
            <section aria-labelledby="dashboard-earnings">
              <h3 id="dashboard-earnings" className={blocks.groupTitle}>
                <FormattedMessage {...messages.earnings} />
              </h3>
              <div className={blocks.coins}>
                {earningCoins.map((coin) => (
                  <EarningsBlock
                    key={coin}
                    coin={coin}
                    earning={data?.earnings.find((e) => e.coin === coin)}
                    loading={loading}
                    error={error}
                  />
                ))}
              </div>
            </section>
          )}
        </div>
      </section>
      {/* Each chart under a visible title; its region is named by that title, and so is the figure itself. */}
      <div className={`${styles.section} ${styles.charts}`}>
        <section className={styles.chartCell} aria-labelledby="dashboard-chart-hashrate">
          <h2 id="dashboard-chart-hashrate" className={styles.chartTitle}>
            {intl.formatMessage(messages.hashrateChart)}
          </h2>
          <LineChart
            title={intl.formatMessage(messages.hashrateChart)}
            series={[
              {
                id: 'accepted',
                label: intl.formatMessage(messages.accepted),
                points: (hashratePoints ?? []).map((p) => ({ x: Date.parse(p.time), y: p.hashrate })),
                area: true,
              },
              // No line at all where the pool engine does not report rejected work: a flat 0 would be made up.
              ...(rejectedReported
                ? [
                    {
                      id: 'rejected',
                      label: intl.formatMessage(messages.rejected),
                      points: (hashratePoints ?? []).map((p) => ({
                        x: Date.parse(p.time),
                        y: p.rejectedHashrate,
                      })),
                    },
                  ]
                : []),
            ]}
            formatX={formatTime}
            formatY={(value) => format.hashrate(value)}
            loading={hashratePoints === undefined && !hashrate.isError}
            error={hashrate.isError}
            onRetry={() => void hashrate.refetch()}
            labels={chartLabels}
            // A day of 10-minute samples read as one row an hour (lowest, mean, highest): a table to listen to, and a
            // sixth of the cells a hundred periods would render.
            maxTableRows={24}
          />
          {!rejectedReported && <RejectedNotReportedNote className={styles.muted} />}
        </section>
        {[...earnings.byCoin].map(([coin, values]) => (
          <section key={coin} className={styles.chartCell} aria-labelledby={`dashboard-chart-${coin}`}>
            <h2 id={`dashboard-chart-${coin}`} className={styles.chartTitle}>
              {intl.formatMessage(valued.earningsChart, { coin })}
            </h2>
            <BarChart
              title={intl.formatMessage(valued.earningsChart, { coin })}
              categories={earnings.days.map(dayMs)}
              xType="time"
              series={[{ id: coin, label: coin, values }]}
              formatX={formatDay}
              {...amountCharts(coin)}
              loading={accruals.isPending}
              error={accruals.isError}
              onRetry={() => void accruals.refetch()}
              labels={chartLabels}
            />
          </section>
        ))}
      </div>
      {earningsShown && (
        <section className={styles.section} aria-labelledby="dashboard-payouts">
          <h2 id="dashboard-payouts" className={styles.sectionTitle}>
            <FormattedMessage {...messages.recentPayouts} />
          </h2>
          <DataTable
            labels={tableLabels}
            // Not the section's title: while the table scrolls, its region is named by the caption, and two landmarks
            // of one name are one too many for a screen reader's list.
            caption={intl.formatMessage(messages.recentPayoutsCaption)}
            columns={payoutColumns}
            rows={payouts.data?.items ?? []}
            getRowId={(p) => p.id}
            loading={payouts.isPending}
            error={payouts.isError ? payouts.error.message : undefined}
            onRetry={() => void payouts.refetch()}
            emptyMessage={intl.formatMessage(messages.noPayouts)}
          />
          <p>
            <CabinetLink to="/payouts">
              <FormattedMessage {...messages.allPayouts} />
            </CabinetLink>
          </p>
        </section>
      )}
    </>
  );
}
