import { ForceColorMode } from '@lode/ui';
import { localeFromPath, localizeRoutes } from '@lode/i18n';
import type { ComponentType } from 'react';
import { data, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { PageRoute } from '../../lib/routes';
import { withChunkReload } from '../../lib/runtime/chunkReload';
import type { LayoutModules } from '../layouts/layoutModules';
import {
  resolveMiddleware,
  type GuardProps,
  type MiddlewareRegistry,
  type RouteMiddleware,
} from './middleware';

/** What {@link buildRoutes} assembles. */
export interface BuildRoutesOptions {
  /** The pages (normally `pageRoutes`). */
  table: readonly PageRoute[];
  /** The middleware the routes may name. */
  registry: MiddlewareRegistry;
  /** The layout modules. */
  layouts: LayoutModules;
  /** The root element: providers and an `<Outlet>`. */
  Root: ComponentType;
  /** Rendered, in place of the layouts, for a 404 or any error below the root. */
  ErrorPage: ComponentType;
  /** The root loader, run before every navigation. */
  navigationGuard?: LoaderFunction;
}

/** What each route carries in `handle`, for the layouts and the head. */
export interface PageHandle {
  /** The page. */
  page: PageRoute;
}

const Nothing = () => null;

const notFound = () => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

function pageRoute(route: PageRoute, middleware: RouteMiddleware[], mountedAt: string): RouteObject {
  // Each middleware's guard, as it is or as a load started beside the page's module.
  const guards = middleware.flatMap((m) =>
    m.Guard ? [async () => m.Guard as ComponentType<GuardProps>] : m.loadGuard ? [m.loadGuard] : [],
  );
  const steps = middleware.flatMap((m) => (m.beforeLoad ? [m.beforeLoad] : []));
  // Relative to the root route it hangs under: `faq` below `/` and `/ru`, the index of `/auth/callback`.
  const path = route.path === mountedAt ? '' : route.path.replace(/^\//, '');
  return {
    ...(path === '' ? { index: true } : { path }),
    handle: { page: route } satisfies PageHandle,
    loader: async ({ params, request }) => {
      if (route.meta.validate && !route.meta.validate(params)) notFound();
      const locale = localeFromPath(new URL(request.url).pathname);
      for (const step of steps) await step({ route, params, locale, request });
      return null;
    },
    lazy: withChunkReload(async () => {
      const [Page, ...Guards] = await Promise.all([route.page(), ...guards.map((load) => load())]);
      function RoutedPage() {
        let content = <Page route={route} />;
        // The first middleware is the outermost guard.
        for (const Guard of [...Guards].reverse()) content = <Guard route={route}>{content}</Guard>;
        return route.meta.colorMode ? (
          <ForceColorMode mode={route.meta.colorMode}>{content}</ForceColorMode>
        ) : (
          content
        );
      }
      return { Component: RoutedPage };
    }),
  };
}

function layoutGroups(
  table: readonly PageRoute[],
  options: BuildRoutesOptions,
  scope: string,
  mountedAt: string,
  middlewareOf: Map<string, RouteMiddleware[]>,
): RouteObject[] {
  const names = [...new Set(table.map((r) => r.meta.layout))];
  return names.map((name) => ({
    id: `layout:${name}${scope}`,
    lazy: withChunkReload(async () => ({ Component: await options.layouts[name]() })),
    children: table
      .filter((r) => r.meta.layout === name)
      .map((r) => pageRoute(r, middlewareOf.get(r.id) ?? [], mountedAt)),
  }));
}

/**
 * The router's routes from the route table: every localized page three times (`/x`, `/ru/x`, `/cn/x`) inside its
 * layout, a root that runs the navigation guard before every navigation, and one error boundary that renders the
 * error page (404 for unknown paths and failed `validate`). Every middleware name is checked here, so a route
 * naming an unknown one fails when the table is built: `Unknown route middleware: <name>`.
 */
export function buildRoutes(options: BuildRoutesOptions): RouteObject[] {
  const middlewareOf = new Map(
    options.table.map((r) => [r.id, resolveMiddleware(r.meta.middleware, options.registry)]),
  );
  const { Root, ErrorPage, navigationGuard } = options;
  const root = (
    path: string,
    scope: string,
    table: readonly PageRoute[],
    withNotFound: boolean,
  ): RouteObject => ({
    id: `root${scope}`,
    path,
    Component: Root,
    // Nothing to show before the first page's code arrives; the pre-paint background is already right.
    HydrateFallback: () => null,
    ...(navigationGuard ? { loader: navigationGuard, shouldRevalidate: () => true } : {}),
    children: [
      {
        id: `boundary${scope}`,
        ErrorBoundary: ErrorPage,
        children: [
          ...layoutGroups(table, options, scope, path, middlewareOf),
          // Its loader always throws; the component only keeps the router from warning about an empty leaf.
          ...(withNotFound
            ? [{ id: `notFound${scope}`, path: '*', loader: notFound, Component: Nothing }]
            : []),
        ],
      },
    ],
  });
  const localized = options.table.filter((r) => r.localized !== false);
  const single = options.table.filter((r) => r.localized === false);
  return [
    ...localizeRoutes([root('/', '', localized, true)]),
    ...single.map((r) => root(r.path, `:${r.id}`, [r], false)),
  ];
}
