import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalogs, LoadedCatalog } from '../catalogs';
import { defaultLocale, languageTag, type Locale } from '../locales';
import { I18nContext, type I18nContextValue } from './context';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The locale to show, usually the page's (`localeFromPath(pathname)`). */
  locale: Locale;
  /** The app's catalog store (`createCatalogs(loader)`), created once outside React. */
  catalogs: Catalogs;
  /** Shown until the first catalog has loaded, when none was loaded before the first render. */
  fallback?: ReactNode;
  /** Keep `<html lang>` on the language of the messages shown (on by default). */
  syncDocumentLang?: boolean;
  /** The app. */
  children?: ReactNode;
}

/**
 * react-intl for one of our locales, with its catalog loaded lazily. When `locale` changes, the old messages
 * stay on screen until the new catalog is in (no flash of message ids); a catalog loaded before (see
 * `useSwitchLocale`) shows in the same render. A catalog part that lands later (`catalogs.requirePart`) shows as soon
 * as it is in, without waiting for a navigation. A failed load is logged and English is shown.
 */
export function I18nProvider({
  locale,
  catalogs,
  fallback = null,
  syncDocumentLang = true,
  children,
}: I18nProviderProps) {
  // The locale's whole catalog (main part and every required part), or undefined while a piece of it is loading.
  const peek = () => catalogs.peek(locale);
  const complete = useSyncExternalStore(catalogs.subscribe, peek, peek);
  // The catalog this provider rendered last, kept on screen while the next one loads; a mount in the middle of a
  // switch starts from the one on screen before.
  const [previous, setPrevious] = useState<LoadedCatalog | undefined>(() => complete ?? catalogs.last);
  if (complete && complete !== previous) setPrevious(complete);
  const shown = complete ?? previous;

  // On mount and on a locale change only: a part required later is loaded by whoever required it, for the locale of
  // the page that needs it (which may not be the one on screen), and shows here when it lands (subscribe above).
  useEffect(() => {
    if (!catalogs.peek(locale)) void catalogs.load(locale);
  }, [catalogs, locale]);

  useEffect(() => {
    if (!shown) return;
    catalogs.markShown(shown);
    if (syncDocumentLang) document.documentElement.lang = languageTag(shown.locale);
  }, [catalogs, shown, syncDocumentLang]);

  const shownLocale = shown?.locale ?? locale;
  const value = useMemo<I18nContextValue>(
    () => ({ locale, shownLocale, preload: (next) => catalogs.load(next).then(() => undefined) }),
    [catalogs, locale, shownLocale],
  );

  if (!shown) return <>{fallback}</>;
  return (
    <I18nContext.Provider value={value}>
      <IntlProvider
        locale={languageTag(shown.locale)}
        defaultLocale={languageTag(defaultLocale)}
        messages={shown.messages}
      >
        {children}
      </IntlProvider>
    </I18nContext.Provider>
  );
}
