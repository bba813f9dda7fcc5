import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { surface } from '../Card/Card.css';
import { vars } from '../tokens/vars.css';

// The value line keeps this height whether it shows a value, a skeleton or an error: the tile never jumps.
export const valueLineHeight = `calc(${vars.fontSize.xxl} * ${vars.lineHeight.tight})`;

export const tile = recipe({
  base: { boxSizing: 'border-box', minWidth: 0 },
  variants: {
    surface: {
      true: [surface, { padding: vars.space['4'] }],
      false: {},
    },
  },
  defaultVariants: { surface: true },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/**
 * How wide the figure and its unit are, in digits of the figure's full size (set by the tile from their text). The
 * figure's size then fits the tile: a long amount such as "1,759.50074379 DOGE" in a phone's half-width tile gets a
 * smaller type instead of running out of the tile or pushing its unit onto a second line.
 */
export const figureWidth = createVar();

// Bold tabular digits are up to 0.7 em wide in the fonts the tile falls back to (DejaVu Sans Bold: 0.696 em).
const digitWidth = 0.7;

export const valueRow = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'nowrap',
  columnGap: vars.space['1'],
  minHeight: valueLineHeight,
  margin: 0,
  // The figure's size below is measured against this row's width.
  containerType: 'inline-size',
});

// The figure's size: its full size, or less when its digits would not fit the row.
const figureSize = `min(${vars.fontSize.xxl}, calc(100cqi / (${fallbackVar(figureWidth, '1')} * ${digitWidth})))`;

/** The unit's size next to the figure's (16 px beside 28 px): StatTile counts it at this scale. */
export const unitScale = 0.6;

export const value = style({
  fontSize: figureSize,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const unit = style({
  // In proportion to the figure, so the two shrink together and still fit.
  fontSize: `min(${vars.fontSize.md}, calc(${figureSize} * ${unitScale}))`,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const errorMessage = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.error.text,
});

// A message over two lines must not squeeze its icon.
export const errorIcon = style({ flexShrink: 0 });

export const footRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const change = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    sentiment: {
      good: { color: vars.color.success.text },
      bad: { color: vars.color.error.text },
      neutral: { color: vars.color.textMuted },
    },
  },
});

// A hint may hold an amount with its unit joined by a no-break space ("1,107.71436631 DOGE"): in a narrow tile it
// breaks inside rather than running out of the tile.
export const hint = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.color.textMuted });

export const skeletonValue = style({ alignSelf: 'center' });
