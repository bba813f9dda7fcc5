import '@lode/charts/styles.css';
import { LineChart } from '@lode/charts';
import { useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Button, DataTable, StatTile, type DataTableColumn } from '@lode/ui';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAlgorithm } from '../../lib/algorithm';
import { AlgorithmNote } from '../../lib/cabinet/AlgorithmNote';
import * as styles from '../../lib/cabinet/cabinet.css';
import { useHashrateHistory } from '../../lib/cabinet/reportQueries';
import { averageHashrate, zoneOf, type TimeBasis } from '../../lib/cabinet/reports';
import { useChartLabels } from '../../lib/cabinet/useChartLabels';
import { isReported, RejectedNotReportedNote, reported } from '../../lib/figures';
import { PageIntro } from '../../lib/page/PageIntro';
import { useTableLabels } from '../../lib/tables';
import { Earnings } from './Earnings';
import type { PageRoute } from '../../lib/routes';
import { usePoolViewer, viewerMay } from '../../lib/pool';

// Figures of one kind side by side (a column, a row of tiles) keep one precision: "14.20 GH/s" above "14.67 GH/s".
const precision = { minimumFractionDigits: 2 } as const;

const messages = defineMessages({
  period: { id: 'statistics.period', defaultMessage: 'Period' },
  range24h: { id: 'statistics.range.24h', defaultMessage: '24 hours' },
  range7d: { id: 'statistics.range.7d', defaultMessage: '7 days' },
  range30d: { id: 'statistics.range.30d', defaultMessage: '30 days' },
  timeBasis: { id: 'statistics.time', defaultMessage: 'Times shown in' },
  utc: { id: 'statistics.time.utc', defaultMessage: 'UTC' },
  accepted: { id: 'cabinet.series.accepted', defaultMessage: 'Accepted' },
  rejected: { id: 'cabinet.series.rejected', defaultMessage: 'Rejected' },
  stale: { id: 'statistics.series.stale', defaultMessage: 'Stale' },
  time: { id: 'statistics.column.time', defaultMessage: 'Period start' },
  hashrateHeading: { id: 'statistics.hashrate', defaultMessage: 'Hashrate' },
  tableCaption: { id: 'statistics.table', defaultMessage: 'Hashrate by period' },
  averageHint: { id: 'statistics.averageHint', defaultMessage: 'Average over the period' },
  rejectShare: { id: 'statistics.rejectShare', defaultMessage: 'Rejected and stale share' },
  unavailable: { id: 'cabinet.unavailable', defaultMessage: 'Unavailable' },
  loading: { id: 'cabinet.loading', defaultMessage: 'Loading…' },
  empty: {
    id: 'statistics.empty',
    defaultMessage:
      'No hashrate in this period. Connect a worker (see the Dashboard for the stratum address); figures appear within minutes.',
  },
});

const valued = {
  local: defineMessage<{ readonly zone: string }>({
    id: 'statistics.time.local',
    defaultMessage: 'Local time ({zone})',
  }),
  average: defineMessage<{ readonly series: string }>({
    id: 'statistics.average',
    defaultMessage: '{series} (average)',
  }),
  hashrateChart: defineMessage<{ readonly period: string; readonly zone: string }>({
    id: 'statistics.hashrateChart',
    defaultMessage: 'Hashrate, last {period} (times in {zone})',
  }),
};

type Range = '24h' | '7d' | '30d';
type Point = PoolSchema<'HashratePoint'>;
// Buckets that keep each chart near 30–170 points: 10 minutes over a day, hours over a week, days over a month
// (daily buckets are cut at midnight of the zone shown, `tz`).
const intervals: Record<Range, '10m' | '1h' | '1d'> = { '24h': '10m', '7d': '1h', '30d': '1d' };
const ranges = ['24h', '7d', '30d'] as const;
const rangeLabel = { '24h': messages.range24h, '7d': messages.range7d, '30d': messages.range30d };
const isRange = (value: string | null): value is Range => (ranges as readonly string[]).includes(value ?? '');

/** The cabinet's statistics page: hashrate history by period with a UTC/local switch, and daily earnings per coin. */
export function Statistics({ route }: { route: PageRoute }) {
  return (
    <article>
      <PageIntro route={route} />
      <AlgorithmNote />
      <StatisticsContent />
    </article>
  );
}

