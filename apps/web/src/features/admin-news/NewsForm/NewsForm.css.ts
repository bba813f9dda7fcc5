import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const tabNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const muted = style({ color: vars.color.textMuted, marginBlock: vars.space['3'], marginInline: 0 });
