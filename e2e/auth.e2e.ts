import type { Page } from '@playwright/test';
import { submitLoginForm } from '@lode/idp/testing';
import { appReady, atIdp } from './support/app';
import { expect, test } from './support/fixtures';
import { registerFromHome } from './support/provider';

// Single sign-on in Chromium on the stack `npm start` runs: the built app and the built identity provider.
// (routes.e2e.ts covers the cabinet guard, `?redirect=`, the banned user and the account menu.)

/** Waits for the provider's login page, then signs in there. */
async function submitLogin(page: Page, username: string) {
  await expect(page).toHaveURL((u) => atIdp(u));
  await submitLoginForm(page, username);
}

// The account menu: the sub-account switcher may carry the user's name too (the first sub-account is named after them).
const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(name) }).and(page.locator('[aria-haspopup="menu"]'));
const session = (page: Page) => page.evaluate(() => sessionStorage.getItem('lode-auth:session'));

test('demo signs in from the home page, lands on the dashboard, stays signed in on reload, and signs out to /', async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitLogin(page, 'demo');
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  await expect(accountMenu(page, 'demo')).toBeVisible();
  expect(await session(page)).not.toBeNull();

  await page.reload();
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  await expect(accountMenu(page, 'demo')).toBeVisible();

  await accountMenu(page, 'demo').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/' && u.origin === new URL(page.url()).origin);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await session(page)).toBeNull();
  // Signed out at the provider too: the cabinet asks for the password again.
  await page.goto('/dashboard');
  await expect(page.locator('#username')).toBeVisible();
});

test('signing in from Russian pages shows the provider in Russian and lands on /ru/dashboard', async ({
  page,
}) => {
  await page.goto('/ru');
  await appReady(page);
  await page.getByRole('button', { name: 'Войти' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('#kc-login')).toHaveValue('Войти');
  await submitLogin(page, 'demo');
  await expect(page).toHaveURL((u) => u.pathname === '/ru/dashboard');
  await expect(accountMenu(page, 'demo')).toBeVisible();
});

test('a new user registers on the provider and lands on the dashboard signed in', async ({ page }) => {
  const username = await registerFromHome(page, 'e2e', 'New');
  await expect(accountMenu(page, username)).toBeVisible();
});
