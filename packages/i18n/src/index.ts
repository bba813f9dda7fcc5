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

// Paths and routes (prefix except the default locale)
export { hasLocalePrefix, localeFromPath, localePath, stripLocale, switchLocalePath } from './paths';
export { localizeRoutes, localizedRouteId, type LocalizableRoute } from './routes';

// Detection and the locale cookie
export {
  detectLocale,
  initialRedirect,
  localeCookie,
  localeCookieMaxAge,
  localeCookieName,
  matchLocale,
  readLocaleCookie,
  writeLocaleCookie,
  type LocaleSignals,
  type LocaleSource,
} from './detect';
export {
  bootstrapI18n,
  visitStorageKey,
  type BootstrapI18nOptions,
  type BootstrapI18nResult,
} from './bootstrap';

// Catalogs and React
export {
  createCatalogs,
  type Catalogs,
  type CatalogsOptions,
  type LoadedCatalog,
  type Messages,
  type MessagesLoader,
} from './catalogs';
export {
  I18nProvider,
  useFormat,
  useLocale,
  usePreloadLocale,
  useSwitchLocale,
  type Formatters,
  type I18nProviderProps,
} from './I18nProvider';
export { LocaleLink, type LocaleLinkProps } from './LocaleLink';

// Formatting
export {
  formatCryptoAmount,
  formatCurrency,
  formatDate,
  formatHashrate,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  hashrateUnits,
  type Amount,
  type CryptoAmountOptions,
  type FractionDigits,
} from './format';
