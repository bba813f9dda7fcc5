import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

// A mark (default, archived) wraps under a long name rather than widen the table into a sideways scroll.
export const name = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  whiteSpace: 'normal',
});

// The table from sm up; below, one card per sub-account (the figures as terms and values), so a phone never scrolls
// sideways through seven columns.
export const table = style({
  display: 'none',
  '@media': { [minWidthQuery('sm')]: { display: 'block' } },
});

export const phone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [minWidthQuery('sm')]: { display: 'none' } },
});

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const totalCard = style([
  card,
  { borderColor: vars.color.borderStrong, fontWeight: vars.fontWeight.bold },
]);

export const cardTitle = style({ margin: 0, marginBlockEnd: vars.space['2'], fontSize: vars.fontSize.md });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

// A term and its value side by side, in the list's two columns.
export const pair = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const sortField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});

export const select = style({
  minHeight: '36px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});
