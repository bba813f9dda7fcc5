import { useReducedMotion } from '@lode/ui';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { timeTicks } from '@visx/vendor/d3-time';
import { memo, useCallback, useMemo, useState } from 'react';
import { ChartFrame } from '../ChartFrame/ChartFrame';
import * as styles from '../ChartFrame/ChartFrame.css';
import { ChartPointer, type PointerModel } from '../ChartFrame/ChartPointer';
import { chartStatus, type ChartBaseProps } from '../ChartFrame/chartProps';
import { defaultChartLabels, type ChartLabels } from '../ChartFrame/labels';
import { downsampleMinMax, nearestIndex, type LinePoint } from '../downsample/downsampleMinMax';
import {
  defaultFormatLinear,
  defaultFormatNumber,
  defaultFormatTime,
  type FormatX,
  type FormatY,
} from '../format/formats';
import { lineTable } from '../table/lineTable';
import { seriesColor, seriesDash } from '../theme/seriesStyle';
import { estimateTextWidth } from '../ticks/textWidth';
import { layoutTicks, type AxisTick } from '../ticks/layoutTicks';
import { linePaths, type LinearMap } from './linePaths';

/** One line of a {@link LineChart}. */
export interface LineSeries {
  /** Stable unique id. */
  id: string;
  /** Name in the legend, tooltip and table, e.g. "Pool" or "rig-01". */
  label: string;
  /** The samples, sorted by `x`; `y: null` leaves a gap. */
  points: readonly LinePoint[];
  /** Which y axis the series is read on: `right` is the second axis (e.g. a reject rate in %). */
  axis?: 'left' | 'right';
  /** Fill the area under this line. */
  area?: boolean;
  /** A CSS colour instead of the theme's series colour. */
  color?: string;
}

/** Props of {@link LineChart}. */
export interface LineChartProps extends ChartBaseProps {
  /** The lines. */
  series: readonly LineSeries[];
  /** `time`: x is a time in ms since the epoch (the default); `linear`: any number. */
  xType?: 'time' | 'linear';
  /** Formats x values: ticks get the tick spacing as `step`, tooltips and the table none. Pass a locale-aware one. */
  formatX?: FormatX;
  /** Formats values of the left axis, with their unit (e.g. a hashrate formatter). */
  formatY?: FormatY;
  /** Formats values of the right axis; defaults to `formatY`. */
  formatY2?: FormatY;
  /** Fill the area under every line. */
  area?: boolean;
  /** Start the value axes at zero (default), so a 2 % dip does not look like a crash. */
  zeroBaseline?: boolean;
  /** Most rows of the hidden data table; longer series are summarised per period. Default 100. */
  maxTableRows?: number;
}

interface SeriesStats {
  count: number;
  x0: number;
  x1: number;
  min: number;
  max: number;
  last: number | null;
}

function statsOf(points: readonly LinePoint[]): SeriesStats {
  let min = Infinity;
  let max = -Infinity;
  let last: number | null = null;
  let count = 0;
  for (let i = 0; i < points.length; i += 1) {
    const y = (points[i] as LinePoint).y;
    if (y === null || !Number.isFinite(y)) continue;
    if (y < min) min = y;
    if (y > max) max = y;
    last = y;
    count += 1;
  }
  return {
    count,
    x0: points[0]?.x ?? 0,
    x1: points[points.length - 1]?.x ?? 0,
    min,
    max,
    last,
  };
}

interface Visible {
  series: LineSeries;
  /** Position in `series`, which fixes the colour: hiding a series recolours no other. */
  index: number;
  stats: SeriesStats;
}

const margin = { top: 10, bottom: 30 };
const tickFont = 12;

function domainOf(visible: readonly Visible[], zeroBaseline: boolean): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const { stats } of visible) {
    if (stats.count === 0) continue;
    min = Math.min(min, stats.min);
    max = Math.max(max, stats.max);
  }
  if (min > max) return [0, 1];
  if (zeroBaseline) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (min === max) return min === 0 ? [0, 1] : [min - Math.abs(min) / 2, max + Math.abs(max) / 2];
  return [min, max];
}

