import { style } from '@vanilla-extract/css';
import { focusVisibleRing } from '../Field/Field.css';
import { vars } from '../tokens/vars.css';

const trackWidth = '36px';
const trackHeight = '20px';
const thumbSize = '14px';
const inset = '3px';

export const track = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  margin: 0,
  padding: 0,
  // The unticked track must stand out from the surface (3:1): the strong border colour does.
  backgroundColor: vars.color.borderStrong,
  border: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    ...focusVisibleRing,
    '&[data-state="checked"]': { backgroundColor: vars.color.primary.solid },
    '&[data-state="checked"]:hover:not(:disabled)': { backgroundColor: vars.color.primary.solidHover },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.error.solid}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.sm,
  transform: `translateX(${inset})`,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.primary.onSolid,
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - ${inset}))`,
    },
    // In right-to-left text the switch turns on towards the left.
    '[dir="rtl"] &': { transform: `translateX(-${inset})` },
    '[dir="rtl"] &[data-state="checked"]': {
      transform: `translateX(calc(-1 * (${trackWidth} - ${thumbSize} - ${inset})))`,
    },
  },
});
