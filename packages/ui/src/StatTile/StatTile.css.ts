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

export const value = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const unit = style({
  fontSize: vars.fontSize.md,
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

export const hint = style({ color: vars.color.textMuted });

export const skeletonValue = style({ alignSelf: 'center' });
