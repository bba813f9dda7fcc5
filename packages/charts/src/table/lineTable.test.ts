import { describe, expect, it } from 'vitest';
import { defaultChartLabels } from '../ChartFrame/labels';
import { at, hashrateSeries, formatHashrate, formatTime, hour, minute } from '../testing/poolData';
import { lineTable } from './lineTable';

const format = (v: number) => v.toFixed(1);

describe('lineTable', () => {
  it('gives short series one row per time with every series value, a dash where one has none', () => {
    const table = lineTable(
      [
        {
          label: 'Pool',
          points: [
            { x: 0, y: 1 },
            { x: 10, y: 2 },
          ],
          format,
        },
        {
          label: 'rig-01',
          points: [
            { x: 10, y: 3 },
            { x: 20, y: null },
          ],
          format,
        },
      ],
      (x) => `t${x}`,
      defaultChartLabels,
      100,
    );
    expect(table.columns).toEqual(['Time', 'Pool', 'rig-01']);
    expect(table.rows).toEqual([
      ['t0', '1.0', '–'],
      ['t10', '2.0', '3.0'],
      ['t20', '–', '–'],
    ]);
    expect(table.note).toBeUndefined();
  });

  it('summarises long series per period with their lowest, mean and highest values, and says so', () => {
    const points = hashrateSeries({ count: 24 * 60, step: minute, mean: 1.3e12, seed: 3 });
    const table = lineTable(
      [{ label: 'Pool', points, format: formatHashrate }],
      formatTime,
      defaultChartLabels,
      24,
    );
    expect(table.rows).toHaveLength(24);
    expect(table.columns).toEqual(['Time', 'Pool (min)', 'Pool (mean)', 'Pool (max)']);
    expect(table.note).toBe(defaultChartLabels.tableSummarised(24, 1440));
    const firstHour = points.slice(0, 60).map((p) => p.y as number);
    expect(table.rows[0]).toEqual([
      formatTime(at(points, 0).x, {}),
      formatHashrate(Math.min(...firstHour)),
      formatHashrate(firstHour.reduce((a, b) => a + b) / 60),
      formatHashrate(Math.max(...firstHour)),
    ]);
    expect(table.rows[1]?.[0]).toBe(formatTime(at(points, 0).x + hour, {}));
  });
});
