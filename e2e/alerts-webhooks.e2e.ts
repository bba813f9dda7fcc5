import type { Page } from '@playwright/test';
import { appUrl, signIn } from './support/app';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';
import { apiAs } from './support/settingsPages';

// A webhook as a miner adds it in Settings, pointed at the pool API's embedded catcher (`npm start`'s, which the
// e2e stack runs as it does): a test event goes out signed, shows in the endpoint's delivery log, and the catcher
// lists it on /dev/mail with its signature verified. The endpoint is demo's: the test deletes it through the page
// and, should a step fail, through the API, so no other test sees it.

const section = (page: Page) => page.getByRole('region', { name: 'Webhooks' });

/** The catcher's address and what it caught, newest first, as the API lists it. */
async function caught(): Promise<{
  url: string;
  items: { path: string; eventType: string | null; verified: boolean }[];
}> {
  const response = await fetch(`${appUrl()}/api/v1/dev/webhooks`);
  expect(response.status, 'the webhook catcher runs').toBe(200);
  return (await response.json()) as Awaited<ReturnType<typeof caught>>;
}

test('a webhook at the built-in catcher gets a signed test event, shown in its delivery log and on /dev/mail', async ({
  page,
}) => {
  await signIn(page, '/settings', 'demo');
  const { url: catcher } = await caught();
  const url = `${catcher}/e2e-${Date.now()}`;
  const path = new URL(url).pathname;
  try {
    await test.step('add the endpoint: its secret is shown once, in a dialog', async () => {
      await section(page).getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
      await section(page).getByRole('textbox', { name: 'Description (optional)' }).fill('e2e catcher');
      await section(page).getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your endpoint’s signing secret' });
      await expect(dialog.getByTestId('webhook-secret-value')).toHaveText(/^whsec_[A-Za-z0-9+/=]{20,}$/);
      await dialog.getByRole('button', { name: 'I have copied it' }).click();
      await expect(dialog).toBeHidden();
    });

    const item = section(page).getByRole('listitem').filter({ hasText: url });
    await test.step('send a test event: delivered at once', async () => {
      await expect(item).toHaveAttribute('data-state', 'active');
      await item.getByRole('button', { name: `Send a test event to ${url}` }).click();
      await expect(item.getByRole('status')).toHaveText(
        /^The test event was delivered: HTTP 204 in [\d,]+ ms\.$/,
      );
    });

    await test.step('the delivery log shows it', async () => {
      await item.getByRole('button', { name: `Delivery log of ${url}` }).click();
      const row = item.getByRole('row').filter({ hasText: 'test' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Delivered');
      await expect(row).toContainText('204');
    });

    await test.step('with its log open the section fits a 390 px phone', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page, '/settings with a webhook’s delivery log at 390 px');
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('the catcher got it, signed, and /dev/mail lists it', async () => {
      const got = (await caught()).items.filter((i) => i.path === path);
      expect(got).toEqual([expect.objectContaining({ eventType: 'test', verified: true })]);
      await page.goto('/dev/mail');
      const row = page.getByRole('row').filter({ hasText: path });
      await expect(row).toContainText('test');
      await expect(row).toContainText('Verified');
    });

    await test.step('delete it, after confirming', async () => {
      await page.goto('/settings');
      await item.getByRole('button', { name: `Delete ${url}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete the endpoint ${url}?` });
      await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
      await expect(confirm).toBeHidden();
      await expect(item).toHaveCount(0);
    });
  } finally {
    const { endpoints } = await apiAs<{ endpoints: { id: string; url: string }[] }>(
      page,
      '/settings/webhooks',
    );
    for (const e of endpoints.filter((e) => e.url === url))
      await apiAs(page, `/settings/webhooks/${e.id}`, { method: 'DELETE' });
  }
});
