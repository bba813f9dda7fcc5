import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

// Shape differs as well as colour (filled, filled, hollow), a second cue beside the always-present text label.
export const dot = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: '10px',
    height: '10px',
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
  },
  variants: {
    status: {
      online: { backgroundColor: vars.color.success.solid, borderColor: vars.color.success.solid },
      offline: { backgroundColor: vars.color.error.solid, borderColor: vars.color.error.solid },
      inactive: { backgroundColor: 'transparent', borderColor: vars.color.neutral.solid },
    },
  },
});

/** The variant props of the dot recipe. */
export type StatusDotVariants = NonNullable<RecipeVariants<typeof dot>>;
