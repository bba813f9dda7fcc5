import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../tokens/vars.css';

/** Minimum height of a body row; skeleton rows take the same, so nothing moves when data arrives. */
export const rowHeight = '48px';

// Every cell paints the row's background, so sticky cells cover what scrolls beneath them and still follow hover.
const rowBackground = createVar();

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    maxWidth: '100%',
    boxSizing: 'border-box',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    framed: {
      true: {
        backgroundColor: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      },
      false: {},
    },
  },
  defaultVariants: { framed: true },
});

export const region = style({
  overflow: 'auto',
  // The containing block of what cells position absolutely (words for screen readers only): held by the scroll.
  position: 'relative',
  borderRadius: 'inherit',
  overscrollBehaviorX: 'contain',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-footer="true"]': { borderBottomLeftRadius: 0, borderBottomRightRadius: 0 },
  },
});

export const table = style({
  width: '100%',
  // Collapsed borders do not travel with sticky cells; separate borders on the cells do.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = recipe({
  base: { textAlign: 'start', captionSide: 'top' },
  variants: {
    visible: {
      true: {
        padding: `${vars.space['3']} ${vars.space['4']}`,
        fontSize: vars.fontSize.md,
        fontWeight: vars.fontWeight.bold,
        color: vars.color.text,
      },
      false: { padding: 0 },
    },
  },
});

const cellBase = {
  boxSizing: 'border-box',
  height: rowHeight,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  // One line per row: rows keep one height, and narrow screens scroll sideways instead of growing tall rows.
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  backgroundColor: rowBackground,
} as const;

const alignVariants = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;

export const headerCell = recipe({
  base: {
    ...cellBase,
    vars: { [rowBackground]: vars.color.surface },
    height: '40px',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.textMuted,
    borderBottomColor: vars.color.borderStrong,
  },
  variants: {
    align: alignVariants,
    stickyHeader: {
      true: { position: 'sticky', top: 0, zIndex: 2 },
      false: {},
    },
    stickyColumn: {
      true: {
        position: 'sticky',
        insetInlineStart: 0,
        zIndex: 1,
        borderInlineEnd: `1px solid ${vars.color.border}`,
      },
      false: {},
    },
  },
  // The corner cell sits above both the scrolling header row and the scrolling column.
  compoundVariants: [{ variants: { stickyHeader: true, stickyColumn: true }, style: { zIndex: 3 } }],
});

export const cell = recipe({
  base: {
    ...cellBase,
    fontWeight: vars.fontWeight.regular,
    selectors: {
      // The footer or the frame draws the last line.
      'tr:last-child > &': { borderBottomColor: 'transparent' },
    },
  },
  variants: {
    align: alignVariants,
    stickyColumn: {
      true: {
        position: 'sticky',
        insetInlineStart: 0,
        zIndex: 1,
        borderInlineEnd: `1px solid ${vars.color.border}`,
      },
      false: {},
    },
  },
});

export const row = recipe({
  base: {
    vars: { [rowBackground]: vars.color.surface },
  },
  variants: {
    clickable: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:hover': { vars: { [rowBackground]: vars.color.neutral.soft } },
          '&:focus-visible': {
            outline: `2px solid ${vars.color.focusRing}`,
            outlineOffset: '-2px',
          },
        },
      },
      false: {},
    },
  },
});

export const sortButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: `calc(-1 * ${vars.space['1']})`,
    padding: vars.space['1'],
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    letterSpacing: 'inherit',
    textTransform: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
    },
  },
  variants: {
    // In an end-aligned (numeric) column the arrow goes before the header, so the words line up with the numbers.
    align: {
      start: {},
      center: {},
      end: { flexDirection: 'row-reverse' },
    },
  },
});

export const sortIcon = recipe({
  base: { flexShrink: 0, transitionProperty: 'opacity', transitionDuration: vars.duration.fast },
  variants: {
    active: {
      true: { color: vars.color.primary.text },
      false: {
        opacity: 0.55,
        selectors: { [`${sortButton.classNames.base}:hover &`]: { opacity: 1 } },
      },
    },
  },
});

export const messageCell = style({
  padding: 0,
  whiteSpace: 'normal',
  borderBottomColor: 'transparent',
  backgroundColor: vars.color.surface,
});

/**
 * The visible width of the scroll container, measured on resize. Not a container query: `container-type` would give
 * the container no intrinsic width, and the table would collapse wherever it is sized to its content.
 */
export const visibleWidth = createVar();

// Sticks to the visible part of the region, so the message stays in view in a table wider than the screen.
export const message = style({
  position: 'sticky',
  insetInlineStart: 0,
  boxSizing: 'border-box',
  width: fallbackVar(visibleWidth, '100%'),
  maxWidth: '100%',
  padding: vars.space['4'],
  textAlign: 'center',
});

export const errorMessage = style({ textAlign: 'start' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const pageSize = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const select = style({
  minHeight: '32px',
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const pageStatus = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const pageButtons = style({ display: 'inline-flex', gap: vars.space['1'] });

export const pageButton = style({ paddingInline: vars.space['2'] });

// The summary row (totals) reads as the table's last word: a stronger rule above it and bold figures.
export const summaryCell = style({
  fontWeight: vars.fontWeight.bold,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  vars: { [rowBackground]: vars.color.surface },
  selectors: { 'tr:last-child > &': { borderBottomColor: 'transparent' } },
});
