import { themeAttribute } from '../tokens/themeAttribute';
import { motionAttribute, type ColorMode } from './colorModeScript';

/** Paints a theme: the same attribute and `color-scheme` the pre-paint script sets. Call from effects or handlers only. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  // Usually the pre-paint script already painted this mode: leave the DOM alone then.
  if (root.getAttribute(themeAttribute) !== mode) root.setAttribute(themeAttribute, mode);
  if (root.style.colorScheme !== mode) root.style.colorScheme = mode;
}

/** Turns motion off or on for the page, as the pre-paint script does. Call from effects or handlers only. */
export function applyReducedMotion(reduced: boolean, root: HTMLElement = document.documentElement): void {
  if (reduced) root.setAttribute(motionAttribute, 'reduced');
  else root.removeAttribute(motionAttribute);
}
