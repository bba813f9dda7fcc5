import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const actions = style({ display: 'inline-flex', gap: vars.space['2'] });

export const notice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Holds the menu button's place for the moment its code loads.
export const placeholder = style({ display: 'inline-block', width: '96px', height: '32px' });
