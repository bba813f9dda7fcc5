import { gapMarker, type LinePoint } from '../downsample/downsampleMinMax';

/** Maps data to px on one axis: `px = offset + (value - origin) * factor`. */
export interface LinearMap {
  /** Data value at `offset`. */
  origin: number;
  /** px per data unit. */
  factor: number;
  /** px of `origin`. */
  offset: number;
}

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * The `d` of one series' line (and of its area down to `baseline` px when asked), from the kept indices of
 * {@link downsampleMinMax}: one string built in a plain loop, so 100,000 points never become 100,000 elements.
 */
export function linePaths(
  points: readonly LinePoint[],
  indices: readonly number[],
  x: LinearMap,
  y: LinearMap,
  baseline: number | null,
): { line: string; area: string | null } {
  let line = '';
  let area = '';
  let runStart = '';
  let runEnd = '';
  let open = false;
  const closeRun = () => {
    if (open && baseline !== null) area += `L${runEnd},${baseline}L${runStart},${baseline}Z`;
    open = false;
  };
  for (const index of indices) {
    if (index === gapMarker) {
      closeRun();
      continue;
    }
    const point = points[index] as LinePoint;
    const px = round(x.offset + (point.x - x.origin) * x.factor);
    const py = round(y.offset + ((point.y as number) - y.origin) * y.factor);
    if (!open) {
      line += `M${px},${py}`;
      if (baseline !== null) area += `M${px},${baseline}L${px},${py}`;
      runStart = String(px);
      open = true;
    } else {
      line += `L${px},${py}`;
      if (baseline !== null) area += `L${px},${py}`;
    }
    runEnd = String(px);
  }
  closeRun();
  return { line, area: baseline === null ? null : area };
}
