/**
 * The interface languages. Adding one is an entry here plus a catalog in the app: everything else (paths,
 * detection, routes, the catalog check) reads this table.
 */
export const localeTable = {
  en: { tag: 'en', name: 'English' },
  ru: { tag: 'ru', name: 'Русский' },
  cn: { tag: 'zh-CN', name: '中文' },
} as const satisfies Record<string, { tag: string; name: string }>;

/** An interface language: the code in URLs and the `locale` cookie. */
export type Locale = keyof typeof localeTable;

/** Every interface language, the default first. */
export const locales = Object.keys(localeTable) as Locale[];

/** The language of unprefixed paths and the last resort of detection. */
export const defaultLocale = 'en' satisfies Locale;

/** Whether a string is one of our locale codes (`'cn'` is, `'zh-CN'` and `'xx'` are not). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeTable, value);
}

/** The BCP 47 tag for `<html lang>` and `Intl` formatting: `cn` formats as `zh-CN`. */
export function languageTag(locale: Locale): string {
  return localeTable[locale].tag;
}

/**
 * The language's name in that language ("Русский"), for a language switcher. Not translated on purpose: a
 * visitor looks for their own language by the name they read it in.
 */
export function localeName(locale: Locale): string {
  return localeTable[locale].name;
}
