export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export { useFormat, useLocale, useSwitchLocale, type Formatters } from './hooks';
