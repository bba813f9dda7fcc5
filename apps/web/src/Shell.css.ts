import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

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
});

const focusRing = {
  '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
};

export const brand = style({
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: focusRing,
});

export const nav = style({ display: 'flex', gap: vars.space['4'] });

export const navLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { ...focusRing, '&:hover': { color: vars.color.primary.text } },
});

// Language and theme stay together at the end of the header and wrap below the brand on narrow screens.
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
});

export const main = style({
  maxWidth: '960px',
  marginInline: 'auto',
  padding: vars.space['5'],
});
