import { createVar } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { colorRoles, type ColorRole } from '../tokens/palette';
import { vars } from '../tokens/vars.css';

// The tone fills these once and each variant reads them, as in Button: tones and variants combine freely.
const tone = {
  solid: createVar(),
  onSolid: createVar(),
  soft: createVar(),
  border: createVar(),
  text: createVar(),
};

const toneStyles = Object.fromEntries(
  colorRoles.map((role) => [
    role,
    {
      vars: {
        [tone.solid]: vars.color[role].solid,
        [tone.onSolid]: vars.color[role].onSolid,
        [tone.soft]: vars.color[role].soft,
        [tone.border]: vars.color[role].border,
        [tone.text]: vars.color[role].text,
      },
    },
  ]),
) as Record<ColorRole, { vars: Record<string, string> }>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    boxSizing: 'border-box',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    variant: {
      soft: { backgroundColor: tone.soft, borderColor: tone.border, color: tone.text },
      solid: { backgroundColor: tone.solid, color: tone.onSolid },
    },
    tone: toneStyles,
    size: {
      sm: { minHeight: '20px', paddingInline: vars.space['2'], fontSize: vars.fontSize.xs },
      md: { minHeight: '24px', paddingInline: vars.space['2'], fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { variant: 'soft', tone: 'neutral', size: 'md' },
});

/** The variant props of the badge recipe. */
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