interface ValueAxis {
  map: LinearMap;
  ticks: AxisTick[];
  width: number;
  domain: [number, number];
}

function valueAxis(
  visible: readonly Visible[],
  zeroBaseline: boolean,
  plotHeight: number,
  format: FormatY,
): ValueAxis {
  const scale = scaleLinear<number>({
    domain: domainOf(visible, zeroBaseline),
    range: [plotHeight, 0],
    nice: true,
  });
  const [d0, d1] = scale.domain() as [number, number];
  const ticks = layoutTicks({
    orientation: 'y',
    length: plotHeight,
    ticks: (count) => scale.ticks(count),
    position: (value) => scale(value),
    format: (value) => format(value),
    fontSize: tickFont,
    overhang: [margin.top, margin.bottom],
  });
  const width = Math.max(0, ...ticks.map((tick) => estimateTextWidth(tick.label, tickFont)));
  return {
    map: { origin: d0, offset: plotHeight, factor: d1 > d0 ? -plotHeight / (d1 - d0) : 0 },
    ticks,
    width,
    domain: [d0, d1],
  };
}

const toPx = (map: LinearMap, value: number) => map.offset + (value - map.origin) * map.factor;

interface LinePlotProps {
  width: number;
  height: number;
  series: readonly LineSeries[];
  visible: readonly Visible[];
  xType: 'time' | 'linear';
  formatX: FormatX;
  formatY: FormatY;
  formatY2: FormatY;
  area: boolean;
  zeroBaseline: boolean;
  summary: string;
  exploreLabel: string;
}

