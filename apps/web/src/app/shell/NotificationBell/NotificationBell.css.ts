import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const trigger = style({ position: 'relative', flexShrink: 0 });

// The count sits on the bell's corner, drawn over the button: it never widens the header when it appears.
export const count = style({
  position: 'absolute',
  insetBlockStart: '-4px',
  insetInlineEnd: '-4px',
  minWidth: '16px',
  height: '16px',
  paddingInline: '4px',
  borderRadius: '8px',
  background: vars.color.error.solid,
  color: vars.color.error.onSolid,
  fontSize: '11px',
  fontWeight: 700,
  lineHeight: '16px',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const unread = style({
  borderInlineStartWidth: '4px',
  borderInlineStartColor: vars.color.primary.solid,
});

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const rule = style({ fontWeight: 600 });

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
});
