import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

// Holds the select and the chevron drawn over its end.
export const frame = style({
  position: 'relative',
  display: 'flex',
  width: '100%',
});

export const select = style({
  // The platform's arrow differs per engine and ignores the theme; the chevron below replaces it.
  appearance: 'none',
  // Room for the chevron, so a long option's text stops before it.
  paddingInlineEnd: `calc(${vars.space['3']} + 16px + ${vars.space['2']})`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    // The placeholder reads as a hint, not as a chosen value.
    '&:has(option[data-placeholder]:checked)': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours (Windows High Contrast) drop custom drawing: the platform's own arrow is the one that shows.
    '(forced-colors: active)': { appearance: 'auto', paddingInlineEnd: vars.space['3'] },
  },
});

// The open list is drawn by the platform: `color-scheme` (dark or light, set with the theme) picks its palette,
// and the options keep the text colour even while the muted placeholder is showing in the box.
globalStyle(`${select} option`, {
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
});

globalStyle(`${select} option:disabled`, { color: vars.color.textMuted });

export const chevron = style({
  position: 'absolute',
  // Where the trigger's padding put it: the padding plus the select's 1px border.
  insetInlineEnd: `calc(${vars.space['3']} + 1px)`,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  // Clicks go through to the select, which opens its list.
  pointerEvents: 'none',
  selectors: {
    [`${select}:disabled + &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': { display: 'none' },
  },
});
