import type { Page } from '@playwright/test';
import { appUrl } from './support/app';
import { expect, test } from './support/fixtures';
import { registerFromHome } from './support/provider';
import { accessToken, watchTokens } from './support/tokens';

// Sub-accounts as a fresh miner manages them in Settings, and an API key limited to one of them. Each test registers
// a miner of its own, whose first request writes its simulated history: its default sub-account (named after the
// user) then holds the unpaid balances of the days not yet paid out.

test.describe.configure({ timeout: 90_000 });

const section = (page: Page) => page.getByRole('region', { name: 'Sub-accounts' });
const group = (page: Page, name: 'Active' | 'Archived') => section(page).getByRole('region', { name });
const item = (page: Page, name: string) => section(page).locator(`li[data-subaccount="${name}"]`);

/** Registers a new miner and opens Settings from the cabinet's navigation; resolves with the user name. */
async function freshMinerInSettings(page: Page): Promise<string> {
  watchTokens(page);
  const user = await registerFromHome(page, 'sa', 'Site');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(item(page, user)).toBeVisible({ timeout: 30_000 });
  return user;
}

/** A request of the page's user, from the test (not the page), answered with its status and body. */
async function asUser(page: Page, method: string, path: string, body?: unknown) {
  const response = await fetch(`${appUrl()}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessToken(page)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/** Creates a sub-account with the form, as the miner types it. */
async function create(page: Page, name: string) {
  await section(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await section(page).getByRole('button', { name: 'Create sub-account' }).click();
}

test('a miner creates, renames, archives and restores a sub-account; a taken name is refused', async ({
  page,
}) => {
  const user = await freshMinerInSettings(page);
  await expect(item(page, user)).toContainText('Default');
  await expect(item(page, user).getByTestId('stratum-login')).toHaveText(`${user}.worker`);

  await test.step('create', async () => {
    await create(page, 'north');
    await expect(group(page, 'Active').locator('li[data-subaccount="north"]')).toBeVisible();
    await expect(item(page, 'north').getByTestId('stratum-login')).toHaveText('north.worker');
    await expect(section(page).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  await test.step('a taken name is refused with the reason, and the name stays as typed', async () => {
    await create(page, 'north');
    const name = section(page).getByRole('textbox', { name: 'Name' });
    await expect(
      section(page).getByText('You already have a sub-account with this name: choose another one.'),
    ).toBeVisible();
    await expect(name).toHaveValue('north');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(section(page).locator('li[data-subaccount]')).toHaveCount(2);
  });

  await test.step('rename', async () => {
    await item(page, 'north').getByRole('button', { name: 'Rename north' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename “north”' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('north-2');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(page, 'north-2')).toBeVisible();
    await expect(item(page, 'north')).toHaveCount(0);
  });

  await test.step('archive, after saying what archiving does', async () => {
    await item(page, 'north-2').getByRole('button', { name: 'Archive north-2' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Archive the sub-account “north-2”?' });
    await expect(dialog).toContainText('you can restore it at any time');
    await dialog.getByRole('button', { name: 'Archive sub-account' }).click();
    await expect(dialog).toBeHidden();
    await expect(group(page, 'Archived').locator('li[data-subaccount="north-2"]')).toBeVisible();
  });

  await test.step('restore', async () => {
    await group(page, 'Archived').getByRole('button', { name: 'Restore north-2' }).click();
    await expect(group(page, 'Active').locator('li[data-subaccount="north-2"]')).toBeVisible();
    await expect(group(page, 'Archived')).toHaveCount(0);
  });

  await test.step('the default one, holding unpaid balances, is not archived: the coins and amounts are shown', async () => {
    await item(page, user)
      .getByRole('button', { name: `Archive ${user}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Archive the sub-account “${user}”?` });
    await dialog.getByRole('button', { name: 'Archive sub-account' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('This sub-account still holds an unpaid balance of');
    // What the API names, in the page's words: every coin with its amount as the cabinet writes amounts.
    const answer = await asUser(page, 'PUT', `/settings/subaccounts/${user}`, { archived: true });
    expect(answer.status).toBe(409);
    const balances = (answer.body as { details: { balances: { coin: string; amount: string }[] } }).details
      .balances;
    expect(balances.length).toBeGreaterThan(0);
    const amount = new Intl.NumberFormat('en', { minimumFractionDigits: 8, maximumFractionDigits: 8 });
    for (const { coin, amount: value } of balances)
      await expect(refusal).toContainText(`${amount.format(value as `${number}`)}\u00a0${coin}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(group(page, 'Active').locator(`li[data-subaccount="${user}"]`)).toBeVisible();
  });

  await test.step('renaming the sub-account on screen takes the address and the switcher along, and keeps the page', async () => {
    await expect(page).toHaveURL(new RegExp(`[?&]subaccount=${user}(&|$)`));
    // A new sub-account's name half typed: the page stays mounted through the rename, so it stays too.
    const newName = section(page).getByRole('textbox', { name: 'Name' });
    await newName.fill('half-typed');
    // Whether the cabinet ever puts its status ("No sub-account named …") in place of the page.
    await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        const status = document.querySelector('[data-subaccount-status]');
        if (status) seen.push(status.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      Object.assign(window, { subAccountStatusSeen: seen });
    });
    await item(page, user)
      .getByRole('button', { name: `Rename ${user}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Rename “${user}”` });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('headquarters');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/[?&]subaccount=headquarters(&|$)/);
    await expect(item(page, 'headquarters')).toBeVisible();
    await expect(
      item(page, 'headquarters').getByRole('button', { name: 'Rename headquarters' }),
    ).toBeFocused();
    await expect(newName).toHaveValue('half-typed');
    expect(
      await page.evaluate(
        () => (window as unknown as { subAccountStatusSeen: string[] }).subAccountStatusSeen,
      ),
    ).toEqual([]);
    await page.reload();
    await expect(item(page, 'headquarters')).toBeVisible();
  });
});

test('an API key limited to one sub-account lists it, and is refused for another', async ({ page }) => {
  const user = await freshMinerInSettings(page);
  await create(page, 'south');
  await expect(item(page, 'south')).toBeVisible();

  await page.getByRole('link', { name: 'API access' }).first().click();
  // The page as the cabinet settles it: its address names the sub-account and its key list has loaded.
  await expect(page).toHaveURL(/\/api\?(.*&)?subaccount=/);
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('south watcher');
  await page.getByRole('radio', { name: /Only the sub-accounts I choose/ }).check();
  await page.getByRole('checkbox', { name: 'south' }).check();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('south watcher');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(/^lode_/);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();

  const row = page
    .getByRole('table', { name: 'API keys' })
    .getByRole('row')
    .filter({ hasText: 'south watcher' });
  await expect(row.getByRole('cell', { name: 'south', exact: true })).toBeVisible();

  // A script holding the key: its own sub-account answers, the default one is refused.
  const summary = (subaccount: string) =>
    fetch(`${appUrl()}/api/v1/account/summary?algorithm=Scrypt&subaccount=${subaccount}`, {
      headers: { 'X-API-Key': secret },
    });
  expect((await summary('south')).status).toBe(200);
  const refused = await summary(user);
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('subaccount_forbidden');
});
