import { RequireAuth, useAuth } from '@lode/auth';
import { BarChart, type ChartLabels } from '@lode/charts';
import { useFormat, useLocale } from '@lode/i18n';
import { DataTable, Spinner, StatusDot, type DataTableColumn } from '@lode/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { workers, type Worker } from './workers';

const messages = defineMessages({
  heading: { id: 'workers.heading', defaultMessage: 'Your workers' },
  loading: { id: 'workers.loading', defaultMessage: 'Checking sign-in' },
  worker: { id: 'workers.worker', defaultMessage: 'Worker' },
  hashrate: { id: 'workers.hashrate', defaultMessage: 'Hashrate (1 h)' },
  status: { id: 'workers.status', defaultMessage: 'Status' },
  online: { id: 'workers.online', defaultMessage: 'Online' },
  offline: { id: 'workers.offline', defaultMessage: 'Offline' },
  chart: { id: 'workers.chart', defaultMessage: 'Hashrate by worker' },
  chartSeries: { id: 'workers.chart.series', defaultMessage: 'Series' },
  chartPoints: { id: 'workers.chart.points', defaultMessage: 'Workers' },
});
const signedIn = defineMessage<{ name: string }>({
  id: 'workers.signedIn',
  defaultMessage: 'Signed in as {name}',
});
const chartData = defineMessage<{ title: string }>({
  id: 'workers.chart.data',
  defaultMessage: '{title}: data',
});
const chartSummary = defineMessage<{ title: string; min: string; max: string }>({
  id: 'workers.chart.summary',
  defaultMessage: '{title}: from {min} to {max}.',
});

/** The signed-in page: who is signed in, the workers as a table and as a chart. */
export function Workers() {
  const intl = useIntl();
  return (
    <RequireAuth locale={useLocale()} fallback={<Spinner label={intl.formatMessage(messages.loading)} />}>
      <WorkerBoard />
    </RequireAuth>
  );
}

function WorkerBoard() {
  const intl = useIntl();
  const format = useFormat();
  const { userInfo } = useAuth();
  const hashrate = intl.formatMessage(messages.hashrate);
  const columns: DataTableColumn<Worker>[] = [
    { id: 'name', header: intl.formatMessage(messages.worker), cell: (w) => w.name, rowHeader: true },
    {
      id: 'hashrate',
      header: hashrate,
      cell: (w) => format.hashrate(w.hashrate),
      sortValue: (w) => w.hashrate,
      align: 'end',
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (w) => (
        <StatusDot
          status={w.online ? 'online' : 'offline'}
          label={intl.formatMessage(w.online ? messages.online : messages.offline)}
        />
      ),
    },
  ];
  const labels: Partial<ChartLabels> = {
    x: intl.formatMessage(messages.worker),
    legend: intl.formatMessage(messages.chartSeries),
    explore: intl.formatMessage(messages.chartPoints),
    tableCaption: (title) => intl.formatMessage(chartData, { title }),
    summary: ({ title, series }) =>
      intl.formatMessage(chartSummary, { title, min: series[0]?.min ?? '', max: series[0]?.max ?? '' }),
  };
  return (
    <>
      <h1>{intl.formatMessage(messages.heading)}</h1>
      <p>{intl.formatMessage(signedIn, { name: userInfo?.name ?? userInfo?.preferred_username ?? '' })}</p>
      <DataTable
        caption={intl.formatMessage(messages.heading)}
        columns={columns}
        rows={workers}
        getRowId={(w) => w.name}
        defaultSort={{ columnId: 'hashrate', direction: 'descending' }}
      />
      <h2>{intl.formatMessage(messages.chart)}</h2>
      <BarChart
        title={intl.formatMessage(messages.chart)}
        categories={workers.map((w) => w.name)}
        series={[{ id: 'hashrate', label: hashrate, values: workers.map((w) => w.hashrate) }]}
        formatY={(h) => format.hashrate(h)}
        labels={labels}
      />
    </>
  );
}
