import { authorizationRequest, submitLoginForm } from '@lode/idp/testing';
import { appUrl, idpUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

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
