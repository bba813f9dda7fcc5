import type { Page } from '@playwright/test';
import {
  authorizationRequest,
  submitLoginForm,
  submitOtpForm,
  submitRegistrationForm,
  totpCode,
} from '@lode/idp/testing';
import { appUrl, idpUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';

// The embedded identity provider's own pages in Chromium: the steps a Keycloak login page would take too.

/** An authorization request as the app sends it, landing back on the app's origin. */
const authorizeUrl = (extra: Record<string, string> = {}) =>
  authorizationRequest(`${idpUrl()}/realms/lode`, `${appUrl()}/`, extra);

test('the Russian login page (ui_locales=ru) is Russian and axe-clean in either colour scheme', async ({
  page,
}) => {
  await page.goto(authorizeUrl({ ui_locales: 'ru' }).url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в учётную запись');
  await expect(page.getByLabel('Имя пользователя или e-mail')).toBeVisible();
  await expect(page.getByLabel('Пароль')).toBeVisible();
  await expect(page.locator('#kc-login')).toHaveValue('Войти');
  // The provider's pages follow the system's scheme (prefers-color-scheme) from their stylesheet alone, at once.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `the Russian login page in the ${colorScheme} scheme`);
  }
});

test('a wrong password shows the error in Russian and keeps the user name', async ({ page }) => {
  await page.goto(authorizeUrl({ ui_locales: 'ru' }).url);
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill('not-the-password');
  await page.locator('#kc-login').click();
  await expect(page.getByRole('alert')).toHaveText('Неправильное имя пользователя или пароль.');
  await expect(page.locator('#username')).toHaveValue('demo');
  await expect(page.locator('#password')).toHaveValue('');
  await expect(page.locator('#username')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the login page with a wrong password, in the light scheme');
});

test('demo signs in and the browser comes back to the app with a code and the same state', async ({
  page,
}) => {
  const { url, state } = authorizeUrl();
  await page.goto(url);
  await submitLoginForm(page, 'demo');
  await page.waitForURL((u) => u.origin === new URL(appUrl()).origin);
  const back = new URL(page.url());
  expect(back.searchParams.get('code')).toBeTruthy();
  expect(back.searchParams.get('state')).toBe(state);
});

test('the Chinese registration page (prompt=create) is axe-clean and keeps what was typed', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(authorizeUrl({ prompt: 'create', ui_locales: 'zh-CN' }).url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注册');
  await expectNoAxeViolations(page, 'the Chinese registration page in the dark scheme');
  await page.locator('#email').fill('new-miner@example.com');
  await page.locator('#username').fill('demo');
  await page.locator('#password').fill('x');
  await page.locator('#password-confirm').fill('y');
  await page.locator('#kc-register').click();
  await expect(page.locator('#input-error-password-confirm')).toHaveText('两次输入的密码不一致。');
  await expect(page.locator('#username')).toHaveValue('demo');
  await expect(page.locator('#email')).toHaveValue('new-miner@example.com');
  await expect(page.locator('#password-confirm')).toBeFocused();
  await expectNoAxeViolations(page, 'the Chinese registration page with an error, in the dark scheme');
});

/** Registers a new user on the provider's own pages (a user of this test alone); resolves with name and password. */
async function registerAtProvider(page: Page) {
  const username = `totp${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = 'correct horse battery';
  await page.goto(authorizeUrl({ prompt: 'create' }).url);
  await submitRegistrationForm(page, { username, password, email: `${username}@example.com` });
  await page.waitForURL((u) => u.origin === new URL(appUrl()).origin);
  return { username, password };
}

/** Both colour schemes, each checked by axe. */
async function axeInBothSchemes(page: Page, where: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `${where} in the ${colorScheme} scheme`);
  }
}

test('a phone sets up an authenticator on the account page, axe-clean in either scheme', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { password } = await registerAtProvider(page);
  await page.goto(`${idpUrl()}/realms/lode/account`);
  await expect(page.getByRole('heading', { level: 2, name: 'Authenticator application' })).toBeVisible();
  await axeInBothSchemes(page, 'the account page without an authenticator');

  await page.getByRole('link', { name: 'Set up authenticator application' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile Authenticator Setup');
  await expect(page.getByRole('img', { name: 'QR code of the key' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the authenticator set-up at 390 px');
  await axeInBothSchemes(page, 'the authenticator set-up');
  const secret = (await page.locator('#kc-totp-secret-key').textContent())?.replaceAll(' ', '') ?? '';
  await expect(page.locator('#kc-totp-uri')).toContainText(`secret=${secret}`);

  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('One-time code').fill('000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('#input-error-otp-code')).toHaveText('Invalid authenticator code.');
  await expect(page.getByLabel('One-time code')).toBeFocused();
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('One-time code').fill(totpCode(secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Mobile authenticator configured.');
  await expect(page.locator('#kc-recovery-codes-list li')).toHaveCount(10);
  await axeInBothSchemes(page, 'the recovery codes');

  await page.getByRole('link', { name: '« Back to your account' }).click();
  await expect(page.locator('#totp-enrolled')).toBeVisible();
  await axeInBothSchemes(page, 'the account page with an authenticator');
});

test('a step-up asks a signed-in user only for the code, refuses a wrong one, and returns to the app', async ({
  page,
}) => {
  const { password } = await registerAtProvider(page);
  await page.goto(`${idpUrl()}/realms/lode/account/totp`);
  const secret = (await page.locator('#kc-totp-secret-key').textContent())?.replaceAll(' ', '') ?? '';
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('One-time code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('#kc-recovery-codes-list li')).toHaveCount(10);

  const { url, state } = authorizeUrl({ acr_values: '2', max_age: '300', ui_locales: 'ru' });
  await page.goto(url);
  await expect(page.locator('#kc-otp-login-form')).toBeVisible();
  await expect(page.locator('#password')).toHaveCount(0);
  await expect(page.locator('#otp')).toBeFocused();
  await axeInBothSchemes(page, 'the Russian code page');
  await submitOtpForm(page, String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0'));
  await expect(page.getByRole('alert')).toHaveText('Неверный код аутентификатора.');
  await expectNoAxeViolations(page, 'the code page with a wrong code');
  await submitOtpForm(page, totpCode(secret));
  await page.waitForURL((u) => u.origin === new URL(appUrl()).origin);
  const back = new URL(page.url());
  expect(back.searchParams.get('code')).toBeTruthy();
  expect(back.searchParams.get('state')).toBe(state);
});
