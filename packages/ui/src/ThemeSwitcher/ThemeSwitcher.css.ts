import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

export const root = style({
  display: 'inline-flex',
  padding: '2px',
  gap: '2px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const item = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '32px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.neutral.soft },
    '&:has(input:checked)': {
      color: vars.color.primary.onSolid,
      backgroundColor: vars.color.primary.solid,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// The input stays in the page (keyboard, forms, screen readers) but the label draws the choice.
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const glyph = style({ width: '16px', height: '16px', flexShrink: 0 });
