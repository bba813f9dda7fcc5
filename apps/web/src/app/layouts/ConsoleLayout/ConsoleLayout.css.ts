import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

export { content, header, headerEnd, preferences } from '../cabinetFrame.css';

// The console's name beside the brand: from sm up; a phone's header keeps the brand, the cabinet link and the menu.
export const consoleName = style({
  display: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  '@media': { [minWidthQuery('sm')]: { display: 'inline' } },
});

// The cabinet link's words: an icon alone on a phone (the link keeps its accessible name).
export const cabinetLinkText = style({
  display: 'none',
  '@media': { [minWidthQuery('sm')]: { display: 'inline' } },
});

export const noAccess = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  paddingBlock: vars.space['6'],
});
