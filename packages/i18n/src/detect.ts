import { defaultLocale, isLocale, languageTag, locales, type Locale } from './locales';
import { hasLocalePrefix, localeFromPath, localePath } from './paths';

/** Name of the cookie that remembers a chosen language. */
export const localeCookieName = 'locale';

/** How long the cookie lives: 365 days, in seconds. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/** Where a detected locale came from, in the spec's order. */
export type LocaleSource = 'path' | 'cookie' | 'browser' | 'default';

/** The locale `cookie` (a `document.cookie` or `Cookie` header string) names, if it names one of ours. */
export function readLocaleCookie(cookie: string | null | undefined): Locale | undefined {
  if (!cookie) return undefined;
  for (const pair of cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== localeCookieName) continue;
    let value = pair.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    // The first `locale` pair is the most specific one the browser sent; a bad value does not fall through.
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}

/** The `document.cookie` assignment that remembers a locale: a year, `SameSite=Lax`, `Path=/`. */
export function localeCookie(locale: Locale, { secure = false }: { secure?: boolean } = {}): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Remembers a chosen locale in the cookie (browser only; call from an event handler or effect). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale, { secure: location.protocol === 'https:' });
}

interface ParsedTag {
  language: string;
  script: string | undefined;
  region: string | undefined;
}

/** The canonical subtags of a tag as written (`zh-TW` → zh, -, TW), or undefined for a malformed tag. */
function parseTag(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag);
  } catch {
    return undefined;
  }
}

/** Maximised subtags (`zh-TW` → zh, Hant, TW): the likely script and region where the tag leaves them out. */
function maximized(locale: Intl.Locale): ParsedTag {
  const { language, script, region } = locale.maximize();
  return { language, script, region };
}

// Computed on first use: module scope must not run `Intl` work a page that never detects would pay for.
let supportedTags: { locale: Locale; language: string; full: () => ParsedTag }[] | undefined;

/**
 * The locale that best serves a list of preferred languages (`navigator.languages`), or undefined when none of
 * them is ours. The visitor's order wins: their first language we speak is chosen, and within one language the
 * closest variant (same script and region, then same script). Tags are canonicalised by the browser's own
 * `Intl.Locale`, so `ru-RU` → ru and `zh`, `zh-CN`, `zh-Hans`, `zh-TW` → cn (our only Chinese). Only a language we
 * have in several variants needs the likely scripts and regions of `maximize()`, whose first call loads data
 * from ICU (5 to 10 ms in Chromium, on the first page load of a visit); with one variant per language it is
 * never called.
 */
export function matchLocale(languages: readonly string[] | null | undefined): Locale | undefined {
  if (!languages?.length) return undefined;
  supportedTags ??= locales.flatMap((locale) => {
    const tag = parseTag(languageTag(locale));
    if (!tag) return [];
    let full: ParsedTag | undefined;
    return [{ locale, language: tag.language, full: () => (full ??= maximized(tag)) }];
  });
  for (const requested of languages) {
    if (typeof requested !== 'string') continue;
    const wanted = parseTag(requested);
    if (!wanted) continue;
    const candidates = supportedTags.filter((tag) => tag.language === wanted.language);
    if (candidates.length <= 1) {
      if (candidates[0]) return candidates[0].locale;
      continue;
    }
    const want = maximized(wanted);
    let best: { locale: Locale; score: number } | undefined;
    for (const candidate of candidates) {
      const tag = candidate.full();
      const score = (tag.script === want.script ? 2 : 0) + (tag.region === want.region ? 1 : 0);
      if (!best || score > best.score) best = { locale: candidate.locale, score };
    }
    if (best) return best.locale;
  }
  return undefined;
}

/** What detection looks at. */
export interface LocaleSignals {
  /** The path of the page (query and hash allowed). */
  pathname: string;
  /** The cookie string (`document.cookie`). */
  cookie?: string | null;
  /** The browser's preferred languages (`navigator.languages`). */
  languages?: readonly string[] | null;
}

/** The visitor's locale in the spec's order: URL prefix, cookie `locale`, `navigator.languages`, then English. */
export function detectLocale({ pathname, cookie, languages }: LocaleSignals): {
  locale: Locale;
  source: LocaleSource;
} {
  if (hasLocalePrefix(pathname)) return { locale: localeFromPath(pathname), source: 'path' };
  const saved = readLocaleCookie(cookie);
  if (saved) return { locale: saved, source: 'cookie' };
  const preferred = matchLocale(languages);
  if (preferred) return { locale: preferred, source: 'browser' };
  return { locale: defaultLocale, source: 'default' };
}

/**
 * Where the first page load of a visit should go instead, or null to stay: an unprefixed (English) path is
 * replaced by its prefixed twin when the cookie or the browser asks for another language. Later page loads of
 * the visit and client navigations never redirect, so a visitor who opens an English page on purpose keeps it.
 */
export function initialRedirect(signals: LocaleSignals & { firstLoadOfVisit: boolean }): {
  locale: Locale;
  source: LocaleSource;
  redirectTo: string | null;
} {
  const detected = detectLocale(signals);
  const redirect =
    signals.firstLoadOfVisit && detected.source !== 'path' && detected.locale !== defaultLocale;
  return { ...detected, redirectTo: redirect ? localePath(signals.pathname, detected.locale) : null };
}
