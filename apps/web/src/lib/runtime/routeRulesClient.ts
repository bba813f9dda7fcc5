import { emptyRouteRules, parseRouteRules, type RouteRules } from './routeRules';

// The SPA's copy of the operator's route rules: fetched at start and with every version poll, read synchronously
// before each navigation, so a navigation never waits on the network.

// Undefined until the first fetch has settled: a navigation before then cannot know the rules.
let table: RouteRules | undefined;
let fetchesSettled = 0;

let unruledNavigation = false;

/**
 * The route rules held now, or undefined while the first fetch is under way: the navigation guard then lets the
 * navigation go ahead and notes it ({@link noteUnruledNavigation}), and the app checks where it led once the rules
 * arrive.
 */
export function currentRouteRules(): RouteRules | undefined {
  return table;
}

/** Notes that a navigation went ahead before the rules had arrived. */
export function noteUnruledNavigation(): void {
  unruledNavigation = true;
}

/** Whether a navigation went ahead before the rules had arrived since the last call (and forgets it). */
export function takeUnruledNavigation(): boolean {
  const taken = unruledNavigation;
  unruledNavigation = false;
  return taken;
}

/** Replaces the held table (tests, and the fetch below); undefined forgets it, as before the first fetch. */
export function setRouteRules(next: RouteRules | undefined): void {
  table = next;
}

/** Fetches the table again; a failed or malformed answer keeps the one held (none held: no rules). */
export async function refreshRouteRules(
  basePath: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RouteRules> {
  try {
    const res = await fetchImpl(`${basePath}api/route-rules.json`, { cache: 'no-store' });
    if (res.ok) table = parseRouteRules(await res.json());
  } catch {
    // Offline, or the server is older than the rules endpoint: keep going with what we have.
  }
  table ??= emptyRouteRules;
  // Counts the fetches that have settled on `<html data-route-rules>`: what a test (or an operator in the
  // devtools) waits on to know the page holds the rules the server had a moment ago.
  fetchesSettled += 1;
  if (typeof document !== 'undefined') document.documentElement.dataset.routeRules = String(fetchesSettled);
  return table;
}
