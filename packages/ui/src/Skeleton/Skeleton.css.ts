import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/vars.css';

// A pulse of opacity: the compositor runs it on its own thread, so a page full of skeletons costs the main thread
// no paint per frame (a sweep of `background-position` repainted every skeleton on every frame).
const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

const linePadding = `calc((${vars.lineHeight.normal} * 1em - 1em) / 2)`;

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    // A neutral token, so it follows the theme.
    backgroundColor: vars.color.neutral.softHover,
    animation: `${pulse} 1.6s ease-in-out infinite`,
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
