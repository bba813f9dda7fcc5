import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({ minWidth: 0 });

export const fieldset = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': { [minWidthQuery('md')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' } },
});

export const legend = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space['1'] });

export const fields = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidthQuery('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 7rem', alignItems: 'start' },
  },
});

export const moves = style({ display: 'flex', gap: vars.space['1'], justifyContent: 'end' });
