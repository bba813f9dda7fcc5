import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { minWidthQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/vars.css';

// These styles are shared with ConfirmDialog. Both are Radix dialogs (internal/ModalContent): an overlay and a panel,
// the panel a `<dialog open>`. Only the entry is animated, on opacity and transform: Radix unmounts at once on close.

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const cardIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const sheetIn = keyframes({
  from: { opacity: 0, transform: 'translateY(24px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

const sm = minWidthQuery('sm');

/** Dims the page behind the panel; a click on it closes a Dialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.backdrop,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

const cardLayout = {
  inset: 0,
  // With inset 0, auto margins and a fit-content height a fixed box centres itself without a transform,
  // which leaves transform free for the entry animation.
  margin: 'auto',
  width: `calc(100% - 2 * ${vars.space['4']})`,
  height: 'fit-content',
  maxHeight: `calc(100dvh - 2 * ${vars.space['6']})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
} as const;

const cardMotion = {
  '&[open]': { animation: `${cardIn} ${vars.duration.normal} ease-out` },
} as const;

/** The dialog panel: a full-screen sheet below the sm breakpoint (or always a card), a centred card above it. */
export const panel = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    flexDirection: 'column',
    boxSizing: 'border-box',
    // Instead of the browser's own dialog padding: the body inside pads.
    padding: 0,
    maxWidth: 'none',
    maxHeight: 'none',
    overflow: 'hidden',
    border: 'none',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    selectors: {
      '&[open]': { display: 'flex' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    size: {
      sm: { '@media': { [sm]: { maxWidth: '400px' } } },
      md: { '@media': { [sm]: { maxWidth: '560px' } } },
      lg: { '@media': { [sm]: { maxWidth: '800px' } } },
    },
    layout: {
      sheetOnMobile: {
        inset: 0,
        width: '100%',
        height: '100dvh',
        selectors: {
          '&[open]': { animation: `${sheetIn} ${vars.duration.normal} ease-out` },
        },
        '@media': { [sm]: { ...cardLayout, selectors: cardMotion } },
      },
      card: { ...cardLayout, maxWidth: '400px', selectors: cardMotion },
    },
  },
  defaultVariants: { size: 'md', layout: 'sheetOnMobile' },
});

/** The variant props of the panel recipe. */
export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;

/** The scrolling inside of the panel, holding everything the dialog shows. */
export const body = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  gap: vars.space['3'],
  minHeight: 0,
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space['5'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

// Keeps the title clear of the close button that sits in the corner.
export const titleBesideClose = style({ paddingInlineEnd: vars.space['6'] });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['2'],
  // In the full-screen sheet the actions sit at the bottom of the screen, within reach of a thumb.
  marginTop: 'auto',
  paddingTop: vars.space['3'],
  '@media': {
    [sm]: { flexDirection: 'row', justifyContent: 'flex-end', flexWrap: 'wrap' },
  },
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
