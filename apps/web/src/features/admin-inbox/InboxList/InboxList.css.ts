import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const search = style({ flex: '1 1 14rem', minWidth: 0 });

export const status = style({ flex: '0 1 12rem', minWidth: 0 });

export const sender = style({ display: 'grid', minWidth: 0 });

export const email = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
