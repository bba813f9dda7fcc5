import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// Layout of the Telegram section: the framed list of chats, and the deep link while it waits to be used.

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
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['3'],
  minWidth: 0,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const chat = style({ display: 'grid', gap: 0, minWidth: 0, flex: '1 1 12rem' });

export const chatName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', margin: 0 });

export const groupTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, margin: 0 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const pending = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info.border}`,
  background: vars.color.info.soft,
});
