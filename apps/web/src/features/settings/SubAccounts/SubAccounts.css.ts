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
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  minWidth: 0,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const about = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, flex: '1 1 16rem' });

export const nameLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const name = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  margin: 0,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const loginLabel = style({ marginInlineEnd: vars.space['1'] });

export const login = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const itemError = style({ flexBasis: '100%', color: vars.color.error.text, margin: 0 });

export const create = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});
