import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

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

// Five rows and the two notes under them, so the page does not move when the figures arrive.
export const tableSkeleton = style({ height: '16rem' });

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

export const note = style({ fontWeight: vars.fontWeight.medium, marginBlock: vars.space['3'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const formula = style({ maxWidth: '48rem', lineHeight: vars.lineHeight.normal });
