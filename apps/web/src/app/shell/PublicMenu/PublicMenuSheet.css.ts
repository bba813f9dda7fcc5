import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The switchers and Register below the links, as the cabinet's drawer sets its preferences apart.
export const section = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginBlockStart: vars.space['4'],
  paddingBlockStart: vars.space['4'],
  paddingInline: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});
