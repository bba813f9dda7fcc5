import { appReady, atIdp } from './support/app';
import { expect, test } from './support/fixtures';
import {
  providerControl,
  signedIn,
  signedOut,
  signInFromHome,
  stored,
  tokensInStorage,
} from './support/provider';
import { accessToken, jwtClaims } from './support/tokens';

// Every token check of @lode/auth in Chromium: the provider's fault switches each end signed out, with a console
// error naming the check. The switches are global to a provider: each worker has a provider of its own and runs
// its tests one at a time, and every test here puts the switches back.
//
// Here the browser refuses service workers, as some do: the engine keeps the tokens in sessionStorage and every
// token reaches the package's checks. That is the mode the package's own tests run against the real provider, the
// engine included (packages/auth/src/*.idp.test.ts: every token, callback and refresh fault), so here one fault
// of each kind shows the checks at work in Chromium. With the worker (the default), the worker checks `iss`, `exp`
// and `nonce` of the provider's answers before the page sees them: auth-worker.e2e.ts runs every fault that way.
test.use({ serviceWorkers: 'block' });

test.afterEach(async () => {
  await providerControl('faults', 'DELETE');
  await providerControl('settings', 'PUT', { accessTokenTtl: 300 });
});

/** When an access token expires, in milliseconds since the epoch. */
const expiryOf = (token: string) => jwtClaims<{ exp: number }>(token).exp * 1000;

// A check of the signature (jose in the page), one of the engine's own (nonce), one of the claims (audience).
for (const [fault, check] of [
  ['badSignature', 'signature'],
  ['wrongNonce', 'nonce'],
  ['wrongAud', 'audience'],
] as const) {
  test(`a token with ${fault} ends signed out, naming the ${check} check`, async ({ page }) => {
    await providerControl('faults', 'PUT', { [fault]: true });
    const errors: string[] = [];
    await signInFromHome(page, errors);
    await expect(signedOut(page)).toBeVisible();
    await expect(signedIn(page)).toHaveCount(0);
    expect(await stored(page)).toEqual([]);
    expect(await tokensInStorage(page)).toEqual([]);
    expect(errors).toContainEqual(expect.stringContaining(`ID token refused (${check})`));
  });
}

test('a callback with a state the tab never sent is refused before any code exchange and ends signed out', async ({
  page,
}) => {
  await providerControl('faults', 'PUT', { callbackWrongState: true });
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/protocol/openid-connect/token')) exchanges.push(request.postData() ?? '');
  });
  const errors: string[] = [];
  await signInFromHome(page, errors);
  await expect(signedOut(page)).toBeVisible();
  expect(exchanges.filter((body) => body.includes('grant_type=authorization_code'))).toEqual([]);
  expect(errors).toContainEqual(expect.stringContaining('refused before any code exchange'));
});

test('a validly signed token without a kid header is accepted', async ({ page }) => {
  await providerControl('faults', 'PUT', { noKid: true });
  const errors: string[] = [];
  await signInFromHome(page, errors);
  await expect(signedIn(page)).toBeVisible();
  expect(errors).toEqual([]);
});

// With a 20 s access token and the 30 s minimum validity, every page load refreshes at once: a load is a refresh.
for (const [fault, expected] of [
  [
    'refresh400',
    'Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.',
  ],
  ['wrongNonce', 'ID token refused (nonce)'],
] as const) {
  test(`a refresh with ${fault} ends signed out`, async ({ page }) => {
    await providerControl('settings', 'PUT', { accessTokenTtl: 20 });
    const errors: string[] = [];
    await signInFromHome(page, errors);
    await expect(signedIn(page)).toBeVisible();
    await providerControl('faults', 'PUT', { [fault]: true });
    // A public page: on a cabinet page the guard would sign in again through the provider's live session.
    await page.goto('/faq');
    // The page rendered at build shows "Sign in" before the app runs: wait for the refresh's outcome instead.
    await expect.poll(() => errors.join('\n')).toContain(expected);
    await expect.poll(() => stored(page)).toEqual([]);
    expect(await tokensInStorage(page)).toEqual([]);
    await expect(signedOut(page)).toBeVisible();
    await expect(signedIn(page)).toHaveCount(0);
  });
}

