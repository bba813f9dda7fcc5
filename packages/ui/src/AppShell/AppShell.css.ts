import { keyframes, style } from '@vanilla-extract/css';
import { minWidthQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/vars.css';

// The layout switches by media query, not by JavaScript: server HTML and the first paint are already right.
const desktop = minWidthQuery('lg');

// Component-local sizes built from the scale: the header bar and the navigation column.
const headerHeight = '56px';
const sidebarWidth = '256px';

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

export const shell = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"header" "main" "footer"',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  '@supports': { '(min-height: 100dvh)': { minHeight: '100dvh' } },
  '@media': {
    [desktop]: {
      gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
      gridTemplateAreas: '"header header" "nav main" "nav footer"',
    },
  },
});

// Visually hidden (still announced) until focused, then in the top corner above the sticky header: the first
// stop of the Tab key. Clipped rather than moved off-screen, so it also works where the shell is not at the page top.
export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.modal,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
    '&:focus-visible': focusRing,
  },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: headerHeight,
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
});

// The menu button only exists below lg; wrapping it keeps the rule independent of the button's own classes.
export const menuSlot = style({
  display: 'inline-flex',
  '@media': { [desktop]: { display: 'none' } },
});

export const headerContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flex: '1 1 auto',
  minWidth: 0,
});

const navBase = {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
} as const;

// The column is in the server HTML at every width and hidden below lg, where the drawer shows the same links.
export const sidebar = style({
  ...navBase,
  gridArea: 'nav',
  display: 'none',
  '@media': {
    [desktop]: {
      display: 'flex',
      position: 'sticky',
      top: headerHeight,
      alignSelf: 'start',
      height: `calc(100vh - ${headerHeight})`,
      overflowY: 'auto',
      borderRight: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
  },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space['4'],
  // Where the skip link lands, below the sticky header rather than under it.
  scrollMarginTop: headerHeight,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [desktop]: { padding: vars.space['6'] } },
});

export const footer = style({
  gridArea: 'footer',
  padding: `${vars.space['4']} ${vars.space['4']}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [desktop]: { paddingInline: vars.space['6'] } },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

// The drawer is a `<dialog open>` in a Radix dialog (internal/ModalContent), over an overlay that dims the page. There
// is no scrim token: the page background, translucent, dims the page in either theme.
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: `color-mix(in srgb, ${vars.color.background} 75%, transparent)`,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const drawer = style({
  position: 'fixed',
  inset: 0,
  insetInlineEnd: 'auto',
  zIndex: vars.zIndex.modal,
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: `min(${sidebarWidth}, calc(100vw - ${vars.space['7']}))`,
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRight: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  selectors: {
    '&[open]': { display: 'flex' },
    '&:focus-visible': focusRing,
  },
});

// The drawer's scrolling inside, its header and links together.
export const drawerBody = style({
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: headerHeight,
  paddingInlineStart: vars.space['4'],
  paddingInlineEnd: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const drawerNav = style(navBase);

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '40px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary.soft,
      color: vars.color.primary.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
