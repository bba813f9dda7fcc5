import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The ui package has no multi-line field yet: a textarea drawn like its text fields (border, radius, focus ring).
export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '6rem',
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
