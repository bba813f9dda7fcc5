import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { colorRoles, darkColors, lightColors, type ThemeColors } from './palette';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (_name, colors: ThemeColors) => {
  it('keeps body and muted text readable on every surface', () => {
    for (const surface of [colors.background, colors.surface, colors.surfaceRaised]) {
      expect(contrastRatio(colors.text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(colors.textMuted, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('shows the focus ring and control borders against the background', () => {
    expect(contrastRatio(colors.focusRing, colors.background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    // A field's edge must read on a card and straight on the page (WCAG 1.4.11).
    for (const surface of [colors.background, colors.surface, colors.surfaceRaised]) {
      expect(contrastRatio(colors.borderStrong, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  it.each(colorRoles)('meets WCAG AA for %s text on solid, soft and surface', (role) => {
    const c = colors[role];
    expect(contrastRatio(c.onSolid, c.solid)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.onSolid, c.solidHover)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.text, c.soft)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.text, c.softHover)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.text, colors.surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.text, colors.background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

it('uses the brand blues of the spec as primary', () => {
  expect(lightColors.primary.solid).toBe('#1867c0');
  expect(darkColors.primary.solid).toBe('#2d82c6');
});

it('computes WCAG contrast', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#777777')).toBe(1);
  expect(() => contrastRatio('blue', '#fff')).toThrow('Not a #rrggbb colour: blue');
});
