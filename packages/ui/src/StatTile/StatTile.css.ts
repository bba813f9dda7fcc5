import { style } from '@vanilla-extract/css';
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

export const valueRow = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space['1'],
  minHeight: valueLineHeight,
  margin: 0,
});

// Every figure has the same size, whatever its length: one too long for its tile wraps between its digit groups
// (StatTile marks where), its unit after it or on the next line, and breaks inside a group only when a single
// group is wider than the tile.
export const value = style({
  minWidth: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const unit = style({
  fontSize: vars.fontSize.md,
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
export const hint = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const skeletonValue = style({ alignSelf: 'center' });
