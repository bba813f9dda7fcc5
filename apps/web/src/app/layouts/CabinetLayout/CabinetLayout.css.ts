import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  // Lets the header's parts shrink instead of pushing the page sideways on a phone.
  minWidth: 0,
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
  minWidth: 0,
});

export const preferences = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginBlockStart: vars.space['5'],
  paddingBlockStart: vars.space['4'],
  paddingInline: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
});

// flow-root keeps the page's first margin inside: the content box then starts at the same place whether it holds
// the sign-in check's status or the page, so the page does not shift when the check finishes.
export const content = style({ maxWidth: '1200px', display: 'flow-root' });

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
