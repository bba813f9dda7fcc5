import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lode/ui';
import { visuallyHiddenRule } from '../../../lib/figures/visuallyHidden.css';

export const field = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

// The label shows from sm up; below, the select's own text (an algorithm name) says enough and the label is kept
// for assistive technology.
export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': {
    [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: visuallyHiddenRule,
  },
});

export const select = style({
  minHeight: '32px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
