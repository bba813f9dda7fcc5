import type { Page } from '@playwright/test';
import { appUrl, catalogs, htmlLang, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { apiAs } from './support/settingsPages';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

// The API page signed in as demo: a key made in the UI works against the API from outside the browser, and stops
// working once revoked in the UI. Each run makes its own uniquely named key and revokes it.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A request from the test process (not the browser), as a script holding the key would make it. */
const withKey = (secret: string) =>
  fetch(`${appUrl()}/api/v1/account/summary?algorithm=Scrypt`, {
    headers: { 'X-API-Key': secret },
  });

const keysTable = (page: Page) => page.getByRole('table', { name: 'API keys' });

test('a key is created with its scopes, shown once, works with X-API-Key, and is refused once revoked', async ({
  page,
}) => {
  await signIn(page, '/api', 'demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first account request of a fresh stack writes the simulated history and takes seconds under load.
  await expect(page.getByRole('region', { name: 'Your keys' }).getByRole('status')).toHaveText('', {
    timeout: 30_000,
  });
  const name = `e2e ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('checkbox', { name: 'Read settings' }).check();
  await page.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('you will not see it again');
  const secret = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^lode_/);
  await dialog.getByRole('button', { name: 'Copy key' }).click();
  // "Copied" shows for one second only: the clipboard itself is the lasting proof.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toBeHidden();

  // The list shows the key with its prefix and scopes, as the API lists it; the secret is nowhere on the page.
  const keys = await apiAs<{ items: ApiKey[] }>(page, '/settings/api-keys');
  const key = keys.items.find((k) => k.name === name);
  expect(key).toBeDefined();
  expect(secret.startsWith(key?.prefix ?? '-')).toBe(true);
  const row = keysTable(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${key?.prefix}…`);
  await expect(row).toContainText('Read account figures, Read settings');
  await expect(row).toContainText('Never');
  await expect(page.getByText(secret)).toHaveCount(0);

  // Used from outside the browser: accepted, and the list shows the use after a reload.
  expect((await withKey(secret)).status).toBe(200);
  await page.reload();
  await expect(keysTable(page).getByRole('row').filter({ hasText: name })).not.toContainText('Never', {
    timeout: 30_000,
  });

  // Revoked in the UI after confirming: the same request is refused.
  await keysTable(page)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke the key “${name}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(keysTable(page).getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  expect([401, 403]).toContain((await withKey(secret)).status);
});

test('a key needs a name and a scope', async ({ page }) => {
  await signIn(page, '/api', 'demo');
  await page.getByRole('checkbox', { name: 'Read account figures' }).uncheck();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Choose at least one scope')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const locale of ['ru', 'cn'] as const) {
  test(`the API page speaks ${locale}, links to the API documentation in it, and fits a 360 px phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, `/${locale}/api`, 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    const link = page.getByRole('link', { name: catalogs[locale]['apiKeys.docs'] ?? '' });
    await expect(link).toHaveAttribute('href', `/${locale}/docs`);
    await expect(page.getByRole('button', { name: catalogs[locale]['apiKeys.create'] ?? '' })).toBeVisible();
    await test.step('no sideways scrolling at 360 px', () =>
      expectNoSidewaysScroll(page, `/${locale}/api at 360 px`));
  });
}

test('the API page has no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/api', 'demo');
  await expect(keysTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(keysTable(page)).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  // The form's fullest state: a box per sub-account to choose from.
  await page.getByRole('radio', { name: /Only the sub-accounts I choose/ }).check();
  await expect(page.getByRole('checkbox', { name: 'demo' })).toBeVisible();
  await inEachTheme(page, (theme, rules) => expectNoAxeViolations(page, `/api in the ${theme} theme`, rules));
});
