import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The docs list and the chrome around the API reference: our own markup, themed by the ui tokens.

export const section = style({ marginBlock: vars.space['5'] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBlock: vars.space['3'] });

export const baseUrl = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '40px',
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const types = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
});

export const type = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  padding: vars.space['4'],
});

export const typeTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const text = style({ lineHeight: vars.lineHeight.normal, marginBlock: vars.space['2'] });

export const muted = style({ color: vars.color.textMuted });

export const link = style({
  color: vars.color.primary.text,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const operations = style({
  listStyle: 'none',
  padding: 0,
  marginBlock: vars.space['3'],
  display: 'grid',
  gap: vars.space['1'],
});

export const method = style({
  display: 'inline-block',
  minWidth: '4.5em',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const sample = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const sampleHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['2'],
});

export const reference = style({ minHeight: '480px', marginBlockStart: vars.space['5'] });

export const status = style({
  display: 'grid',
  gap: vars.space['3'],
  color: vars.color.textMuted,
});
