import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { minWidthQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateX(calc(100% + ${vars.space['4']}))` },
  to: { opacity: 1, transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeX = createVar();
const swipeY = createVar();
const exitX = createVar();
const exitY = createVar();
const property = (variable: string) => variable.replace(/^var\((.*)\)$/, '$1');
/** The custom properties an inline style sets to how far a finger has dragged the toast, in px along each axis. */
export const swipeProperties = { x: property(swipeX), y: property(swipeY) } as const;

const swiped = `translate(${swipeX}, ${swipeY})`;
// A swiped toast leaves from where the finger let go of it, in the direction of the swipe.
const swipeOut = keyframes({
  from: { transform: swiped },
  to: { transform: `translate(${exitX}, ${exitY})` },
});
const away = `calc(100% + ${vars.space['4']})`;

export const viewport = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  boxSizing: 'border-box',
  width: '100%',
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [minWidthQuery('sm')]: {
      insetInline: 'auto',
      right: 0,
      width: '400px',
      padding: vars.space['4'],
    },
  },
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space['3'],
    boxSizing: 'border-box',
    padding: vars.space['3'],
    paddingInlineStart: vars.space['4'],
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
      '&[data-swipe="move"]': { transform: swiped },
      '&[data-swipe-direction="right"]': { vars: { [exitX]: away, [exitY]: '0' } },
      '&[data-swipe-direction="left"]': { vars: { [exitX]: `calc(-1 * ${away})`, [exitY]: '0' } },
      '&[data-swipe-direction="down"]': { vars: { [exitX]: '0', [exitY]: away } },
      '&[data-swipe-direction="up"]': { vars: { [exitX]: '0', [exitY]: `calc(-1 * ${away})` } },
      '&[data-swipe="cancel"]': {
        transform: 'translate(0, 0)',
        transition: `transform ${vars.duration.fast} ease-out`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.fast} ease-out` },
    },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.info.solid },
      success: { borderInlineStartColor: vars.color.success.solid },
      warning: { borderInlineStartColor: vars.color.warning.solid },
      error: { borderInlineStartColor: vars.color.error.solid },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', paddingTop: '1px' },
  variants: {
    tone: {
      info: { color: vars.color.info.text },
      success: { color: vars.color.success.text },
      warning: { color: vars.color.warning.text },
      error: { color: vars.color.error.text },
    },
  },
});

export const text = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const description = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const action = style({ marginBlockStart: vars.space['2'] });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  marginBlock: '-4px',
  marginInlineEnd: '-4px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
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
