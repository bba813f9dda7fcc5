import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

// The dashboard's figures, by meaning: the hashrate block, the workers line, then one earnings block per coin. Each
// block keeps its size while its figures load (skeletons of the figures' height), so nothing moves when they land.

/** The figures section: blocks stacked, each the page's width. */
export const stack = style({ display: 'grid', gap: vars.space['3'] });

/** A block's surface: a little tighter on a phone, where every line counts. */
export const block = style({
  boxSizing: 'border-box',
  minWidth: 0,
  padding: vars.space['3'],
  '@media': { [minWidthQuery('sm')]: { padding: vars.space['4'] } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/** A block's title: the section's own heading, one step below the page's section titles. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** The muted line beside a title or under a figure: how a figure is made. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Every figure of the dashboard: tabular digits, so figures above each other line up. */
const figure = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold, margin: 0 });

/** The block's lead figure (the 10-minute hashrate, a coin's balance). */
export const lead = style([figure, { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight }]);

/** A figure beside the lead one (the 1 h and 24 h averages). */
export const second = style([figure, { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight }]);

/** A small figure (reject and stale rates, the earnings rows). */
export const small = style([figure, { fontSize: vars.fontSize.md }]);

/** A figure's name, above it. */
export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** One figure of a row: name over value. */
export const item = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

/** The earnings blocks: as many columns as fit, two on a phone. */
export const coins = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space['3'],
  '@media': {
    [minWidthQuery('sm')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 17rem), 1fr))' },
  },
});

/**
 * The hashrate block's body: on a phone the 10-minute figure with the day's line beside it, the other four figures
 * under them; from the `md` width on, one row: the 10-minute figure, the other four in two columns, the line.
 */
export const hashrateBody = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(6rem, 1fr)',
  gridTemplateAreas: '"lead line" "more more"',
  alignItems: 'end',
  gap: vars.space['3'],
  marginBlockStart: vars.space['2'],
  '@media': {
    [minWidthQuery('md')]: {
      gridTemplateColumns: 'auto auto minmax(8rem, 1fr)',
      gridTemplateAreas: '"lead more line"',
      alignItems: 'start',
      columnGap: vars.space['6'],
    },
  },
});

/** The 10-minute figure's list. */
export const hashrateLead = style({ gridArea: 'lead', margin: 0 });

/** The other four figures, two to a row. */
export const hashrateMore = style({
  gridArea: 'more',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  columnGap: vars.space['5'],
  rowGap: vars.space['2'],
  margin: 0,
});

/** The day's hashrate line: beside the 10-minute figure, as wide as the room left. */
export const sparkline = style({
  gridArea: 'line',
  alignSelf: 'center',
  display: 'block',
  width: '100%',
  height: '2.75rem',
  overflow: 'visible',
  color: vars.color.primary.solid,
});

/** The header of a block: its title, and a note or link at the end. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space['3'],
});

/**
 * An earnings block's smaller figures. On a phone, where two blocks share the width, each name stands over its value;
 * from the `sm` width on, name and value share a line, the values aligned at the end so their digits line up.
 */
export const ledger = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space['3'],
  margin: 0,
  marginBlockStart: vars.space['3'],
  alignItems: 'baseline',
  '@media': {
    [minWidthQuery('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space['1'] },
  },
});

/** A ledger line: its name and value take the grid's columns. */
export const ledgerLine = style({ display: 'contents' });

/**
 * A ledger value: on a phone one step smaller, so a seven-digit DOGE total fits half the screen; it wraps between its
 * digits rather than running out of the block.
 */
export const ledgerValue = style([
  figure,
  {
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
    marginBlockEnd: vars.space['1'],
    '@media': { [minWidthQuery('sm')]: { fontSize: vars.fontSize.md, textAlign: 'end', marginBlockEnd: 0 } },
  },
]);

/** The balance's note: on a wider screen only, where it costs no line of a phone's first screen. */
export const balanceHint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'none',
  '@media': { [minWidthQuery('sm')]: { display: 'block' } },
});

/** A coin's balance: the block's largest figure, sized for two blocks side by side on a phone. */
export const balanceFigure = style([
  figure,
  {
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
    '@media': { [minWidthQuery('sm')]: { fontSize: vars.fontSize.xl } },
  },
]);

/** The workers line: its title, then the three counts, which wrap beside it where a language's words are long. */
export const workers = style([
  block,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: vars.space['4'],
    paddingBlock: vars.space['3'],
  },
]);

/** The three counts. */
export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
});

/**
 * A count before its status (the status is the `dt`, first in the document, drawn second). Centred, not on a common
 * baseline: a count's skeleton has no baseline, and would stand taller than the count it holds the place of.
 */
export const count = style({
  display: 'flex',
  flexDirection: 'row-reverse',
  alignItems: 'center',
  gap: vars.space['1'],
});

/** The balance, under the earnings block's title. */
export const balance = style({ margin: 0, marginBlockStart: vars.space['2'] });

/** The ticker after the balance, from the `sm` width on (on a phone the block's title names the coin). */
export const unit = style({
  display: 'none',
  '@media': { [minWidthQuery('sm')]: { display: 'inline' } },
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** The title over a group of blocks (the earnings, one block per coin). */
export const groupTitle = style([title, { marginBlock: `${vars.space['1']} ${vars.space['2']}` }]);

/**
 * A figure's skeleton, exactly one line of its figure tall (the figures' line height is tighter than the text the
 * skeleton is made for), so a block is as tall loading as filled. Doubled class: it wins over the skeleton's own.
 */
export const figureSkeleton = style({ selectors: { '&&': { paddingBlock: 'calc((1lh - 1em) / 2)' } } });
