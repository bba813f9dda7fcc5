import type { Page } from '@playwright/test';
import operations from '../apps/web/src/features/api-docs/reference/operations.json' with { type: 'json' };
import { type ApiDocType, apiDocTypes } from '../apps/web/src/features/api-docs/apiDocTypes';
import {
  appReady,
  catalogs,
  expectLayout,
  idpUrl,
  markDocument,
  pageSettled,
  sameDocument,
} from './support/app';
import { expectNoAxeViolations, inEachTheme, switchTheme, type Theme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';

// The API documentation (issue 10): /docs lists the OpenAPI tags, /docs/api-swagger/{type}[/{mathod}] show them
// with Scalar, served from the app's own API and nothing else.

// Scalar is a megabyte of code that parses the document on the main thread: on a busy two-core machine a page
// takes seconds to settle, so these tests get room (nothing here measures speed).
test.describe.configure({ timeout: 120_000 });

type Locale = keyof typeof catalogs;
const locales: Locale[] = ['en', 'ru', 'cn'];
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Scalar's root element, once it has rendered the document. */
const scalar = (page: Page) => page.locator('.scalar-app').first();

/** "7 operations" as each catalog words it (apiDocs.operations), written out here on purpose. */
function operationCount(locale: Locale, count: number): string {
  if (locale === 'cn') return `${count} 个接口`;
  if (locale === 'en') return `${count} ${count === 1 ? 'operation' : 'operations'}`;
  const form = new Intl.PluralRules('ru').select(count);
  return `${count} ${form === 'one' ? 'метод' : form === 'many' ? 'методов' : 'метода'}`;
}

/** Every request the page makes from now on, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

// One context for the three languages (the page is the same, its words differ), on a small phone's screen, where the
// English page is checked to fit (what the list shows does not depend on the width).
test(`/docs lists every API type with its operations and Scalar links, in each language, at ${phoneScreen.width} px`, async ({
  page,
}) => {
  await page.setViewportSize(phoneScreen);
  for (const locale of locales) {
    await test.step(`${prefix(locale)}/docs (${locale})`, async () => {
      const path = `${prefix(locale)}/docs`;
      const t = catalogs[locale];
      await page.goto(path);
      await expectLayout(page, 'default');
      const list = page.getByRole('list').filter({ has: page.locator('[data-api-type]') });
      await expect(list.locator(':scope > li')).toHaveCount(apiDocTypes.length);
      for (const type of apiDocTypes) {
        const name = t[`apiDocs.type.${type}`] ?? '';
        const card = page.locator(`[data-api-type="${type}"]`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
        const count = operations.filter((o) => o.tag === type).length;
        await expect(card).toContainText(operationCount(locale, count));
        const open = card.getByRole('link', { name: (t['docs.open'] ?? '').replace('{name}', name) });
        await expect(open).toHaveAttribute('href', `${prefix(locale)}/docs/api-swagger/${type}`);
        await expect(
          card
            .getByRole('list', { name: (t['docs.operationsOf'] ?? '').replace('{name}', name) })
            .getByRole('link'),
        ).toHaveCount(count);
      }
      // Keys need a signed-in user: the account and settings cards point to the cabinet's API access page.
      await expect(
        page.locator('[data-api-type="account"]').getByRole('link', { name: t['route.api.title'] }),
      ).toHaveAttribute('href', `${prefix(locale)}/api`);
      await expect(page.getByTestId('api-base-url')).toHaveText(`${new URL(page.url()).origin}/api/v1`);
      if (locale === 'en')
        await test.step(`fits a ${phoneScreen.width} px screen`, async () => {
          await expect(page.getByTestId('api-base-url')).toBeVisible();
          await expectNoSidewaysScroll(page, path);
        });
    });
  }
});

test('/docs/api-swagger/account/<operation> shows that operation in Scalar, scrolled to it, and a curl sample that copies; no request leaves the app’s origin', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const urls = recordRequests(page);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const operation = operations.find((o) => o.operationId === 'listWorkers');
  if (!operation) throw new Error('listWorkers is gone from the OpenAPI document');
  const sample = () =>
    `curl '${new URL(page.url()).origin}/api/v1/account/workers' \\\n  -H 'X-API-Key: <api-key>'`;
  await test.step('the operation in Scalar, scrolled to it, and its curl sample', async () => {
    const documentRequest = page.waitForResponse((r) => r.url().endsWith('/api/v1/openapi.json') && r.ok());
    await page.goto('/docs/api-swagger/account/listWorkers');
    await expectLayout(page, 'api-docs');
    await documentRequest;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('listWorkers');
    await expect(page.getByTestId('api-operation')).toContainText(`${operation.method} ${operation.path}`);
    await expect(page.getByTestId('api-operation')).toContainText(operation.summary);
    await expect(page.getByTestId('api-sample')).toHaveText(sample());
    // Scalar renders that operation (its summary is its heading) and opens the page on it.
    await expect(scalar(page)).toBeVisible({ timeout: 60_000 });
    const section = page.locator(`[id$="tag/account/listWorkers"]`).first();
    await expect(section).toBeInViewport({ timeout: 30_000 });
    await expect(section.getByRole('heading', { name: operation.summary })).toBeVisible();
    // Only the account operations: another tag's operation is not in the document Scalar got.
    await expect(page.locator('[id$="tag/public/listCoins"]')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/docs/api-swagger/account/listWorkers');
  });

  await test.step('the curl sample’s CopyButton says "Copied" and resets after about a second', async () => {
    // Scalar scrolls to the operation once it has rendered (above): click after that, not into a moving page.
    await expect(page.locator('[data-api-reference="ready"]')).toBeAttached({ timeout: 60_000 });
    const button = page.getByRole('button', { name: catalogs.en['apiDocs.copySample'] });
    // "Copied" lasts a second: on a busy machine this process may not look within it, so the page records each label
    // the button shows, with the time by its own clock.
    await button.evaluate((element) => {
      const labels: { text: string; at: number }[] = [];
      (window as unknown as { __lodeLabels: typeof labels }).__lodeLabels = labels;
      new MutationObserver(() =>
        labels.push({ text: element.textContent ?? '', at: performance.now() }),
      ).observe(element, { subtree: true, childList: true, characterData: true });
    });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 15_000 })
      .toBe(sample());
    const copied = catalogs.en['apiDocs.copied'] ?? '';
    const copySample = catalogs.en['apiDocs.copySample'] ?? '';
    const labels = () =>
      page.evaluate(
        () => (window as unknown as { __lodeLabels: { text: string; at: number }[] }).__lodeLabels,
      );
    await expect.poll(async () => (await labels()).map((l) => l.text)).toEqual([copied, copySample]);
    // Reset by the 1 s timer (which starts before "Copied" is drawn), not at once.
    const [shown, reset] = await labels();
    expect((reset?.at ?? 0) - (shown?.at ?? 0)).toBeGreaterThan(300);
  });

  await test.step('the navigation’s link to another API part: Scalar renders that part’s document', async () => {
    // A client-side navigation to another type re-renders Scalar with another document.
    await page.getByRole('link', { name: catalogs.en['apiDocs.type.public'] }).click();
    await expect(page.locator('[id$="tag/public/listCoins"]').first()).toBeAttached({ timeout: 60_000 });
  });

  await test.step('no request outside the app’s origin (and its sign-in provider)', async () => {
    // Late requests too: Scalar has rendered its document and the page has done what loading it starts.
    await expect(page.locator('[data-api-reference="ready"]')).toBeAttached({ timeout: 60_000 });
    await pageSettled(page);
    const origin = new URL(page.url()).origin;
    // The app checks for a sign-in session at its identity provider on every page; that is the only other origin.
    const allowed = new Set([origin, new URL(idpUrl()).origin]);
    expect(urls.filter((url) => !url.startsWith('data:') && !allowed.has(new URL(url).origin))).toEqual([]);
    expect(blocked).toEqual([]);
  });
});

for (const path of [
  '/docs/api-swagger/nope',
  '/docs/api-swagger/account/nope',
  '/ru/docs/api-swagger/public/getAccountSummary',
]) {
  test(`${path} is the 404 page with its path`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectLayout(page, 'error');
    const locale: Locale = path.startsWith('/ru/') ? 'ru' : 'en';
    const message = (catalogs[locale]['notFound.title'] ?? '').replace('{path}', path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
  });
}

test('no Scalar code or stylesheet loads on /docs or on the way there', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await appReady(page);
  await page.goto('/docs');
  await expectLayout(page, 'default');
  await expect(page.getByTestId('api-base-url')).toBeVisible();
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect([...urls, ...fetched].filter((url) => /scalar/i.test(url))).toEqual([]);
  expect(await page.locator('.scalar-app').count()).toBe(0);
});

test('/docs has no axe violations in either theme', async ({ page }) => {
  await page.goto('/ru/docs');
  await appReady(page);
  await expect(page.getByTestId('api-base-url')).toBeVisible();
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/ru/docs in the ${theme} theme`, rules),
  );
});

// Every API part passes axe with Scalar's reference, as mended (see axeFindings for the one allowance): the
// public and settings parts in the light theme, one after the other in one page (the second reached by its link,
// which also shows that the reference of a part opened in the app says when it is ready); the account part in both (the mends do not depend on the theme; the colours do, and the parts
// share them).

/** Waits for Scalar's reference of `part` and checks its copy buttons are named in the page's language. */
async function expectReference(page: Page, part: ApiDocType, locale: Locale): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    catalogs[locale][`apiDocs.type.${part}`] ?? '',
  );
  await expect(page.locator(`[id*="tag/${part}/"]`).first()).toBeAttached({ timeout: 60_000 });
  await expect(page.locator('[data-api-reference="ready"]')).toBeAttached({ timeout: 60_000 });
  await expect(scalar(page)).toBeVisible({ timeout: 60_000 });
  // Scalar's icon-only copy buttons are named, in the page's language (ScalarReference mends them).
  await expect(page.locator('button.scalar-code-copy').first()).toHaveAttribute(
    'aria-label',
    catalogs[locale]['apiDocs.reference.copy'] ?? '',
  );
}

