import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lode/ui';

/** Below sm: the public header keeps the brand, the account corner and the menu button (PublicMenu). */
const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  minHeight: '64px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // On a phone the 64 px include padding and border, so the public header's one row (brand, account, menu) fits.
  '@media': { [phone]: { boxSizing: 'border-box' } },
});

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
};

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: focusRing,
});

export const brandMark = style({ color: vars.color.primary.text });

// The links wrap onto a second line on narrow screens: a strip that scrolls sideways cut "Calculator" at the edge
// of a phone and hid the links after it with no sign they were there. Wrapping needs no script, so the page
// rendered at build already shows every link, and it works the same in every language.
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  maxWidth: '100%',
  paddingBlock: vars.space['1'],
  '@media': { [phone]: { display: 'none' } },
});

export const navLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    ...focusRing,
    '&:hover': { color: vars.color.primary.text },
    '&[aria-current="page"]': { color: vars.color.primary.text, textDecoration: 'underline' },
  },
});

// Language, theme and account stay together at the end of the header and wrap below the brand on narrow screens.
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
});

// The language and theme switchers of the public header: from sm on laid out as if this wrapper were not there;
// below sm they are in the site menu instead.
export const preferences = style({
  display: 'contents',
  '@media': { [phone]: { display: 'none' } },
});

export const main = style({
  maxWidth: '960px',
  marginInline: 'auto',
  padding: vars.space['5'],
  boxSizing: 'border-box',
  width: '100%',
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const grow = style({ flex: '1 0 auto' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const footerLink = style({
  color: vars.color.textMuted,
  selectors: { ...focusRing, '&:hover': { color: vars.color.text } },
});
