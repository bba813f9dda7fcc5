import type { TableModel } from '../ChartFrame/ChartTable';
import type { ChartLabels } from '../ChartFrame/labels';
import { nearestIndex, type LinePoint } from '../downsample/downsampleMinMax';
import type { FormatX } from '../format/formats';

/** A series as the table sees it. */
export interface TableSeries {
  /** Column name. */
  label: string;
  /** Points sorted by x. */
  points: readonly LinePoint[];
  /** Formats its values. */
  format: (value: number) => string;
}

const missing = '–';

/**
 * The data table of a line chart. Short series (at most `maxRows` points each) give one row per x value with
 * every series' value there. Longer ones would give tens of thousands of rows, useless to listen to and heavy
 * to render, so they are summarised: `maxRows` equal periods, each with the lowest, mean and highest value of
 * every series, and the caption says so.
 */
export function lineTable(
  series: readonly TableSeries[],
  formatX: FormatX,
  labels: Pick<ChartLabels, 'x' | 'statistic' | 'tableSummarised'>,
  maxRows: number,
): TableModel {
  const withData = series.filter((s) => s.points.length > 0);
  if (withData.length === 0) return { columns: [labels.x, ...series.map((s) => s.label)], rows: [] };

  if (withData.every((s) => s.points.length <= maxRows)) {
    const xs = [...new Set(withData.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
    return {
      columns: [labels.x, ...withData.map((s) => s.label)],
      rows: xs.map((x) => [
        formatX(x, {}),
        ...withData.map((s) => {
          const point = s.points[nearestIndex(s.points, x)];
          return point && point.x === x && point.y !== null ? s.format(point.y) : missing;
        }),
      ]),
    };
  }

  let x0 = Infinity;
  let x1 = -Infinity;
  let total = 0;
  for (const s of withData) {
    x0 = Math.min(x0, (s.points[0] as LinePoint).x);
    x1 = Math.max(x1, (s.points[s.points.length - 1] as LinePoint).x);
    total += s.points.length;
  }
  const periods = maxRows;
  // The last sample stands for one sample interval: a day of minutes makes 24 periods of exactly an hour.
  const longest = Math.max(...withData.map((s) => s.points.length));
  const span = ((x1 - x0) * (longest / Math.max(1, longest - 1))) / periods || 1;
  // Per series and period: min, sum, count, max, filled in one pass over each series.
  const stats = withData.map((s) => {
    const min = new Float64Array(periods).fill(Infinity);
    const max = new Float64Array(periods).fill(-Infinity);
    const sum = new Float64Array(periods);
    const count = new Uint32Array(periods);
    for (const { x, y } of s.points) {
      if (y === null || !Number.isFinite(y)) continue;
      const p = Math.min(periods - 1, Math.max(0, Math.floor((x - x0) / span)));
      if (y < (min[p] as number)) min[p] = y;
      if (y > (max[p] as number)) max[p] = y;
      sum[p] = (sum[p] as number) + y;
      count[p] = (count[p] as number) + 1;
    }
    return { min, max, sum, count };
  });
  const rows: string[][] = [];
  for (let p = 0; p < periods; p += 1) {
    const row = [formatX(x0 + p * span, {})];
    withData.forEach((s, i) => {
      const { min, max, sum, count } = stats[i] as (typeof stats)[number];
      const n = count[p] as number;
      if (n === 0) row.push(missing, missing, missing);
      else row.push(s.format(min[p] as number), s.format((sum[p] as number) / n), s.format(max[p] as number));
    });
    rows.push(row);
  }
  return {
    columns: [
      labels.x,
      ...withData.flatMap((s) =>
        (['min', 'mean', 'max'] as const).map((stat) => labels.statistic(s.label, stat)),
      ),
    ],
    rows,
    note: labels.tableSummarised(periods, total),
  };
}
