import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const linePadding = `calc((${vars.lineHeight.normal} * 1em - 1em) / 2)`;

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    // A band of the lighter shade sweeps across the darker one; both are neutral tokens, so it follows the theme.
    backgroundColor: vars.color.neutral.softHover,
    backgroundImage: `linear-gradient(90deg, ${vars.color.neutral.softHover} 0%, ${vars.color.neutral.soft} 50%, ${vars.color.neutral.softHover} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    variant: {
      block: { borderRadius: vars.radius.md },
      // One em of paint inside the padding that completes the line box: a text skeleton takes exactly the height
      // of a line. Padding, not margin, because stacked margins collapse and the lines would come out shorter.
      text: {
        height: '1em',
        paddingBlock: linePadding,
        backgroundClip: 'content-box',
        // The painted box's corners shrink by the padding: add it back on the vertical radii.
        borderRadius: `${vars.radius.sm} / calc(${vars.radius.sm} + ${linePadding})`,
      },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { variant: 'block' },
});

/** The variant props of the skeleton recipe. */
export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

export const lines = style({ display: 'block' });
