import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The wallet card's own parts: the proof steps, the one-time login with its copy button, the badge row, the
// card's footer.

export const proof = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const proofTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const steps = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  minWidth: 0,
});

// A list item keeps `display: list-item`, or its number goes; its parts are spaced by margins instead of a grid gap.
export const step = style({ minWidth: 0, paddingInlineStart: vars.space['1'] });

globalStyle(`${step} > * + *`, { marginTop: vars.space['2'] });

export const stepText = style({ margin: 0 });

export const login = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const loginText = style({
  fontFamily: vars.font.mono,
  wordBreak: 'break-all',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const timing = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
