import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const intro = style({ marginBlockEnd: vars.space['5'] });

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space['2']} ${vars.space['3']}`,
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 });
