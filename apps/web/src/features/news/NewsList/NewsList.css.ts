import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const list = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const post = style({
  minWidth: 0,
  paddingBlockEnd: vars.space['5'],
  borderBottom: `1px solid ${vars.color.border}`,
  lineHeight: vars.lineHeight.normal,
  // A deep link scrolls the post below the sticky header, not under it.
  scrollMarginTop: '5rem',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, margin: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['3'],
  marginBlock: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const permalink = style({ color: vars.color.primary.text, fontWeight: vars.fontWeight.medium });

export const summary = style({ fontWeight: vars.fontWeight.medium, marginBlock: vars.space['2'] });

export const body = style({ marginBlock: vars.space['2'], overflowWrap: 'anywhere' });

// Three posts' worth of room while the first page loads.
export const skeleton = style({ height: '9rem' });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBlock: vars.space['5'],
});

export const pagerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.primary.text,
  fontWeight: vars.fontWeight.medium,
});

export const pagerGap = style({ minWidth: '1px' });
