import { parseColorModePreference, type ColorModePreference } from '../colorMode/colorModeScript';

/** The browser-storage keys of the UI and the values they hold. */
export interface PreferenceValues {
  /** Colour-mode preference, default `light`. */
  theme: ColorModePreference;
  /** `true` turns transitions and animations off. */
  disableAnimations: boolean;
}

/** A preference key. */
export type PreferenceKey = keyof PreferenceValues;

const parsers: { [K in PreferenceKey]: (raw: string | null) => PreferenceValues[K] } = {
  theme: parseColorModePreference,
  disableAnimations: (raw) => raw === 'true',
};

const serializers: { [K in PreferenceKey]: (value: PreferenceValues[K]) => string } = {
  theme: (value) => value,
  disableAnimations: (value) => String(value),
};

// Same-tab listeners: the `storage` event only reaches other tabs.
const listeners = new Map<PreferenceKey, Set<() => void>>();

// Where localStorage is disabled (private mode, quota, a sandboxed iframe) the choice lives here for the page's life.
const memory = new Map<PreferenceKey, string>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a preference; where storage is unavailable, what this page remembered; else the default. Never throws. */
export function readPreference<K extends PreferenceKey>(key: K): PreferenceValues[K] {
  try {
    const store = storage();
    if (store) return parsers[key](store.getItem(key));
  } catch {
    // Storage that throws on read: fall back to memory below.
  }
  return parsers[key](memory.get(key) ?? null);
}

/**
 * Saves a preference. Returns `false` when the browser refused to store it: the value is still kept in memory
 * for this page, so the UI goes on working.
 */
export function writePreference<K extends PreferenceKey>(key: K, value: PreferenceValues[K]): boolean {
  const raw = serializers[key](value);
  memory.set(key, raw);
  let stored = false;
  try {
    const store = storage();
    if (store) {
      store.setItem(key, raw);
      stored = true;
    }
  } catch {
    // Kept in memory above; the caller learns it was not persisted.
  }
  for (const listener of listeners.get(key) ?? []) listener();
  return stored;
}

/** Calls `onChange` when this page or another tab changes a preference. Returns the unsubscribe function. */
export function subscribeToPreference(key: PreferenceKey, onChange: () => void): () => void {
  const own = listeners.get(key) ?? new Set();
  own.add(onChange);
  listeners.set(key, own);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    own.delete(onChange);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
