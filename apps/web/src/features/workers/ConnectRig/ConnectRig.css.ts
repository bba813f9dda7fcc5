import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginBlockStart: vars.space['3'],
  textAlign: 'start',
  whiteSpace: 'normal',
});

export const row = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const term = style({ color: vars.color.textMuted, minWidth: '7em' });

export const code = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral.soft,
});
