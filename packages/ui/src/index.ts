export { Button, type ButtonProps } from './Button';
export { breakpoints, mobileBreakpoint, minWidthQuery, type Breakpoint } from './tokens/breakpoints';
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
export { vars } from './tokens/vars.css';
export {
  colorModeScript,
  colorModeStorageKey,
  defaultColorModePreference,
  parseColorModePreference,
  resolveColorMode,
  type ColorMode,
  type ColorModePreference,
} from './colorMode/colorModeScript';
export { applyColorMode, readColorModePreference, storeColorModePreference } from './colorMode/colorMode';
