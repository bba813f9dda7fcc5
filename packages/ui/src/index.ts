// Tokens and themes
export { vars } from './tokens/vars.css';
export { sprinkles, type Sprinkles } from './tokens/sprinkles.css';
export {
  breakpoints,
  mobileBreakpoint,
  minWidthQuery,
  type Breakpoint,
  type Responsive,
} from './tokens/breakpoints';
export {
  colorRoles,
  darkColors,
  lightColors,
  type ColorRole,
  type RoleColors,
  type ThemeColors,
} from './tokens/palette';
export { contrastRatio } from './tokens/contrast';
export { themeAttribute } from './tokens/themeAttribute';

// Colour mode, motion, preferences, breakpoints
export {
  colorModeScript,
  colorModeStorageKey,
  defaultColorModePreference,
  disableAnimationsStorageKey,
  motionAttribute,
  parseColorModePreference,
  resolveColorMode,
  resolveReducedMotion,
  type ColorMode,
  type ColorModePreference,
} from './colorMode/colorModeScript';
export { applyColorMode, applyReducedMotion } from './colorMode/colorMode';
export {
  ColorModeProvider,
  ForceColorMode,
  setAnimationsDisabled,
  useColorMode,
  useReducedMotion,
  type ColorModeProviderProps,
  type ForceColorModeProps,
} from './colorMode/ColorModeProvider';
export {
  readPreference,
  subscribeToPreference,
  writePreference,
  type PreferenceKey,
  type PreferenceValues,
} from './storage/preferences';
export { useBreakpoint, useIsMobile } from './breakpoints/useBreakpoint';

// Components
export { Button, type ButtonProps } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export { CopyButton, copiedResetMs, copyText, type CopyButtonProps } from './CopyButton';
export { ThemeSwitcher, type ThemeSwitcherProps } from './ThemeSwitcher';
