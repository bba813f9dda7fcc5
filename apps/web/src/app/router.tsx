import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { ErrorLayout } from './layouts/ErrorLayout';
import { RouteError } from '../features/errors/RouteError';
import { Root } from './Root';
import { buildRoutes, type LayoutModules, type PageComponent, type PageModules } from './routing/buildRoutes';
import { createNavigationGuard } from './routing/navigationGuard';
import { middlewareRegistry } from './routing/registry';
import { layoutFiles, pageFiles, type ModuleRef } from './routing/pageFiles';
import { pageRoutes } from './routing/routeTable';

// Every page and layout module as a lazy import: one chunk each. The glob is what lets Vite see the imports; the
// table says which module and export each route uses.
// The error boundary's pages and layout are left out: they are in the main bundle, for when chunks fail to load.
const modules = import.meta.glob<Record<string, unknown>>([
  '../features/*/{Home,Faq,Top,Calc,News,Contacts,Docs,ApiDocsType,ApiDocsMethod}.tsx',
  '../features/*/{Dashboard,Statistics,Workers,Accruals,Payouts,Wallets,Referral,ApiAccess,Settings}.tsx',
  '../features/*/{Error401,Error404,ErrorBanned,TechWork,AuthCallback}.tsx',
  './layouts/*/*Layout.tsx',
  '!./layouts/ErrorLayout/*',
]);

function lazyComponent(ref: ModuleRef): () => Promise<ComponentType<never>> {
  const load = modules[ref.file.startsWith('app/') ? `./${ref.file.slice(4)}` : `../${ref.file}`];
  if (!load) throw new Error(`No module src/${ref.file}`);
  return async () => {
    const component = (await load())[ref.name];
    if (typeof component !== 'function') throw new Error(`src/${ref.file} exports no component ${ref.name}`);
    return component as ComponentType<never>;
  };
}

/** Every page's module, each its own chunk, loaded when the page is first opened. */
export const pageModules: PageModules = Object.fromEntries(
  Object.entries(pageFiles).map(([id, ref]) => [id, lazyComponent(ref) as () => Promise<PageComponent>]),
);

/** The layouts; `error` is in the main bundle anyway, since the error boundary needs it when chunks fail. */
export const layoutModules: LayoutModules = {
  default: lazyComponent(layoutFiles.default) as () => Promise<ComponentType>,
  authenticated: lazyComponent(layoutFiles.authenticated) as () => Promise<ComponentType>,
  techwork: lazyComponent(layoutFiles.techwork) as () => Promise<ComponentType>,
  'api-docs': lazyComponent(layoutFiles['api-docs']) as () => Promise<ComponentType>,
  error: () => Promise.resolve(ErrorLayout),
};

/**
 * The app's routes, with `navigationGuard` as the root loader when given: the browser's router has the guard; tests
 * render them without it in a memory router, and the prerender at build. A function: building the table costs the
 * browser time while the page loads, so it is built once, by the router.
 */
export function appRoutes(navigationGuard?: LoaderFunction): RouteObject[] {
  return buildRoutes({
    table: pageRoutes,
    registry: middlewareRegistry,
    pages: pageModules,
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
