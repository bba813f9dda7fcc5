import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const stack = style({ display: 'grid', gap: vars.space['4'] });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const state = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const muted = style({ margin: 0, marginBlockStart: vars.space['2'], color: vars.color.textMuted });