test("/cn/docs/api-swagger/public and /settings, Scalar's reference included, have no axe violations in the light theme", async ({
  page,
}) => {
  test.slow();
  for (const [index, part] of (['public', 'settings'] as const).entries()) {
    const path = `/cn/docs/api-swagger/${part}`;
    await test.step(path, async () => {
      if (index === 0) {
        await page.goto(path);
        await appReady(page);
      } else {
        // The next part by the page's own link: the same page, in the app, shows another part's reference.
        await page
          .getByRole('link', { name: catalogs.cn[`apiDocs.type.${part}`], exact: true })
          .first()
          .click();
        await page.waitForURL((url) => url.pathname === path);
      }
      await expectReference(page, part, 'cn');
      await expect(page.locator('body')).toHaveClass(/\blight-mode\b/, { timeout: 30_000 });
      await expectNoAxeViolations(page, `${path} in the light theme`);
    });
  }
});

/** Opens the Chinese account reference in `theme`, Scalar loaded. */
async function openAccountReference(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(accountReferencePath);
  await appReady(page);
  await expectReference(page, 'account', 'cn');
}

const accountReferencePath = '/cn/docs/api-swagger/account';

/** The app's background is the reference's, not Scalar's own or the other theme's. */
async function expectAppBackground(page: Page, theme: Theme) {
  const [app, reference] = await page.evaluate(() => [
    getComputedStyle(document.documentElement).getPropertyValue('--lode-color-background').trim(),
    getComputedStyle(document.querySelector('.scalar-app') as Element)
      .getPropertyValue('--scalar-background-1')
      .trim(),
  ]);
  expect(reference, `Scalar's background in the ${theme} theme`).toBe(app);
}

