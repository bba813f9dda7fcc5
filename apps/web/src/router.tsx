import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorLayout } from './layouts/ErrorLayout';
import { RouteError } from './pages/errors/RouteError';
import { Root } from './Root';
import { buildRoutes, type LayoutModules, type PageModules } from './routing/buildRoutes';
import { createNavigationGuard } from './routing/navigationGuard';
import { middlewareRegistry } from './routing/registry';
import { pageRoutes } from './routing/routeTable';

/** Every page's module, each its own chunk, loaded when the page is first opened. */
export const pageModules: PageModules = {
  home: () => import('./pages/Home').then((m) => m.Home),
  faq: () => import('./pages/Faq').then((m) => m.Faq),
  top: () => import('./pages/public/Top').then((m) => m.Top),
  calc: () => import('./pages/public/Calc').then((m) => m.Calc),
  news: () => import('./pages/public/News').then((m) => m.News),
  contacts: () => import('./pages/public/Contacts').then((m) => m.Contacts),
  docs: () => import('./pages/public/Docs').then((m) => m.Docs),
  apiDocsType: () => import('./pages/docs/ApiDocsType').then((m) => m.ApiDocsType),
  apiDocsMethod: () => import('./pages/docs/ApiDocsMethod').then((m) => m.ApiDocsMethod),
  dashboard: () => import('./pages/cabinet/Dashboard').then((m) => m.Dashboard),
  statistics: () => import('./pages/cabinet/Statistics').then((m) => m.Statistics),
  workers: () => import('./pages/cabinet/Workers').then((m) => m.Workers),
  accruals: () => import('./pages/cabinet/Accruals').then((m) => m.Accruals),
  payouts: () => import('./pages/cabinet/Payouts').then((m) => m.Payouts),
  wallets: () => import('./pages/cabinet/Wallets').then((m) => m.Wallets),
  referral: () => import('./pages/cabinet/Referral').then((m) => m.Referral),
  api: () => import('./pages/cabinet/ApiAccess').then((m) => m.ApiAccess),
  settings: () => import('./pages/cabinet/Settings').then((m) => m.Settings),
  error401: () => import('./pages/errors/Error401').then((m) => m.Error401),
  error404: () => import('./pages/errors/Error404').then((m) => m.Error404),
  errorBanned: () => import('./pages/errors/ErrorBanned').then((m) => m.ErrorBanned),
  techWork: () => import('./pages/TechWork').then((m) => m.TechWork),
  authCallback: () => import('./pages/AuthCallback').then((m) => m.AuthCallback),
};

/** The layouts; `error` is in the main bundle anyway, since the error boundary needs it when chunks fail. */
export const layoutModules: LayoutModules = {
  default: () => import('./layouts/DefaultLayout').then((m) => m.DefaultLayout),
  authenticated: () => import('./layouts/CabinetLayout').then((m) => m.CabinetLayout),
  error: () => Promise.resolve(ErrorLayout),
  techwork: () => import('./layouts/TechWorkLayout').then((m) => m.TechWorkLayout),
  'api-docs': () => import('./layouts/ApiDocsLayout').then((m) => m.ApiDocsLayout),
};

/** The app's routes without the navigation guard (tests render them in a memory router). */
export const routes: RouteObject[] = buildRoutes({
  table: pageRoutes,
  registry: middlewareRegistry,
  pages: pageModules,
  layouts: layoutModules,
  Root,
  ErrorPage: RouteError,
});

/** The app's data router, under `basename`, with the guard that applies route rules and new builds. */
export function createAppRouter(basename = '/') {
  // The guard reads the router it belongs to, which may run its first loaders while it is being created.
  const created: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const navigationGuard = createNavigationGuard({
    basename,
    currentPath: () =>
      created.router?.state.initialized ? created.router.state.location.pathname : undefined,
  });
  created.router = createBrowserRouter(
    buildRoutes({
      table: pageRoutes,
      registry: middlewareRegistry,
      pages: pageModules,
      layouts: layoutModules,
      Root,
      ErrorPage: RouteError,
      navigationGuard,
    }),
    { basename },
  );
  return created.router;
}
