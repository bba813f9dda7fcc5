// What the server bundle takes from @lode/i18n (tsup.config.ts aliases the package here): the path helpers and
// language detection, from their source, without the package's React half.
export { hasLocalePrefix, localeFromPath, localePath, stripLocale } from '../../../packages/i18n/src/paths';
export { detectLocale } from '../../../packages/i18n/src/detect';
export type { Locale } from '../../../packages/i18n/src/locales';
