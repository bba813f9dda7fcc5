import { localeFromPath, localePath, stripLocale, type Locale } from '@lode/i18n/paths';
import type { MessageDescriptor } from 'react-intl';
import type { PageRoute } from '../../lib/routes';
import { pageRoutes, type RouteId } from '../routes';

// Lookups over the route declarations (app/routes.ts), free of React: the SPA's router and head use them, and the
// host server reads `matchPage` to answer unknown paths with a 404 status. Paths are declared without a locale
// prefix; every route also exists under /ru and /cn unless it says otherwise.

export type { LayoutName, PageRoute, RouteMeta, RouteParams } from '../../lib/routes';
export { signInLandingPath, techWorkPath } from '../../lib/routes';
export { pageRoutes, type RouteId };

/** The declaration of a page by its id. */
export function routeById(id: RouteId): PageRoute {
  const route = pageRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`No page "${id}"`);
  return route;
}

/** The ids of the cabinet's pages, in navigation order. */
export const cabinetRouteIds = pageRoutes.filter((r) => r.meta.layout === 'authenticated').map((r) => r.id);

/** The short navigation name of a page: its `nav` message, else its title. */
export function navLabel(id: RouteId): MessageDescriptor {
  const { messages } = routeById(id);
  return messages.nav ?? messages.title;
}

/** A page found for a path. */
export interface PageMatch {
  /** The route. */
  route: PageRoute;
  /** Its parameters, decoded. */
  params: Record<string, string>;
  /** The locale of the path (English for unprefixed and unlocalized paths). */
  locale: Locale;
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

function matchSegments(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    let h: string;
    try {
      h = decodeURIComponent(have[i] ?? '');
    } catch {
      return null;
    }
    if (w.startsWith(':')) params[w.slice(1)] = h;
    // react-router matches static segments regardless of case.
    else if (w.toLowerCase() !== h.toLowerCase()) return null;
  }
  return params;
}

/**
 * The page a pathname (no query, no base path) shows, or null when it is the 404 page: no route matches, or the
 * route's `validate` refuses the parameters. The server answers null with status 404; the router agrees.
 */
export function matchPage(pathname: string, table: readonly PageRoute[] = pageRoutes): PageMatch | null {
  const locale = localeFromPath(pathname);
  const bare = stripLocale(pathname);
  for (const route of table) {
    const localized = route.localized !== false;
    const params = localized
      ? matchSegments(route.path, bare)
      : locale === 'en'
        ? matchSegments(route.path, pathname)
        : null;
    if (!params) continue;
    if (route.meta.validate && !route.meta.validate(params)) return null;
    return { route, params, locale: localized ? locale : 'en' };
  }
  return null;
}

/** The path of a page in a locale, parameters filled in: `('apiDocsType', 'ru', {type: 'account'})`. */
export function pagePath(id: RouteId, locale: Locale, params: Record<string, string> = {}): string {
  const route = routeById(id);
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return route.localized === false ? path : localePath(path, locale);
}
