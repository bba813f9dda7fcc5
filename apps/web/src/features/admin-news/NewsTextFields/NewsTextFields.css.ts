import { globalStyle, style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

export const stack = style({ display: 'grid', gap: vars.space['4'], paddingBlock: vars.space['4'] });

export const editor = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidthQuery('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const preview = style({
  minWidth: 0,
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const previewTitle = style({
  margin: 0,
  marginBlockEnd: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const markdown = style({ lineHeight: vars.lineHeight.normal });
globalStyle(`${markdown} a`, { color: vars.color.primary.text });
globalStyle(`${markdown} pre`, { overflowX: 'auto' });
