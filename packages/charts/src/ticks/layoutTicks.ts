import { estimateTextWidth } from './textWidth';

/** The most ticks an axis ever draws. */
export const maxTicks = 1000;

/** One tick of an axis, placed and labelled. */
export interface AxisTick {
  /** The data value at the tick. */
  value: number;
  /** Position along the axis in px. */
  position: number;
  /** The formatted label. */
  label: string;
  /** How the label sits against the tick: centred, or pushed inside at an edge. */
  anchor: 'start' | 'middle' | 'end';
}

/** What {@link layoutTicks} needs to know about an axis. */
export interface TickLayoutOptions {
  /** `x` labels sit side by side (their widths must not collide), `y` labels stack (their heights). */
  orientation: 'x' | 'y';
  /** Length of the axis in px. */
  length: number;
  /** Candidate tick values for about `count` ticks, in increasing position order (a scale's `ticks`). */
  ticks: (count: number) => readonly number[];
  /** Position of a value along the axis in px. */
  position: (value: number) => number;
  /** Tick label; `step` is the distance between neighbouring candidate values (0 with one tick). */
  format: (value: number, step: number) => string;
  /** Label font size in px. */
  fontSize?: number;
  /** Least free space between two labels in px. */
  gap?: number;
  /** Preferred px between ticks: the layout starts from `length / spacing` ticks and thins until they fit. */
  spacing?: number;
  /** How far past the axis ends labels may reach, in px: the margin around the plot. */
  overhang?: readonly [before: number, after: number];
}

interface Box {
  tick: AxisTick;
  from: number;
  to: number;
}

function place(options: TickLayoutOptions, values: readonly number[], fontSize: number): Box[] | null {
  const [before, after] = options.overhang ?? [0, 0];
  const min = -before;
  const max = options.length + after;
  const step = values.length > 1 ? Math.abs((values[1] ?? 0) - (values[0] ?? 0)) : 0;
  const boxes: Box[] = [];
  for (const value of values) {
    const position = options.position(value);
    if (!Number.isFinite(position)) continue;
    const label = options.format(value, step);
    const size =
      options.orientation === 'x' ? estimateTextWidth(label, fontSize) : Math.ceil(fontSize * 1.25);
    let anchor: AxisTick['anchor'] = 'middle';
    let from = position - size / 2;
    let to = position + size / 2;
    if (options.orientation === 'x' && from < min) [anchor, from, to] = ['start', position, position + size];
    else if (options.orientation === 'x' && to > max) [anchor, from, to] = ['end', position - size, position];
    // A label that cannot stay inside the chart is dropped rather than clipped.
    if (from < min || to > max) continue;
    boxes.push({ tick: { value, position, label, anchor }, from, to });
  }
  boxes.sort((a, b) => a.from - b.from);
  const gap = options.gap ?? (options.orientation === 'x' ? 8 : 4);
  for (let i = 1; i < boxes.length; i += 1) {
    const previous = boxes[i - 1];
    const box = boxes[i];
    if (previous && box && box.from < previous.to + gap) return null;
  }
  return boxes;
}

/**
 * Picks the ticks of an axis so their labels never overlap and never pass the chart's edges, at any width:
 * starting from about one tick per `spacing` px, it asks the scale for fewer ticks until every label fits
 * with `gap` px between neighbours, and never returns more than {@link maxTicks}.
 */
export function layoutTicks(options: TickLayoutOptions): AxisTick[] {
  const fontSize = options.fontSize ?? 12;
  const spacing = options.spacing ?? (options.orientation === 'x' ? 90 : 40);
  if (!(options.length > 0)) return [];
  const fit = (count: number): AxisTick[] | null => {
    const values = options.ticks(count);
    if (values.length > maxTicks) return null;
    // Every second or third candidate keeps even spacing (quarters become half-years) when all do not fit.
    for (let stride = 1; stride <= 3 && values.length >= 2 * stride; stride += 1) {
      const boxes = place(
        options,
        values.filter((_, i) => i % stride === 0),
        fontSize,
      );
      if (boxes) return boxes.map((box) => box.tick);
    }
    return null;
  };
  const preferred = Math.max(1, Math.min(maxTicks, Math.floor(options.length / spacing)));
  let fallback: AxisTick[] | null = null;
  for (let count = preferred; ; count = Math.max(1, Math.min(count - 1, Math.floor(count * 0.75)))) {
    const ticks = fit(count);
    if (ticks && ticks.length >= 2) return ticks;
    fallback ??= ticks;
    if (count === 1) break;
  }
  // Nice steps can jump from one tick straight to several (a year: yearly or quarterly): look a little denser
  // for two or more that still fit before settling for one.
  const densest = Math.min(maxTicks, Math.floor((options.length / spacing) * 3));
  for (let count = preferred + 1; count <= densest; count += 1) {
    const ticks = fit(count);
    if (ticks && ticks.length >= 2) return ticks;
  }
  if (fallback) return fallback;
  // Even the sparsest candidates collide (a very narrow chart): one labelled tick still reads.
  const first = options.ticks(1)[0];
  if (first === undefined) return [];
  return place(options, [first], fontSize)?.map((box) => box.tick) ?? [];
}

/**
 * Tick candidates for a band axis (one slot per category): every k-th category from the first, so the
 * chosen labels stay evenly spaced. Returns indices.
 */
export function bandTickCandidates(categoryCount: number, count: number): number[] {
  if (categoryCount <= 0) return [];
  const stride = Math.max(1, Math.ceil(categoryCount / Math.max(1, count)));
  const indices: number[] = [];
  for (let i = 0; i < categoryCount; i += stride) indices.push(i);
  return indices;
}
