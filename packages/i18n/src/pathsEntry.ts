// `@lode/i18n/paths`: everything about locales and locale paths that needs no React, for a server, a build script
// or another package. The table of locales lives once, in locales.ts; the main entry re-exports the same modules.

// Locales
export {
  defaultLocale,
  isLocale,
  languageTag,
  localeName,
  localeTable,
  locales,
  type Locale,
} from './locales';

// Paths (prefix except the default locale)
export { hasLocalePrefix, localeFromPath, localePath, stripLocale, switchLocalePath } from './paths';

// Detection and the locale cookie
export {
  detectLocale,
  localeCookie,
  localeCookieMaxAge,
  localeCookieName,
  matchLocale,
  readLocaleCookie,
  type LocaleSignals,
  type LocaleSource,
} from './detect';
