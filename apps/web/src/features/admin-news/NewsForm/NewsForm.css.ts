import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const tabNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const muted = style({ color: vars.color.textMuted, marginBlock: vars.space['3'], marginInline: 0 });

export const dateInput = style({
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  paddingInline: vars.space['3'],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error.solid },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
