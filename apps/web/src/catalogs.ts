import { createCatalogs, type Messages } from '@lode/i18n';

// One dynamic import per catalog, so Vite gives each locale its own chunk; the i18nCatalogs plugin
// (vite.config.ts) compiles them to AST as they load, so the browser never parses ICU.
const files = import.meta.glob<Messages>('./i18n/*.json', { import: 'default' });

/** The app's catalogs: `src/i18n/en.json` is extracted from the code (`pnpm i18n:extract`), ru and cn translated. */
export const catalogs = createCatalogs((locale) => {
  const load = files[`./i18n/${locale}.json`];
  return load ? load() : Promise.reject(new Error(`No catalog file for the locale "${locale}"`));
});
