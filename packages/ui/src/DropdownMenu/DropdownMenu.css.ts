import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/vars.css';

// The menu slides in from its trigger: down when it opens below, up when it opens above.
const enterOffset = createVar();

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${enterOffset})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style({
  // A popover in the top layer, placed by script (internal/floating); the z-index serves engines without popovers.
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  minWidth: '180px',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100dvh - 16px)',
  overflowY: 'auto',
  padding: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  vars: { [enterOffset]: '-4px' },
  animation: `${slideIn} ${vars.duration.fast} ease-out`,
  selectors: {
    '&[data-side="top"]': { vars: { [enterOffset]: '4px' } },
  },
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: '32px',
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&:focus': { backgroundColor: vars.color.neutral.soft },
      // Inset: items touch each other, so an outset ring would be cut by the neighbours.
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'default', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      default: {},
      destructive: {
        color: vars.color.error.text,
        selectors: { '&:focus': { backgroundColor: vars.color.error.soft } },
      },
    },
    // Checkbox and radio items keep a column for their mark, so labels line up whether checked or not.
    indicator: {
      true: { paddingInlineStart: vars.space['6'] },
      false: {},
    },
  },
  defaultVariants: { tone: 'default', indicator: false },
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '16px',
  height: '16px',
  color: vars.color.primary.text,
});

export const radioDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

export const label = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1']})`,
  backgroundColor: vars.color.border,
});
