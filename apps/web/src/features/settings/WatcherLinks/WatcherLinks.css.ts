import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const group = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const groupTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const list = style({
  display: 'grid',
  gap: 0,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  minWidth: 0,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

/** A revoked or expired link: on a muted ground, so it reads apart from the working ones. */
export const endedItem = style({
  background: vars.color.background,
  color: vars.color.textMuted,
});

export const about = style({ display: 'grid', gap: vars.space['2'], minWidth: 0, flex: '1 1 20rem' });

export const labelLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  margin: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

// The facts wrap as a row of equal boxes: four abreast on a wide screen, two on a phone; what the link shows takes a
// whole line, since a list of scopes is longer than a date.
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: 0, minWidth: 0, flex: '1 1 8rem' });

export const wideFact = style({ flexBasis: '100%' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const create = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});

export const created = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success.border}`,
  background: vars.color.success.soft,
});
