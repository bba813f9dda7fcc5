import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const titles = { en: 'Frequently asked questions', ru: 'Частые вопросы', cn: '常见问题' };
const YEAR = 365 * 24 * 60 * 60;

/** Where the page is, path, query and hash. */
const here = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}${location.hash}`);

/** How many documents this tab has loaded: an in-place redirect or switch keeps it at one. */
const documentLoads = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname),
  );

/** Records every text the page's h1 shows, from the very start of the document. */
async function recordHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __headings: string[] }).__headings = seen;
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? null;
      if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const headings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);

test.describe('a visitor whose browser prefers Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('opening /faq lands on /ru/faq, in place, Russian from the first paint', async ({ page, context }) => {
    await recordHeadings(page);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: titles.ru })).toBeVisible();
    expect(await here(page)).toBe('/ru/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    // One document: the address was replaced, not reloaded; and no English heading was ever shown.
    expect(await documentLoads(page)).toEqual(['/faq']);
    expect(await headings(page)).toEqual([titles.ru]);
    // Detection is not a choice: nothing is written until the visitor picks a language.
    expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined();
  });

  test('with cookie locale=en stays on /faq in English', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: titles.en })).toBeVisible();
    expect(await here(page)).toBe('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a later page load of the same visit is not redirected', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/ru\/faq$/);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: titles.en })).toBeVisible();
    expect(await here(page)).toBe('/faq');
  });
});

test('switching to Chinese on /ru/faq?x=1 goes to /cn/faq?x=1, sets the cookie, and a reload keeps Chinese', async ({
  page,
  context,
}) => {
  await page.goto('/ru/faq?x=1');
  // The page is rendered at build: the switch works in place once the app has taken it over.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: titles.ru })).toBeVisible();
  await page.evaluate(() => {
    // Starts from the heading on screen: other changes to the page (the sign-in check's hidden frame) are no switch.
    const seen: string[] = [document.querySelector('h1')?.textContent ?? ''];
    (window as unknown as { __headings: string[] }).__headings = seen;
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? '';
      if (seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: '中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles.cn })).toBeVisible();
  expect(await here(page)).toBe('/cn/faq?x=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // In place, and straight from Russian to Chinese: never a message id, never an empty heading.
  expect(await documentLoads(page)).toEqual(['/ru/faq']);
  expect(await headings(page)).toEqual([titles.ru, titles.cn]);

  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie).toMatchObject({ value: 'cn', path: '/', sameSite: 'Lax' });
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + YEAR - 120);
  expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + YEAR + 120);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: titles.cn })).toBeVisible();
  await expect(page.getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'true');

  // A new visit to an unprefixed page follows the cookie.
  const next = await context.newPage();
  await next.goto('/faq');
  await expect(next.getByRole('heading', { level: 1, name: titles.cn })).toBeVisible();
  expect(await here(next)).toBe('/cn/faq');
});

test('a catalog that fails to load leaves English text on screen and one console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(/\/assets\/ru-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/ru/faq');
  await expect(page.getByRole('heading', { level: 1, name: titles.en })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Links keep the page's locale: the visitor is still on the Russian site.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }),
  ).toHaveAttribute('href', '/ru/faq');
  // Chromium adds its own "Failed to load resource: net::ERR_FAILED" line for the blocked file; the app logs once.
  expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([
    expect.stringContaining('the "ru" messages failed to load; showing English'),
  ]);
});
