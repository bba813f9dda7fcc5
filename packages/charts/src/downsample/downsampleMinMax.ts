/** One point of a line series. `y: null` is a gap (no sample), drawn as a break in the line. */
export interface LinePoint {
  /** Position on the x axis: a time in ms since the epoch on a time axis. Points are sorted by `x`. */
  x: number;
  /** The value, or `null` where there is no sample. */
  y: number | null;
}

/** Marks a break in the line (a gap) in the output of {@link downsampleMinMax}. */
export const gapMarker = -1;

/**
 * Min/max per pixel column (the M4 rule): the points of each of `columns` equal slices of `[x0, x1]` are
 * reduced to their first, lowest, highest and last point, in their original order. The line drawn through
 * them covers the same pixels as the line through every point, so every peak and dip survives exactly,
 * and at most four points per column remain. One pass, no allocation per point.
 *
 * Returns indices into `points` (so callers read original values), with {@link gapMarker} where a gap
 * breaks the line. Short series come back whole.
 */
export function downsampleMinMax(
  points: readonly LinePoint[],
  x0: number,
  x1: number,
  columns: number,
): number[] {
  const n = points.length;
  const out: number[] = [];
  const cols = Math.max(1, Math.floor(columns));
  const whole = n <= cols * 4;
  const scale = x1 > x0 ? cols / (x1 - x0) : 0;
  let column = -1;
  let first = -1;
  let low = -1;
  let high = -1;
  let last = -1;
  let lowY = 0;
  let highY = 0;

  const flush = () => {
    if (first < 0) return;
    // The four kept indices in original order, each once: at most 4 items, so a tiny insertion sort.
    const kept = [first, low, high, last];
    for (let i = 1; i < 4; i += 1) {
      for (let j = i; j > 0 && (kept[j] as number) < (kept[j - 1] as number); j -= 1) {
        const t = kept[j] as number;
        kept[j] = kept[j - 1] as number;
        kept[j - 1] = t;
      }
    }
    let previous = -1;
    for (const index of kept) {
      if (index !== previous) out.push(index);
      previous = index;
    }
    first = -1;
  };

  for (let i = 0; i < n; i += 1) {
    const point = points[i] as LinePoint;
    const y = point.y;
    if (y === null || !Number.isFinite(y)) {
      flush();
      column = -1;
      if (out.length > 0 && out[out.length - 1] !== gapMarker) out.push(gapMarker);
      continue;
    }
    if (whole) {
      out.push(i);
      continue;
    }
    let c = Math.floor((point.x - x0) * scale);
    if (c < 0) c = 0;
    else if (c >= cols) c = cols - 1;
    if (c !== column || first < 0) {
      flush();
      column = c;
      first = low = high = last = i;
      lowY = highY = y;
    } else {
      if (y < lowY) {
        low = i;
        lowY = y;
      } else if (y > highY) {
        high = i;
        highY = y;
      }
      last = i;
    }
  }
  flush();
  if (out[out.length - 1] === gapMarker) out.pop();
  return out;
}

/** Index of the point whose `x` is nearest to `x` (binary search; points sorted by `x`), or -1 when empty. */
export function nearestIndex(points: readonly LinePoint[], x: number): number {
  const n = points.length;
  if (n === 0) return -1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((points[mid] as LinePoint).x < x) lo = mid + 1;
    else hi = mid;
  }
  // `lo` is the first point at or after x; its left neighbour may be nearer.
  if (lo > 0 && x - (points[lo - 1] as LinePoint).x <= (points[lo] as LinePoint).x - x) return lo - 1;
  return lo;
}
