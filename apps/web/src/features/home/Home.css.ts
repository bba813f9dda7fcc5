import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const section = style({ marginBlock: vars.space['6'] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBlock: vars.space['3'] });

export const about = style({ maxWidth: '48rem', lineHeight: vars.lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const link = style({ color: vars.color.primary.text, fontWeight: vars.fontWeight.medium });

// The chart's own height (280 px): the skeleton before its code arrives takes the same room.
export const chart = style({
  minHeight: '280px',
  minWidth: 0,
  // @lode/charts' visually hidden table is wider than a phone; clip it as the cabinet does (a margin keeps focus).
  overflow: 'clip',
  overflowClipMargin: vars.space['1'],
});

export const chartSkeleton = style({ height: '280px' });
