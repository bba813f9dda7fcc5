import { emptyRouteRules, parseRouteRules, type RouteRules } from './routeRules';

// The SPA's copy of the operator's route rules: fetched at start and with every version poll, read synchronously
// before each navigation, so a navigation never waits on the network (DESIGN.md §3).

// Undefined until the first fetch has settled: a navigation before then cannot know the rules.
let table: RouteRules | undefined;

/**
 * The route rules held now, or undefined while the first fetch is under way (the navigation guard then lets the
 * server decide, with a full page load, rather than skip a rule it has not seen yet).
 */
export function currentRouteRules(): RouteRules | undefined {
  return table;
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
  return table;
}
