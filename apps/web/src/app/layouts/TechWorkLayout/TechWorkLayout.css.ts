import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const page = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
  justifyItems: 'center',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: '640px',
  padding: vars.space['5'],
  boxSizing: 'border-box',
});

export const main = style({
  width: '100%',
  maxWidth: '640px',
  paddingInline: vars.space['5'],
  paddingBlockEnd: vars.space['8'],
  boxSizing: 'border-box',
  alignSelf: 'center',
});
