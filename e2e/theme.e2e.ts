import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const LIGHT_BACKGROUND = 'rgb(245, 247, 250)';
const DARK_BACKGROUND = 'rgb(14, 17, 22)';

/** Records, from the very start of the document, every theme the page sets and when, against first paint. */
async function recordThemeTimeline(page: Page) {
  await page.addInitScript(() => {
    const timeline: { theme: string | null; at: number }[] = [];
    (window as unknown as { __themeTimeline: typeof timeline }).__themeTimeline = timeline;
    // <html> may not exist yet when this runs: watch the whole document.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.documentElement) {
          timeline.push({
            theme: document.documentElement.getAttribute('data-theme'),
            at: performance.now(),
          });
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'] });
  });
}

async function readTimeline(page: Page) {
  return page.evaluate(() => ({
    timeline: (window as unknown as { __themeTimeline: { theme: string | null; at: number }[] })
      .__themeTimeline,
    firstPaint: performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime,
  }));
}

test('/ answers with the app page in the light theme', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') violations.push(msg.text());
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  await expect(page.getByRole('heading', { level: 1, name: 'Lode mining pool' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
  // The CSP must let the hashed pre-paint script and the bundle run: no violation reported.
  expect(violations).toEqual([]);
});

test('a dark theme stored in localStorage paints dark before the first paint', async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await recordThemeTimeline(page);
  await page.goto(baseURL ?? '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  // The paint entry arrives once the frame is presented, which can be after the page already shows.
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((e) => e.name === 'first-paint'),
  );

  const { timeline, firstPaint } = await readTimeline(page);
  expect(firstPaint).toBeDefined();
  // Dark was set before anything was painted, and never switched afterwards.
  expect(timeline.length).toBeGreaterThan(0);
  expect(timeline.every((t) => t.theme === 'dark')).toBe(true);
  expect(timeline[0]?.at).toBeLessThan(firstPaint ?? 0);
});

test('the theme does not wait for the app bundle', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // With every script of the bundle blocked, only the inline pre-paint script can set the theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
});

test('the theme switch paints dark at once and is remembered after a reload', async ({ page }) => {
  await page.goto('/');
  // The page is rendered at build: the switch works once the app has taken it over.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('"System" follows the operating system theme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('radio', { name: 'System' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('motion is off from the first frame when the visitor turned animations off', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('disableAnimations', 'true'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduced');
});

test('Russian and Chinese pages answer at their prefixes', async ({ page }) => {
  await page.goto('/ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Майнинг-пул Lode' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.goto('/cn');
  await expect(page.getByRole('heading', { level: 1, name: 'Lode 矿池' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
