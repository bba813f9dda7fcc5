import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

export const body = style({
  flex: '1 0 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: vars.space['5'],
  boxSizing: 'border-box',
  '@media': { [minWidthQuery('md')]: { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  paddingBlock: vars.space['1'],
  selectors: {
    '&:hover': { color: vars.color.primary.text },
    '&[aria-current="page"]': { color: vars.color.primary.text, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const main = style({ minWidth: 0 });
