import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'end' });

export const outcome = style({ margin: 0, marginBlockStart: vars.space['3'], overflowWrap: 'anywhere' });
