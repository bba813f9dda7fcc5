import { getValidToken, parseStepUpChallenge } from '@lode/auth';
import { createPoolClient } from '@lode/pool-api/client';
import { loadApiBaseUrl } from './apiConfig';
import { eventPositionHeader, noteEventPosition } from './eventPosition';

// The one way to the pool API. Every request of the app, public or signed in, typed or not, goes through
// `poolFetch`: it knows the API's address, adds the signed-in user's token where the contract asks for one, and
// answers a 401 with a fresh token from @lode/auth at once. A lint rule keeps `fetch` to the API out of the rest
// of the app (eslint.config.js).

/** The typed pool API client (openapi-fetch over the generated `paths`). */
export type PoolClient = ReturnType<typeof createPoolClient>;

/**
 * The paths whose operations require a signed-in user in the API's contract (the `account`, `settings` and `admin`
 * tags; client.test.ts holds this against the OpenAPI document). Public reads never wait for the sign-in check.
 */
const signedInPaths = /^\/(account|settings|admin)([/.]|$)/;

/** Whether a path of the API (below its base URL) needs the signed-in user's token. */
export function needsSignIn(path: string): boolean {
  return signedInPaths.test(path);
}

/**
 * The paths whose answers are one sub-account's: the account's figures, lists, alerts and stream (not the referral
 * programme, which is the user's, nor the overview, which spans them all), the wallets, the notification settings
 * and the watcher links. A request to them names the sub-account (`subaccount`); client.test.ts holds this against
 * the OpenAPI document.
 */
const subAccountPaths =
  /^\/(account\/(summary|hashrate|workers|accruals|payouts|alerts|stream)|settings\/(wallets|notifications|watchers))([/.]|$)/;

/** Whether a path of the API (below its base URL) reads or writes one sub-account's data. */
export function isSubAccountPath(path: string): boolean {
  return subAccountPaths.test(path);
}

/** The query parameter that names the sub-account of a request. */
export const subAccountParam = 'subaccount';

/** The request with `subaccount=<name>` added (a request that names one already keeps its own). */
async function withSubAccount(request: Request, name: string): Promise<Request> {
  const url = new URL(request.url);
  if (url.searchParams.has(subAccountParam)) return request;
  url.searchParams.set(subAccountParam, name);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: body && body.byteLength > 0 ? body : null,
    signal: request.signal,
    cache: request.cache,
  });
}

/** The page's address, against which a relative API URL resolves (a fixed origin where there is no page: tests). */
const here = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);

/**
 * The validity a token must have left to be sent (seconds): enough for the request's trip. Renewing ahead of time is
 * @lode/auth's own timer's work; asking for more here would make every API call a refresh attempt when the provider
 * is down, or the token's lifetime is short.
 */
const inFlightValidity = 5;

/** Any remaining validity is too little: the token getter refreshes now. */
const forceRefresh = Number.MAX_SAFE_INTEGER;

/** An account answer's position in the account's live events, noted for the live stream (eventPosition.ts). */
function noted(response: Response): Response {
  if (response.ok) noteEventPosition(response.headers.get(eventPositionHeader));
  return response;
}

/** What {@link createPoolFetch} is built on. */
export interface PoolFetchOptions {
  /** The pool API's base URL (`/api/v1` or absolute). */
  baseUrl: () => Promise<string>;
  /** A valid access token, refreshed first when fewer than `minValidity` seconds remain; undefined when signed out. */
  getToken: (minValidity?: number) => Promise<string | undefined>;
  /** The network. */
  fetch: (request: Request) => Promise<Response>;
}

/**
 * Builds the pool API's fetch: a request for a signed-in path carries the token; a 401 to it gets a fresh token
 * from the getter at once and one more try. A second 401 is the caller's to show (`/error/401`). Given a
 * sub-account, a request for one sub-account's data names it; given a watcher link's secret, a request carries that
 * instead of the user's token.
 */
export function createPoolFetch({ baseUrl, getToken, fetch }: PoolFetchOptions) {
  return async function poolFetch(
    original: Request,
    subAccount?: string,
    watcher?: string,
  ): Promise<Response> {
    const base = new URL(await baseUrl(), here()).pathname.replace(/\/+$/, '');
    const { pathname } = new URL(original.url, here());
    const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
    if (!needsSignIn(path)) return fetch(original);
    const request =
      subAccount !== undefined && isSubAccountPath(path)
        ? await withSubAccount(original, subAccount)
        : original;
    // A watcher view's reads carry its link's secret instead of a token; a 401 there is the link's end, not a
    // session to renew.
    if (watcher !== undefined) {
      request.headers.set('Authorization', `Watcher ${watcher}`);
      return noted(await fetch(request));
    }
    const again = request.clone();
    const token = await getToken(inFlightValidity);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const response = await fetch(request);
    if (response.status !== 401 || !token) return noted(response);
    // A token refused as too weak or too old (RFC 9470) stays so after a refresh: the caller asks for a step-up.
    if (parseStepUpChallenge(response.headers.get('www-authenticate'))) return noted(response);
    const fresh = await getToken(forceRefresh).catch(() => undefined);
    if (!fresh || fresh === token) return response;
    // Read to the end, or the browser holds the connection open as if the answer were still coming.
    await response.text().catch(() => '');
    again.headers.set('Authorization', `Bearer ${fresh}`);
    return noted(await fetch(again));
  };
}

/** The page's pool API fetch: the API's address from `config.json`, the token from @lode/auth's getter. */
export const poolFetch = createPoolFetch({
  baseUrl: loadApiBaseUrl,
  getToken: getValidToken,
  fetch: (request) => fetch(request),
});

/** The clients built so far, by the sub-account they name and the watcher secret they carry. */
const clients = new Map<string, Promise<PoolClient>>();

/**
 * The typed pool API client, built once per page load over {@link poolFetch}; given a sub-account, one whose
 * requests for a sub-account's data name it; given a watcher link's secret, one that reads through that link.
 */
export function poolClient(subAccount?: string, watcher?: string): Promise<PoolClient> {
  const id = JSON.stringify([subAccount ?? '', watcher ?? '']);
  let client = clients.get(id);
  if (!client) {
    const building = loadApiBaseUrl().then((baseUrl) =>
      createPoolClient({
        baseUrl,
        fetch: (input, init) => poolFetch(new Request(input, init), subAccount, watcher),
      }),
    );
    building.catch(() => {
      if (clients.get(id) === building) clients.delete(id);
    });
    clients.set(id, building);
    client = building;
  }
  return client;
}

/** The pool API's absolute base URL, for what shows it (the API docs' samples) or fetches beside the client. */
export async function poolApiUrl(path = ''): Promise<string> {
  return `${new URL(await loadApiBaseUrl(), here()).href.replace(/\/+$/, '')}${path}`;
}
