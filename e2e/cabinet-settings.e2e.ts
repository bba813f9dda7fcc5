import type { Page } from '@playwright/test';
import { catalogs, htmlLang, idpUrl, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { apiAs } from './support/settingsPages';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';
import { idToken, jwtClaims } from './support/tokens';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

// The settings page. The test that saves notification settings signs in as admin, so no other suite that reads
// demo's settings sees them change; each run moves the values from whatever they are, so it can run twice.

interface NotificationSettings {
  workerOffline: { enabled: boolean; afterMinutes: number };
  hashrateDrop: { enabled: boolean; belowPercent: number };
  repeatMinutes: number;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const notifications = (page: Page) => section(page, 'Notifications');
const offlineGroup = (page: Page) =>
  notifications(page).getByRole('group', { name: 'A worker goes offline' });
const afterMinutes = (page: Page) =>
  offlineGroup(page).getByRole('spinbutton', { name: 'Offline for at least' });

/** The claims of the ID token the page holds: what the profile should show. */
async function idTokenClaims(page: Page) {
  return jwtClaims<{ name?: string; preferred_username?: string; realm_access?: { roles: string[] } }>(
    await idToken(page),
  );
}

test('a notification change is saved, survives a reload and is what the API holds', async ({ page }) => {
  await signIn(page, '/settings', 'admin');
  await expect(afterMinutes(page)).toBeVisible({ timeout: 30_000 });
  const before = await apiAs<NotificationSettings>(page, '/settings/notifications');
  await expect(afterMinutes(page)).toHaveValue(String(before.workerOffline.afterMinutes));
  const minutes = before.workerOffline.afterMinutes >= 1440 ? 5 : before.workerOffline.afterMinutes + 1;

  await afterMinutes(page).fill(String(minutes));
  await notifications(page)
    .getByRole('group', { name: 'The hashrate drops' })
    .getByRole('switch', { name: 'Notify me' })
    .click();
  await notifications(page).getByRole('button', { name: 'Save notifications' }).click();
  await expect(page.getByTestId('notifications-outcome')).toHaveText('Notification settings saved.');

  const after = await apiAs<NotificationSettings>(page, '/settings/notifications');
  expect(after.workerOffline.afterMinutes).toBe(minutes);
  expect(after.hashrateDrop.enabled).toBe(!before.hashrateDrop.enabled);
  await page.reload();
  await expect(afterMinutes(page)).toHaveValue(String(minutes), { timeout: 30_000 });
  await expect(
    notifications(page)
      .getByRole('group', { name: 'The hashrate drops' })
      .getByRole('switch', { name: 'Notify me' }),
  ).toBeChecked({ checked: after.hashrateDrop.enabled });
});

test('a wrong value shows its message, sends nothing and stays in the form', async ({ page }) => {
  // Nothing is written here (the API never sees a save), so demo's settings stay as they are.
  await signIn(page, '/settings', 'demo');
  await expect(afterMinutes(page)).toBeVisible({ timeout: 30_000 });
  const before = await apiAs<NotificationSettings>(page, '/settings/notifications');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/settings/notifications'))
      saves.push(request.url());
  });
  await afterMinutes(page).fill('2');
  await notifications(page).getByRole('button', { name: 'Save notifications' }).click();
  await expect(offlineGroup(page).getByText('Enter a value from 5 to 1,440')).toBeVisible();
  await expect(afterMinutes(page)).toHaveValue('2');
  await expect(afterMinutes(page)).toBeFocused();
  await expect(page.getByTestId('notifications-outcome')).toHaveText(catalogs.en['settings.error.fix'] ?? '');
  expect(saves).toEqual([]);
  expect(await apiAs<NotificationSettings>(page, '/settings/notifications')).toEqual(before);

  // A save the API cannot take says why and keeps what was typed. The outage is made by answering this one request
  // with the API's own error shape: the real stack cannot be told to fail on cue.
  await page.route(
    (url) => url.pathname.endsWith('/api/v1/settings/notifications'),
    (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'unavailable', message: 'The pool API is restarting' }),
          })
        : route.fallback(),
  );
  await afterMinutes(page).fill('45');
  await notifications(page).getByRole('button', { name: 'Save notifications' }).click();
  await expect(page.getByTestId('notifications-outcome')).toContainText('The pool API is restarting');
  await expect(afterMinutes(page)).toHaveValue('45');
});

