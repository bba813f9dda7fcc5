import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { minWidthQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/vars.css';

/** The card surface alone, shared with other surfaces that look like cards (StatTile). */
export const surface = style({
  boxSizing: 'border-box',
  minWidth: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const card = recipe({
  base: [
    surface,
    {
      display: 'block',
      textDecoration: 'none',
      selectors: {
        // Cards rendered as links or buttons through `asChild`.
        'a&, button&': {
          cursor: 'pointer',
          textAlign: 'start',
          font: 'inherit',
          transitionProperty: 'border-color, box-shadow',
          transitionDuration: vars.duration.fast,
        },
        'a&:hover, button&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
        '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      },
    },
  ],
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['3'] },
      // Phones get a step less padding: every pixel of a 375 px screen counts.
      md: {
        padding: vars.space['4'],
        '@media': { [minWidthQuery('sm')]: { padding: vars.space['5'] } },
      },
      lg: {
        padding: vars.space['5'],
        '@media': { [minWidthQuery('sm')]: { padding: vars.space['6'] } },
      },
    },
    elevated: {
      true: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md },
      false: {},
    },
  },
  defaultVariants: { padding: 'md', elevated: false },
});

/** The variant props of the card recipe. */
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['4'],
  selectors: {
    // Without a body below it, the header needs no gap.
    '&:last-child': { marginBottom: 0 },
    // Content runs to the edges (a table, a chart) but the header keeps its padding, ruled off from the content.
    [`${card.classNames.variants.padding.none} > &`]: {
      marginBottom: 0,
      padding: vars.space['4'],
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const heading = style({ minWidth: 0, flex: '1 1 auto' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
});
