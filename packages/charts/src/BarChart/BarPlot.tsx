import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { memo, useCallback, useMemo } from 'react';
import * as styles from '../ChartFrame/ChartFrame.css';
import { ChartPointer, type PointerModel, type TooltipRow } from '../ChartFrame/ChartPointer';
import type { FormatY } from '../format/formats';
import { seriesColor } from '../theme/seriesStyle';
import { estimateTextWidth } from '../ticks/textWidth';
import { bandTickCandidates, layoutTicks } from '../ticks/layoutTicks';
import type { BarSeries } from './BarChart';

// The drawing of a BarChart at one size: its scales, ticks, bars and pointer model. BarChart around it keeps the
// state (hidden series), the words (summary, table, legend) and the frame.

const margin = { top: 10, bottom: 30, right: 16 };
const tickFont = 12;
/** What a category without a value shows in the tooltip, the summary and the table. */
export const missing = '–';

/** A series that is shown, with its index among all series (its colour). */
export interface Visible {
  series: BarSeries;
  index: number;
}

interface BarRect {
  key: string;
  series: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  negative: boolean;
}

function valueDomain(
  visible: readonly Visible[],
  count: number,
  layout: 'grouped' | 'stacked',
): [number, number] {
  let min = 0;
  let max = 0;
  for (let c = 0; c < count; c += 1) {
    let up = 0;
    let down = 0;
    for (const { series } of visible) {
      const v = series.values[c];
      if (v === null || v === undefined || !Number.isFinite(v)) continue;
      if (layout === 'stacked') {
        if (v >= 0) up += v;
        else down += v;
      } else {
        max = Math.max(max, v);
        min = Math.min(min, v);
      }
    }
    max = Math.max(max, up);
    min = Math.min(min, down);
  }
  return min === max ? [0, 1] : [min, max];
}

/** Props of {@link BarPlot}. */
interface BarPlotProps {
  width: number;
  height: number;
  categories: readonly (string | number)[];
  visible: readonly Visible[];
  layout: 'grouped' | 'stacked';
  categoryLabel: (index: number, step?: number) => string;
  formatY: FormatY;
  formatYTick: FormatY;
  totalLabel: string;
  summary: string;
  exploreLabel: string;
}

