import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../tokens/vars.css';

const tones = ['info', 'success', 'warning', 'error'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    boxSizing: 'border-box',
    padding: vars.space['3'],
    paddingInlineStart: vars.space['4'],
    border: '1px solid',
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
  },
  variants: {
    tone: Object.fromEntries(
      tones.map((tone) => [
        tone,
        { backgroundColor: vars.color[tone].soft, borderColor: vars.color[tone].border },
      ]),
    ) as Record<(typeof tones)[number], { backgroundColor: string; borderColor: string }>,
  },
  defaultVariants: { tone: 'info' },
});

/** The variant props of the alert recipe. */
export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

export const icon = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    width: '20px',
    height: '20px',
    // Centres the 20 px icon on the first 14 px × 1.5 line of text.
    marginTop: '1px',
  },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, { color: vars.color[tone].text }])) as Record<
      (typeof tones)[number],
      { color: string }
    >,
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 auto',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const body = style({ color: vars.color.text });

// Bodies are usually paragraphs; the alert's own gap spaces them, not the browser's default margins.
globalStyle(`${body} > p`, { margin: 0 });
globalStyle(`${body} > p + p`, { marginTop: vars.space['2'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});

// Pulled up and in so the 32 px button lines up with the title without making the alert taller.
export const dismiss = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space['1']})`,
  marginInlineEnd: `calc(-1 * ${vars.space['1']})`,
  paddingInline: vars.space['2'],
});
