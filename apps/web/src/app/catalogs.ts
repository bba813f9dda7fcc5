import { createCatalogs, type Locale, type Messages, type MessagesLoader } from '@lode/i18n';
import { accountPageIds, type CatalogPart } from './catalogParts';
import type { PageRoute } from './routing/routeTable';

// One dynamic import per catalog and part, so Vite gives each its own chunk per locale; the i18nCatalogs plugin
// (vite.config.ts) compiles them to AST as they load, so the browser never parses ICU. A plain import is a catalog's
// main part; `?part=` one of the parts of catalogParts.ts (glob options must be literals: one glob per part).
const mainParts = import.meta.glob<Messages>('../i18n/*.json', { import: 'default' });
const cabinetParts = import.meta.glob<Messages>('../i18n/*.json', {
  import: 'default',
  query: { part: 'cabinet' },
});
const accountParts = import.meta.glob<Messages>('../i18n/*.json', {
  import: 'default',
  query: { part: 'account' },
});
const consoleParts = import.meta.glob<Messages>('../i18n/*.json', {
  import: 'default',
  query: { part: 'console' },
});

function loaderOf(files: Record<string, () => Promise<Messages>>, what: string): MessagesLoader {
  return (locale: Locale) => {
    const load = files[`../i18n/${locale}.json`];
    return load ? load() : Promise.reject(new Error(`No ${what} for the locale "${locale}"`));
  };
}

/**
 * The app's catalogs: `src/i18n/en.json` is extracted from the code (`pnpm i18n:extract`), ru and cn translated; each
 * is served as its main part plus the parts of catalogParts.ts, which the pages that need them require.
 */
const partLoaders = {
  cabinet: loaderOf(cabinetParts, 'cabinet catalog part'),
  account: loaderOf(accountParts, 'account catalog part'),
  console: loaderOf(consoleParts, 'console catalog part'),
} satisfies Record<CatalogPart, MessagesLoader>;

export const catalogs = createCatalogs(loaderOf(mainParts, 'catalog'), { parts: partLoaders });

/**
 * The catalog parts a page needs before it renders: the cabinet's for the pages of the authenticated and watch
 * layouts, with the account's for the account pages among them, the console's for the console's pages.
 */
export function catalogPartsOf(route: PageRoute): CatalogPart[] {
  if (route.meta.layout === 'console') return ['console'];
  if (accountPageIds.has(route.id)) return ['cabinet', 'account'];
  return route.meta.layout === 'authenticated' || route.meta.layout === 'watch' ? ['cabinet'] : [];
}

/** Requires the catalog parts of a page, so the next `catalogs.load` (and every locale switch after it) brings them. */
export function requireCatalogParts(route: PageRoute): void {
  for (const part of catalogPartsOf(route)) catalogs.requirePart(part);
}

/**
 * Starts downloading a page's catalog parts in one locale without requiring them: a sign-in callback warms the parts
 * of the page it will land on, in that page's language, while the callback itself (in another locale, with no parts)
 * loads nothing it does not show. The module loader keeps the chunk, so the later `load` finds it at once.
 */
export function preloadCatalogParts(route: PageRoute, locale: Locale): void {
  for (const part of catalogPartsOf(route)) void partLoaders[part](locale).catch(() => {});
}
