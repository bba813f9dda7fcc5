import { style } from '@vanilla-extract/css';
import { minWidthQuery } from '@lode/ui';

// Below sm only: from sm on the header has room for the links and switchers themselves.
export const menuSlot = style({
  display: 'inline-flex',
  '@media': { [minWidthQuery('sm')]: { display: 'none' } },
});

// Square, as the cabinet's menu button (an IconButton, 40 px); two classes outweigh Button's own padding.
export const menuButton = style({
  selectors: { [`${menuSlot} > &`]: { width: '40px', minWidth: '40px', paddingInline: 0 } },
});