// Three tests, each with its own load of Scalar (a megabyte of code): as one they took over the 30 s budget on a busy
// machine, axe over Scalar's page being most of it.
test('/cn/docs/api-swagger/account opens Scalar in the app’s dark theme with no toggle of its own, axe-clean', async ({
  page,
}) => {
  test.slow();
  await openAccountReference(page, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveClass(/\bdark-mode\b/);
  await expectAppBackground(page, 'dark');
  await expect(page.getByRole('button', { name: /dark mode|light mode/i })).toHaveCount(0);
  await expectNoAxeViolations(page, `${accountReferencePath} in the dark theme`);
});

test('/cn/docs/api-swagger/account opens Scalar in the app’s light theme, axe-clean', async ({ page }) => {
  test.slow();
  await openAccountReference(page, 'light');
  await expect(page.locator('body')).toHaveClass(/\blight-mode\b/);
  await expectAppBackground(page, 'light');
  await expectNoAxeViolations(page, `${accountReferencePath} in the light theme`);
});

test('/cn/docs/api-swagger/account: Scalar follows each switch of the app’s theme in place', async ({
  page,
}) => {
  test.slow();
  await openAccountReference(page, 'dark');
  await markDocument(page);
  // Light, then dark again: each switch of the app's theme switches Scalar too, without a reload.
  for (const theme of ['light', 'dark'] as const) {
    await test.step(`in the ${theme} theme`, async () => {
      await switchTheme(page, theme);
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}-mode\\b`), { timeout: 30_000 });
      expect(await sameDocument(page), `switched to the ${theme} theme without a reload`).toBe(true);
      await expectAppBackground(page, theme);
    });
  }
});
