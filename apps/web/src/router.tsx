import { localizeRoutes } from '@lode/i18n';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LocaleRoot } from './LocaleRoot';
import { Shell } from './Shell';

/** Every route three times, from @lode/i18n: English without a prefix, `/ru` and `/cn` (spec.md §2). Pages load lazily. */
export const routes: RouteObject[] = localizeRoutes<RouteObject>([
  {
    path: '/',
    element: <LocaleRoot />,
    children: [
      {
        element: <Shell />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./pages/Home')).Home }) },
          { path: 'faq', lazy: async () => ({ Component: (await import('./pages/Faq')).Faq }) },
          {
            path: 'auth/callback',
            lazy: async () => ({ Component: (await import('./pages/AuthCallback')).AuthCallback }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFound')).NotFound }) },
        ],
      },
    ],
  },
]);

/** The app's data router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
