import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// Layout of the webhooks section: a framed list of endpoints, each with its facts, its actions and, when opened,
// its delivery log; the add form under a rule.

export const group = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const groupTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });

export const add = style([
  group,
  { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['4'] },
]);

export const list = style({
  display: 'grid',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const item = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  minWidth: 0,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const url = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  margin: 0,
  minWidth: 0,
});

// The facts wrap as a row of equal boxes: four abreast on a wide screen, two on a phone.
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: 0, minWidth: 0, flex: '1 1 8rem' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const log = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const response = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  maxWidth: '20rem',
  display: 'block',
});
