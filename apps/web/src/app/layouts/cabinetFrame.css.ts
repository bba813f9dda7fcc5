import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The frame the cabinet and the watcher view share: the header's row, the preferences under the navigation and the
// content's width.

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
// a status or the page, so the page does not shift when it comes.
export const content = style({ maxWidth: '1200px', display: 'flow-root' });
