import { contrastRatio, darkColors, lightColors, vars } from '@lode/ui';
import { describe, expect, it } from 'vitest';
import { buildChartTheme, lodeSeriesColors } from './chartTheme';
import { chartTheme } from './chartTheme.css';

// Colour-vision deficiency simulation (Machado, Oliveira & Fernandes 2009, full severity) in linear RGB.
const deficiencies = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
} as const;

const linear = (hex: string) =>
  [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];

function lab([r, g, b]: readonly [number, number, number]) {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)] as const;
}

function seen(hex: string, matrix?: readonly (readonly number[])[]) {
  const c = linear(hex);
  if (!matrix) return lab(c);
  const m = matrix.map((row) =>
    Math.min(1, Math.max(0, (row[0] ?? 0) * c[0] + (row[1] ?? 0) * c[1] + (row[2] ?? 0) * c[2])),
  ) as [number, number, number];
  return lab(m);
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(...a.map((v, i) => v - (b[i] ?? 0)));

const themes = [
  ['light', chartTheme.light, lightColors],
  ['dark', chartTheme.dark, darkColors],
] as const;

describe('chart theme', () => {
  it.each(themes)(
    'gives every %s series colour 3:1 against every surface it is drawn on',
    (_, series, ui) => {
      for (const colour of series) {
        for (const surface of [ui.surface, ui.surfaceRaised, ui.background]) {
          expect(contrastRatio(colour, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(3);
        }
      }
    },
  );

  it.each(themes)('keeps %s series colours apart for colour-blind readers', (_, series) => {
    // CIE76 ΔE ≥ 12 between any two series, with normal vision and each dichromacy simulated.
    for (const matrix of [undefined, ...Object.values(deficiencies)]) {
      for (let i = 0; i < series.length; i += 1) {
        for (let j = i + 1; j < series.length; j += 1) {
          const a = series[i] as string;
          const b = series[j] as string;
          expect(distance(seen(a, matrix), seen(b, matrix)), `${a} vs ${b}`).toBeGreaterThanOrEqual(12);
        }
      }
    }
  });

  it('is data built by one function: ui tokens for everything but the series', () => {
    expect(chartTheme).toEqual(buildChartTheme(lodeSeriesColors, vars));
    expect(chartTheme.roles.grid).toBe('var(--lode-color-border)');
    expect(chartTheme.dashes[0]).toBe('none');
    expect(new Set(chartTheme.dashes).size).toBe(chartTheme.seriesCount);
    expect(() => buildChartTheme({ light: ['#000000'], dark: [] }, vars)).toThrow(/same/);
    expect(() => buildChartTheme({ light: ['red'], dark: ['blue'] }, vars)).toThrow(/#rrggbb/);
  });
});
