import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space['6']} ${vars.space['4']}`,
});

export const lead = style({ fontSize: vars.fontSize.lg, marginBlock: vars.space['4'] });

export const muted = style({ color: vars.color.textMuted });

export const link = style({ color: vars.color.primary.text, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const section = style({ marginBlock: vars.space['5'] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginBlock: vars.space['3'] });

export const list = style({ paddingInlineStart: vars.space['5'], lineHeight: vars.lineHeight.normal });

export const faq = style({ margin: 0 });

export const faqItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space['3'],
  // A deep link scrolls the question below the sticky header, not under it.
  scrollMarginTop: '5rem',
});

export const question = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  // list-item keeps the disclosure triangle; the padding makes a 44 px touch target.
  display: 'list-item',
  paddingBlock: vars.space['2'],
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const answer = style({
  marginInlineStart: 0,
  marginBlockStart: vars.space['2'],
  lineHeight: vars.lineHeight.normal,
});

// Looks like the ui Button (solid, medium) without its code, for pages that must stay in the main bundle.
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingInline: vars.space['4'],
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
