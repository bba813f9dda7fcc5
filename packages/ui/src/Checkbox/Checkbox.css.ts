import { style } from '@vanilla-extract/css';
import { focusVisibleRing } from '../Field/Field.css';
import { glyphMask, glyphPaths } from '../Field/glyphs';
import { vars } from '../tokens/vars.css';

const checkMark = glyphMask(glyphPaths.check, 3);
const mixedMark = glyphMask(glyphPaths.minus, 3);

export const box = style({
  // The platform's box ignores the theme; this one is drawn here and the input keeps its native behaviour.
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'inline-grid',
  placeContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: 0,
  padding: 0,
  backgroundColor: vars.color.surface,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    ...focusVisibleRing,
    // The mark: a 14px glyph cut from a plain square by a mask, so it takes the theme's colour.
    '&::before': {
      content: '""',
      width: '14px',
      height: '14px',
      backgroundColor: vars.color.primary.onSolid,
      maskImage: checkMark,
      maskSize: '100% 100%',
      visibility: 'hidden',
    },
    '&:checked::before, &:indeterminate::before': { visibility: 'visible' },
    '&:indeterminate::before': { maskImage: mixedMark },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked, &:indeterminate': {
      backgroundColor: vars.color.primary.solid,
      borderColor: vars.color.primary.solid,
    },
    '&:checked:hover:not(:disabled), &:indeterminate:hover:not(:disabled)': {
      backgroundColor: vars.color.primary.solidHover,
      borderColor: vars.color.primary.solidHover,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error.solid },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    // Forced colours (Windows High Contrast) drop backgrounds, which would hide the state: use the platform's box.
    '(forced-colors: active)': { appearance: 'auto', selectors: { '&::before': { display: 'none' } } },
  },
});
