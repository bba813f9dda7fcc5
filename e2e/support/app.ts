import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

// Shared steps of the app's e2e suites: the catalogs (what a page should say) and signing in on the identity
// provider's page, as a visitor would.

type Catalog = Record<string, string>;

const catalogFile = (name: string) => new URL(`../../apps/web/src/i18n/${name}.json`, import.meta.url);

/** The app's messages by locale, as the pages show them (English from the extracted catalog). */
export const catalogs: Record<'en' | 'ru' | 'cn', Catalog> = {
  en: Object.fromEntries(
    Object.entries(
      JSON.parse(readFileSync(catalogFile('en'), 'utf8')) as Record<string, { defaultMessage: string }>,
    ).map(([id, m]) => [id, m.defaultMessage]),
  ),
  ru: JSON.parse(readFileSync(catalogFile('ru'), 'utf8')) as Catalog,
  cn: JSON.parse(readFileSync(catalogFile('cn'), 'utf8')) as Catalog,
};

/** `<html lang>` of each locale. */
export const htmlLang = { en: 'en', ru: 'ru', cn: 'zh-CN' } as const;

/** The identity provider the global setup started. */
export function idpUrl(): string {
  const url = process.env.LODE_E2E_IDP_URL;
  if (!url) throw new Error('LODE_E2E_IDP_URL is not set: the e2e global setup starts the identity provider');
  return url;
}

/**
 * Opens `path` (a cabinet page) signed out, lets the app send the browser to the provider's login page, signs in
 * there as `user` (password = user name) and waits until the app shows `path` again.
 */
export async function signInThrough(page: Page, path: string, user: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.href.startsWith(idpUrl()), { waitUntil: 'commit' });
  await page.locator('#username').fill(user);
  await page.locator('#password').fill(user);
  await page.locator('#kc-login').click();
  await page.waitForURL(
    (url) =>
      url.href.startsWith(process.env.LODE_E2E_URL ?? '') && !url.pathname.startsWith('/auth/callback'),
    { waitUntil: 'commit' },
  );
}

/** Marks the current document, so a later check can tell a client-side navigation from a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __lodeMark?: number }).__lodeMark = 1;
  });
}

/** Whether the document marked by {@link markDocument} is still the one shown (no full page load since). */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __lodeMark?: number }).__lodeMark === 1);
}

/** Waits until the app has taken the page over (pages rendered at build show before their code has run). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Waits until the app shows a layout (`data-layout`) with a level-1 heading. */
export async function expectLayout(page: Page, layout: string): Promise<void> {
  await appReady(page);
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
