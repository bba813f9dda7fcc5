import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

// Below sm only: from sm on the header has room for the links and switchers themselves.
export const menuSlot = style({
  display: 'inline-flex',
  '@media': { [minWidthQuery('sm')]: { display: 'none' } },
});

// Square, as the cabinet's menu button (an IconButton, 40 px); two classes outweigh Button's own padding.
export const menuButton = style({
  selectors: { [`${menuSlot} > &`]: { width: '40px', minWidth: '40px', paddingInline: 0 } },
});

// Drawn as lucide draws its icons, at the cabinet's menu icon size.
export const menuIcon = style({
  width: '20px',
  height: '20px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});

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