test('the profile names an administrator’s roles in the page’s language, and no internal role', async ({
  page,
}) => {
  await signIn(page, '/cn/settings', 'admin');
  await expect(page.getByTestId('profile').locator('[data-field="roles"]')).toHaveText(
    new Intl.ListFormat(htmlLang.cn).format([
      catalogs.cn['settings.role.miner'] ?? 'settings.role.miner',
      catalogs.cn['settings.role.admin'] ?? 'settings.role.admin',
    ]),
  );
});

test('demo’s settings: the profile shows the token’s claims, and the preferences switch theme, animations, algorithm and language', async ({
  page,
}) => {
  await signIn(page, '/settings', 'demo');
  await test.step('the profile shows the token’s claims and links to the account page', async () => {
    const profile = page.getByTestId('profile');
    await expect(profile.locator('[data-field="username"]')).toHaveText('demo');
    const claims = await idTokenClaims(page);
    if (claims.name) await expect(profile.locator('[data-field="name"]')).toHaveText(claims.name);
    // The token carries Keycloak's internal roles too (default-roles-lode and the like): only what a miner
    // understands is shown, in words.
    expect(claims.realm_access?.roles).toContain('default-roles-lode');
    await expect(profile.locator('[data-field="roles"]')).toHaveText('Miner');
    await expect(
      page.getByRole('link', { name: 'Manage your account (password, two-factor sign-in)' }),
    ).toHaveAttribute('href', new RegExp(`^${idpUrl()}.*/account`));
  });

  const preferences = page.getByTestId('preferences');
  await test.step('the theme switches and is stored', async () => {
    await preferences.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await preferences.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  await test.step('animations turn off and on, stored', async () => {
    await preferences.getByRole('switch', { name: 'Turn animations off' }).click();
    expect(await page.evaluate(() => localStorage.getItem('disableAnimations'))).toBe('true');
    await preferences.getByRole('switch', { name: 'Turn animations off' }).click();
    expect(await page.evaluate(() => localStorage.getItem('disableAnimations'))).not.toBe('true');
  });

  await test.step('the algorithm switches, the header’s switch following', async () => {
    await preferences.getByRole('combobox', { name: 'Algorithm' }).selectOption('SHA256');
    // The cabinet's own algorithm switch in the header follows (both read the algorithm-state cookie).
    await expect(page.getByRole('combobox', { name: 'Algorithm' }).first()).toHaveValue('SHA256');
    await expect(page.getByRole('combobox', { name: 'Algorithm' }).last()).toHaveValue('SHA256');
    expect(
      decodeURIComponent(
        (await page.context().cookies()).find((c) => c.name === 'algorithm-state')?.value ?? '',
      ),
    ).toContain('SHA256');
    await preferences.getByRole('combobox', { name: 'Algorithm' }).selectOption('Scrypt');
  });

  await test.step('the language switches: the same page in Russian, without a reload', async () => {
    await preferences.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(page).toHaveURL(/\/ru\/settings\?subaccount=[a-z0-9_-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang.ru);
    await expect(
      page.getByRole('region', { name: catalogs.ru['settings.notifications'] ?? '' }),
    ).toBeVisible();
    await expect(
      page.getByRole('spinbutton', { name: catalogs.ru['settings.notifications.afterMinutes'] ?? '' }),
    ).toBeVisible({ timeout: 30_000 });
  });
});

test('the settings page speaks Chinese and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, '/cn/settings', 'demo');
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang.cn);
  await expect(page.getByRole('region', { name: catalogs.cn['settings.profile'] ?? '' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: catalogs.cn['settings.notifications.save'] ?? '' }),
  ).toBeVisible({ timeout: 30_000 });
  await test.step('no sideways scrolling at 360 px', async () => {
    await expect(
      page
        .getByRole('region', { name: catalogs.cn['settings.notifications'] ?? '' })
        .getByRole('group', { name: catalogs.cn['settings.notifications.workerOffline'] ?? '' })
        .getByRole('spinbutton', { name: catalogs.cn['settings.notifications.afterMinutes'] ?? '' }),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, '/cn/settings at 360 px');
  });
});

test('the settings page has no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/settings', 'demo');
  await expect(afterMinutes(page)).toBeVisible({ timeout: 30_000 });
  // The sub-accounts listed, with a name refused under the create form.
  const subAccounts = section(page, 'Sub-accounts');
  await expect(subAccounts.locator('li[data-subaccount="demo"]')).toBeVisible();
  await subAccounts.getByRole('textbox', { name: 'Name' }).fill('Demo');
  await expect(subAccounts.getByText('Use lower-case letters only')).toBeVisible();
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/settings in the ${theme} theme`, rules),
  );
});
