import type { Page, Response } from '@playwright/test';
import { appUrl, atIdp, idpUrl, pageSettled, signIn, signInThrough } from './support/app';
import { expect, test } from './support/fixtures';

// What @lode/auth's start-up stage loads, in Chromium: a visitor nobody signed in downloads none of the sign-in engine
// (@axa-fr/oidc-client) or jose, on the page or in its frames, and still gets the third-party-cookie check and the
// silent check (a probe of the stage's own); a visitor signed in at the provider gets the engine and is signed in.

/** Strings only the engine's code (oidc-client's storage key) and jose's (an error code) contain, minified or not. */
const ENGINE_MARKS = ['oidc.tabId.', 'ERR_JWKS_NO_MATCHING_KEY'];

/** Every script and document the page and its frames receive, with their bodies, from now on. */
function recordDownloads(page: Page): () => Promise<{ url: string; body: string }[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'document') responses.push(response);
  });
  return () =>
    Promise.all(
      responses.map(async (response) => ({
        url: response.url(),
        // A redirect has no body.
        body: await response.text().catch(() => ''),
      })),
    );
}

const engineIn = (downloads: { url: string; body: string }[]) =>
  downloads
    .filter(({ body }) => ENGINE_MARKS.some((mark) => body.includes(mark)))
    .map(({ url }) => new URL(url).pathname);

/** The provider's pages the page asked for, in order: the cookie check's first step and authorization requests. */
function recordProviderRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/3p-cookies/step1.html')) seen.push('cookie check');
    if (url.pathname.endsWith('/protocol/openid-connect/auth'))
      seen.push(`authorize ${url.searchParams.get('prompt')}`);
  });
  return seen;
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });
const accountMenu = (page: Page, user: string) =>
  page
    .locator('[data-layout]')
    .getByRole('button', { name: user })
    .and(page.locator('[aria-haspopup="menu"]'))
    .first();

test('a signed-out visitor on a public page downloads none of the sign-in engine, after the cookie and silent checks', async ({
  page,
}) => {
  const downloads = recordDownloads(page);
  const provider = recordProviderRequests(page);
  await page.goto('/');
  await pageSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'signed-out');
  await expect(signInButton(page)).toBeVisible();
  // The provider was asked, cookie check first, then the silent check (prompt=none): a session there would show.
  expect(provider).toEqual(['cookie check', 'authorize none']);
  // The silent page answered by itself (it ran in a frame: the probe's answer came back to this origin). Waited for
  // by name rather than by a quiet network, which a busy machine may not give within the test's time.
  const silentAnswer = ({ url }: { url: string }) =>
    url.includes('/silent-check-sso.html?error=login_required');
  await expect.poll(async () => (await downloads()).some(silentAnswer)).toBe(true);
  const all = await downloads();
  expect(engineIn(all)).toEqual([]);
  expect(all.map(({ url }) => new URL(url).pathname)).not.toContain('/silent-check-sso.js');
});

test('a signed-in tab loads the engine and jose on the dashboard, and after a reload', async ({ page }) => {
  await signIn(page, '/dashboard', 'demo');
  const downloads = recordDownloads(page);
  await page.reload();
  await expect(accountMenu(page, 'demo')).toBeVisible();
  expect(engineIn(await downloads()).length).toBeGreaterThan(0);
});

test('a browser signed in at the provider, new to the app, shows signed in on a public page through the probe', async ({
  page,
  browser,
}) => {
  await signInThrough(page, '/dashboard', 'demo');
  await expect(accountMenu(page, 'demo')).toBeVisible();
  // Another browser profile with the provider's session only: no tab session, no service worker of the app.
  const other = await browser.newContext();
  try {
    await other.addCookies(await page.context().cookies(idpUrl()));
    const fresh = await other.newPage();
    const downloads = recordDownloads(fresh);
    const provider = recordProviderRequests(fresh);
    await fresh.goto(new URL('/faq', appUrl()).href);
    await expect(accountMenu(fresh, 'demo')).toBeVisible();
    await expect(fresh.locator('html')).toHaveAttribute('data-auth', 'signed-in');
    // The probe found the session, then the engine signed in by its own silent check.
    expect(provider).toEqual(['cookie check', 'authorize none', 'authorize none']);
    expect(engineIn(await downloads()).length).toBeGreaterThan(0);
  } finally {
    await other.close();
  }
});

test('"Sign in" clicked while the start-up check still waits on the provider goes to the login page', async ({
  page,
}) => {
  // The provider's cookie check hangs until the click has happened: the stage has not decided anything yet.
  let release: () => void = () => {};
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/3p-cookies/step1.html', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/faq');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-auth', 'checking');
  await signInButton(page).click();
  release();
  await page.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
  await expect(page.locator('#username')).toBeVisible();
});
