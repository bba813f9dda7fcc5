import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { colorRoles, type ColorRole } from '../tokens/palette';
import { vars } from '../tokens/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const status = style({ display: 'inline-flex', verticalAlign: 'middle' });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    borderRadius: vars.radius.full,
    animation: `${spin} 700ms linear infinite`,
    '@media': {
      // Slowed rather than stopped: a frozen ring would look like a broken icon, not like work in progress.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
    },
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px', borderWidth: '2px' },
      md: { width: '24px', height: '24px', borderWidth: '2.5px' },
      lg: { width: '32px', height: '32px', borderWidth: '3px' },
    },
    tone: {
      current: {},
      ...(Object.fromEntries(colorRoles.map((role) => [role, { color: vars.color[role].solid }])) as Record<
        ColorRole,
        { color: string }
      >),
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

/** The variant props of the spinner recipe. */
export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
