import { style } from '@vanilla-extract/css';
import { focusVisibleRing } from '../Field/Field.css';
import { vars } from '../tokens/vars.css';

const trackWidth = '36px';
const trackHeight = '20px';
const thumbSize = '14px';
const inset = '3px';
const travel = `calc(${trackWidth} - ${thumbSize} - 2 * ${inset})`;

// The input is the track; its ::before is the thumb, so the switch is one native element.
export const track = style({
  appearance: 'none',
  position: 'relative',
  boxSizing: 'border-box',
  display: 'inline-block',
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
    '&::before': {
      content: '""',
      position: 'absolute',
      top: inset,
      insetInlineStart: inset,
      width: thumbSize,
      height: thumbSize,
      backgroundColor: vars.color.surface,
      borderRadius: vars.radius.full,
      boxShadow: vars.shadow.sm,
      transitionProperty: 'transform',
      transitionDuration: vars.duration.fast,
    },
    '&:checked': { backgroundColor: vars.color.primary.solid },
    '&:checked:hover:not(:disabled)': { backgroundColor: vars.color.primary.solidHover },
    '&:checked::before': {
      backgroundColor: vars.color.primary.onSolid,
      transform: `translateX(${travel})`,
    },
    // In right-to-left text the thumb starts on the right (inset-inline-start) and turns on towards the left.
    '[dir="rtl"] &:checked::before': { transform: `translateX(calc(-1 * ${travel}))` },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.error.solid}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    // Forced colours (Windows High Contrast) drop backgrounds, which would hide the state: use the platform's box.
    '(forced-colors: active)': { appearance: 'auto', selectors: { '&::before': { display: 'none' } } },
  },
});
