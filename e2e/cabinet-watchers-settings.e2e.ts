import type { Page } from '@playwright/test';
import { appUrl } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';
import { registerFromHome } from './support/provider';
import { enrolAuthenticator, passwordOf, withSecondFactor } from './support/secondFactor';
import { watchTokens } from './support/tokens';

// Watcher links as a fresh miner makes them in Settings, and what the secret opens for whoever holds it: the test
// process calls the API with it as a watcher's page would, with `Authorization: Watcher <secret>`.

test.describe.configure({ timeout: 90_000 });

const section = (page: Page) => page.getByRole('region', { name: 'Watcher links' });

/** A read of the account with the link's secret, answered with its status and error code. */
async function asWatcher(secret: string, path: string) {
  const response = await fetch(`${appUrl()}/api/v1${path}`, {
    headers: { authorization: `Watcher ${secret}` },
  });
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  return { status: response.status, code: body?.code };
}

test('a miner shares workers only: the link is shown once, opens what its scope allows, and stops on revoke', async ({
  page,
}) => {
  watchTokens(page);
  const username = await registerFromHome(page, 'wl', 'Watch');
  const totp = await enrolAuthenticator(page, username, passwordOf(username));
  // Back from the provider the dashboard loads anew and names its sub-account in the address (a replace, which would
  // cancel a navigation begun before it): open Settings once it has.
  await expect(page).toHaveURL(/[?&]subaccount=/);
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(section(page).getByText('No watcher links yet.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });

  const secret = await test.step('create a link with workers only; the full link is shown once', async () => {
    await section(page).getByRole('textbox', { name: 'Label' }).fill('Hosting client: site A');
    await expect(section(page).getByRole('checkbox', { name: 'Dashboard' })).toBeDisabled();
    await section(page).getByRole('checkbox', { name: 'Workers' }).check();
    await expect(section(page).getByRole('combobox', { name: 'Works for' })).toHaveValue('30d');
    const shown = section(page).getByRole('region', { name: 'Your new watcher link' });
    // Creating a link asks for a second factor at the provider; the form comes back as filled and is sent again.
    await withSecondFactor(
      page,
      totp,
      () => section(page).getByRole('button', { name: 'Create link' }).click(),
      shown,
    );
    await expect(shown).toContainText('This link is shown only once');
    await expect(shown).toContainText('Dashboard and Workers');
    const link = (await shown.getByTestId('watcher-link').textContent()) ?? '';
    const match = new RegExp(`^${appUrl()}/watch/([A-Za-z0-9_-]{32})$`).exec(link);
    expect(match, link).not.toBeNull();
    await page.setViewportSize(phoneScreen);
    await expectNoSidewaysScroll(page, 'settings with a new watcher link');
    return match?.[1] ?? '';
  });

  const item = section(page).getByRole('region', { name: 'Active links' }).getByRole('listitem');
  await test.step('the list shows the link without its secret, and after a reload the secret is gone', async () => {
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Hosting client: site A');
    await expect(item).toContainText('Dashboard and Workers');
    await expect(item).not.toContainText(secret);
    await page.reload();
    await expect(item).toHaveCount(1, { timeout: 30_000 });
    await expect(section(page).getByRole('region', { name: 'Your new watcher link' })).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
  });

  await test.step('the secret reads the workers and is refused the payouts', async () => {
    expect(await asWatcher(secret, '/account/workers')).toMatchObject({ status: 200 });
    expect(await asWatcher(secret, '/account/payouts')).toEqual({ status: 403, code: 'watcher_forbidden' });
  });

  await test.step('revoke in the page; the same read answers 401 watcher_revoked', async () => {
    await item.getByRole('button', { name: 'Revoke Hosting client: site A' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke the link “Hosting client: site A”?' });
    await expect(dialog).toContainText('views that are open stop within a second');
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await expect(dialog).toBeHidden();
    const ended = section(page).getByRole('region', { name: 'Revoked and expired' });
    await expect(ended.getByRole('listitem')).toContainText('Revoked');
    await expect(ended.getByText('Hosting client: site A')).toBeFocused();
    await expect(section(page).getByRole('region', { name: 'Active links' })).toHaveCount(0);
    expect(await asWatcher(secret, '/account/workers')).toEqual({ status: 401, code: 'watcher_revoked' });
  });

  await test.step('the section passes axe in both themes, with a revoked link and a new one shown', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await section(page).getByRole('textbox', { name: 'Label' }).fill('Investor');
    await withSecondFactor(
      page,
      totp,
      () => section(page).getByRole('button', { name: 'Create link' }).click(),
      section(page).getByRole('region', { name: 'Your new watcher link' }),
    );
    await inEachTheme(page, (theme, rules) =>
      expectNoAxeViolations(page, `/settings with watcher links in the ${theme} theme`, rules),
    );
  });
});
