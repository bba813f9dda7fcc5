import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const stack = style({ display: 'grid', gap: vars.space['4'], marginBlockStart: vars.space['4'] });

export const muted = style({ margin: 0, color: vars.color.textMuted });
