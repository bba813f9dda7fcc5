import type { Page } from '@playwright/test';
import { appUrl, expectLayout, idpUrl, markDocument, sameDocument } from './support/app';
import { axeFindings } from './support/axe';
import { expect, test } from './support/fixtures';

// The app's runtime behaviours: route rules, maintenance, version detection, chunk reloads, redirects after sign-in. Several edit the host server's route rules, maintenance included:
// the stack is this worker's own and runs one test at a time, so no other test sees them, and each test puts the
// rules back.

// The operator's file, whose rules override the database's (the console's): this file's stack has one.
test.use({ routeRulesFile: true });

test.afterEach(async ({ stack }) => {
  await stack.setRouteRules({});
});

/** How many route-rule fetches the page has completed (`<html data-route-rules>`), once it has completed one. */
async function ruleFetches(page: Page): Promise<number> {
  await expect(page.locator('html')).toHaveAttribute('data-route-rules', /^\d+$/);
  return Number(await page.locator('html').getAttribute('data-route-rules'));
}

/** Waits until the page has completed its `count`th fetch of the route rules. */
async function ruleFetchesReach(page: Page, count: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-route-rules', String(count));
}

/** What the version poll does when the tab comes back: the app checks the build and refreshes the rules. */
async function tabBecomesVisible(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

const url = (path: string) => `${appUrl()}${path}`;

test('an internal rule redirects a document request and a client navigation, in the page language', async ({
  page,
  stack,
}) => {
  await stack.setRouteRules({ rules: [{ match: '/top', redirect: '/news', status: 301 }] });
  const response = await page.goto(url('/ru/top'));
  expect(response?.request().redirectedFrom()?.url()).toBe(url('/ru/top'));
  expect(new URL(page.url()).pathname).toBe('/ru/news');
  await expectLayout(page, 'default');

  await page.goto(url('/ru/faq'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Частые вопросы');
  // The app holds the rules (a click before then is a full page load, which the server redirects).
  await ruleFetches(page);
  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Основная' })
    .getByRole('link', { name: 'Топ майнеров' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости пула');
  expect(new URL(page.url()).pathname).toBe('/ru/news');
  expect(await sameDocument(page)).toBe(true);
});

test('an external rule leaves the site, from the server and from a client navigation', async ({
  page,
  stack,
}) => {
  // Another origin that answers without the internet: the identity provider's discovery document.
  const external = `${idpUrl()}/realms/lode/.well-known/openid-configuration`;
  await stack.setRouteRules({ rules: [{ match: '/contacts', redirect: external }] });
  await page.goto(url('/contacts'));
  expect(page.url()).toBe(external);

  await page.goto(url('/faq'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await ruleFetches(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
  await page.waitForURL(external, { waitUntil: 'commit' });
  await expect(page.locator('body')).toContainText('"issuer"');
});

test('maintenance goes on and off without a restart; the open tab follows at its next check', async ({
  page,
  stack,
}) => {
  await page.goto(url('/faq'));
  await expectLayout(page, 'default');
  const fetched = await ruleFetches(page);

  await stack.setRouteRules({ maintenance: true, rules: [] });
  // A fresh document request is sent to the maintenance page by the server.
  const other = await page.context().newPage();
  await other.goto(url('/cn/calc'));
  expect(new URL(other.url()).pathname).toBe('/cn/tech-work');
  await expectLayout(other, 'techwork');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('维护中');
  // Config, assets and icons keep working.
  for (const path of ['/config.json', '/builds/latest.json', '/api/icons/lucide.json?icons=menu']) {
    expect((await other.request.get(url(path))).status(), path).toBe(200);
  }
  // The open tab picks the rules up with its next check and goes there at once, without a page load.
  await markDocument(page);
  await tabBecomesVisible(page);
  await ruleFetchesReach(page, fetched + 1);
  await expectLayout(page, 'techwork');
  expect(await sameDocument(page)).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/tech-work');
  // "Try again" keeps the visitor here while maintenance lasts: it asks for the rules, navigates here, and is
  // enabled again once that navigation is done...
  const retry = page.getByRole('button', { name: 'Try again' });
  const beforeRetry = await ruleFetches(page);
  await retry.click();
  await ruleFetchesReach(page, beforeRetry + 1);
  await expect(retry).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe('/tech-work');

  // ...and goes home once it is over.
  await stack.setRouteRules({ maintenance: false, rules: [] });
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL((u) => u.pathname === '/', { waitUntil: 'commit' });
  await expectLayout(page, 'default');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lode mining pool');
  await other.goto(url('/cn/calc'));
  expect(new URL(other.url()).pathname).toBe('/cn/calc');
});

test('a navigation from /tech-work to itself goes to /', async ({ page }) => {
  await page.goto(url('/ru/tech-work'));
  await expectLayout(page, 'techwork');
  await markDocument(page);
  await page.getByRole('button', { name: 'Попробовать снова' }).click();
  await page.waitForURL((u) => u.pathname === '/ru', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Майнинг-пул Lode');
  expect(await sameDocument(page)).toBe(true);
});

test('a new build id makes the next navigation a full page load, and a toast offers to reload now', async ({
  page,
}) => {
  await page.goto(url('/faq'));
  await expectLayout(page, 'default');
  let polled = 0;
  await page.route('**/builds/latest.json?t=*', (route) => {
    polled += 1;
    return route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } });
  });
  await markDocument(page);
  // Same build so far: a navigation stays in the page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pool news');
  expect(await sameDocument(page)).toBe(true);

  await tabBecomesVisible(page);
  await expect(page.getByText('A new version of the site is available', { exact: true })).toBeVisible();
  expect(polled).toBe(1);
  expect(await sameDocument(page)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profitability calculator');
  expect(new URL(page.url()).pathname).toBe('/calc');
  expect(await sameDocument(page)).toBe(false);
});

test('the toast’s "Reload now" reloads at once', async ({ page }) => {
  await page.goto(url('/faq'));
  await expectLayout(page, 'default');
  await page.route('**/builds/latest.json?t=*', (route) =>
    route.fulfill({ json: { id: 'another-build', timestamp: 1 } }),
  );
  await markDocument(page);
  await tabBecomesVisible(page);
  await page.getByRole('button', { name: 'Reload now' }).click();
  await expectLayout(page, 'default');
  await expect.poll(() => sameDocument(page)).toBe(false);
});

test('a page chunk that fails once reloads the page once and then shows the page', async ({ page }) => {
  // The chunk is gone for the whole document that first asks for it, as after a deployment, and back after the
  // reload. (Failing only its first request raced: the module preload fails, and an import that starts after that
  // failure, once the page's new stylesheets have loaded, fetches the chunk again and gets it without a reload.)
  let failures = 0;
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  await page.route(/\/assets\/Top-[\w-]+\.js$/, (route) => {
    if (documents.length > 1) return route.continue();
    failures += 1;
    return route.abort();
  });
  await page.goto(url('/faq'));
  await expectLayout(page, 'default');
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top miners' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top miners');
  expect(failures).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(false);
  // One reload, to the page the navigation was heading for.
  expect(documents).toEqual(['/faq', '/top']);
  expect(new URL(page.url()).pathname).toBe('/top');
  expect(await page.evaluate(() => sessionStorage.getItem('lode:chunk-reload'))).toMatch(/^\d+$/);
});

test('a page chunk that keeps failing reloads once, then shows the error page instead of looping', async ({
  page,
}) => {
  await page.route(/\/assets\/News-[\w-]+\.js$/, (route) => route.abort());
  // The page's clock is ours, so the time after the error page (the reload guard's 10 s included) passes at once.
  await page.clock.install();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  await page.goto(url('/faq'));
  await expectLayout(page, 'default');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expectLayout(page, 'error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // The first document, then one full load of the page the link was for; no more however long we wait, the
  // reload guard's 10 s marker expiring included.
  await page.clock.runFor(15_000);
  expect(documents).toEqual(['/faq', '/news']);
  expect(new URL(page.url()).pathname).toBe('/news');
});

test('the progress bar shows during a navigation that takes over 200 ms, and not for a fast one', async ({
  page,
}) => {
  await page.goto(url('/faq'));
  await expectLayout(page, 'default');
  // The next page's code is held back until the bar has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Contacts-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  // It sits in the page's frame (the header's banner), not outside every landmark.
  expect(await axeFindings(page)).toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  await expect(page.getByRole('progressbar')).toBeHidden();
});