/** The drawing at a known size. Memoised: legend clicks and parents' renders with equal props skip it. */
const LinePlot = memo(function LinePlot({
  width,
  height,
  series,
  visible,
  xType,
  formatX,
  formatY,
  formatY2,
  area,
  zeroBaseline,
  summary,
  exploreLabel,
}: LinePlotProps) {
  const plotHeight = Math.max(1, height - margin.top - margin.bottom);
  const leftSeries = useMemo(() => visible.filter((v) => v.series.axis !== 'right'), [visible]);
  const rightSeries = useMemo(() => visible.filter((v) => v.series.axis === 'right'), [visible]);
  const hasRight = series.some((s) => s.axis === 'right');

  const yLeft = useMemo(
    () => valueAxis(leftSeries, zeroBaseline, plotHeight, formatY),
    [leftSeries, zeroBaseline, plotHeight, formatY],
  );
  const yRight = useMemo(
    () => (hasRight ? valueAxis(rightSeries, zeroBaseline, plotHeight, formatY2) : null),
    [hasRight, rightSeries, zeroBaseline, plotHeight, formatY2],
  );
  const left = Math.max(28, yLeft.width + 10);
  const right = yRight ? Math.max(28, yRight.width + 10) : 16;
  const plotWidth = Math.max(1, width - left - right);

  // The x range covers every series, hidden ones too, so the time axis stays put while series are toggled.
  const [x0, x1] = useMemo(() => {
    let from = Infinity;
    let to = -Infinity;
    for (const s of series) {
      const first = s.points[0];
      const last = s.points[s.points.length - 1];
      if (first && last) {
        from = Math.min(from, first.x);
        to = Math.max(to, last.x);
      }
    }
    return from > to ? [0, 1] : [from, to];
  }, [series]);
  const xMap = useMemo(
    (): LinearMap =>
      x1 > x0
        ? { origin: x0, offset: 0, factor: plotWidth / (x1 - x0) }
        : { origin: x0, offset: plotWidth / 2, factor: 0 },
    [x0, x1, plotWidth],
  );

  const xTicks = useMemo(() => {
    // Time ticks from d3-time fall on whole minutes, hours, days and months; numbers get d3's nice steps.
    const linear = scaleLinear<number>({ domain: [x0, x1], range: [0, plotWidth] });
    return layoutTicks({
      orientation: 'x',
      length: plotWidth,
      ticks: (count) =>
        xType === 'time' ? timeTicks(new Date(x0), new Date(x1), count).map(Number) : linear.ticks(count),
      position: (value) => toPx(xMap, value),
      format: (value, step) => formatX(value, { step }),
      fontSize: tickFont,
      overhang: [left, right],
    });
  }, [xType, x0, x1, plotWidth, xMap, formatX, left, right]);

  // Downsampling depends only on the x range and the width: toggling series or resizing height reuses it.
  const columns = Math.ceil(plotWidth);
  const kept = useMemo(
    () => series.map((s) => downsampleMinMax(s.points, x0, x1, columns)),
    [series, x0, x1, columns],
  );

  const paths = useMemo(
    () =>
      visible.map(({ series: s, index }) => {
        const axis = s.axis === 'right' && yRight ? yRight : yLeft;
        const [d0, d1] = axis.domain;
        const baseline = area || s.area ? toPx(axis.map, Math.min(Math.max(0, d0), d1)) : null;
        return {
          id: s.id,
          color: s.color ?? seriesColor(index),
          dash: seriesDash(index),
          ...linePaths(s.points, kept[index] ?? [], xMap, axis.map, baseline),
        };
      }),
    [visible, kept, yLeft, yRight, area, xMap],
  );

  const model = useMemo((): PointerModel | null => {
    const lead = visible.find((v) => v.series.points.length > 0);
    if (!lead) return null;
    const points = lead.series.points;
    const at = (v: Visible, x: number, i: number) =>
      v === lead ? points[i] : v.series.points[nearestIndex(v.series.points, x)];
    return {
      count: points.length,
      indexAt: (px) => nearestIndex(points, xMap.factor ? x0 + px / xMap.factor : x0),
      positionOf: (i) => toPx(xMap, (points[i] as LinePoint).x),
      tooltip: (i) => {
        const x = (points[i] as LinePoint).x;
        return {
          title: formatX(x, {}),
          rows: visible.map((v) => {
            const y = at(v, x, i)?.y ?? null;
            const format = v.series.axis === 'right' ? formatY2 : formatY;
            return {
              key: v.series.id,
              label: v.series.label,
              value: y === null ? '–' : format(y),
              color: v.series.color ?? seriesColor(v.index),
            };
          }),
        };
      },
      crosshair: (i) => {
        const x = (points[i] as LinePoint).x;
        const px = toPx(xMap, x);
        return (
          <>
            <line className={styles.crosshairLine} x1={px} x2={px} y1={0} y2={plotHeight} />
            {visible.map((v) => {
              const point = at(v, x, i);
              if (!point || point.y === null) return null;
              const axis = v.series.axis === 'right' && yRight ? yRight : yLeft;
              return (
                <circle
                  key={v.series.id}
                  className={styles.crosshairDot}
                  cx={toPx(xMap, point.x)}
                  cy={toPx(axis.map, point.y)}
                  r={4}
                  style={{ fill: v.series.color ?? seriesColor(v.index) }}
                />
              );
            })}
          </>
        );
      },
    };
  }, [visible, x0, xMap, plotHeight, yLeft, yRight, formatX, formatY, formatY2]);

  const lead = visible.find((v) => v.series.points.length > 0);

  return (
    <>
      <div role="img" aria-label={summary}>
        <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
          <Group left={left} top={margin.top}>
            <g className={styles.grid}>
              {yLeft.ticks.map((tick) => (
                <line key={tick.value} x1={0} x2={plotWidth} y1={tick.position} y2={tick.position} />
              ))}
              {xTicks.map((tick) => (
                <line key={tick.value} x1={tick.position} x2={tick.position} y1={0} y2={plotHeight} />
              ))}
            </g>
            <line className={styles.axisLine} x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} />
            {xTicks.map((tick) => (
              <g key={tick.value} transform={`translate(${tick.position},${plotHeight})`}>
                <line className={styles.axisLine} y2={5} />
                <text className={styles.tickLabel} y={19} textAnchor={tick.anchor}>
                  {tick.label}
                </text>
              </g>
            ))}
            {yLeft.ticks.map((tick) => (
              <text
                key={tick.value}
                className={styles.tickLabel}
                x={-8}
                y={tick.position}
                dy="0.32em"
                textAnchor="end"
              >
                {tick.label}
              </text>
            ))}
            {yRight?.ticks.map((tick) => (
              <text
                key={tick.value}
                className={styles.tickLabel}
                x={plotWidth + 8}
                y={tick.position}
                dy="0.32em"
                textAnchor="start"
              >
                {tick.label}
              </text>
            ))}
            <g className={styles.seriesGroup}>
              {paths.map((path) => (
                <g key={path.id} data-series={path.id}>
                  {path.area !== null && (
                    <path className={styles.area} d={path.area} style={{ fill: path.color }} />
                  )}
                  <path
                    className={styles.line}
                    d={path.line}
                    style={{ stroke: path.color, strokeDasharray: path.dash }}
                  />
                </g>
              ))}
            </g>
          </Group>
        </svg>
      </div>
      {model && lead && (
        <ChartPointer
          key={lead.series.id}
          model={model}
          left={left}
          top={margin.top}
          width={plotWidth}
          height={plotHeight}
          label={exploreLabel}
        />
      )}
    </>
  );
});

