import type { ChartLabels } from '@lode/charts';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  noData: { id: 'chart.noData', defaultMessage: 'No data' },
  loading: { id: 'chart.loading', defaultMessage: 'Loading chart…' },
  error: { id: 'chart.error', defaultMessage: 'The chart could not be loaded.' },
  retry: { id: 'chart.retry', defaultMessage: 'Retry' },
  legend: { id: 'chart.legend', defaultMessage: 'Series' },
  explore: { id: 'chart.explore', defaultMessage: 'Data points' },
  x: { id: 'chart.x', defaultMessage: 'Time' },
  total: { id: 'chart.total', defaultMessage: 'Total' },
});

const valued = {
  statistic: defineMessage<{ readonly series: string; readonly statistic: string }>({
    id: 'chart.statistic',
    defaultMessage: '{series} ({statistic, select, min {lowest} mean {mean} other {highest}})',
  }),
  tableCaption: defineMessage<{ readonly title: string }>({
    id: 'chart.tableCaption',
    defaultMessage: '{title}: data',
  }),
  tableSummarised: defineMessage<{ readonly rows: number; readonly points: number }>({
    id: 'chart.tableSummarised',
    defaultMessage:
      'Summarised: {rows} periods of {points} samples, each with its lowest, mean and highest value.',
  }),
  summaryRange: defineMessage<{ readonly title: string; readonly from: string; readonly to: string }>({
    id: 'chart.summary.range',
    defaultMessage: '{title}, {from} to {to}.',
  }),
  summarySeries: defineMessage<{
    readonly label: string;
    readonly min: string;
    readonly max: string;
    readonly last: string;
  }>({ id: 'chart.summary.series', defaultMessage: '{label}: from {min} to {max}, last {last}.' }),
};

/** The charts' own texts (states, legend, table, summary) in the page's language. */
export function useChartLabels(): ChartLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      noData: intl.formatMessage(messages.noData),
      loading: intl.formatMessage(messages.loading),
      error: intl.formatMessage(messages.error),
      retry: intl.formatMessage(messages.retry),
      legend: intl.formatMessage(messages.legend),
      explore: intl.formatMessage(messages.explore),
      x: intl.formatMessage(messages.x),
      total: intl.formatMessage(messages.total),
      statistic: (series, statistic) => intl.formatMessage(valued.statistic, { series, statistic }),
      tableCaption: (title) => intl.formatMessage(valued.tableCaption, { title }),
      tableSummarised: (rows, points) => intl.formatMessage(valued.tableSummarised, { rows, points }),
      summary: ({ title, from, to, series }) =>
        [
          intl.formatMessage(valued.summaryRange, { title, from, to }),
          ...series.map((s) => intl.formatMessage(valued.summarySeries, s)),
        ].join(' '),
    }),
    [intl],
  );
}
