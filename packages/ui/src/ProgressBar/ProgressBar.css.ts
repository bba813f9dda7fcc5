import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { colorRoles, type ColorRole } from '../tokens/palette';
import { vars } from '../tokens/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const valueText = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.neutral.softHover,
    // Safari clips the rounded corners of a transformed child only when the track makes its own layer.
    transform: 'translateZ(0)',
  },
  variants: {
    size: {
      sm: { height: '4px' },
      md: { height: '8px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const indicator = recipe({
  base: {
    width: '100%',
    height: '100%',
    transitionProperty: 'transform',
    transitionDuration: vars.duration.normal,
    transitionTimingFunction: 'ease-out',
  },
  variants: {
    tone: Object.fromEntries(
      colorRoles.map((role) => [role, { backgroundColor: vars.color[role].solid }]),
    ) as Record<ColorRole, { backgroundColor: string }>,
  },
  defaultVariants: { tone: 'primary' },
});

/** The variant props of the indicator recipe. */
export type ProgressIndicatorVariants = NonNullable<RecipeVariants<typeof indicator>>;
