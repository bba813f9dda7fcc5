import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// Drawn like the theme switcher beside it: one segmented control per choice. Where even that does not fit, a
// language moves to a second row whole rather than being squeezed.
export const list = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  margin: 0,
  padding: '2px',
  gap: '2px',
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  // Narrow enough for the three names to fit the cabinet's side column; nowrap because a CJK name may otherwise
  // break between any two characters ("中" over "文") when the row is tight.
  paddingInline: vars.space['2'],
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.neutral.soft },
    '&[aria-current="true"]': {
      color: vars.color.primary.onSolid,
      backgroundColor: vars.color.primary.solid,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
