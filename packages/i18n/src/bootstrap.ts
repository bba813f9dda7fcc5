import type { Catalogs, LoadedCatalog } from './catalogs';
import { initialRedirect } from './detect';
import { languageTag, type Locale } from './locales';
import { localeFromPath } from './paths';

/** sessionStorage key marking that this tab's visit has had its first page load. */
export const visitStorageKey = 'lode:locale-visit';

/**
 * Whether this is the first page load of the visit, marking it as seen. A visit is the life of a tab:
 * sessionStorage is per tab and survives reloads and full page loads, unlike a module variable, and ends with
 * the tab, unlike a cookie. Without storage (disabled, private mode quirks) every load counts as a first one.
 */
function takeFirstLoadOfVisit(): boolean {
  try {
    const seen = sessionStorage.getItem(visitStorageKey) !== null;
    sessionStorage.setItem(visitStorageKey, '1');
    return !seen;
  } catch {
    return true;
  }
}

/** Options of {@link bootstrapI18n}. */
export interface BootstrapI18nOptions {
  /** The app's catalog store; the first catalog lands in it, so the provider renders it at once. */
  catalogs: Catalogs;
  /** The router's basename, when the app is not served at `/`. */
  basename?: string;
}

/** What {@link bootstrapI18n} settled. */
export interface BootstrapI18nResult {
  /** The page's locale after any redirect. */
  locale: Locale;
  /** The catalog to render first (English when the locale's failed to load). */
  catalog: LoadedCatalog;
  /** The path the visitor asked for, when the first load of the visit was redirected; otherwise null. */
  redirectedFrom: string | null;
}

/**
 * Runs once in the browser before the first render: on the first page load of a visit to an unprefixed path it
 * replaces the URL with the prefixed one the cookie or the browser asks for (no reload, no history entry), then
 * loads that locale's catalog and sets `<html lang>`, so the first paint is already in the right language.
 * Create the router after it resolves.
 */
export async function bootstrapI18n({
  catalogs,
  basename = '/',
}: BootstrapI18nOptions): Promise<BootstrapI18nResult> {
  const base = basename.replace(/\/+$/, '');
  const { pathname, search, hash } = window.location;
  const inApp = base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  const current = `${inApp}${search}${hash}`;
  const { redirectTo } = initialRedirect({
    pathname: current,
    cookie: document.cookie,
    languages: navigator.languages,
    firstLoadOfVisit: takeFirstLoadOfVisit(),
  });
  if (redirectTo) window.history.replaceState(window.history.state, '', `${base}${redirectTo}`);
  const locale = localeFromPath(redirectTo ?? current);
  const catalog = await catalogs.load(locale);
  catalogs.markShown(catalog);
  document.documentElement.lang = languageTag(catalog.locale);
  return { locale, catalog, redirectedFrom: redirectTo ? current : null };
}
