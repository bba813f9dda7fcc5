import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

export { content, header, headerEnd, preferences } from '../cabinetFrame.css';

// The sub-account switcher: in the header from sm up; on a phone the header has no room for it (brand, algorithm,
// bell and account), so it heads the menu sheet instead.
export const headerSwitcher = style({
  display: 'none',
  minWidth: 0,
  '@media': { [minWidthQuery('sm')]: { display: 'block' } },
});

export const menuSwitcher = style({
  marginBlockEnd: vars.space['3'],
  '@media': { [minWidthQuery('sm')]: { display: 'none' } },
});
