import { localeFromPath, localePath, stripLocale, type Locale } from '@lode/i18n/paths';
// Generated from the pool API's OpenAPI document (src/apiDocs/manifest.ts): tag → operation ids, a few hundred
// bytes, so `validate` stays synchronous without the whole document in the main bundle.
import operationIds from '../../features/api-docs/reference/operationIds.json' with { type: 'json' };

// The route table as plain data, free of React: the SPA builds its router from it and the host server reads it to
// answer unknown paths with a 404 status (DESIGN.md §3-§4). Paths are written without a locale prefix; every
// route also exists under /ru and /cn unless it says otherwise.

/** The page frames of the app (DESIGN.md §4). */
export type LayoutName = 'default' | 'authenticated' | 'error' | 'techwork' | 'api-docs';

/** Route parameters as the router reports them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a route says about itself, beyond its path (spec.md §2). */
export interface RouteMeta {
  /** The frame the page renders in. */
  layout: LayoutName;
  /** Names of the middleware that run before the page, in order, from the registry (`auth`, `locale`). */
  middleware: readonly string[];
  /** A check of the parameters; false renders the 404 page (`Page Not Found: {path}`). */
  validate?: (params: RouteParams) => boolean;
  /** A colour mode the page forces whatever the visitor chose. */
  colorMode?: 'light' | 'dark' | 'system';
}

/** One page of the app. */
export interface PageRoute {
  /** Stable name: the route id, the key of its messages and of its lazy page module. */
  id: string;
  /** Path without locale prefix, react-router syntax (`/docs/api-swagger/:type`). */
  path: string;
  /** Layout, middleware, validation and forced colour mode. */
  meta: RouteMeta;
  /** False for paths that exist only once, without /ru and /cn twins (the sign-in callback). */
  localized?: boolean;
}

/** The API reference groups of `/docs/api-swagger/{type}`: the tags of the pool API's OpenAPI document. */
export const apiDocTypes = ['public', 'account', 'settings'] as const;

/** One API reference group. */
export type ApiDocType = (typeof apiDocTypes)[number];

const isApiDocType = (value: string | undefined): value is ApiDocType =>
  (apiDocTypes as readonly string[]).includes(value ?? '');

/** Whether `operationId` is an operation of the API docs group `type` (`account`, `getAccountSummary`). */
export function isApiOperation(type: string | undefined, operationId: string | undefined): boolean {
  return isApiDocType(type) && (operationIds[type] as readonly string[]).includes(operationId ?? '');
}

const publicPage = (id: string, path: string): PageRoute => ({
  id,
  path,
  meta: { layout: 'default', middleware: ['locale'] },
});

const cabinetPage = (id: string, path: string): PageRoute => ({
  id,
  path,
  meta: { layout: 'authenticated', middleware: ['locale', 'auth'] },
});

const errorPage = (id: string, path: string): PageRoute => ({
  id,
  path,
  meta: { layout: 'error', middleware: ['locale'] },
});

/** Every page of spec.md §2. The nine cabinet routes come in the order of the cabinet's side navigation. */
export const pageRoutes: readonly PageRoute[] = [
  publicPage('home', '/'),
  publicPage('faq', '/faq'),
  publicPage('top', '/top'),
  publicPage('calc', '/calc'),
  publicPage('news', '/news'),
  publicPage('contacts', '/contacts'),
  publicPage('docs', '/docs'),
  {
    id: 'apiDocsType',
    path: '/docs/api-swagger/:type',
    meta: { layout: 'api-docs', middleware: ['locale'], validate: ({ type }) => isApiDocType(type) },
  },
  {
    id: 'apiDocsMethod',
    // `mathod` is spelled as the spec shows it (spec.md §2).
    path: '/docs/api-swagger/:type/:mathod',
    meta: {
      layout: 'api-docs',
      middleware: ['locale'],
      validate: ({ type, mathod }) => isApiOperation(type, mathod),
    },
  },
  cabinetPage('dashboard', '/dashboard'),
  cabinetPage('statistics', '/statistics'),
  cabinetPage('workers', '/workers'),
  cabinetPage('accruals', '/accruals'),
  cabinetPage('payouts', '/payouts'),
  cabinetPage('wallets', '/wallets'),
  cabinetPage('referral', '/referral'),
  cabinetPage('api', '/api'),
  cabinetPage('settings', '/settings'),
  errorPage('error401', '/error/401'),
  errorPage('error404', '/error/404'),
  errorPage('errorBanned', '/error/banned'),
  { id: 'techWork', path: '/tech-work', meta: { layout: 'techwork', middleware: ['locale'] } },
  {
    id: 'authCallback',
    path: '/auth/callback',
    localized: false,
    meta: { layout: 'default', middleware: ['locale'] },
  },
];

/** The ids of the cabinet's pages, in navigation order. */
export const cabinetRouteIds = pageRoutes.filter((r) => r.meta.layout === 'authenticated').map((r) => r.id);

/** The page sign-in lands on (spec.md §2). */
export const signInLandingPath = '/dashboard';

/** The maintenance page (spec.md §2). */
export const techWorkPath = '/tech-work';

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
export function pagePath(id: string, locale: Locale, params: Record<string, string> = {}): string {
  const route = pageRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`No page "${id}"`);
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return route.localized === false ? path : localePath(path, locale);
}
