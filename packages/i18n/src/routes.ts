import { defaultLocale, locales, type Locale } from './locales';
import { localePath } from './paths';

/** The part of a route definition the helpers read; react-router's `RouteObject` fits it. */
export interface LocalizableRoute {
  /** Absolute (`/faq`), relative (`faq`) or absent for a layout or index route. */
  path?: string;
  /** An explicit route id; it gets a locale suffix in the prefixed copies, since ids must be unique. */
  id?: string;
  /** Nested routes. */
  children?: LocalizableRoute[];
}

/** The id a route given `id` has in a locale's copy: `root` in English, `root@ru` in Russian. */
export function localizedRouteId(id: string, locale: Locale): string {
  return locale === defaultLocale ? id : `${id}@${locale}`;
}

function prefixRoute<R extends LocalizableRoute>(route: R, locale: Locale, topLevel: boolean): R {
  const copy: R = { ...route };
  if (route.path === undefined) {
    // A pathless route at the top would put its index and relative children at `/` in every locale.
    if (topLevel)
      throw new Error('localizeRoutes: every top-level route needs a path (use "/" for the root)');
  } else if (route.path.startsWith('/')) {
    // Absolute paths below a parent must repeat the parent's path, prefix included.
    copy.path = localePath(route.path, locale);
  } else if (topLevel) {
    // A top-level relative path is relative to `/`.
    copy.path = route.path === '' ? `/${locale}` : `/${locale}/${route.path}`;
  }
  if (route.id !== undefined) copy.id = localizedRouteId(route.id, locale);
  if (route.children) copy.children = route.children.map((child) => prefixRoute(child, locale, false));
  return copy;
}

/**
 * The three variants of a route tree (prefix except the default): English as given, then a copy under `/ru` and
 * one under `/cn`. Every top-level route needs a path (`/` for the root layout); nested relative paths stay as
 * they are, nested absolute ones are prefixed.
 */
export function localizeRoutes<R extends LocalizableRoute>(routes: readonly R[]): R[] {
  return locales.flatMap((locale) =>
    locale === defaultLocale ? [...routes] : routes.map((route) => prefixRoute(route, locale, true)),
  );
}
