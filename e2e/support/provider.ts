import type { Page } from '@playwright/test';
import { controlIdp, type IdpControl, submitLoginForm, submitRegistrationForm } from '@lode/idp/testing';
import { appReady, appUrl, idpUrl } from './app';
import { expect } from './fixtures';
import { rememberPassword } from './secondFactor';
import { watchTokens } from './tokens';

// The identity provider as the auth suites drive it: its test controls (fault switches, token lifetimes), a sign-in
// started from the home page's button, the way those suites watch a sign-in fail or succeed, and a registration.

/**
 * One request to a test control of this worker's provider (`faults`, `settings`); the test fails unless it
 * answers 2xx. A test that flips a switch puts it back in its file's afterEach.
 */
export function providerControl(control: IdpControl, method: string, body?: unknown): Promise<void> {
  return controlIdp(idpUrl(), control, method, body);
}

/**
 * Opens the app's home page, presses "Sign in", signs in as demo on the provider's page and waits until the browser
 * is back on the app past the callback, signed in or not (a fault may have refused the tokens). The page's console
 * errors are added to `errors` from the start, for the checks a fault makes the app name.
 */
export async function signInFromHome(page: Page, errors: string[]): Promise<void> {
  watchTokens(page);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  // The page is rendered at build: its buttons work once the app has taken it over.
  await appReady(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitLoginForm(page, 'demo');
  const app = new URL(appUrl()).origin;
  await page.waitForURL((u) => u.origin === app && u.pathname !== '/auth/callback');
}

/** The account menu of demo, shown once the app holds demo's tokens. */
export const signedIn = (page: Page) =>
  page.getByRole('button', { name: /demo/ }).and(page.locator('[aria-haspopup="menu"]'));
/** The header's "Sign in" button, shown while signed out. */
export const signedOut = (page: Page) => page.getByRole('button', { name: 'Sign in' });
/** @lode/auth's record of the tab's session, which it keeps exactly while a session is held. */
export const stored = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lode-auth:session')));
/** Every JWT (access or ID token) that page scripts can read from the page's storages. */
export const tokensInStorage = (page: Page) =>
  page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((storage) =>
      Object.values(storage).filter((value) => /eyJ[\w-]+\.[\w-]+\./.test(value)),
    ),
  );

/**
 * Registers a new miner, named `prefix` and a unique number, from the home page's "Register" button, and waits until
 * the app shows the dashboard; resolves with the user name.
 */
export async function registerFromHome(page: Page, prefix: string, firstName: string): Promise<string> {
  const username = `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = 'correct horse battery';
  rememberPassword(username, password);
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await submitRegistrationForm(page, {
    firstName,
    lastName: 'Miner',
    email: `${username}@example.com`,
    username,
    password,
  });
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  return username;
}