test('an API that still refuses the token after one refresh ends on /error/401', async ({ page }) => {
  // The provider issues access tokens the pool API must refuse (wrong audience) while the ID token stays valid, so
  // the client signs in and the real API answers 401 to the dashboard's calls, and again after the refresh.
  await providerControl('faults', 'PUT', { accessTokenWrongAud: true });
  const grants: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/protocol/openid-connect/token'))
      grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
  });
  page.on('response', (response) => {
    // The cabinet's first signed-in reads: its sub-accounts, then the page's figures.
    if (/\/api\/v1\/(account|settings)\//.test(response.url()) && response.status() === 401)
      refused.push(response.url());
  });
  await signInFromHome(page, []);
  await page.waitForURL((url) => url.pathname === '/error/401');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has ended');
  await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  expect(grants[0]).toBe('authorization_code');
  expect(grants).toContain('refresh_token');
  // One call and its retry with the renewed token were refused before the page gave up.
  expect(refused.length).toBeGreaterThanOrEqual(2);
});

test('with the provider down, a refresh keeps the session while the access token is valid', async ({
  page,
}) => {
  await providerControl('settings', 'PUT', { accessTokenTtl: 20 });
  const errors: string[] = [];
  const statusChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/login-status-iframe.html/init')) statusChecks.push(request.url());
  });
  await signInFromHome(page, errors);
  // The page watches the provider's session (its status frame has asked the provider once): nothing of the signed-in
  // page is still on its way to the provider when it goes down.
  await expect.poll(() => statusChecks.length).toBeGreaterThan(0);
  await providerControl('faults', 'PUT', { down: true });
  // Every answer of the provider from the reload on: the one refresh attempt (503) among them, each asked once.
  const refreshes: number[] = [];
  const asked: string[] = [];
  page.on('response', (response) => {
    if (!atIdp(response.url())) return;
    asked.push(response.url());
    if (response.url().endsWith('/protocol/openid-connect/token')) refreshes.push(response.status());
  });
  // The page's clock is ours from the reload on, so the seconds after the failed attempt pass at once.
  await page.clock.install();
  await page.reload();
  await appReady(page);
  await expect(signedIn(page)).toBeVisible();
  await expect.poll(() => refreshes).toEqual([503]);
  // Three seconds, well within the token's life: any retry loop would have run by then.
  await page.clock.runFor(3000);
  // One attempt, not a retry loop (of the refresh or of anything else), and the session is still there.
  expect(refreshes).toEqual([503]);
  expect(asked).toEqual([...new Set(asked)]);
  await expect(signedIn(page)).toBeVisible();
  expect(await stored(page)).toHaveLength(1);
});

test('staying on a page past a short access-token lifetime keeps the user signed in', async ({ page }) => {
  // 35 s for the tokens of the sign-in: the first 30 s check finds under 30 s left and refreshes. The page's clock is
  // the test's, so the 30 s until that check, and the seconds after it until the first token has expired, pass at
  // once. The provider's clock does not move with it: its tokens from the refresh on live the usual 5 minutes, so
  // they are still valid by a page clock that has run some 35 s ahead of the provider's.
  await providerControl('settings', 'PUT', { accessTokenTtl: 35 });
  await page.clock.install();
  const errors: string[] = [];
  await signInFromHome(page, errors);
  await expect(signedIn(page)).toBeVisible();
  const first = await accessToken(page);
  expect(expiryOf(first) - jwtClaims<{ iat: number }>(first).iat * 1000).toBe(35_000);
  await providerControl('settings', 'PUT', { accessTokenTtl: 300 });
  await page.clock.runFor(30_000);
  // The refreshed token reaches the page and the API: a page's API calls carry the new one.
  await page
    .getByRole('navigation', { name: 'Cabinet' })
    .first()
    .getByRole('link', { name: 'Workers' })
    .click();
  await expect.poll(() => accessToken(page)).not.toBe(first);
  // Until the first access token has expired by the page's clock: still signed in, and the next page's API calls
  // are answered.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.runFor(Math.max(0, expiryOf(first) - pageNow) + 1000);
  await expect(signedIn(page)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Cabinet' })
    .first()
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByTestId('dashboard-tiles')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('dashboard-tiles').locator('dd').first()).not.toBeEmpty();
  await expect(signedIn(page)).toBeVisible();
  expect(errors).toEqual([]);
});
