import type { BrowserContext, Page } from '@playwright/test';
import { signInThrough } from './support/app';
import { expect, test } from './support/fixtures';
import {
  providerControl,
  signedIn as signedInButton,
  signedOut,
  signInFromHome,
  stored,
  tokensInStorage,
} from './support/provider';
import { accessToken } from './support/tokens';

// @lode/auth with the engine's service worker, as Chromium runs it by default: the worker holds the refresh token
// and the page never does. The provider's fault switches are reset after each test (see auth-tokens.e2e.ts, which
// runs the same faults where the browser refuses service workers).

const REFRESH_FAILED =
  'Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.';

test.afterEach(async () => {
  await providerControl('faults', 'DELETE');
  await providerControl('settings', 'PUT', { accessTokenTtl: 300 });
});

const isTokenAnswer = (url: string) => url.endsWith('/protocol/openid-connect/token');

/** The refresh tokens the provider gave this context's service worker, as the network saw them (the page never). */
function refreshTokensOf(context: BrowserContext): string[] {
  const tokens: string[] = [];
  context.on('response', async (response) => {
    if (!isTokenAnswer(response.url()) || !response.request().serviceWorker()) return;
    const body = (await response.json().catch(() => null)) as { refresh_token?: unknown } | null;
    if (typeof body?.refresh_token === 'string') tokens.push(body.refresh_token);
  });
  return tokens;
}

/** What the page's own token answers (from the worker) carry in place of the refresh token. */
function pageRefreshTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', async (response) => {
    if (!isTokenAnswer(response.url()) || response.request().serviceWorker()) return;
    const body = (await response.json().catch(() => null)) as { refresh_token?: unknown } | null;
    if (typeof body?.refresh_token === 'string') tokens.push(body.refresh_token);
  });
  return tokens;
}

/**
 * Searches everything the page's scripts can reach for each of `secrets` and for `probe`: sessionStorage,
 * localStorage, cookies, Cache Storage, the names of IndexedDB databases, and every object reachable from `window`
 * and from the page's elements (own properties, Map and Set entries, and so the framework's data hung on the
 * elements), breadth first. Resolves with where each was found.
 */
function searchPage(page: Page, secrets: string[], probe: string) {
  return page.evaluate(
    async ({ secrets, probe }) => {
      const found = { secrets: [] as string[], probe: [] as string[] };
      const look = (text: string, where: string) => {
        if (secrets.some((secret) => text.includes(secret))) found.secrets.push(where);
        if (text.includes(probe)) found.probe.push(where);
      };
      for (const [name, storage] of [
        ['sessionStorage', sessionStorage],
        ['localStorage', localStorage],
      ] as const) {
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i) ?? '';
          look(`${key}=${storage.getItem(key) ?? ''}`, `${name}.${key}`);
        }
      }
      look(document.cookie, 'document.cookie');
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          look(`${request.url} ${await ((await cache.match(request))?.text() ?? '')}`, `caches.${name}`);
        }
      }
      for (const database of await indexedDB.databases()) look(database.name ?? '', 'indexedDB');

      // Window's own properties, and every element of the page (the DOM's own data sits on prototypes, but what
      // scripts hang on a node, such as the framework's fibers and their state, is the node's own).
      const seen = new Set<unknown>([window]);
      const queue: [unknown, string][] = [[window, 'window']];
      for (const element of document.querySelectorAll('*')) {
        seen.add(element);
        queue.push([element, `<${element.tagName.toLowerCase()}>`]);
      }
      for (let next = 0; next < queue.length && next < 500_000; next += 1) {
        const [value, path] = queue[next] ?? [null, ''];
        const children: [unknown, string][] = [];
        if (value instanceof Map) {
          for (const [key, entry] of value) children.push([key, `${path}<key>`], [entry, `${path}<entry>`]);
        } else if (value instanceof Set) {
          for (const entry of value) children.push([entry, `${path}<entry>`]);
        }
        let keys: (string | symbol)[] = [];
        try {
          keys = Reflect.ownKeys(value as object);
        } catch {
          // Not an object after all.
        }
        for (const key of keys) {
          try {
            children.push([(value as Record<string | symbol, unknown>)[key], `${path}.${String(key)}`]);
          } catch {
            // A getter that refuses this receiver.
          }
        }
        for (const [child, where] of children) {
          if (typeof child === 'string') {
            if (child.length >= 16) look(child, where);
          } else if (
            (typeof child === 'object' || typeof child === 'function') &&
            child &&
            !seen.has(child)
          ) {
            seen.add(child);
            queue.push([child, where]);
          }
        }
      }
      return found;
    },
    { secrets, probe },
  );
}

const accountMenu = (page: Page) =>
  page
    .locator('[data-layout="authenticated"]')
    .getByRole('button', { name: 'demo' })
    .and(page.locator('[aria-haspopup="menu"]'));

