import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The ui package has no multi-line or date-time field yet: native controls drawn like its text fields.
const control = {
  boxSizing: 'border-box',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.error.solid },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
} as const;

export const dateTime = style({
  ...control,
  minHeight: '2.5rem',
  maxWidth: '100%',
  paddingInline: vars.space['3'],
  font: 'inherit',
});

export const textarea = style({
  ...control,
  width: '100%',
  padding: vars.space['3'],
  resize: 'vertical',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
