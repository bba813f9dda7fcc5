import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'end',
  marginBlockEnd: vars.space['4'],
});

export const buttons = style({ display: 'flex', gap: vars.space['2'] });
