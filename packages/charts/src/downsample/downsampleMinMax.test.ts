import { describe, expect, it } from 'vitest';
import { hashrateSeries, seededRandom } from '../testing/poolData';
import { downsampleMinMax, gapMarker, nearestIndex, type LinePoint } from './downsampleMinMax';

const series = (ys: readonly (number | null)[]): LinePoint[] => ys.map((y, x) => ({ x, y }));

describe('downsampleMinMax', () => {
  const random = seededRandom(7);
  const n = 100_000;
  const points = series(Array.from({ length: n }, () => 100 + random() * 10));
  // Single-sample spikes, up and down, that a one-point-per-bucket rule could step over.
  for (const [at, y] of [
    [12_345, 500],
    [12_346, -400],
    [77_777, 900],
    [99_999, -50],
  ] as const) {
    points[at] = { x: at, y };
  }
  const columns = 320;
  const kept = downsampleMinMax(points, 0, n - 1, columns);

  it('keeps at most four points per pixel column, in their original order', () => {
    expect(kept.length).toBeLessThanOrEqual(4 * columns);
    expect(kept.length).toBeGreaterThan(columns);
    for (let i = 1; i < kept.length; i += 1) expect(kept[i]).toBeGreaterThan(kept[i - 1] as number);
  });

  it('keeps every spike and the lowest and highest point of every column', () => {
    for (const at of [12_345, 12_346, 77_777, 99_999]) expect(kept).toContain(at);
    const perColumn = new Map<number, { min: number; max: number }>();
    points.forEach((p, i) => {
      const c = Math.min(columns - 1, Math.floor((p.x * columns) / (n - 1)));
      const entry = perColumn.get(c) ?? { min: i, max: i };
      if ((p.y as number) < (points[entry.min]?.y as number)) entry.min = i;
      if ((p.y as number) > (points[entry.max]?.y as number)) entry.max = i;
      perColumn.set(c, entry);
    });
    const keptValues = new Set(kept.map((i) => points[i]?.y));
    for (const { min, max } of perColumn.values()) {
      expect(keptValues).toContain(points[min]?.y);
      expect(keptValues).toContain(points[max]?.y);
    }
  });

  it('returns indices, so what is drawn and shown are the original samples', () => {
    for (const index of kept) expect(points[index]).toBeDefined();
  });

  it('returns short series whole and breaks the line at gaps', () => {
    expect(downsampleMinMax(series([1, 2, 3]), 0, 2, 100)).toEqual([0, 1, 2]);
    expect(downsampleMinMax(series([1, null, null, 4, 5, null]), 0, 5, 100)).toEqual([0, gapMarker, 3, 4]);
    expect(downsampleMinMax([], 0, 1, 100)).toEqual([]);
  });

  it('bounds a month of one-minute pool samples to a phone-width path and keeps its peak', () => {
    const month = hashrateSeries({ count: 43_200, step: 60_000, mean: 1.3e12, seed: 1 });
    const x0 = month[0]?.x ?? 0;
    const x1 = month[month.length - 1]?.x ?? 0;
    const result = downsampleMinMax(month, x0, x1, 320);
    expect(result.length).toBeLessThanOrEqual(4 * 320);
    const max = Math.max(...month.map((p) => p.y as number));
    expect(result.map((i) => month[i]?.y)).toContain(max);
  });
});

describe('nearestIndex', () => {
  const points = series([5, 6, 7, 8]).map((p) => ({ ...p, x: p.x * 10 }));
  it('finds the point nearest to an x, ties to the earlier one', () => {
    expect(nearestIndex(points, -100)).toBe(0);
    expect(nearestIndex(points, 14)).toBe(1);
    expect(nearestIndex(points, 15)).toBe(1);
    expect(nearestIndex(points, 16)).toBe(2);
    expect(nearestIndex(points, 1_000)).toBe(3);
    expect(nearestIndex([], 3)).toBe(-1);
  });
});
