import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/vars.css';

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

// Inline labels (checkbox, switch, radio) sit on one body-text line; the control is centred on that line.
const inlineLineHeight = `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`;

export const field = recipe({
  base: {
    minWidth: 0,
    maxWidth: '100%',
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
  variants: {
    layout: {
      stacked: {
        display: 'inline-flex',
        flexDirection: 'column',
        verticalAlign: 'top',
        width: '280px',
      },
      // Control in the first column, label, hint and error aligned in the second.
      inline: {
        display: 'inline-grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: vars.space['2'],
        alignItems: 'start',
        verticalAlign: 'top',
      },
      group: {
        display: 'inline-flex',
        flexDirection: 'column',
        verticalAlign: 'top',
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  compoundVariants: [{ variants: { layout: 'inline', fullWidth: true }, style: { display: 'grid' } }],
  defaultVariants: { layout: 'stacked', fullWidth: false },
});

export const label = recipe({
  base: {
    color: vars.color.text,
    selectors: {
      '[data-disabled] > &': { color: vars.color.textMuted },
    },
  },
  variants: {
    layout: {
      stacked: {
        marginBottom: vars.space['1'],
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.medium,
        lineHeight: vars.lineHeight.normal,
      },
      inline: {
        gridColumn: '2',
        fontSize: vars.fontSize.md,
        lineHeight: vars.lineHeight.normal,
        cursor: 'pointer',
        selectors: { '[data-disabled] > &': { cursor: 'not-allowed' } },
      },
      group: {
        marginBottom: vars.space['2'],
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.medium,
        lineHeight: vars.lineHeight.normal,
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const requiredMarker = style({
  marginInlineStart: vars.space['1'],
  color: vars.color.error.text,
});

export const inlineControl = style({
  gridColumn: '1',
  gridRow: '1',
  display: 'flex',
  alignItems: 'center',
  height: inlineLineHeight,
});

const message = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '[data-layout="inline"] > &': { gridColumn: '2' },
  },
});

export const hint = style([message, { marginTop: vars.space['1'], color: vars.color.textMuted }]);

// The error region is always in the DOM so screen readers hear it when text arrives; empty, it takes no space.
export const error = style([
  message,
  {
    marginTop: vars.space['1'],
    color: vars.color.error.text,
    fontWeight: vars.fontWeight.medium,
    selectors: { '&:empty': { marginTop: 0 } },
  },
]);

/**
 * The bordered box of a text-like control (TextField, NumberField, Select trigger): heights match Button sizes.
 * `focus: 'within'` draws the ring when an input inside has focus; `'self'` when the box itself is the control.
 */
export const controlBox = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    margin: 0,
    paddingInline: vars.space['3'],
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    // 16px text keeps iOS Safari from zooming into the field on focus.
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.text },
      '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.error.solid },
      '&[data-invalid]:hover:not([data-disabled]), &[aria-invalid="true"]:hover:not([data-disabled])': {
        borderColor: vars.color.error.solid,
      },
      '&[data-readonly]': { backgroundColor: vars.color.background },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      sm: { height: '32px', fontSize: vars.fontSize.sm },
      md: { height: '40px' },
      lg: { height: '48px' },
    },
    focus: {
      within: { selectors: { '&:focus-within': focusRing } },
      self: { selectors: { '&:focus-visible': focusRing } },
    },
  },
  defaultVariants: { size: 'md', focus: 'within' },
});

/** The variant props of the control box recipe. */
export type ControlBoxVariants = NonNullable<RecipeVariants<typeof controlBox>>;

/** The focus ring every control draws on `:focus-visible`, for controls styled outside the box recipe. */
export const focusVisibleRing = { '&:focus-visible': focusRing } as const;
