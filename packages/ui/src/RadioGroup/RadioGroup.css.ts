import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusVisibleRing } from '../Field/Field.css';
import { vars } from '../tokens/vars.css';

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
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transitionProperty: 'border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    ...focusVisibleRing,
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-state="checked"], &[data-state="checked"]:hover:not(:disabled)': {
      borderColor: vars.color.primary.solid,
    },
    '[aria-invalid="true"] &:not([data-state="checked"])': { borderColor: vars.color.error.solid },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const dot = style({
  display: 'block',
  width: '10px',
  height: '10px',
  backgroundColor: vars.color.primary.solid,
  borderRadius: vars.radius.full,
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
