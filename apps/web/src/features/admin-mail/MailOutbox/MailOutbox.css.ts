import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const search = style({ flex: '1 1 14rem', minWidth: 0 });

export const status = style({ flex: '0 1 12rem', minWidth: 0 });

export const delivery = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: '12rem',
  maxWidth: '28rem',
});

export const answer = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  color: vars.color.error.text,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stack = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const retryError = style({ color: vars.color.error.text, fontSize: vars.fontSize.sm, margin: 0 });
