import type { Browser, BrowserContext, Page } from '@playwright/test';
import { appReady, appUrl, atIdp, idpUrl, signIn } from './support/app';
import { expect, test } from './support/fixtures';
import { providerControl } from './support/provider';
import { idToken, jwtClaims, watchTokens } from './support/tokens';

// The identity provider going away (issue 24), in Chromium on the real stack, with the engine's service worker (the
// default). The stack stops the provider listening, so every request to it is refused on the network, as when its
// host is down, and starts it again on the same port with its sessions kept. Acceptance: signed-in users go on working
// until their access token expires, and a new sign-in shows a clear message rather than a blank page. Each outage
// lasts until the test has seen what happens during it: short token lifetimes bring the refresh (or the expiry) under
// test within seconds, instead of an outage of fixed length.

test.afterEach(async ({ stack }) => {
  // A failed test may leave the provider stopped: every later test of the worker needs it back.
  await stack.provider.start();
  await providerControl('settings', 'DELETE');
  await providerControl('faults', 'DELETE');
});

/** Whether the provider answers at all (its discovery document). */
const providerAnswers = () =>
  fetch(`${idpUrl()}/realms/lode/.well-known/openid-configuration`).then(
    (response) => response.ok,
    () => false,
  );

const account = (page: Page) =>
  page
    .locator('[data-layout="authenticated"]')
    .getByRole('button', { name: 'demo' })
    .and(page.locator('[aria-haspopup="menu"]'));
const tilesFilled = (page: Page) =>
  expect(page.getByTestId('dashboard-tiles')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
const workerRows = (page: Page) => page.getByRole('table', { name: 'Workers' }).locator('tbody tr th');
const cabinetLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Cabinet' }).first().getByRole('link', { name });
const unavailableTitle = 'Sign-in is unavailable right now';
const onApp = (page: Page) => expect.poll(() => new URL(page.url()).origin).toBe(new URL(appUrl()).origin);

/** The answers (status, or 0 for a request that failed on the network) to a page's token requests, timed. */
function tokenAnswers(page: Page): { status: number; at: number }[] {
  const answers: { status: number; at: number }[] = [];
  const isToken = (url: string) => atIdp(url) && url.endsWith('/protocol/openid-connect/token');
  page.on('response', (response) => {
    if (isToken(response.url())) answers.push({ status: response.status(), at: Date.now() });
  });
  page.on('requestfailed', (request) => {
    if (isToken(request.url())) answers.push({ status: 0, at: Date.now() });
  });
  return answers;
}

/** A browser profile of its own holding the provider session of `page`'s (single sign-on, no form). */
async function profileWithSession(browser: Browser, page: Page): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies(await page.context().cookies(idpUrl()));
  return context;
}

