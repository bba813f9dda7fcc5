import { appBasePath } from './basePath';
import { emptySiteTable, parseSiteTable, type SiteTable } from './siteTable';

// The SPA's copy of the site table (route rules, their source, the maintenance state) that the host server answers
// at `{base}api/route-rules`: fetched at start, with every version poll, when maintenance is due to start or end,
// and when the API answers 503 `maintenance`; read synchronously before each navigation, so a navigation never
// waits on the network.

// Undefined until the first fetch has settled: a navigation before then cannot know the rules.
let table: SiteTable | undefined;
let fetchesSettled = 0;
let unruledNavigation = false;
const listeners = new Set<() => void>();
let transitionTimer: ReturnType<typeof setTimeout> | undefined;
let lastBasePath = '/';

/**
 * The table held now, or undefined while the first fetch is under way: the navigation guard then lets the
 * navigation go ahead and notes it ({@link noteUnruledNavigation}), and the app checks where it led once the table
 * arrives.
 */
export function currentRouteRules(): SiteTable | undefined {
  return table;
}

/** Calls `listener` whenever the held table changes; returns the unsubscribe (for `useSyncExternalStore`). */
export function onRouteRulesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Notes that a navigation went ahead before what it depends on (the table, the sign-in) was known. */
export function noteUnruledNavigation(): void {
  unruledNavigation = true;
}

/** Whether a navigation went ahead unchecked since the last call (and forgets it). */
export function takeUnruledNavigation(): boolean {
  const taken = unruledNavigation;
  unruledNavigation = false;
  return taken;
}

/** The longest a timer may wait (setTimeout's limit is about 24.8 days). */
const maxTimerMs = 2 ** 31 - 1;

/**
 * Asks for the table again when maintenance is due to start (scheduled) or end (on), by the pool's clock as the
 * table gave it, so a tab left open learns of it without a poll in between.
 */
function scheduleTransition(held: SiteTable) {
  if (transitionTimer !== undefined) clearTimeout(transitionTimer);
  transitionTimer = undefined;
  const { state, startsAt, endsAt } = held.maintenance;
  const due = state === 'scheduled' ? startsAt : state === 'on' ? endsAt : null;
  if (due === null || held.now === null || typeof window === 'undefined') return;
  // A second after the moment, on this page's clock shifted to the pool's.
  const inMs = Date.parse(due) - Date.parse(held.now) + 1_000;
  if (!Number.isFinite(inMs)) return;
  transitionTimer = setTimeout(
    () => void refreshRouteRules(lastBasePath),
    Math.min(Math.max(inMs, 1_000), maxTimerMs),
  );
}

/** Whether two tables would guide a navigation or a banner differently (the pool's `now` aside). */
function differs(a: SiteTable | undefined, b: SiteTable | undefined): boolean {
  return JSON.stringify({ ...a, now: null }) !== JSON.stringify({ ...b, now: null });
}

/** Replaces the held table (tests, and the fetch below); undefined forgets it, as before the first fetch. */
export function setRouteRules(next: SiteTable | undefined): void {
  const changed = differs(table, next);
  table = next;
  if (next) scheduleTransition(next);
  if (changed) for (const listener of [...listeners]) listener();
}

/** Fetches the table again; a failed or malformed answer keeps the one held (none held: no rules). */
export async function refreshRouteRules(
  basePath: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SiteTable> {
  lastBasePath = basePath;
  try {
    const res = await fetchImpl(`${basePath}api/route-rules`, { cache: 'no-store' });
    if (res.ok) setRouteRules(parseSiteTable(await res.json()));
  } catch {
    // Offline, or the server is older than the table endpoint: keep going with what we have.
  }
  if (!table) setRouteRules(emptySiteTable);
  // Counts the fetches that have settled on `<html data-route-rules>`: what a test (or an operator in the
  // devtools) waits on to know the page holds the table the server had a moment ago.
  fetchesSettled += 1;
  if (typeof document !== 'undefined') document.documentElement.dataset.routeRules = String(fetchesSettled);
  return table ?? emptySiteTable;
}

/** At most one refresh for 503 answers in this many milliseconds. */
const maintenanceRefreshEveryMs = 5_000;
let lastMaintenanceRefresh = -Infinity;

/**
 * Looks at a pool API answer: a `503 {code: 'maintenance'}` means maintenance began, so the table is asked for
 * again (at most every 5 s), and the navigation guard then sends a non-admin to `/tech-work`. Returns the answer
 * unread.
 */
export function noteApiAnswer(response: Response): Response {
  if (response.status !== 503 || typeof document === 'undefined') return response;
  void response
    .clone()
    .json()
    .then((body: unknown) => {
      const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
      const now = performance.now();
      if (code !== 'maintenance' || now - lastMaintenanceRefresh < maintenanceRefreshEveryMs) return;
      lastMaintenanceRefresh = now;
      return refreshRouteRules(appBasePath());
    })
    .catch(() => {});
  return response;
}
