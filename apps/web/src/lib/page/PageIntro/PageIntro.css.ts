import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

// A step smaller on a phone, where the page's first screen should reach its content.
export const intro = style({
  marginBlockEnd: vars.space['4'],
  '@media': { [minWidthQuery('sm')]: { marginBlockEnd: vars.space['5'] } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space['2']} ${vars.space['3']}`,
});

export const lead = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  margin: 0,
  '@media': { [minWidthQuery('sm')]: { fontSize: vars.fontSize.lg } },
});

/** The lead paragraph of a page whose phone layout leads with its figures: drawn from the `sm` width on. */
export const leadFromSm = style([
  lead,
  { display: 'none', '@media': { [minWidthQuery('sm')]: { display: 'block' } } },
]);
