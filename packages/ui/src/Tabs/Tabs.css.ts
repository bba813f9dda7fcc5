import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

// Room for the 2px focus outline and its 2px offset: the list scrolls, and a scroll container clips what overflows it.
const focusRoom = vars.space['1'];

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space['1'],
  padding: focusRoom,
  borderBottom: `1px solid ${vars.color.border}`,
  // Narrow screens scroll the tabs sideways instead of wrapping them onto a second row.
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
  WebkitOverflowScrolling: 'touch',
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  minHeight: '40px',
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.neutral.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="active"]': { color: vars.color.primary.text },
    // The active marker sits on the list's bottom border, below the focus room.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: `calc(-1 * ${focusRoom})`,
      height: '2px',
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
      transitionProperty: 'background-color',
      transitionDuration: vars.duration.fast,
    },
    '&[data-state="active"]::after': { backgroundColor: vars.color.primary.solid },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${trigger}[data-state="active"] &`]: {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.text,
    },
  },
});

export const content = style({
  paddingBlock: vars.space['4'],
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
