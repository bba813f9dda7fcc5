import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusVisibleRing } from '../Field/Field.css';
import { vars } from '../tokens/vars.css';

// A fieldset without the platform's frame, so it lays out as the other fields do.
export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0 });

export const group = recipe({
  base: { display: 'flex' },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space['2'] },
      horizontal: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space['5'],
        rowGap: vars.space['2'],
      },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['2'],
  alignItems: 'start',
});

// Centres the 20px radio on the first line of a body-text label.
export const radioSlot = style({
  display: 'flex',
  alignItems: 'center',
  height: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
});

export const radio = style({
  // The platform's radio ignores the theme; this one is drawn here and the input keeps its native behaviour.
  appearance: 'none',
  boxSizing: 'border-box',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: 0,
  padding: 0,
  backgroundColor: vars.color.surface,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transitionProperty: 'border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    ...focusVisibleRing,
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    // The dot: 10px of primary inside a 3px ring of surface, inside the 2px border.
    '&:checked, &:checked:hover:not(:disabled)': {
      borderColor: vars.color.primary.solid,
      backgroundColor: vars.color.primary.solid,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
    },
    '[aria-invalid="true"] &:not(:checked)': { borderColor: vars.color.error.solid },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    // Forced colours (Windows High Contrast) drop backgrounds and shadows, which would hide the dot.
    '(forced-colors: active)': { appearance: 'auto' },
  },
});

export const optionLabel = style({
  gridColumn: '2',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '[data-disabled] > &': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const optionHint = style({
  gridColumn: '2',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});
