import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'end',
  marginBlockEnd: vars.space['4'],
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const schedule = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'end',
});

export const status = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center' });
