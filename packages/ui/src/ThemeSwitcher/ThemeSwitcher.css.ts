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
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '32px',
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.neutral.soft },
    '&[data-state="checked"]': {
      color: vars.color.primary.onSolid,
      backgroundColor: vars.color.primary.solid,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const glyph = style({ width: '16px', height: '16px', flexShrink: 0 });
