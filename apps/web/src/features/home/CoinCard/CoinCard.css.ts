import { createContainer, globalStyle, style } from '@vanilla-extract/css';
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

// The card is the container its figures lay out by: its width, not the screen's, says whether two fit side by side.
const cardContainer = createContainer();

/** Below this card width a hashrate with its unit, or a compact difficulty, no longer fits half the card. */
const narrowCard = `${cardContainer} (max-width: 22rem)`;

export const card = style({
  containerName: cardContainer,
  containerType: 'inline-size',
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

// In a narrow card the hashrate and the difficulty take a row each, so a figure and its unit (or its compact suffix)
// stay on one line; the miner and worker counts, short in every language, share the last row.
globalStyle(`${tiles} > [data-stat="poolHashrate"], ${tiles} > [data-stat="networkDifficulty"]`, {
  '@container': { [narrowCard]: { gridColumn: '1 / -1' } },
});

// In a narrow card a long term's name (Russian's "Последний найденный блок") takes two lines rather than the room of
// its value, so an amount such as the minimum payout shows whole; the names are static text, two lines loading too.
export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  '@container': { [narrowCard]: { gridTemplateColumns: 'fit-content(7.5rem) minmax(0, 1fr)' } },
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

// Two lines are kept for every address, broken after its `://` where it wraps: on a desktop one fits one line, in a
// narrow card it takes the card's width and wraps onto the second, with the copy button on a line of its own below
// (a language's longer button label then takes no room from the address). The same height loading and filled.
export const url = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '40px',
  display: 'flex',
  alignItems: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: '20px',
  overflowWrap: 'anywhere',
  '@container': { [narrowCard]: { flexBasis: '100%' } },
});

globalStyle(`${stratumRow}`, {
  '@container': { [narrowCard]: { flexWrap: 'wrap', rowGap: vars.space['1'] } },
});

globalStyle(`${stratumRow} > button`, { '@container': { [narrowCard]: { marginInlineStart: 'auto' } } });
