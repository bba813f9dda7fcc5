import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lode/ui';
import { visuallyHiddenRule } from '../../../lib/figures/visuallyHidden.css';

export const layout = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space['4'], maxWidth: '36rem' });

// The unit choice sits beside the number on every width: 360 px has room for both.
export const hashrateRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 8rem',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const results = style({ minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBlock: vars.space['3'] });

// The results' room, from the table's five rows and the two notes under them as the default inputs fill them (on a
// phone each row is a card): taken before the figures arrive, so the formula below does not move when they do.
export const resultsBody = style({
  minHeight: '62.25rem',
  '@media': {
    [`screen and (min-width: ${breakpoints.sm}px)`]: { minHeight: '22rem' },
    [`screen and (min-width: ${breakpoints.md}px)`]: { minHeight: '20.75rem' },
  },
});

// While loading, the placeholder fills that room (a grid's one auto row stretches to the minimum height).
export const loadingBody = style({ display: 'grid' });

// From the `sm` width on, a table that scrolls sideways on its own if a language's words and the amounts need more.
export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th:first-child`, { textAlign: 'start' });

// Below the `sm` width each row is a card: its name, then one line per period, the period's name (the column header,
// drawn from the cell's `data-label`) at the start and the amount at the end, at the table's own size. An amount
// that does not fit beside its period moves to a line of its own, whole. The elements stay a table's (Chromium
// keeps their roles with these display values), and the header row stays in the tree for screen readers.
const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;

globalStyle(`${table}`, { '@media': { [phone]: { display: 'block' } } });

globalStyle(`${table} thead`, { '@media': { [phone]: visuallyHiddenRule } });

globalStyle(`${table} tbody`, { '@media': { [phone]: { display: 'grid', gap: vars.space['3'] } } });

globalStyle(`${table} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      padding: vars.space['3'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});

globalStyle(`${table} tbody th, ${table} tbody td`, {
  '@media': { [phone]: { borderBottom: 'none', paddingInline: 0, paddingBlock: vars.space['1'] } },
});

globalStyle(`${table} tbody th`, { '@media': { [phone]: { whiteSpace: 'normal' } } });

globalStyle(`${table} tbody td`, {
  '@media': {
    [phone]: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      columnGap: vars.space['3'],
    },
  },
});

/** An amount in its cell: on a phone it keeps to the end of its line, also on a line of its own. */
export const amount = style({ '@media': { [phone]: { marginInlineStart: 'auto' } } });

// The period's name is drawn only: its alternative text is empty, as the column header already gives it to the cell.
globalStyle(`${table} tbody td::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label) / ""',
      color: vars.color.textMuted,
      fontVariantNumeric: 'normal',
      textAlign: 'start',
      whiteSpace: 'normal',
    },
  },
});

export const note = style({ fontWeight: vars.fontWeight.medium, marginBlock: vars.space['3'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const formula = style({ maxWidth: '48rem', lineHeight: vars.lineHeight.normal });
