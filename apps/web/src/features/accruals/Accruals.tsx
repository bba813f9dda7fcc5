import '@lode/charts/styles.css';
import { BarChart } from '@lode/charts';
import { useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Button, DataTable, StatTile, type DataTableColumn } from '@lode/ui';
import { useCallback, useMemo, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAlgorithm } from '../../lib/algorithm';
import type { PoolClient } from '../../lib/pool';
import { AlgorithmNote } from '../../lib/cabinet/AlgorithmNote';
import { asAmount, dailyEarnings, sumAmounts } from '../../lib/cabinet/amounts';
import { useAmountCharts } from '../../lib/cabinet/useAmountCharts';
import * as styles from '../../lib/cabinet/cabinet.css';
import { DayRangeForm } from '../../lib/cabinet/DayRangeForm';
import { useApiDownload } from '../../lib/cabinet/useApiDownload';
import { utcDay } from '../../lib/cabinet/queries';
import { useAccrualRange } from '../../lib/cabinet/reportQueries';
import { dayRangeFromParams } from '../../lib/cabinet/reports';
import { useChartLabels } from '../../lib/cabinet/useChartLabels';
import { reported } from '../../lib/figures';
import { PageIntro } from '../../lib/page/PageIntro';
import { useTableLabels } from '../../lib/tables';
import type { PageRoute } from '../../lib/routes';

// Figures of one kind side by side (a column, a row of tiles) keep one precision: "14.20 GH/s" above "14.67 GH/s".
const precision = { minimumFractionDigits: 2 } as const;

const messages = defineMessages({
  date: { id: 'cabinet.column.date', defaultMessage: 'Date' },
  amount: { id: 'cabinet.column.amount', defaultMessage: 'Amount' },
  status: { id: 'cabinet.column.status', defaultMessage: 'Status' },
  hashrate: { id: 'accruals.column.hashrate', defaultMessage: 'Average hashrate' },
  type: { id: 'accruals.column.type', defaultMessage: 'Type' },
  feeBonus: {
    id: 'accruals.column.feeBonus',
    defaultMessage: 'Fee bonus',
    description: 'The part of the amount paid from transaction fees (the “+” of PPS+)',
  },
  caption: { id: 'accruals.caption', defaultMessage: 'Accruals per day' },
  totals: { id: 'accruals.totals', defaultMessage: 'Totals for the dates' },
  csv: { id: 'accruals.csv', defaultMessage: 'Download CSV' },
  mining: { id: 'accruals.type.mining', defaultMessage: 'Mining' },
  merged: { id: 'accruals.type.merged', defaultMessage: 'Merged mining' },
  referral: { id: 'accruals.type.referral', defaultMessage: 'Referral' },
  unpaid: { id: 'accruals.status.unpaid', defaultMessage: 'Unpaid' },
  paying: { id: 'accruals.status.paying', defaultMessage: 'Paying' },
  paid: { id: 'accruals.status.paid', defaultMessage: 'Paid' },
  unavailable: { id: 'cabinet.unavailable', defaultMessage: 'Unavailable' },
  loading: { id: 'cabinet.loading', defaultMessage: 'Loading…' },
  utcNote: {
    id: 'accruals.utcNote',
    defaultMessage:
      'Each row is one UTC settlement day of one coin: PPS+ pays the block subsidy share plus the fee bonus of your accepted work; unpaid amounts go out once the balance reaches the wallet’s threshold.',
  },
  empty: {
    id: 'accruals.empty',
    defaultMessage:
      'No accruals in these dates. Pick a wider range; a day is settled at midnight UTC once your workers have sent shares.',
  },
});

const valued = {
  total: defineMessage<{ readonly coin: string }>({ id: 'accruals.total', defaultMessage: 'Total ({coin})' }),
  unpaid: defineMessage<{ readonly amount: string }>({
    id: 'accruals.total.unpaid',
    defaultMessage: 'Unpaid: {amount}',
  }),
  chart: defineMessage<{ readonly coin: string }>({
    id: 'accruals.chart',
    defaultMessage: 'Accruals per day ({coin})',
  }),
};

type Accrual = PoolSchema<'Accrual'>;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The cabinet's accruals page: a date range in the URL, totals, a daily bar chart per coin, the rows and CSV. */
export function Accruals({ route }: { route: PageRoute }) {
  return (
    <article>
      <PageIntro route={route} />
      <AlgorithmNote />
      <AccrualsContent />
    </article>
  );
}

