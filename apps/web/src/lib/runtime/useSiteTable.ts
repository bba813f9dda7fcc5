import { useSyncExternalStore } from 'react';
import { currentRouteRules, onRouteRulesChange } from './routeRulesClient';
import type { SiteTable } from './siteTable';

const none = () => undefined;

/**
 * The site table the app holds (the maintenance state among it), re-rendering when it changes; undefined before the
 * first fetch, and on a server (render-anywhere).
 */
export function useSiteTable(): SiteTable | undefined {
  return useSyncExternalStore(onRouteRulesChange, currentRouteRules, none);
}
