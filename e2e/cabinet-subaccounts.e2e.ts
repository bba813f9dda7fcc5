import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { asMiner, control, freshMinute, registerMiner, runNextMinute } from './support/live';

// Sub-accounts against the whole stack: a new miner makes two through the API, a rig mines to each (the simulator's
// stratum control, login `<sub-account>.<worker>`), and the cabinet shows each one's workers only under its own
// name, the overview shows them side by side with the API's totals, an address names one for a new tab, and the
// choice survives a reload.

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 120_000 });

interface Overview {
  items: { name: string; workers: { online: number } }[];
  totals: { workers: { online: number; offline: number } };
}

const table = (page: Page) => page.getByRole('table', { name: 'Workers' });
const rowNames = (page: Page) => table(page).locator('tbody tr th').allTextContents();
const switcher = (page: Page) => page.getByRole('button', { name: /^Sub-account: / });

/** Opens the header's switcher and picks `name` with the keyboard (arrow keys, Enter). */
async function switchTo(page: Page, name: string): Promise<void> {
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox', { name: 'Sub-accounts' });
  await expect(list).toBeFocused();
  const names = await list.getByRole('option').allTextContents();
  const to = names.indexOf(name);
  expect(to, `${name} in the switcher`).toBeGreaterThanOrEqual(0);
  // The list opens on the current one; Home goes to the first, then down to the one wanted.
  await page.keyboard.press('Home');
  for (let i = 0; i < to; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(switcher(page)).toHaveAccessibleName(`Sub-account: ${name}`);
  await expect(switcher(page)).toBeFocused();
}

test('each sub-account shows its own workers under its own name; the overview adds them up', async ({
  page,
  context,
}) => {
  const username = await registerMiner(page);
  // The default sub-account is named after the user (the name fits the rules).
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?subaccount=${username}$`));
  await expect(switcher(page)).toHaveAccessibleName(`Sub-account: ${username}`);

  await test.step('two new sub-accounts, a rig mining to each', async () => {
    for (const name of ['north-farm', 'south-farm'])
      await asMiner(page, '/settings/subaccounts', { method: 'POST', body: { name } });
    await freshMinute();
    await control('stratum', { username, login: 'north-farm.rig-n1', hashrate: 9.5e9 });
    await control('stratum', { username, login: 'south-farm.rig-s1', hashrate: 4.5e9 });
    // The rigs' samples come with the next minute; a second one makes them count as online.
    await runNextMinute();
    await runNextMinute();
  });

  await test.step('the switcher shows each one’s workers only under its own name', async () => {
    await page.goto(`/workers?subaccount=${username}`);
    await expect(table(page).locator('tbody tr th').first()).not.toBeEmpty({ timeout: 30_000 });
    const own = await rowNames(page);
    expect(own).not.toContain('rig-n1');
    expect(own).not.toContain('rig-s1');

    await switchTo(page, 'north-farm');
    await expect(page).toHaveURL(/\/workers\?subaccount=north-farm$/);
    await expect.poll(() => rowNames(page)).toEqual(['rig-n1']);

    await switchTo(page, 'south-farm');
    await expect(page).toHaveURL(/\/workers\?subaccount=south-farm$/);
    await expect.poll(() => rowNames(page)).toEqual(['rig-s1']);
    // Every cabinet link keeps the sub-account.
    await expect(
      page.getByRole('navigation', { name: 'Cabinet' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('href', '/dashboard?subaccount=south-farm');
  });

  await test.step('the overview shows every sub-account with the API’s totals', async () => {
    await page
      .getByRole('navigation', { name: 'Cabinet' })
      .getByRole('link', { name: 'Sub-accounts' })
      .click();
    await expect(page).toHaveURL(/\/subaccounts\?subaccount=south-farm$/);
    const overview = page.getByRole('table', { name: 'Sub-accounts' });
    await expect(overview.getByRole('link', { name: 'north-farm' })).toBeVisible({ timeout: 30_000 });
    const api = await asMiner<Overview>(page, '/account/overview?algorithm=Scrypt');
    expect(api.items.map((i) => i.name)).toEqual([username, 'north-farm', 'south-farm']);
    expect(api.items.find((i) => i.name === 'north-farm')?.workers.online).toBe(1);
    expect(api.items.find((i) => i.name === 'south-farm')?.workers.online).toBe(1);
    // The default one is marked so beside its name.
    await expect(overview.getByRole('rowheader')).toHaveText([
      new RegExp(`^${username}\\s*Default$`),
      'north-farm',
      'south-farm',
      'Total',
    ]);
    const row = (name: string) =>
      overview.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    const cells = async (name: string) => row(name).getByRole('cell').allInnerTexts();
    // Online and offline are the fourth and fifth columns (after the name and the two hashrates).
    expect((await cells('north-farm'))[2]).toBe('1');
    expect((await cells('south-farm'))[2]).toBe('1');
    const total = await cells('Total');
    expect(total[2]).toBe(String(api.totals.workers.online));
    expect(total[3]).toBe(String(api.totals.workers.offline));
    expect(api.totals.workers.online).toBe(api.items.reduce((sum, i) => sum + i.workers.online, 0));
    // A name opens that sub-account's dashboard.
    await overview.getByRole('link', { name: 'north-farm' }).click();
    await expect(page).toHaveURL(/\/dashboard\?subaccount=north-farm$/);
    await expect(switcher(page)).toHaveAccessibleName('Sub-account: north-farm');
  });

  await test.step('an address with ?subaccount= opens that one in a new page', async () => {
    const other = await context.newPage();
    await other.goto('/workers?subaccount=south-farm');
    await expect(switcher(other)).toHaveAccessibleName('Sub-account: south-farm');
    await expect.poll(() => rowNames(other), { timeout: 30_000 }).toEqual(['rig-s1']);
    await other.close();
  });

  await test.step('the choice survives a reload, and an address without one opens the last one shown', async () => {
    await page.reload();
    await expect(switcher(page)).toHaveAccessibleName('Sub-account: north-farm');
    // The browser remembers a name once the API's list of the user's sub-accounts has confirmed it (a name typed into
    // an address is not kept before that), so the other tab's south-farm stays remembered until the list is in.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.entries(localStorage)
            .find(([key]) => key.startsWith('lode.subaccount.'))
            ?.at(1),
        ),
      )
      .toBe('north-farm');
    await page.goto('/workers');
    await expect(page).toHaveURL(/\/workers\?subaccount=north-farm$/);
    await expect.poll(() => rowNames(page), { timeout: 30_000 }).toEqual(['rig-n1']);
  });

  await test.step('an unknown name says so, with a way to the sub-accounts', async () => {
    await page.goto('/workers?subaccount=west-farm');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No sub-account named “west-farm”' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'See your sub-accounts' }).click();
    await expect(page).toHaveURL(/\/subaccounts\?subaccount=north-farm$/);
  });
});

test('a new sub-account’s workers page says how to connect a rig', async ({ page }) => {
  await registerMiner(page);
  await asMiner(page, '/settings/subaccounts', { method: 'POST', body: { name: 'new-site' } });
  await page.goto('/workers?subaccount=new-site');
  await expect(page.getByText('No workers in new-site yet')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('new-site.rig1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy login' })).toBeVisible();
});
