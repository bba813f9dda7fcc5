import { themeAttribute } from '../tokens/themeAttribute';
import {
  colorModeStorageKey,
  defaultColorModePreference,
  parseColorModePreference,
  type ColorMode,
  type ColorModePreference,
} from './colorModeScript';

/** Paints a theme: the same attribute and `color-scheme` the pre-paint script sets. Call from effects or handlers only. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.setAttribute(themeAttribute, mode);
  root.style.colorScheme = mode;
}

/** The stored preference, or the default when storage is empty, unknown or disabled. */
export function readColorModePreference(): ColorModePreference {
  try {
    return parseColorModePreference(window.localStorage.getItem(colorModeStorageKey));
  } catch {
    return defaultColorModePreference;
  }
}

/** Saves a preference; with storage disabled (private mode, quota) it is kept for this page only, by the caller. */
export function storeColorModePreference(preference: ColorModePreference): boolean {
  try {
    window.localStorage.setItem(colorModeStorageKey, preference);
    return true;
  } catch {
    return false;
  }
}