test('after sign-in and after a reload, no refresh token is anywhere page scripts can reach', async ({
  page,
  context,
}) => {
  const refreshTokens = refreshTokensOf(context);
  const seenByPage = pageRefreshTokens(page);
  await signInThrough(page, '/dashboard', 'demo');
  await expect(accountMenu(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/OidcServiceWorker\.js$/,
  );
  // The provider gave the worker a refresh token; the page's answer carried the worker's placeholder instead.
  await expect.poll(() => refreshTokens.length).toBeGreaterThan(0);
  await expect.poll(() => seenByPage.length).toBeGreaterThan(0);
  for (const token of seenByPage) expect(token).toMatch(/^REFRESH_TOKEN_SECURED_BY_OIDC_SERVICE_WORKER_/);
  const access = await accessToken(page);
  const signedIn = await searchPage(page, refreshTokens, access);
  expect(signedIn.secrets).toEqual([]);
  // The same search does find the access token the page holds for its API calls: it reaches the app's state.
  expect(signedIn.probe.length).toBeGreaterThan(0);

  // A reload restores the session from the worker, not from anything the page kept.
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (isTokenAnswer(request.url())) exchanges.push(request.postData() ?? '');
  });
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  expect(exchanges).toEqual([]);
  const reloaded = await searchPage(page, refreshTokens, access);
  expect(reloaded.secrets).toEqual([]);
  expect(reloaded.probe.length).toBeGreaterThan(0);
});

test("a page the worker controls loads past it; the keep-alive and the provider's requests still reach it", async ({
  page,
  context,
  stack,
}) => {
  const refreshTokens = refreshTokensOf(context);
  await signInThrough(page, '/dashboard', 'demo');
  await expect(page.getByTestId('dashboard-tiles')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => refreshTokens.length).toBeGreaterThan(0);
  const keepAlive = '/OidcKeepAliveServiceWorker.json';
  const keptAliveByHost = stack.served(keepAlive);

  await page.reload();
  await expect(page.getByTestId('dashboard-tiles')).toHaveAttribute('aria-busy', 'false');
  // Each of the page's own requests says where the browser's router sent it (Resource Timing, Chromium).
  const routed = () =>
    page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((entry) => new URL(entry.name).origin === location.origin)
        .map((entry) => {
          const { workerMatchedSourceType } = entry as PerformanceResourceTiming & {
            workerMatchedSourceType?: string;
          };
          return { path: new URL(entry.name).pathname, source: workerMatchedSourceType ?? 'none' };
        }),
    );
  await expect.poll(async () => (await routed()).some((entry) => entry.path === keepAlive)).toBe(true);
  const entries = await routed();
  const own = entries.filter((entry) => entry.path !== keepAlive);
  // The document, its scripts and stylesheets, config.json and the API calls: none waited for the worker.
  expect(own.map((entry) => entry.path)).toEqual(
    expect.arrayContaining(['/dashboard', '/config.json', '/api/v1/account/summary']),
  );
  for (const entry of own) expect(entry, entry.path).toMatchObject({ source: 'network' });
  // The engine's keep-alive is answered by the worker, as before: it never reaches the host.
  for (const entry of entries.filter((e) => e.path === keepAlive)) expect(entry.source).toBe('fetch-event');
  expect(stack.served(keepAlive)).toBe(keptAliveByHost);
  // Requests to the provider still pass through it: the session restored on reload came from the worker's tokens.
  await expect(accountMenu(page)).toBeVisible();
});

for (const [fault, expected] of [
  ['badSignature', 'ID token refused (signature)'],
  ['algNone', 'ID token refused (algorithm)'],
  ['missingSub', 'ID token refused (subject)'],
  ['iatInFuture', 'ID token refused (issued at)'],
  ['missingNonce', 'ID token refused (nonce)'],
  ['wrongAud', 'ID token refused (audience)'],
  // The worker checks these two itself and fails the exchange: the page never receives the token.
  ['wrongNonce', 'Login error: the code exchange failed'],
  ['wrongIss', 'Login error: the code exchange failed'],
] as const) {
  test(`with the worker, a token with ${fault} ends signed out and nothing keeps it`, async ({ page }) => {
    await providerControl('faults', 'PUT', { [fault]: true });
    const errors: string[] = [];
    await signInFromHome(page, errors);
    await expect(signedOut(page)).toBeVisible();
    await expect(signedInButton(page)).toHaveCount(0);
    expect(await stored(page)).toEqual([]);
    expect(await tokensInStorage(page)).toEqual([]);
    expect(errors).toContainEqual(expect.stringContaining(expected));
    // Nothing stayed in the worker either: a reload restores no session (the silent check is refused again).
    errors.length = 0;
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');
    expect(errors.filter((e) => e.startsWith('Keycloak initialization error'))).toEqual([]);
  });
}

// With a 20 s access token and the 30 s minimum validity, every page load refreshes at once: a load is a refresh.
for (const [fault, expected] of [
  ['refresh400', REFRESH_FAILED],
  ['refreshChangesSub', 'ID token refused (subject changed)'],
  // The worker refuses the answer; the next attempt presents a refresh token the provider has rotated away.
  ['wrongNonce', REFRESH_FAILED],
] as const) {
  test(`with the worker, a refresh with ${fault} ends signed out`, async ({ page }) => {
    await providerControl('settings', 'PUT', { accessTokenTtl: 20 });
    const errors: string[] = [];
    await signInFromHome(page, errors);
    await expect(signedInButton(page)).toBeVisible();
    await providerControl('faults', 'PUT', { [fault]: true });
    await page.goto('/faq');
    await expect.poll(() => errors.join('\n'), { timeout: 30_000 }).toContain(expected);
    await expect.poll(() => stored(page)).toEqual([]);
    expect(await tokensInStorage(page)).toEqual([]);
    await expect(signedOut(page)).toBeVisible();
  });
}
