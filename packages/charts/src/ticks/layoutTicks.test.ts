import { scaleLinear } from '@visx/scale';
import { timeTicks } from '@visx/vendor/d3-time';
import { describe, expect, it } from 'vitest';
import { defaultFormatTime } from '../format/formats';
import { at, day, formatHashrate, formatTime, hour, minute, storyStart } from '../testing/poolData';
import { bandTickCandidates, layoutTicks, maxTicks, type AxisTick } from './layoutTicks';
import { estimateTextWidth } from './textWidth';

/** Label boxes along a horizontal axis, from the same width estimate the layout uses. */
function boxes(ticks: readonly AxisTick[]) {
  return ticks.map((t) => {
    const w = estimateTextWidth(t.label, 12);
    const from = t.anchor === 'start' ? t.position : t.anchor === 'end' ? t.position - w : t.position - w / 2;
    return { from, to: from + w };
  });
}

function expectNoOverlap(ticks: readonly AxisTick[], gap = 8) {
  const b = boxes(ticks);
  for (let i = 1; i < b.length; i += 1) expect(at(b, i).from).toBeGreaterThanOrEqual(at(b, i - 1).to + gap);
}

function timeAxis(span: number, length: number, format = formatTime) {
  const end = storyStart + span;
  return layoutTicks({
    orientation: 'x',
    length,
    ticks: (count) => timeTicks(new Date(storyStart), new Date(end), count).map(Number),
    position: (value) => ((value - storyStart) / span) * length,
    format: (value, step) => format(value, { step }),
    overhang: [40, 16],
  });
}

describe('layoutTicks', () => {
  it.each([
    ['an hour', hour],
    ['a day', day],
    ['a week', 7 * day],
    ['a month', 30 * day],
    ['a year', 365 * day],
  ])('labels %s of time at 320 px without overlap and inside the chart', (_, span) => {
    for (const format of [formatTime, defaultFormatTime]) {
      const ticks = timeAxis(span, 320 - 56, format);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expectNoOverlap(ticks);
      for (const box of boxes(ticks)) {
        expect(box.from).toBeGreaterThanOrEqual(-40);
        expect(box.to).toBeLessThanOrEqual(320 - 56 + 16);
      }
    }
  });

  it('thins long and wide (Chinese) labels at 320 px instead of overlapping them', () => {
    const scale = scaleLinear<number>({ domain: [0, 1e12], range: [0, 264] });
    const ticks = layoutTicks({
      orientation: 'x',
      length: 264,
      ticks: (count) => scale.ticks(count),
      position: (value) => scale(value),
      format: (value) => `${formatHashrate(value)} 每秒算力`,
    });
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expectNoOverlap(ticks);
  });

  it('stacks value-axis labels at least a line apart', () => {
    const scale = scaleLinear<number>({ domain: [0, 1.6e12], range: [200, 0], nice: true });
    const ticks = layoutTicks({
      orientation: 'y',
      length: 200,
      ticks: (count) => scale.ticks(count),
      position: (value) => scale(value),
      format: formatHashrate,
      overhang: [10, 30],
    });
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    const sorted = [...ticks].sort((a, b) => a.position - b.position);
    for (let i = 1; i < sorted.length; i += 1) {
      expect(at(sorted, i).position - at(sorted, i - 1).position).toBeGreaterThanOrEqual(15 + 4);
    }
  });

  it('never returns more than 1000 ticks, however long the axis or generous the scale', () => {
    const huge = layoutTicks({
      orientation: 'x',
      length: 10_000_000,
      ticks: (count) => Array.from({ length: count * 3 }, (_, i) => i),
      position: (value) => value * 5_000,
      format: (value) => String(value),
      spacing: 1,
    });
    expect(huge.length).toBeLessThanOrEqual(maxTicks);
    expect(huge.length).toBeGreaterThan(100);

    const year = 365 * day;
    const minutes = layoutTicks({
      orientation: 'x',
      length: 5_000_000,
      ticks: (count) => timeTicks(new Date(storyStart), new Date(storyStart + year), count).map(Number),
      position: (value) => ((value - storyStart) / year) * 5_000_000,
      format: (value) => String(Math.round(value / minute)),
      spacing: 1,
    });
    expect(minutes.length).toBeLessThanOrEqual(maxTicks);
  });

  it('gives one tick rather than colliding ones on an axis too short for two, and none on no axis', () => {
    const scale = scaleLinear<number>({ domain: [0, 100], range: [0, 60] });
    const ticks = layoutTicks({
      orientation: 'x',
      length: 60,
      ticks: (count) => scale.ticks(count),
      position: (value) => scale(value),
      format: (value) => `${value} very long label`,
      overhang: [200, 200],
    });
    expect(ticks).toHaveLength(1);
    expect(
      layoutTicks({ orientation: 'x', length: 0, ticks: () => [1], position: () => 0, format: String }),
    ).toEqual([]);
  });
});

describe('bandTickCandidates', () => {
  it('takes every k-th category from the first', () => {
    expect(bandTickCandidates(30, 5)).toEqual([0, 6, 12, 18, 24]);
    expect(bandTickCandidates(3, 10)).toEqual([0, 1, 2]);
    expect(bandTickCandidates(0, 3)).toEqual([]);
  });
});
