import { emptyRouteRules, parseRouteRules, type RouteRules } from './routeRules';

// The SPA's copy of the operator's route rules: fetched at start and with every version poll, read synchronously
// before each navigation, so a navigation never waits on the network (DESIGN.md §3).

let table: RouteRules = emptyRouteRules;

/** The route rules held now (no rules until the first fetch answers). */
export function currentRouteRules(): RouteRules {
  return table;
}

/** Replaces the held table (tests, and the fetch below). */
export function setRouteRules(next: RouteRules): void {
  table = next;
}

/** Fetches the table again; a failed or malformed answer keeps the one held. */
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
  return table;
}
