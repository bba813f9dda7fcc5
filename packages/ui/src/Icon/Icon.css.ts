import { style } from '@vanilla-extract/css';

// Sits on the text baseline like a glyph (Iconify's inline offset) and never shrinks in a flex row.
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.125em',
  overflow: 'visible',
});
