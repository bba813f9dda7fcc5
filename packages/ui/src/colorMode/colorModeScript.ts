/** A colour-mode preference: follow the operating system, or a fixed theme. */
export type ColorModePreference = 'system' | 'light' | 'dark';

/** A theme actually painted. */
export type ColorMode = 'light' | 'dark';

/** localStorage key of the colour-mode preference. */
export const colorModeStorageKey = 'theme';

/** localStorage key that turns motion off when it holds `'true'`. */
export const disableAnimationsStorageKey = 'disableAnimations';

/** The attribute on `<html>` that is `reduced` while motion is off. */
export const motionAttribute = 'data-motion';

/** The preference used when none is stored. */
export const defaultColorModePreference: ColorModePreference = 'light';

/** Reads a stored preference, falling back to the default for anything unknown. */
export function parseColorModePreference(value: string | null | undefined): ColorModePreference {
  return value === 'system' || value === 'light' || value === 'dark' ? value : defaultColorModePreference;
}

/** The theme a preference paints, given whether the system prefers dark. */
export function resolveColorMode(preference: ColorModePreference, systemPrefersDark: boolean): ColorMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Whether motion is off: the stored switch, or the operating system's reduced-motion setting. */
export function resolveReducedMotion(
  disableAnimations: string | null | undefined,
  systemPrefersReduced: boolean,
): boolean {
  return disableAnimations === 'true' || systemPrefersReduced;
}

/**
 * The inline script for the host's `<head>`, run before first paint so a dark preference never flashes light
 * and motion is off from the first frame. It must stay tiny and self-contained: it runs before any bundle, and
 * a failure (storage disabled in private mode) leaves the default light theme.
 */
export const colorModeScript =
  "(function(){var d=document.documentElement,m='light',r=!1;try{var s=localStorage,p=s.getItem('theme');" +
  "m=p==='dark'?'dark':p==='system'&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "r=s.getItem('disableAnimations')==='true'}catch(e){}" +
  "try{r=r||matchMedia('(prefers-reduced-motion: reduce)').matches}catch(e){}" +
  "d.setAttribute('data-theme',m);d.style.colorScheme=m;if(r)d.setAttribute('data-motion','reduced')})()";
