/** What a chart's default summary is built from: every text is already formatted by the caller's formatters. */
export interface ChartSummary {
  /** The chart's title. */
  title: string;
  /** First x, formatted (empty without data). */
  from: string;
  /** Last x, formatted. */
  to: string;
  /** Per visible series: its label, lowest, highest and last value, formatted. */
  series: readonly { label: string; min: string; max: string; last: string }[];
}

/** Texts a chart renders itself, English by default; pass translations through `labels`. */
export interface ChartLabels {
  /** Shown when there is nothing to draw. */
  noData: string;
  /** Shown and announced while the data loads. */
  loading: string;
  /** Shown when the data could not be loaded. */
  error: string;
  /** The retry button of the error state. */
  retry: string;
  /** Name of the legend, the group of buttons that show and hide series. */
  legend: string;
  /** Name of the focusable plot whose arrow keys move the tooltip from point to point. */
  explore: string;
  /** Header of the x column of the data table, e.g. "Time" or "Worker". */
  x: string;
  /** Header of the total column of a stacked chart's table and tooltip. */
  total: string;
  /** Column header of one statistic of a series in a summarised table, e.g. "Pool (max)". */
  statistic: (series: string, statistic: 'min' | 'mean' | 'max') => string;
  /** Caption of the data table. */
  tableCaption: (title: string) => string;
  /** Added to the caption when a long series is summarised: `rows` periods of the `points` samples. */
  tableSummarised: (rows: number, points: number) => string;
  /** The description screen readers hear for the chart (its `role="img"` label). */
  summary: (summary: ChartSummary) => string;
}

/** The English texts. */
export const defaultChartLabels: ChartLabels = {
  noData: 'No data',
  loading: 'Loading chart…',
  error: 'The chart could not be loaded.',
  retry: 'Retry',
  legend: 'Series',
  explore: 'Data points',
  x: 'Time',
  total: 'Total',
  statistic: (series, statistic) => `${series} (${statistic})`,
  tableCaption: (title) => `${title}: data`,
  tableSummarised: (rows, points) =>
    `Summarised: ${rows} periods of ${points} samples, each with its lowest, mean and highest value.`,
  summary: ({ title, from, to, series }) =>
    [
      `${title}, ${from} to ${to}.`,
      ...series.map((s) => `${s.label}: from ${s.min} to ${s.max}, last ${s.last}.`),
    ].join(' '),
};
