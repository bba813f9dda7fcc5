import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// One card per coin, as many columns as fit (one at 360 px). Every line of a card has the same height loading and
// filled (tiles keep theirs, text lines are one line each), so the figures arriving move nothing.
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space['4'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

const oneLine = {
  margin: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

export const name = style({ ...oneLine, fontSize: vars.fontSize.lg, lineHeight: '28px', height: '28px' });

export const subtitle = style({
  ...oneLine,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: '20px',
  height: '20px',
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['2']}`,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: '20px',
});

globalStyle(`${terms} dt`, { color: vars.color.textMuted });
globalStyle(`${terms} dd`, { ...oneLine, height: '20px', fontWeight: vars.fontWeight.medium });

export const stratumTitle = style({ ...oneLine, fontSize: vars.fontSize.sm, lineHeight: '20px' });

export const stratum = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const stratumRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

// Two lines are kept for every address: at 360 px one wraps, on a desktop it fits one; either way the same height
// loading and filled.
export const url = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: '40px',
  display: 'flex',
  alignItems: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: '20px',
  wordBreak: 'break-all',
  overflow: 'hidden',
});
