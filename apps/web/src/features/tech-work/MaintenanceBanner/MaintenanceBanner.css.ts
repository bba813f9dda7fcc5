import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const banner = style({
  marginBlockEnd: vars.space['4'],
});

export const line = style({
  margin: 0,
});

export const message = style({
  margin: 0,
  marginBlockStart: vars.space['2'],
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
