import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [minWidthQuery('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'grid',
  gap: vars.space['2'],
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary.solid },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const label = style({ color: vars.color.textMuted });

export const value = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  selectors: { [`${tile}[data-urgent] &`]: { color: vars.color.warning.text } },
});