function AccrualsContent() {
  const tableLabels = useTableLabels();
  const intl = useIntl();
  const format = useFormat();
  const amountCharts = useAmountCharts();
  const chartLabels = useChartLabels();
  const { activeAlgorithm } = useAlgorithm();
  // Fixed while the page is open so the default range (and its cache key) does not move between renders.
  const [today] = useState(() => utcDay(new Date()));
  const [params, setParams] = useSearchParams();
  const { from, to } = dayRangeFromParams(params, today, 30);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const accruals = useAccrualRange(activeAlgorithm, from, to);
  const rows = useMemo(() => accruals.data?.items ?? [], [accruals.data]);
  const earnings = useMemo(() => dailyEarnings(rows), [rows]);
  const coins = [...new Set(rows.map((a) => a.coin))];

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const columns: DataTableColumn<Accrual>[] = [
    {
      id: 'date',
      header: intl.formatMessage(messages.date),
      cell: (a) => (
        <span data-accrual={`${a.date}|${a.coin}|${a.type}`}>
          {format.date(dayMs(a.date), { dateStyle: 'medium', timeZone: 'UTC' })}
        </span>
      ),
      rowHeader: true,
    },
    {
      id: 'type',
      header: intl.formatMessage(messages.type),
      cell: (a) => `${intl.formatMessage(messages[a.type])} · ${a.coin}`,
    },
    {
      id: 'hashrate',
      header: intl.formatMessage(messages.hashrate),
      cell: (a) => format.hashrate(a.hashrate, precision),
      align: 'end',
    },
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      cell: (a) => format.cryptoAmount(asAmount(a.amount), a.coin),
      align: 'end',
    },
    {
      id: 'feeBonus',
      header: intl.formatMessage(messages.feeBonus),
      cell: (a) => reported(a.feeBonus, (bonus) => format.cryptoAmount(asAmount(bonus), a.coin)),
      align: 'end',
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (a) => intl.formatMessage(messages[a.status]),
    },
  ];

  // The API writes the file, for the range on screen: byte for byte its own export.
  const csv = useApiDownload(
    `accruals-${activeAlgorithm.toLowerCase()}-${from}-${to}.csv`,
    useCallback(
      (client: PoolClient) =>
        client.GET('/account/accruals.csv', {
          params: { query: { algorithm: activeAlgorithm, from, to } },
          parseAs: 'blob',
        }),
      [activeAlgorithm, from, to],
    ),
  );

  const tileState = {
    loading: accruals.isPending,
    error: accruals.isError ? intl.formatMessage(messages.unavailable) : undefined,
    loadingLabel: intl.formatMessage(messages.loading),
  };

  return (
    <>
      <p className={styles.muted}>
        <FormattedMessage {...messages.utcNote} />
      </p>
      <DayRangeForm from={from} to={to} required onApply={(f, t) => set({ from: f, to: t })} />
      <section className={styles.section} aria-labelledby="accruals-totals">
        <h2 id="accruals-totals" className={styles.sectionTitle}>
          <FormattedMessage {...messages.totals} />
        </h2>
        <ul className={styles.wideTiles} aria-busy={accruals.isPending} data-testid="accruals-totals">
          {accruals.isPending || accruals.isError ? (
            <li>
              <StatTile {...tileState} label={intl.formatMessage(messages.totals)} />
            </li>
          ) : (
            coins.map((coin) => {
              const ofCoin = rows.filter((a) => a.coin === coin);
              const unpaid = sumAmounts(ofCoin.filter((a) => a.status === 'unpaid').map((a) => a.amount));
              return (
                <li key={coin} data-stat={`${coin}.total`}>
                  <StatTile
                    label={intl.formatMessage(valued.total, { coin })}
                    value={format.cryptoAmount(asAmount(sumAmounts(ofCoin.map((a) => a.amount))))}
                    unit={coin}
                    hint={intl.formatMessage(valued.unpaid, {
                      amount: format.cryptoAmount(asAmount(unpaid), coin),
                    })}
                  />
                </li>
              );
            })
          )}
        </ul>
      </section>
      <section className={`${styles.section} ${styles.charts}`}>
        {[...earnings.byCoin].map(([coin, values]) => (
          <div key={coin} className={styles.chartCell}>
            <BarChart
              title={intl.formatMessage(valued.chart, { coin })}
              categories={earnings.days.map(dayMs)}
              xType="time"
              series={[{ id: coin, label: coin, values }]}
              formatX={(ms) => format.date(ms, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
              {...amountCharts(coin)}
              loading={accruals.isPending}
              error={accruals.isError}
              onRetry={() => void accruals.refetch()}
              labels={chartLabels}
            />
          </div>
        ))}
      </section>
      <div className={styles.toolbar}>
        <Button variant="outline" onClick={csv.download} disabled={rows.length === 0} loading={csv.pending}>
          <FormattedMessage {...messages.csv} />
        </Button>
        {csv.failure && <p role="alert">{csv.failure}</p>}
      </div>
      <DataTable
        labels={tableLabels}
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        rows={rows}
        getRowId={(a) => `${a.date}|${a.coin}|${a.type}`}
        page={page}
        onPageChange={(next) => set({ page: next > 1 ? String(next) : undefined })}
        pageSize={50}
        loading={accruals.isPending}
        error={accruals.isError ? accruals.error.message : undefined}
        onRetry={() => void accruals.refetch()}
        emptyMessage={intl.formatMessage(messages.empty)}
      />
    </>
  );
}