test('with the provider gone, a signed-in user works on and stays signed in through a failed refresh, and a new sign-in says it is unavailable', async ({
  page,
  browser,
  stack,
}) => {
  // The stack's first sign-in and account request (the API builds its history and reads the provider's keys once).
  await signIn(page, '/dashboard', 'demo');
  await tilesFilled(page);
  // Another profile signs in by single sign-on with 50 s tokens. Its page's clock is the test's: the page's 30 s token
  // check runs when the test moves it, during the outage; it then finds 20 s left and refreshes, which fails on the
  // network. The token outlives the outage, which ends once that refresh has failed.
  await providerControl('settings', 'PUT', { accessTokenTtl: 50 });
  const signedIn = await profileWithSession(browser, page);
  const visitor = await browser.newContext();
  try {
    const tab = await signedIn.newPage();
    await tab.clock.install();
    watchTokens(tab);
    const answers = tokenAnswers(tab);
    await tab.goto(new URL('/dashboard', appUrl()).href);
    await expect(account(tab)).toBeVisible();
    await tilesFilled(tab);
    const visitorPage = await visitor.newPage();

    await stack.provider.stop();
    expect(await providerAnswers()).toBe(false);

    // The first tab reloads: the session is restored from the tab's records without the provider, the page fills.
    await page.reload();
    await expect(account(page)).toBeVisible();
    await tilesFilled(page);
    await expect(page.getByTestId('dashboard-tiles').locator('dd').first()).not.toBeEmpty();

    // Cabinet pages and their API calls go on.
    await cabinetLink(tab, 'Workers').click();
    await expect(workerRows(tab).first()).not.toBeEmpty();

    // Another visitor signs in meanwhile: a clear message within seconds, still on the app, no error page.
    await visitorPage.goto(new URL('/', appUrl()).href);
    await appReady(visitorPage);
    await visitorPage.getByRole('button', { name: 'Sign in' }).click();
    const notice = visitorPage.getByRole('complementary', { name: unavailableTitle });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice).toContainText('The sign-in service is not answering. Try again in a minute.');
    // Its stylesheet came with its lazily loaded code: the notice stands at the foot of the window.
    await expect(notice).toHaveCSS('position', 'fixed');
    await onApp(visitorPage);

    // The page's token check comes: its refresh fails on the network; nothing is said, the page goes on with the
    // token it has.
    await tab.clock.runFor(30_000);
    await expect.poll(() => answers.some((a) => a.status === 0)).toBe(true);
    await cabinetLink(tab, 'Dashboard').click();
    await tilesFilled(tab);
    await expect(tab.locator('html')).toHaveAttribute('data-auth', 'signed-in');
    await expect(tab.locator('[data-sign-in]')).toHaveCount(0);
    await expect(account(tab)).toBeVisible();

    // The provider is back: the next API call refreshes first (under 30 s are left), without a new sign-in, and the
    // pages carry on.
    await stack.provider.start();
    const back = Date.now();
    await cabinetLink(tab, 'Workers').click();
    await expect.poll(() => answers.some((a) => a.status === 200 && a.at >= back)).toBe(true);
    await expect(workerRows(tab).first()).not.toBeEmpty();
    await expect(account(tab)).toBeVisible();
    await expect(tab.locator('html')).toHaveAttribute('data-auth', 'signed-in');
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-in');

    // The visitor's Retry now leads to the provider's sign-in page.
    await notice.getByRole('button', { name: 'Retry' }).click();
    await visitorPage.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
    await expect(visitorPage.locator('#username')).toBeVisible();
  } finally {
    await signedIn.close();
    await visitor.close();
  }
});

test('an access token that runs out while the provider is still gone signs the user out with a clear message, and Retry signs in again', async ({
  page,
  stack,
}) => {
  // 6 s tokens: the last one issued before the provider goes runs out within seconds.
  await providerControl('settings', 'PUT', { accessTokenTtl: 6 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, '/dashboard', 'demo');
  await tilesFilled(page);

  await stack.provider.stop();
  // No token arrives while the provider is gone: the last one's expiry is the session's (the transition under test).
  const expiry = jwtClaims<{ exp: number }>(await idToken(page)).exp * 1000;
  await expect.poll(() => Date.now(), { timeout: 15_000 }).toBeGreaterThan(expiry);
  // The next API call finds the token expired and the provider still silent.
  await cabinetLink(page, 'Workers').click();

  await expect(page.getByRole('heading', { level: 1, name: unavailableTitle })).toBeVisible();
  // The page's stylesheet came with its lazily loaded code (a browser's h1 has margins of its own).
  await expect(page.getByRole('heading', { level: 1, name: unavailableTitle })).toHaveCSS(
    'margin-top',
    '0px',
  );
  await expect(page.getByRole('alert')).toContainText('you have been signed out');
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');
  expect(await providerAnswers()).toBe(false);
  await onApp(page);
  expect(errors).toEqual([]);

  // Back: Retry signs in by the provider's session (no form) and returns to the page.
  await stack.provider.start();
  await providerControl('settings', 'DELETE');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(account(page)).toBeVisible();
  await expect(workerRows(page).first()).not.toBeEmpty();
  expect(new URL(page.url()).pathname).toBe('/workers');
});
