import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const details = style({
  display: 'grid',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['5'],
});

export const message = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  fontWeight: 500,
});
