import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const target = style({ overflowWrap: 'anywhere' });

export const values = style({ display: 'grid', gap: vars.space['1'], marginBlockStart: vars.space['2'] });

export const value = style({
  margin: 0,
  maxWidth: '32rem',
  maxHeight: '12rem',
  overflow: 'auto',
  padding: vars.space['2'],
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.sm,
});
