import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const root = style({ position: 'relative', minWidth: 0 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '32px',
  maxWidth: '100%',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// The name gives way first on a narrow header: a phone shows its first characters, the list shows it whole.
export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '16ch',
});

// In the menu sheet the button is a full-width row above the links, the whole name shown.
export const triggerInMenu = style({ width: '100%', minHeight: '40px', justifyContent: 'flex-start' });

export const nameInMenu = style({ maxWidth: 'none', flex: 1, textAlign: 'start' });

export const panel = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 4px)',
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: 'max-content',
  minWidth: '220px',
  maxWidth: 'min(320px, calc(100vw - 24px))',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

// In the phone's menu sheet the list opens in the sheet's flow, as wide as the sheet, pushing the links down.
export const panelInMenu = style({
  position: 'static',
  width: 'auto',
  maxWidth: 'none',
  marginBlockStart: vars.space['2'],
  boxShadow: 'none',
});

export const search = style({
  minHeight: '32px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '300px',
  overflowY: 'auto',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.color.primary.soft },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
  },
});

// An option of the menu sheet's list is a link: the text's colour, a ring when focused.
export const optionLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: '40px',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold },
  },
});

// Keeps the names in one column whether or not an option carries the check mark.
export const check = style({ inlineSize: '16px', flex: 'none', color: vars.color.primary.text });

export const note = style({
  margin: 0,
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space['2'],
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.sm,
});
