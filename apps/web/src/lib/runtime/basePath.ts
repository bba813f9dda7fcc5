import { useSyncExternalStore } from 'react';

/**
 * The path the app is served under, with a slash at both ends: the host server writes it into `<base href>`
 * (LODE_BASE_PATH). Without a `<base>` element (the dev server) the app is at `/`. Browser only.
 */
export function appBasePath(): string {
  const base = document.querySelector('base')?.getAttribute('href');
  if (!base) return '/';
  const path = new URL(base, location.origin).pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** The router's basename for a base path: `/` stays `/`, `/pool/` becomes `/pool`. */
export function routerBasename(basePath: string): string {
  return basePath === '/' ? '/' : basePath.replace(/\/$/, '');
}

const noSubscription = () => () => {};

/** The base path for rendering: the browser's, or `/` on a server (render-anywhere: no document during render). */
export function useAppBasePath(): string {
  return useSyncExternalStore(noSubscription, appBasePath, () => '/');
}
