import { defaultLocale, isLocale, type Locale } from './locales';

// Prefix-except-default: `/faq` is English, `/ru/faq` Russian, `/cn/faq` Chinese. English has no
// prefix, so `/en/faq` is an ordinary (unknown) path, and only the first segment can be a prefix.

/** Splits a path into its pathname and the rest (`?query#hash`), which the helpers carry over untouched. */
function splitPath(path: string): { pathname: string; rest: string } {
  const end = path.search(/[?#]/);
  return end === -1 ? { pathname: path, rest: '' } : { pathname: path.slice(0, end), rest: path.slice(end) };
}

/** The locale a prefix names, or undefined for an unprefixed path. */
function prefixOf(pathname: string): Locale | undefined {
  const first = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  return isLocale(first) && first !== defaultLocale ? first : undefined;
}

/** Whether the path starts with a locale prefix (`/ru`, `/cn/faq`); unprefixed paths are English. */
export function hasLocalePrefix(path: string): boolean {
  return prefixOf(splitPath(path).pathname) !== undefined;
}

/** The locale a path carries: its prefix, or English when it has none. */
export function localeFromPath(path: string): Locale {
  return prefixOf(splitPath(path).pathname) ?? defaultLocale;
}

/** The path without its locale prefix, query and hash kept: `/ru/faq?x=1` → `/faq?x=1`, `/ru` → `/`. */
export function stripLocale(path: string): string {
  const { pathname, rest } = splitPath(path);
  const prefix = prefixOf(pathname);
  if (prefix === undefined) return path;
  return `${pathname.slice(prefix.length + 1) || '/'}${rest}`;
}

/**
 * The path of a locale-free path in a locale: `('/faq', 'ru')` → `/ru/faq`, `('/', 'cn')` → `/cn`. English
 * paths are returned as they are, and so are relative ones, which resolve against a path that already has its
 * prefix.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith('/')) return path;
  const { pathname, rest } = splitPath(path);
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`;
}

/** The same page in another locale, query and hash kept: `('/ru/faq?x=1', 'cn')` → `/cn/faq?x=1`. */
export function switchLocalePath(currentPath: string, locale: Locale): string {
  return localePath(stripLocale(currentPath), locale);
}
