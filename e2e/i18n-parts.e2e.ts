import type { Page } from '@playwright/test';
import { catalogParts } from '../apps/web/src/app/catalogParts.ts';
import { appReady, catalogs, htmlLang, markDocument, pageSettled, sameDocument, signIn } from './support/app';
import { expect, test } from './support/fixtures';

// The cabinet's messages are a catalog part of their own (apps/web/src/catalogParts.ts): public pages never download
// it, cabinet pages never render without it, in any language, however they are reached.

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

type Locale = 'en' | 'ru' | 'cn';

const partFile = /\/assets\/(en|ru|cn)\.cabinet-[\w-]+\.js$/;
const mainFile = /\/assets\/(en|ru|cn)-[\w-]+\.js$/;

/** The catalog files (by locale) the page requests from now on: the main parts and the cabinet parts. */
function watchCatalogs(page: Page) {
  const requested = { main: [] as string[], cabinet: [] as string[] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const part = partFile.exec(path)?.[1];
    const main = mainFile.exec(path)?.[1];
    if (part) requested.cabinet.push(part);
    if (main) requested.main.push(main);
  });
  return requested;
}

/**
 * Holds every cabinet part back for a second, as a slow network would: a page that rendered before its part had
 * arrived would show English defaults meanwhile, long enough to be seen (on loopback the part beats the page's code).
 */
async function slowCabinetParts(page: Page) {
  await page.route(partFile, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

const cabinetIds = Object.keys(catalogs.en).filter((id) =>
  catalogParts.cabinet.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)),
);

/**
 * What a page of the cabinet in `locale` must never show: the English text of a cabinet message (where the
 * translation differs, whole texts without arguments) and a cabinet message id.
 */
function foreignTexts(locale: Exclude<Locale, 'en'>): string[] {
  return cabinetIds.flatMap((id) => {
    const english = catalogs.en[id] ?? '';
    const shown = english.includes('{') || english.length < 6 || english === catalogs[locale][id];
    return shown ? [id] : [id, english];
  });
}

/**
 * Records, from the start of every document and after each change to the page, any of `texts` the page shows, so a
 * text shown for a moment is caught too. `watchTexts` again (in the page) sets a new list and clears the record.
 */
async function recordForeignTexts(page: Page, texts: string[]) {
  await page.addInitScript((list) => {
    const state = { texts: list, seen: [] as string[] };
    (window as unknown as { __lodeForeign: typeof state }).__lodeForeign = state;
    const check = () => {
      const shown = document.body?.innerText ?? '';
      for (const text of state.texts) {
        if (shown.includes(text) && !state.seen.includes(text)) state.seen.push(text);
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
}
const foreignSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lodeForeign: { seen: string[] } }).__lodeForeign.seen);
const watchTexts = (page: Page, texts: string[]) =>
  page.evaluate((list) => {
    const state = (window as unknown as { __lodeForeign: { texts: string[]; seen: string[] } }).__lodeForeign;
    state.texts = list;
    state.seen = [];
  }, texts);

test('public pages never download the cabinet part, in any language, switching included', async ({
  page,
}) => {
  const requested = watchCatalogs(page);
  for (const path of ['/faq', '/ru/faq', '/cn/calc', '/']) {
    await page.goto(path);
    await pageSettled(page);
  }
  await page.goto('/ru/faq');
  await appReady(page);
  await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: '中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
  await pageSettled(page);
  // The main parts came (so the watch works); the cabinet's never did.
  expect(new Set(requested.main)).toEqual(new Set(['en', 'ru', 'cn']));
  expect(requested.cabinet).toEqual([]);
});

test('signed in, /ru/dashboard shows the cabinet in Russian from its first render', async ({ page }) => {
  await recordForeignTexts(page, foreignTexts('ru'));
  await slowCabinetParts(page);
  const requested = watchCatalogs(page);
  await signIn(page, '/ru/dashboard', 'demo');
  await expect(
    page.getByText(catalogs.ru['dashboard.hashrate.tenMinutes'] ?? '', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: catalogs.ru['cabinet.nav'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang.ru);
  // Never an English default or an id, not even before the part had arrived.
  expect(await foreignSeen(page)).toEqual([]);
  expect(requested.cabinet).toContain('ru');
  expect(requested.cabinet).not.toContain('en');
});

test('a locale switch on a cabinet page shows the new language whole at once', async ({ page }) => {
  await recordForeignTexts(page, foreignTexts('ru'));
  await slowCabinetParts(page);
  await signIn(page, '/ru/dashboard', 'demo');
  await expect(
    page.getByText(catalogs.ru['dashboard.hashrate.tenMinutes'] ?? '', { exact: true }),
  ).toBeVisible();
  await markDocument(page);
  const requested = watchCatalogs(page);
  await watchTexts(page, foreignTexts('cn'));

  await page
    .getByRole('navigation', { name: catalogs.ru['language.label'] })
    .getByRole('link', { name: '中文' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/cn/dashboard');
  await expect(
    page.getByText(catalogs.cn['dashboard.hashrate.tenMinutes'] ?? '', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: catalogs.cn['cabinet.nav'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang.cn);
  expect(await sameDocument(page)).toBe(true);
  expect(await foreignSeen(page)).toEqual([]);
  // The Chinese part came with the Chinese catalog, which the switch waited for.
  expect(requested.cabinet).toEqual(['cn']);
  expect(requested.main).toEqual(['cn']);
});

test('going from a public page to the cabinet in the app loads the part before the cabinet shows', async ({
  page,
}) => {
  await recordForeignTexts(page, foreignTexts('ru'));
  await slowCabinetParts(page);
  // Signed in first; then a public page, loaded afresh, which needs no cabinet messages even for a miner.
  await signIn(page, '/ru/dashboard', 'demo');
  await expect(
    page.getByText(catalogs.ru['dashboard.hashrate.tenMinutes'] ?? '', { exact: true }),
  ).toBeVisible();
  const requested = watchCatalogs(page);
  await page.goto('/ru/faq');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: catalogs.ru['route.faq.title'] })).toBeVisible();
  await pageSettled(page);
  expect(requested.cabinet).toEqual([]);

  await markDocument(page);
  await page.getByRole('button', { name: catalogs.ru['account.menu']?.replace('{name}', 'demo') }).click();
  await page.getByRole('menuitem', { name: catalogs.ru['account.cabinet'] }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ru/dashboard');
  await expect(
    page.getByText(catalogs.ru['dashboard.hashrate.tenMinutes'] ?? '', { exact: true }),
  ).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(requested.cabinet).toEqual(['ru']);
  expect(await foreignSeen(page)).toEqual([]);
});
