import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Shell } from './Shell';

const prefixes = ['', '/ru', '/cn'] as const;

/** Every route three times: English without a prefix, `/ru` and `/cn` (spec.md §2). Pages load lazily. */
export const routes: RouteObject[] = prefixes.map((prefix) => ({
  path: prefix || '/',
  element: <Shell />,
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./pages/Home')).Home }) },
    { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFound')).NotFound }) },
  ],
}));

/** The app's data router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
