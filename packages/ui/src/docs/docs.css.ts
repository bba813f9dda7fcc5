import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

// Styles of the Foundations pages in Storybook only; nothing here ships in the package (not exported from index).

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: '1200px',
  padding: vars.space['5'],
  fontFamily: vars.font.body,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space['3'] } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, maxWidth: '72ch', color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space['4'] });

// One theme drawn on its own background, whatever theme the rest of Storybook shows.
export const themePanel = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space['3'] } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const code = style({
  fontFamily: vars.font.mono,
  // Relative, so code in a lead paragraph and in a table cell each match their text.
  fontSize: '0.875em',
  overflowWrap: 'break-word',
});

export const codeBlock = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  // Wrapped, not scrolled: a scrolling block would need to be focusable for keyboard users.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const swatch = style({
  display: 'inline-block',
  width: '40px',
  height: '28px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
});

export const pairSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '64px',
  minHeight: '32px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.bold,
});

export const verdict = style({
  display: 'inline-block',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const pass = style({ backgroundColor: vars.color.success.soft, color: vars.color.success.text });

export const fail = style({ backgroundColor: vars.color.error.soft, color: vars.color.error.text });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  gap: vars.space['4'],
});

export const wideGrid = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))' },
]);

export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space['4'],
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space['3'] } },
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
