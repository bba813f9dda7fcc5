import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const text = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
  padding: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const replies = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const reply = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const replyMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const statusForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space['3'],
});

export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
