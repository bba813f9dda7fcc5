import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, type RoleColors, type ThemeColors } from './palette';
import { motionAttribute } from '../colorMode/colorModeScript';
import { themeAttribute } from './themeAttribute';

const role: Record<keyof RoleColors, null> = {
  solid: null,
  solidHover: null,
  onSolid: null,
  soft: null,
  softHover: null,
  border: null,
  text: null,
};

const shared = {
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '24px',
    '6': '32px',
    '7': '48px',
    '8': '64px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', display: '36px' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  duration: { fast: '120ms', normal: '200ms', slow: '400ms' },
  zIndex: {
    dropdown: '1000',
    sticky: '1100',
    overlay: '1300',
    modal: '1400',
    popover: '1450',
    toast: '1500',
    tooltip: '1600',
    progress: '1700',
  },
};

/**
 * The theme contract: every token as a stable CSS variable (`--lode-color-primary-solid`), so the host
 * app and the charts can use `var(...)` as well as `vars.*`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      text: null,
      textMuted: null,
      border: null,
      borderStrong: null,
      focusRing: null,
      backdrop: null,
      primary: role,
      secondary: role,
      success: role,
      info: role,
      warning: role,
      error: role,
      neutral: role,
    },
    shadow: { sm: null, md: null, lg: null },
    space: shared.space,
    radius: shared.radius,
    font: shared.font,
    fontSize: shared.fontSize,
    fontWeight: shared.fontWeight,
    lineHeight: shared.lineHeight,
    duration: shared.duration,
    zIndex: shared.zIndex,
  },
  (_value, path) => `lode-${path.join('-')}`,
);

function theme(color: ThemeColors, shadowColor: string, backdrop: string) {
  return {
    ...shared,
    // The veil behind dialogs and drawers: translucent, so it is not a text colour and lives outside the palette.
    color: { ...color, backdrop },
    shadow: {
      sm: `0 1px 2px ${shadowColor}`,
      md: `0 4px 12px ${shadowColor}`,
      lg: `0 12px 32px ${shadowColor}`,
    },
  };
}

createGlobalTheme(
  `:root, [${themeAttribute}="light"]`,
  vars,
  theme(lightColors, 'rgb(15 23 42 / 0.12)', 'rgb(15 23 42 / 0.5)'),
);
createGlobalTheme(
  `[${themeAttribute}="dark"]`,
  vars,
  theme(darkColors, 'rgb(0 0 0 / 0.5)', 'rgb(0 0 0 / 0.65)'),
);

globalStyle(`:root, [${themeAttribute}="light"]`, { colorScheme: 'light' });
globalStyle(`[${themeAttribute}="dark"]`, { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

// One switch for motion: the pre-paint script and ColorModeProvider set it for `disableAnimations`
// and `prefers-reduced-motion`, so components need no motion logic of their own.
globalStyle(
  `[${motionAttribute}="reduced"] *, [${motionAttribute}="reduced"] *::before, [${motionAttribute}="reduced"] *::after`,
  {
    animationDuration: '0.01ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '0.01ms !important',
  },
);
