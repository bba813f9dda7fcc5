import { createContext, useContext } from 'react';
import type { Locale } from '../locales';

/** What the provider tells the hooks below it. */
export interface I18nContextValue {
  /** The locale asked for (the page's, from its URL). */
  locale: Locale;
  /** The locale of the messages on screen: the old one while a new catalog loads, English after a failure. */
  shownLocale: Locale;
  /** Loads a locale's catalog ahead of a switch; resolves when it can be shown (never rejects). */
  preload(locale: Locale): Promise<void>;
}

export const I18nContext = createContext<I18nContextValue | null>(null);

/** The provider's value; throws a clear error outside one, where a silent default would show the wrong language. */
export function useI18nContext(hook: string): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error(`${hook} must be used inside <I18nProvider>`);
  return value;
}
