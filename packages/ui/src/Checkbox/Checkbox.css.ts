import { style } from '@vanilla-extract/css';
import { focusVisibleRing } from '../Field/Field.css';
import { vars } from '../tokens/vars.css';

export const box = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: 0,
  padding: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.primary.onSolid,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    ...focusVisibleRing,
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.primary.solid,
      borderColor: vars.color.primary.solid,
    },
    '&[data-state="checked"]:hover:not(:disabled), &[data-state="indeterminate"]:hover:not(:disabled)': {
      backgroundColor: vars.color.primary.solidHover,
      borderColor: vars.color.primary.solidHover,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.error.solid },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({
  display: 'inline-flex',
});

export const checkGlyph = style({
  selectors: { '[data-state="indeterminate"] > &': { display: 'none' } },
});

export const minusGlyph = style({
  selectors: { '[data-state="checked"] > &': { display: 'none' } },
});
