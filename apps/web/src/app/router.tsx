import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { RouteError } from './errors/RouteError';
import { layoutModules } from './layouts/layoutModules';
import { Root } from './Root';
import { pageRoutes } from './routes';
import { buildRoutes } from './routing/buildRoutes';
import { createNavigationGuard } from './routing/navigationGuard';
import { middlewareRegistry } from './routing/registry';

export { layoutModules };

/**
 * The app's routes, from the route declarations (routes.ts), with `navigationGuard` as the root loader when given:
 * the browser's router has the guard; tests render them without it in a memory router, and the prerender at build.
 * A function: building the table costs the browser time while the page loads, so it is built once, by the router.
 */
export function appRoutes(navigationGuard?: LoaderFunction): RouteObject[] {
  return buildRoutes({
    table: pageRoutes,
    registry: middlewareRegistry,
    layouts: layoutModules,
    Root,
    ErrorPage: RouteError,
    navigationGuard,
  });
}

/** The app's data router, under `basename`, with the guard that applies route rules and new builds. */
export function createAppRouter(basename = '/') {
  // The guard reads the router it belongs to, which may run its first loaders while it is being created.
  const created: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const navigationGuard = createNavigationGuard({
    basename,
    currentPath: () =>
      created.router?.state.initialized ? created.router.state.location.pathname : undefined,
  });
  created.router = createBrowserRouter(appRoutes(navigationGuard), { basename });
  return created.router;
}