/**
 * A line chart of one or more series on a time (or numeric) x axis, with an optional area fill and a second
 * y axis. Long series are downsampled per pixel column for drawing while the tooltip, keyboard navigation and
 * table read the original points; 100,000 points draw as one path per series.
 */
export function LineChart(props: LineChartProps) {
  const {
    series,
    title,
    description,
    height = 280,
    aspectRatio,
    width,
    xType = 'time',
    formatX = xType === 'time' ? defaultFormatTime : defaultFormatLinear,
    formatY = defaultFormatNumber,
    formatY2 = formatY,
    area = false,
    zeroBaseline = true,
    maxTableRows = 100,
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

  const stats = useMemo(() => series.map((s) => statsOf(s.points)), [series]);
  const visible = useMemo(
    () =>
      series
        .map((s, index) => ({ series: s, index, stats: stats[index] as SeriesStats }))
        .filter((v) => !hidden.has(v.series.id)),
    [series, stats, hidden],
  );
  const status = chartStatus(
    props,
    stats.some((s) => s.count > 0),
  );

  const summary = useMemo(() => {
    if (description !== undefined) return description;
    const withData = visible.filter((v) => v.stats.count > 0);
    const from = Math.min(...withData.map((v) => v.stats.x0));
    const to = Math.max(...withData.map((v) => v.stats.x1));
    return labels.summary({
      title,
      from: withData.length ? formatX(from, {}) : '',
      to: withData.length ? formatX(to, {}) : '',
      series: withData.map(({ series: s, stats: st }) => {
        const format = s.axis === 'right' ? formatY2 : formatY;
        return { label: s.label, min: format(st.min), max: format(st.max), last: format(st.last ?? 0) };
      }),
    });
  }, [description, visible, labels, title, formatX, formatY, formatY2]);

  const table = useMemo(
    () =>
      status === 'ready'
        ? lineTable(
            visible.map(({ series: s }) => ({
              label: s.label,
              points: s.points,
              format: s.axis === 'right' ? formatY2 : formatY,
            })),
            formatX,
            labels,
            maxTableRows,
          )
        : null,
    [status, visible, formatX, formatY, formatY2, labels, maxTableRows],
  );

  const legend = useMemo(
    () =>
      series.map((s, index) => ({
        id: s.id,
        label: s.label,
        color: s.color ?? seriesColor(index),
        dash: seriesDash(index),
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
        <LinePlot
          width={size.width}
          height={size.height}
          series={series}
          visible={visible}
          xType={xType}
          formatX={formatX}
          formatY={formatY}
          formatY2={formatY2}
          area={area}
          zeroBaseline={zeroBaseline}
          summary={summary}
          exploreLabel={labels.explore}
        />
      )}
    </ChartFrame>
  );
}
