import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// Tiles flow in as many columns as fit: one at 360 px, up to five on a desktop; each has a fixed minimum so a
// background refresh never changes the grid.
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space['3'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const section = style({ marginBlock: vars.space['6'] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBlock: vars.space['3'] });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space['5'],
});

export const mono = style({ fontFamily: vars.font.mono, wordBreak: 'break-all' });

export const code = style({ fontFamily: vars.font.mono });

// @lode/charts' visually hidden data table is a <table> with width 1px, which tables ignore: a summarised table is
// over 1000 px wide and would make a phone scroll sideways. Clipping here (a margin keeps focus rings) contains it
// until the package wraps the table itself.
export const chartCell = style({
  minWidth: 0,
  overflow: 'clip',
  overflowClipMargin: vars.space['1'],
});

export const muted = style({ color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space['3'],
  marginBlock: vars.space['4'],
});
