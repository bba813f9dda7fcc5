import { readFileSync } from 'node:fs';
import type { Cookie, Page } from '@playwright/test';
import { submitLoginForm } from '@lode/idp/testing';
import { expect } from './fixtures';
import { watchTokens } from './tokens';

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

/** The app of this worker's stack (support/fixtures.ts). */
export function appUrl(): string {
  const url = process.env.LODE_E2E_URL;
  if (!url)
    throw new Error('LODE_E2E_URL is not set: import test from ./support/fixtures, which starts the stack');
  return url;
}

/** The identity provider of this worker's stack (support/fixtures.ts). */
export function idpUrl(): string {
  const url = process.env.LODE_E2E_IDP_URL;
  if (!url)
    throw new Error(
      'LODE_E2E_IDP_URL is not set: import test from ./support/fixtures, which starts the stack',
    );
  return url;
}

/** Whether `url` is on the app's origin. Compared as origins, not as text: one port's digits may begin another's. */
export function atApp(url: URL | string): boolean {
  return new URL(url).origin === new URL(appUrl()).origin;
}

/** Whether `url` is on the identity provider's origin (compared as `atApp` compares). */
export function atIdp(url: URL | string): boolean {
  return new URL(url).origin === new URL(idpUrl()).origin;
}

/**
 * Opens `path` (a cabinet page) signed out, lets the app send the browser to the provider's login page, signs in
 * there as `user` (password = user name) and waits until the app shows `path` again.
 */
export async function signInThrough(page: Page, path: string, user: string): Promise<void> {
  watchTokens(page);
  await page.goto(path);
  await page.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
  await submitLoginForm(page, user);
  await page.waitForURL((url) => atApp(url) && !url.pathname.startsWith('/auth/callback'), {
    waitUntil: 'commit',
  });
}

/** The demo users of the embedded provider (password = user name). */
export type DemoUser = 'demo' | 'admin';

// The provider's session cookies of each user, kept by this worker (a worker is a process with a stack of its own).
const providerSessions = new Map<string, Cookie[]>();
// apps/idp names its session cookie so; the other cookies of localhost (the app's locale, algorithm) stay behind.
const isProviderSession = (cookie: Cookie) => cookie.name.startsWith('LODE_IDP_SESSION');

/**
 * Opens `path` (a cabinet page) signed in as `user` and waits for the cabinet to show it. The first time in a
 * worker it signs in on the provider's page, as {@link signInThrough} does, and keeps the provider's session; later
 * tests get that session, so the app signs in by single sign-on, as a second tab would: each test still has its
 * own tokens, without the form. A test about signing in or out itself uses {@link signInThrough}.
 */
export async function signIn(page: Page, path: string, user: DemoUser): Promise<void> {
  const key = `${idpUrl()} ${user}`;
  const session = providerSessions.get(key);
  if (session) {
    watchTokens(page);
    await page.context().addCookies(session);
    await page.goto(path);
  } else {
    await signInThrough(page, path, user);
  }
  // The account menu, named after the user in every language, shows once the cabinet has the user's tokens (the
  // sub-account switcher and the settings' "Rename demo" may name the user too: a user's first sub-account is named
  // after them; only the account menu opens a menu).
  await expect(
    page
      .locator('[data-layout="authenticated"]')
      .getByRole('button', { name: user })
      .and(page.locator('[aria-haspopup="menu"]')),
    `signed in as ${user} on ${path}`,
  ).toBeVisible();
  if (!session) providerSessions.set(key, (await page.context().cookies(idpUrl())).filter(isProviderSession));
}

/**
 * Keeps the provider's session that `page`'s browser holds now as `user`'s, for the next {@link signIn} as `user`
 * in this worker. The provider gives a session a new identifier when it proves a factor again (a step-up's code),
 * so the one kept before no longer signs in.
 */
export async function keepProviderSession(page: Page, user: string): Promise<void> {
  const key = `${idpUrl()} ${user}`;
  if (providerSessions.has(key))
    providerSessions.set(key, (await page.context().cookies(idpUrl())).filter(isProviderSession));
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

/**
 * Waits until the page has done what loading it starts: the app has taken it over, sign-in stands known (the
 * silent check has ended) and nothing on the page is busy loading. A request the page was going to make has been
 * made by then: what is asked for depends on the page, the language and sign-in, all settled.
 */
export async function pageSettled(page: Page): Promise<void> {
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-auth', /^(signed-in|signed-out|unavailable)$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Waits until the app shows a layout (`data-layout`) with a level-1 heading. */
export async function expectLayout(page: Page, layout: string): Promise<void> {
  await appReady(page);
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
