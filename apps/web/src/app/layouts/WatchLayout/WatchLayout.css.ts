import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export { content, header, headerEnd, preferences } from '../cabinetFrame.css';

// The bar heads every page of the view: one line from sm up, the badge under the text on a phone.
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['5'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.info.solid}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const barText = style({ flex: '1 1 16rem', minWidth: 0 });

export const barWhose = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const barDetail = style({
  margin: 0,
  marginBlockStart: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

// The view's loading line.
export const state = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