function StatisticsContent() {
  // Earnings per day, unless a watcher link leaves earnings out.
  const earningsShown = viewerMay(usePoolViewer(), 'earnings');
  const tableLabels = useTableLabels();
  const intl = useIntl();
  const format = useFormat();
  const chartLabels = useChartLabels();
  const { activeAlgorithm } = useAlgorithm();
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const range: Range = isRange(rangeParam) ? rangeParam : '24h';
  const basis: TimeBasis = params.get('time') === 'utc' ? 'utc' : 'local';
  // The browser's zone; Intl answers it anywhere, so this stays render-safe.
  const [localZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const zone = zoneOf(basis, localZone);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useHashrateHistory(activeAlgorithm, range, intervals[range], zone);
  const points = useMemo(() => history.data?.points ?? [], [history.data]);
  const newestFirst = useMemo(() => [...points].reverse(), [points]);
  const average = useMemo(() => averageHashrate(points), [points]);

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

  const daily = range === '30d';
  const formatPoint = (ms: number) =>
    daily
      ? format.date(ms, { dateStyle: 'medium', timeZone: zone })
      : format.date(ms, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  const formatTick = (ms: number, context?: { step?: number }) =>
    context?.step !== undefined && context.step < 86_400_000
      ? format.date(ms, { hour: '2-digit', minute: '2-digit', timeZone: zone })
      : format.date(ms, { day: 'numeric', month: 'short', timeZone: zone });
  const series = (key: 'hashrate' | 'rejectedHashrate' | 'staleHashrate') =>
    points.map((p) => ({ x: Date.parse(p.time), y: p[key] }));
  // A pool engine that keeps only accepted shares reports neither: no line, no column, a note instead of a 0.
  const rejectedReported = isReported(points, 'rejectedHashrate');
  const staleReported = isReported(points, 'staleHashrate');

  const columns: DataTableColumn<Point>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.time),
      cell: (p) => <span data-point={p.time}>{formatPoint(Date.parse(p.time))}</span>,
      rowHeader: true,
    },
    {
      id: 'accepted',
      header: intl.formatMessage(messages.accepted),
      cell: (p) => format.hashrate(p.hashrate, precision),
      align: 'end',
    },
    ...(rejectedReported
      ? [
          {
            id: 'rejected',
            header: intl.formatMessage(messages.rejected),
            cell: (p: Point) => reported(p.rejectedHashrate, (h) => format.hashrate(h, precision)),
            align: 'end' as const,
          },
        ]
      : []),
    ...(staleReported
      ? [
          {
            id: 'stale',
            header: intl.formatMessage(messages.stale),
            cell: (p: Point) => reported(p.staleHashrate, (h) => format.hashrate(h, precision)),
            align: 'end' as const,
          },
        ]
      : []),
  ];

  const tileState = {
    loading: history.isPending,
    error: history.isError ? intl.formatMessage(messages.unavailable) : undefined,
    loadingLabel: intl.formatMessage(messages.loading),
  };
  const zoneLabel = basis === 'utc' ? intl.formatMessage(messages.utc) : zone;

  return (
    <>
      <div role="group" aria-label={intl.formatMessage(messages.period)} className={styles.toolbar}>
        {ranges.map((r) => (
          <Button
            key={r}
            variant={range === r ? 'solid' : 'outline'}
            aria-pressed={range === r}
            onClick={() => set({ range: r === '24h' ? undefined : r })}
          >
            <FormattedMessage {...rangeLabel[r]} />
          </Button>
        ))}
      </div>
      <div role="group" aria-label={intl.formatMessage(messages.timeBasis)} className={styles.toolbar}>
        <Button
          variant={basis === 'local' ? 'solid' : 'outline'}
          aria-pressed={basis === 'local'}
          onClick={() => set({ time: undefined })}
        >
          {intl.formatMessage(valued.local, { zone: localZone })}
        </Button>
        <Button
          variant={basis === 'utc' ? 'solid' : 'outline'}
          aria-pressed={basis === 'utc'}
          onClick={() => set({ time: 'utc' })}
        >
          <FormattedMessage {...messages.utc} />
        </Button>
      </div>
      <section className={styles.section} aria-labelledby="statistics-hashrate">
        <h2 id="statistics-hashrate" className={styles.sectionTitle}>
          <FormattedMessage {...messages.hashrateHeading} />
        </h2>
        <ul className={styles.tiles} aria-busy={history.isPending} data-testid="statistics-tiles">
          {(
            [
              ['accepted', average.accepted],
              ['rejected', average.rejected],
              ['stale', average.stale],
            ] as const
          ).map(([key, value]) => (
            <li key={key} data-stat={`average.${key}`}>
              <StatTile
                {...tileState}
                label={intl.formatMessage(valued.average, { series: intl.formatMessage(messages[key]) })}
                value={history.data && reported(value, (h) => format.hashrate(h, precision))}
                hint={intl.formatMessage(messages.averageHint)}
              />
            </li>
          ))}
          <li data-stat="rejectShare">
            <StatTile
              {...tileState}
              label={intl.formatMessage(messages.rejectShare)}
              value={
                history.data && reported(average.rejectShare, (share) => format.percent(share, precision))
              }
              hint={intl.formatMessage(messages.averageHint)}
            />
          </li>
        </ul>
        <div className={`${styles.section} ${styles.chartCell}`}>
          <LineChart
            title={intl.formatMessage(valued.hashrateChart, {
              period: intl.formatMessage(rangeLabel[range]),
              zone: zoneLabel,
            })}
            series={[
              {
                id: 'accepted',
                label: intl.formatMessage(messages.accepted),
                points: series('hashrate'),
                area: true,
              },
              ...(rejectedReported
                ? [
                    {
                      id: 'rejected',
                      label: intl.formatMessage(messages.rejected),
                      points: series('rejectedHashrate'),
                    },
                  ]
                : []),
              ...(staleReported
                ? [
                    {
                      id: 'stale',
                      label: intl.formatMessage(messages.stale),
                      points: series('staleHashrate'),
                    },
                  ]
                : []),
            ]}
            formatX={formatTick}
            formatY={(value) => format.hashrate(value)}
            loading={history.isPending}
            error={history.isError}
            onRetry={() => void history.refetch()}
            labels={chartLabels}
          />
          {!(rejectedReported && staleReported) && <RejectedNotReportedNote className={styles.muted} />}
        </div>
        <DataTable
          labels={tableLabels}
          caption={intl.formatMessage(messages.tableCaption)}
          columns={columns}
          rows={newestFirst}
          getRowId={(p) => p.time}
          page={page}
          onPageChange={(next) => set({ page: next > 1 ? String(next) : undefined })}
          pageSize={24}
          loading={history.isPending}
          error={history.isError ? history.error.message : undefined}
          onRetry={() => void history.refetch()}
          emptyMessage={intl.formatMessage(messages.empty)}
        />
      </section>
      {earningsShown && <Earnings />}
    </>
  );
}
