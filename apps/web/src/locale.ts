/** Interface languages (spec.md §2): English has no URL prefix, Russian `/ru`, Chinese `/cn`. */
export const locales = ['en', 'ru', 'cn'] as const;

/** An interface language. */
export type Locale = (typeof locales)[number];

/** The BCP 47 tag for `<html lang>` and formatting: `cn` formats as `zh-CN`. */
export const languageTag: Record<Locale, string> = { en: 'en', ru: 'ru', cn: 'zh-CN' };

/** The locale a path carries in its prefix; unprefixed paths are English. */
export function localeFromPath(pathname: string): Locale {
  const match = /^\/(ru|cn)(?:\/|$)/.exec(pathname);
  return (match?.[1] as Locale | undefined) ?? 'en';
}