/** The chart's SVG and pointer at the frame's size; memoised, so a hover does not redraw the bars. */
export const BarPlot = memo(function BarPlot({
  width,
  height,
  categories,
  visible,
  layout,
  categoryLabel,
  formatY,
  formatYTick,
  totalLabel,
  summary,
  exploreLabel,
}: BarPlotProps) {
  const plotHeight = Math.max(1, height - margin.top - margin.bottom);
  const count = categories.length;

  const y = useMemo(() => {
    const scale = scaleLinear<number>({
      domain: valueDomain(visible, count, layout),
      range: [plotHeight, 0],
      nice: true,
    });
    const ticks = layoutTicks({
      orientation: 'y',
      length: plotHeight,
      ticks: (n) => scale.ticks(n),
      position: (value) => scale(value),
      format: (value) => formatYTick(value),
      fontSize: tickFont,
      overhang: [margin.top, margin.bottom],
    });
    return { scale, ticks, width: Math.max(0, ...ticks.map((t) => estimateTextWidth(t.label, tickFont))) };
  }, [visible, count, layout, plotHeight, formatYTick]);

  const left = Math.max(28, y.width + 10);
  const plotWidth = Math.max(1, width - left - margin.right);

  const x = useMemo(
    () =>
      scaleBand<number>({
        domain: categories.map((_, i) => i),
        range: [0, plotWidth],
        paddingInner: 0.2,
        paddingOuter: 0.1,
      }),
    [categories, plotWidth],
  );
  const band = x.bandwidth();
  const step = x.step();
  const start = (x(0) ?? 0) - (step - band) / 2;
  const centre = useCallback((i: number) => (x(i) ?? 0) + band / 2, [x, band]);

  const xTicks = useMemo(
    () =>
      layoutTicks({
        orientation: 'x',
        length: plotWidth,
        ticks: (n) => bandTickCandidates(count, n),
        position: centre,
        format: (i, stride) => categoryLabel(i, stride),
        fontSize: tickFont,
        overhang: [left, margin.right],
      }),
    [plotWidth, count, centre, categoryLabel, left],
  );

  const bars = useMemo(() => {
    const rects: BarRect[] = [];
    const inner = scaleBand<string>({
      domain: visible.map((v) => v.series.id),
      range: [0, band],
      padding: visible.length > 1 ? 0.1 : 0,
    });
    const zero = y.scale(0);
    for (let c = 0; c < count; c += 1) {
      const x0 = x(c) ?? 0;
      let up = 0;
      let down = 0;
      for (const { series, index } of visible) {
        const v = series.values[c];
        if (v === null || v === undefined || !Number.isFinite(v)) continue;
        const color = series.color ?? seriesColor(index);
        let from = 0;
        if (layout === 'stacked') {
          from = v >= 0 ? up : down;
          if (v >= 0) up += v;
          else down += v;
        }
        const a = y.scale(from);
        const b = y.scale(from + v);
        rects.push({
          key: `${series.id}:${c}`,
          series: series.id,
          x: layout === 'stacked' ? x0 : x0 + (inner(series.id) ?? 0),
          y: Math.min(a, b),
          width: layout === 'stacked' ? band : inner.bandwidth(),
          height: Math.abs(a - b),
          color,
          negative: b > zero,
        });
      }
    }
    return rects;
  }, [visible, count, layout, x, band, y]);

  const model = useMemo(
    (): PointerModel => ({
      count,
      indexAt: (px) => Math.max(0, Math.min(count - 1, Math.floor((px - start) / step))),
      positionOf: centre,
      tooltip: (c) => {
        const rows: TooltipRow[] = visible.map(({ series, index }) => {
          const v = series.values[c];
          return {
            key: series.id,
            label: series.label,
            value: v === null || v === undefined ? missing : formatY(v),
            color: series.color ?? seriesColor(index),
          };
        });
        if (layout === 'stacked' && visible.length > 1) {
          const total = visible.reduce((sum, { series }) => sum + (series.values[c] ?? 0), 0);
          rows.push({ key: '__total', label: totalLabel, value: formatY(total) });
        }
        return { title: categoryLabel(c), rows };
      },
      crosshair: (c) => (
        <rect className={styles.crosshairBand} x={start + c * step} y={0} width={step} height={plotHeight} />
      ),
    }),
    [count, start, step, centre, visible, formatY, layout, totalLabel, categoryLabel, plotHeight],
  );

  return (
    <>
      <div role="img" aria-label={summary}>
        <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
          <Group left={left} top={margin.top}>
            <g className={styles.grid}>
              {y.ticks.map((tick) => (
                <line key={tick.value} x1={0} x2={plotWidth} y1={tick.position} y2={tick.position} />
              ))}
            </g>
            {xTicks.map((tick) => (
              <g key={tick.value} transform={`translate(${tick.position},${plotHeight})`}>
                <line className={styles.axisLine} y2={5} />
                <text className={styles.tickLabel} y={19} textAnchor={tick.anchor}>
                  {tick.label}
                </text>
              </g>
            ))}
            {y.ticks.map((tick) => (
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
            <g>
              {bars.map((bar) => (
                <rect
                  key={bar.key}
                  data-series={bar.series}
                  className={bar.negative ? `${styles.bar} ${styles.barNegative}` : styles.bar}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  style={{ fill: bar.color }}
                />
              ))}
            </g>
            <line className={styles.axisLine} x1={0} x2={plotWidth} y1={y.scale(0)} y2={y.scale(0)} />
          </Group>
        </svg>
      </div>
      {count > 0 && (
        <ChartPointer
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
