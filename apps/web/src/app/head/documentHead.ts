import { languageTag, locales, switchLocalePath } from '@lode/i18n';

// The document's <title>, meta description and hreflang alternates, written from effects (never during render,
// so the pages stay renderable on a server).

/** The app's name after each page title. */
export const siteName = 'Lode';

/** Sets the title: the page's, then the site's name (the home page's title already names the site). */
export function setDocumentTitle(pageTitle: string, { alone = false }: { alone?: boolean } = {}): void {
  document.title = alone ? pageTitle : `${pageTitle} · ${siteName}`;
}

/** Sets `<meta name="description">`, creating it when the page has none. */
export function setMetaDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/** Marks the alternates the app manages, so it can replace those written at build. */
export const alternateMarker = 'data-lode-alternate';

/** One `<link rel="alternate" hreflang>`: the language tag and the twin's path inside the app. */
export interface LanguageAlternate {
  /** `en`, `ru`, `zh-CN` or `x-default`. */
  lang: string;
  /** The twin's path inside the app, e.g. `/ru/faq`. */
  path: string;
}

// Public pages have twins in every language worth announcing; the cabinet, error and status pages do not.
const announcingLayouts = new Set(['default', 'api-docs']);

/** Whether a page announces its twins in other languages (`<link rel="alternate" hreflang>`): public pages do. */
export function announcesAlternates(route: {
  meta: { layout: string; secretPath?: boolean };
  localized?: boolean;
}): boolean {
  return announcingLayouts.has(route.meta.layout) && route.localized !== false && !route.meta.secretPath;
}

/**
 * For a page whose address is a credential: `<meta name="robots" content="noindex, nofollow">` and
 * `<meta name="referrer" content="no-referrer">` while it shows; returns the function that removes them.
 */
export function keepAddressPrivate(): () => void {
  const metas = [
    ['robots', 'noindex, nofollow'],
    ['referrer', 'no-referrer'],
  ].map(([name = '', content = '']) => {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
    return meta;
  });
  return () => metas.forEach((meta) => meta.remove());
}

/** A page's twins in every language, plus `x-default` (English), for a path inside the app. */
export function languageAlternates(pathname: string): LanguageAlternate[] {
  const links = locales.map((locale) => ({
    lang: languageTag(locale),
    path: switchLocalePath(pathname, locale),
  }));
  links.push({ lang: 'x-default', path: switchLocalePath(pathname, 'en') });
  return links;
}

/**
 * Links the page's twins in every language (`<link rel="alternate" hreflang>`, plus `x-default` for English), or
 * removes them for pages that have none (`pathname` null). `pathname` is inside the app, `basePath` its base.
 */
export function setLanguageAlternates(pathname: string | null, basePath: string): void {
  for (const old of document.head.querySelectorAll(`link[${alternateMarker}]`)) old.remove();
  if (pathname === null) return;
  const href = (path: string) => new URL(`${basePath.replace(/\/$/, '')}${path}`, location.origin).href;
  for (const { lang, path } of languageAlternates(pathname)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = lang;
    link.href = href(path);
    link.setAttribute(alternateMarker, '');
    document.head.append(link);
  }
}
