import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

// Tiles flow in as many columns as fit: two on a phone (one per row made fifteen tiles some 1,900 px of scrolling
// before the first chart), up to five on a desktop; each has a fixed minimum so a background refresh never changes
// the grid, and the skeleton, drawn in the same grid, has the final layout.
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space['3'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [minWidthQuery('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))' },
  },
});

// Tiles whose figure is a coin amount (8 decimals, at the figure size some 190 px wide, more with thousands) or that
// carry a paragraph under the figure (the next payout's estimate and schedule): one per row on a phone, where half a
// 360 px screen leaves some 130 px; elsewhere wide enough for an amount to wrap only between its digit groups.
const wideColumns = 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))';
export const wideTiles = style([
  tiles,
  // Its own media rule too: the one of `tiles` comes later in the stylesheet and would win.
  {
    gridTemplateColumns: wideColumns,
    '@media': { [minWidthQuery('sm')]: { gridTemplateColumns: wideColumns } },
  },
]);

// A cabinet page's sections: a step closer together on a phone.
export const section = style({
  marginBlock: vars.space['5'],
  '@media': { [minWidthQuery('sm')]: { marginBlock: vars.space['6'] } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBlock: vars.space['3'] });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space['5'],
});

// A chart's visible title: one step below the sections' titles, as the charts sit side by side.
export const chartTitle = style({ fontSize: vars.fontSize.md, marginBlock: `0 ${vars.space['2']}` });

export const mono = style({ fontFamily: vars.font.mono, wordBreak: 'break-all' });

export const code = style({ fontFamily: vars.font.mono });

// @lode/charts' visually hidden data table is a <table> with width 1px, which tables ignore: a summarised table is
// over 1000 px wide and would make a phone scroll sideways. Clipping here (a margin keeps focus rings) contains it
// until the package wraps the table itself.
// Layout and paint containment: a chart drawing itself (its plot comes once its width is known) lays out and repaints
// inside its cell, not the page around it. Nothing in a chart is positioned outside its cell.
export const chartCell = style({
  minWidth: 0,
  overflow: 'clip',
  overflowClipMargin: vars.space['1'],
  contain: 'layout paint',
});

export const muted = style({ color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space['3'],
  marginBlock: vars.space['4'],
});
