import { useReducedMotion } from '@lode/ui';
import { useCallback, useMemo, useState } from 'react';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import type { TableModel } from '../ChartFrame/ChartTable';
import { chartStatus, type ChartBaseProps } from '../ChartFrame/chartProps';
import { defaultChartLabels, type ChartLabels } from '../ChartFrame/labels';
import {
  defaultFormatLinear,
  defaultFormatNumber,
  defaultFormatTime,
  type FormatX,
  type FormatY,
} from '../format/formats';
import { seriesColor } from '../theme/seriesStyle';
import { BarPlot, missing } from './BarPlot';

/** One series of bars of a {@link BarChart}. */
export interface BarSeries {
  /** Stable unique id. */
  id: string;
  /** Name in the legend, tooltip and table, e.g. "LTC" or "rig-01". */
  label: string;
  /** One value per category, in the order of `categories`; `null` draws no bar. */
  values: readonly (number | null)[];
  /** A CSS colour instead of the theme's series colour. */
  color?: string;
}

/** Props of {@link BarChart}. */
export interface BarChartProps extends ChartBaseProps {
  /** The x positions: labels (a category axis) or times in ms since the epoch (with `xType="time"`). */
  categories: readonly (string | number)[];
  /** The series; with several, bars stand side by side (`grouped`) or on top of each other (`stacked`). */
  series: readonly BarSeries[];
  /** `category` (default): categories are shown as given; `time`: they are times, formatted by `formatX`. */
  xType?: 'category' | 'time';
  /** Several series side by side (default) or stacked into one bar per category. */
  layout?: 'grouped' | 'stacked';
  /** Formats numeric and time categories: ticks get the tick spacing as `step`, tooltips and the table none. */
  formatX?: FormatX;
  /** Formats values, with their unit (e.g. `0.0123 LTC`). */
  formatY?: FormatY;
  /**
   * Formats the value axis's ticks; defaults to `formatY`. A coin amount reads best there as a short number
   * (`0.25 LTC`), while the tooltip and the data table keep its full precision (`0.25000000 LTC`).
   */
  formatYTick?: FormatY;
}

/**
 * A bar chart: vertical bars per category (worker names, days), one series or several grouped side by side
 * or stacked, on a category or time axis. Tooltip, keyboard navigation, legend and table as in LineChart.
 */
export function BarChart(props: BarChartProps) {
  const {
    categories,
    series,
    title,
    description,
    height = 280,
    aspectRatio,
    width,
    xType = 'category',
    layout = 'grouped',
    formatX = xType === 'time' ? defaultFormatTime : defaultFormatLinear,
    formatY = defaultFormatNumber,
    formatYTick = formatY,
    onRetry,
    animationDuration = 400,
    defaultHiddenSeries,
    className,
  } = props;
  const labels: ChartLabels = useMemo(() => ({ ...defaultChartLabels, ...props.labels }), [props.labels]);
  const reducedMotion = useReducedMotion();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(defaultHiddenSeries));
  const toggle = useCallback(
    (id: string) =>
      setHidden((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const visible = useMemo(
    () => series.map((s, index) => ({ series: s, index })).filter((v) => !hidden.has(v.series.id)),
    [series, hidden],
  );
  const hasData =
    categories.length > 0 && series.some((s) => s.values.some((v) => v !== null && Number.isFinite(v)));
  const status = chartStatus(props, hasData);
  const stacked = layout === 'stacked' && visible.length > 1;

  // Tick spacing in x units for time axes: the distance between neighbouring categories times the stride.
  const categoryLabel = useCallback(
    (i: number, stride?: number) => {
      const category = categories[i];
      if (typeof category === 'string') return category;
      if (category === undefined) return '';
      const first = categories[0];
      const second = categories[1];
      const spacing = typeof first === 'number' && typeof second === 'number' ? second - first : 0;
      return formatX(category, stride === undefined ? {} : { step: stride * spacing });
    },
    [categories, formatX],
  );

  const totals = useMemo(
    () => categories.map((_, c) => visible.reduce((sum, { series: s }) => sum + (s.values[c] ?? 0), 0)),
    [categories, visible],
  );

  const summary = useMemo(() => {
    if (description !== undefined) return description;
    return labels.summary({
      title,
      from: categories.length ? categoryLabel(0) : '',
      to: categories.length ? categoryLabel(categories.length - 1) : '',
      series: visible.map(({ series: s }) => {
        const values = s.values.filter((v): v is number => v !== null && Number.isFinite(v));
        const last = values[values.length - 1];
        return {
          label: s.label,
          min: values.length ? formatY(Math.min(...values)) : missing,
          max: values.length ? formatY(Math.max(...values)) : missing,
          last: last === undefined ? missing : formatY(last),
        };
      }),
    });
  }, [description, labels, title, categories, categoryLabel, visible, formatY]);

  const table = useMemo(
    (): TableModel | null =>
      status === 'ready'
        ? {
            columns: [labels.x, ...visible.map((v) => v.series.label), ...(stacked ? [labels.total] : [])],
            rows: categories.map((_, c) => [
              categoryLabel(c),
              ...visible.map(({ series: s }) => {
                const v = s.values[c];
                return v === null || v === undefined ? missing : formatY(v);
              }),
              ...(stacked ? [formatY(totals[c] ?? 0)] : []),
            ]),
          }
        : null,
    [status, labels, visible, stacked, categories, categoryLabel, formatY, totals],
  );

  const legend = useMemo(
    () =>
      series.map((s, index) => ({
        id: s.id,
        label: s.label,
        color: s.color ?? seriesColor(index),
        hidden: hidden.has(s.id),
      })),
    [series, hidden],
  );

  return (
    <ChartFrame
      title={title}
      status={status}
      labels={labels}
      onRetry={onRetry}
      height={height}
      aspectRatio={aspectRatio}
      width={width}
      duration={reducedMotion ? 0 : animationDuration}
      legend={legend}
      onToggleSeries={toggle}
      table={table}
      className={className}
    >
      {(size) => (
        <BarPlot
          width={size.width}
          height={size.height}
          categories={categories}
          visible={visible}
          layout={layout}
          categoryLabel={categoryLabel}
          formatY={formatY}
          formatYTick={formatYTick}
          totalLabel={labels.total}
          summary={summary}
          exploreLabel={labels.explore}
        />
      )}
    </ChartFrame>
  );
}
