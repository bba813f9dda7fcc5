import { createCatalogs, type Locale, type Messages } from '@lode/i18n';

/** The languages this tool is translated into; @lode/i18n also knows `cn`, which falls back to English here. */
export const toolLocales: Locale[] = ['en', 'ru'];

// One dynamic import per catalogue, so each language is a chunk of its own; i18nCatalogs compiles them at build.
const files = import.meta.glob<Messages>('./i18n/*.json', { import: 'default' });
export const catalogs = createCatalogs(
  (locale) => files[`./i18n/${locale}.json`]?.() ?? Promise.reject(new Error(`No ${locale} catalogue`)),
);
