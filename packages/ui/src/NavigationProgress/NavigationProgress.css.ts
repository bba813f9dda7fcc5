import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

/** How long the bar takes to run to the end and fade once the work is done, in ms. */
export const completeDurationMs = 400;

const fadeOut = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0 },
});

export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  height: '3px',
  // Above sticky headers, dialogs and toasts: it is about the whole page.
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const indicator = style({
  height: '100%',
  backgroundColor: vars.color.primary.solid,
  boxShadow: `0 0 8px ${vars.color.primary.solid}`,
  transformOrigin: '0 50%',
  // Slow enough that each creep step glides into the next.
  transition: `transform ${vars.duration.slow} ease-out`,
  selectors: {
    '[dir="rtl"] &': { transformOrigin: '100% 50%' },
  },
});

export const done = style({
  animation: `${fadeOut} ${completeDurationMs}ms ease-out forwards`,
});
