import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space['6'],
  alignItems: 'start',
});

export const channels = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const channel = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const channelName = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const link = style({ color: vars.color.primary.text, fontWeight: vars.fontWeight.medium });

export const form = style({ display: 'grid', gap: vars.space['4'], minWidth: 0, maxWidth: '40rem' });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

// The ui package has no multi-line field yet: a textarea drawn like its text fields (border, radius, focus ring).
export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '10rem',
  padding: vars.space['3'],
  resize: 'vertical',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.error.solid },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const counter = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
