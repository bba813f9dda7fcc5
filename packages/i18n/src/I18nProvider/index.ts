export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export { useFormat, useLocale, usePreloadLocale, useSwitchLocale, type Formatters } from './hooks';
