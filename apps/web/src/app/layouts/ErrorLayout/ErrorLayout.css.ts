import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: '640px',
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['5'],
  boxSizing: 'border-box',
});
