import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// Layout of the wallets, API keys, settings and referral pages (their own file, so the other cabinet pages' styles
// stay untouched).

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space['4'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const stack = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const fieldset = style({
  display: 'grid',
  gap: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space['1'] });

export const secret = style({
  fontFamily: vars.font.mono,
  wordBreak: 'break-all',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const secretInline = style({ fontFamily: vars.font.mono, wordBreak: 'break-all' });

export const error = style({ color: vars.color.error.text, margin: 0 });

export const status = style({ color: vars.color.textMuted, margin: 0, minHeight: vars.lineHeight.normal });

export const labelled = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
