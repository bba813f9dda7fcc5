import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { colorRoles, type ColorRole, type RoleColors } from '../tokens/palette';
import { vars } from '../tokens/vars.css';

// The tone fills these once; each variant reads them, so tones and variants combine without 28 compound rules.
const tone = {
  solid: createVar(),
  solidHover: createVar(),
  onSolid: createVar(),
  soft: createVar(),
  softHover: createVar(),
  border: createVar(),
  text: createVar(),
} satisfies Record<keyof RoleColors, string>;

const toneStyles = Object.fromEntries(
  colorRoles.map((role) => [
    role,
    {
      vars: {
        [tone.solid]: vars.color[role].solid,
        [tone.solidHover]: vars.color[role].solidHover,
        [tone.onSolid]: vars.color[role].onSolid,
        [tone.soft]: vars.color[role].soft,
        [tone.softHover]: vars.color[role].softHover,
        [tone.border]: vars.color[role].border,
        [tone.text]: vars.color[role].text,
      },
    },
  ]),
) as Record<ColorRole, { vars: Record<string, string> }>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    variant: {
      solid: {
        backgroundColor: tone.solid,
        color: tone.onSolid,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: tone.solidHover } },
      },
      soft: {
        backgroundColor: tone.soft,
        color: tone.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: tone.softHover } },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: tone.border,
        color: tone.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: tone.soft } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: tone.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: tone.soft } },
      },
    },
    tone: toneStyles,
    size: {
      sm: { minHeight: '32px', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
      md: { minHeight: '40px', paddingInline: vars.space['4'], fontSize: vars.fontSize.sm },
      lg: { minHeight: '48px', paddingInline: vars.space['5'], fontSize: vars.fontSize.md },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'solid', tone: 'primary', size: 'md', fullWidth: false },
});

/** The variant props of the button recipe. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// While loading the label keeps its width (no layout shift) and the spinner sits on top of it.
// Transparent, not `visibility: hidden`, so the label still names the button for screen readers.
export const hiddenLabel = style({ opacity: 0 });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: vars.radius.full,
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});
