import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { matchesMedia, subscribeToMedia } from '../breakpoints/media';
import { readPreference, subscribeToPreference, writePreference } from '../storage/preferences';
import { applyColorMode, applyReducedMotion } from './colorMode';
import {
  defaultColorModePreference,
  resolveColorMode,
  type ColorMode,
  type ColorModePreference,
} from './colorModeScript';

const darkQuery = '(prefers-color-scheme: dark)';
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

interface ColorModeContextValue {
  preference: ColorModePreference;
  mode: ColorMode;
  forcedMode: ColorMode | null;
  setPreference: (preference: ColorModePreference) => void;
  registerForcedMode: (mode: ColorMode) => () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

const subscribeTheme = (onChange: () => void) => subscribeToPreference('theme', onChange);
const subscribeSystemDark = (onChange: () => void) => subscribeToMedia([darkQuery], onChange);
const readTheme = () => readPreference('theme');
const readSystemDark = () => matchesMedia(darkQuery);

/** Props of {@link ColorModeProvider}. */
export interface ColorModeProviderProps {
  /** The app. */
  children: ReactNode;
}

/**
 * Owns the colour mode and motion of the page: the stored preference (`system | light | dark`, localStorage
 * `theme`), the system theme followed live, modes forced by a page, and motion off for `disableAnimations` or
 * `prefers-reduced-motion`. It keeps `<html>` in step with what the pre-paint script set.
 */
export function ColorModeProvider({ children }: ColorModeProviderProps) {
  const preference = useSyncExternalStore(subscribeTheme, readTheme, () => defaultColorModePreference);
  const systemDark = useSyncExternalStore(subscribeSystemDark, readSystemDark, () => false);
  const reducedMotion = useReducedMotion();
  const [forced, setForced] = useState<ColorMode[]>([]);
  const forcedMode = forced.at(-1) ?? null;
  const mode = forcedMode ?? resolveColorMode(preference, systemDark);

  useEffect(() => applyColorMode(mode), [mode]);
  useEffect(() => applyReducedMotion(reducedMotion), [reducedMotion]);

  const setPreference = useCallback((next: ColorModePreference) => {
    writePreference('theme', next);
  }, []);

  const registerForcedMode = useCallback((next: ColorMode) => {
    setForced((stack) => [...stack, next]);
    return () =>
      setForced((stack) => {
        const index = stack.lastIndexOf(next);
        return index === -1 ? stack : [...stack.slice(0, index), ...stack.slice(index + 1)];
      });
  }, []);

  const value = useMemo(
    () => ({ preference, mode, forcedMode, setPreference, registerForcedMode }),
    [preference, mode, forcedMode, setPreference, registerForcedMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode: the stored `preference`, the `mode` painted now, and `setPreference` to change it. */
export function useColorMode(): {
  preference: ColorModePreference;
  mode: ColorMode;
  forcedMode: ColorMode | null;
  setPreference: (preference: ColorModePreference) => void;
} {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  const { preference, mode, forcedMode, setPreference } = context;
  return { preference, mode, forcedMode, setPreference };
}

/** Props of {@link ForceColorMode}. */
export interface ForceColorModeProps {
  /** The mode this page needs, whatever the visitor chose. `system` is not a mode: it is ignored with a warning. */
  mode: ColorMode | 'system';
  /** The page. */
  children?: ReactNode;
}

/** Forces a colour mode while mounted (a page that only works in one theme); the visitor's choice comes back after. */
export function ForceColorMode({ mode, children }: ForceColorModeProps) {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('ForceColorMode must be used inside <ColorModeProvider>');
  const { registerForcedMode } = context;
  useEffect(() => {
    if (mode === 'system') {
      console.warn('ForceColorMode: forcing "system" is not supported; the visitor\'s colour mode is kept.');
      return;
    }
    return registerForcedMode(mode);
  }, [mode, registerForcedMode]);
  return <>{children}</>;
}

const subscribeMotion = (onChange: () => void) => {
  const offStorage = subscribeToPreference('disableAnimations', onChange);
  const offMedia = subscribeToMedia([reducedMotionQuery], onChange);
  return () => {
    offStorage();
    offMedia();
  };
};
const readReducedMotion = () => readPreference('disableAnimations') || matchesMedia(reducedMotionQuery);

/** Whether motion is off: localStorage `disableAnimations === 'true'` or the system's reduced-motion setting. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, readReducedMotion, () => false);
}

/** Turns animations off (or back on) for this visitor, remembered in localStorage `disableAnimations`. */
export function setAnimationsDisabled(disabled: boolean): void {
  writePreference('disableAnimations', disabled);
}
