import type { Page } from '@playwright/test';
import { coinAddress } from '../apps/pool-api/src/demo-miningcore/pools';
import { signIn } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { apiAs } from './support/settingsPages';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';
import { enrolAuthenticator, withSecondFactor } from './support/secondFactor';

// The product on the Miningcore source, as `LODE_POOL_SOURCE=miningcore npm start` runs it: the pool API reads an
// embedded demo Miningcore (a week of two pools seeded as the engine writes its tables). The public pages show its
// pools; a miner links the address of one of its miners, proves it by mining with the one-time worker name (the
// demo pool's test control makes that worker mine), and the cabinet then shows that miner's data, with what
// Miningcore does not record shown as not reported.

test.use({ poolApiEnv: { LODE_POOL_SOURCE: 'miningcore' } });
// Seeding the demo pool and a first sign-in take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const ADDRESS = coinAddress('LTC', 'anna');
const DOGE_ADDRESS = coinAddress('DOGE', 'anna');
const card = (page: Page, coin: string) => page.locator(`[data-wallet="${coin}"]`);

interface Coin {
  id: string;
  scheme: string;
  priceUsd: string | null;
}

test('the public side shows Miningcore’s pools: their schemes, no made-up price, its top miners', async ({
  page,
  stack,
}) => {
  const coins = (await (await fetch(`${stack.url}/api/v1/coins`)).json()) as { items: Coin[] };
  expect(coins.items.map((c) => [c.id, c.scheme, c.priceUsd])).toEqual([
    ['LTC', 'PPLNS', null],
    ['DOGE', 'PROP', null],
  ]);
  await page.goto('/');
  await expect(page.getByText('PPLNS').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('PROP', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const top = (await (await fetch(`${stack.url}/api/v1/top-miners?algorithm=Scrypt`)).json()) as {
    items: { miner: string }[];
  };
  expect(top.items.length).toBeGreaterThan(5);
  await page.goto('/top');
  await expect(page.getByText(top.items[0]?.miner ?? 'none', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
});

test('a miner links an address, proves it with the one-time worker, and the cabinet shows its workers', async ({
  page,
  stack,
}) => {
  await signIn(page, '/wallets', 'demo');
  const secret = await enrolAuthenticator(page, 'demo');
  const ltc = card(page, 'LTC');
  await expect(ltc.getByText(/^No LTC address is linked/)).toBeVisible({ timeout: 30_000 });
  // Nothing linked: no data in the cabinet yet.
  expect((await apiAs<{ items: unknown[] }>(page, '/account/workers?algorithm=Scrypt')).items).toEqual([]);

  await ltc.getByRole('button', { name: 'Link an address to the LTC wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link an address to the LTC wallet' });
  await dialog.getByRole('textbox', { name: 'Payout address' }).fill(ADDRESS);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Linking asks for a second factor at the provider; the dialog comes back as filled and is sent again.
  await withSecondFactor(
    page,
    secret,
    () => dialog.getByRole('button', { name: 'Link address' }).click(),
    ltc.getByText('Waiting for the worker'),
  );

  const wallets = await apiAs<{
    items: { coin: string; proof: { workerName: string; login: string } | null }[];
  }>(page, '/settings/wallets?algorithm=Scrypt');
  const proof = wallets.items.find((w) => w.coin === 'LTC')?.proof;
  expect(proof?.login).toBe(`${ADDRESS}.${proof?.workerName}`);
  // The page tells the miner the exact user name to mine with.
  await expect(ltc.getByText(proof?.login ?? 'missing')).toBeVisible();
  await expectNoAxeViolations(page);

  // The miner mines with it for a few minutes (the demo pool's control runs those minutes at once).
  const mined = await fetch(`${stack.url}/api/v1/__lode/miningcore/mine`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pool: 'ltc', address: ADDRESS, worker: proof?.workerName }),
  });
  expect(mined.status).toBe(204);
  await ltc.getByRole('button', { name: 'Check now' }).click();
  await expect(ltc.getByText(/^Proved on /)).toBeVisible({ timeout: 30_000 });

  // The cabinet now shows Anna's Miningcore workers, with the reject rate not reported.
  const workers = await apiAs<{ items: { name: string; rejectRate: number | null }[] }>(
    page,
    '/account/workers?algorithm=Scrypt',
  );
  expect(workers.items.map((w) => w.name)).toEqual(expect.arrayContaining(['l7', 'l7b']));
  expect(workers.items.every((w) => w.rejectRate === null)).toBe(true);
  await page.goto('/workers');
  const table = page.getByRole('table').first();
  await expect(table.getByText('l7b', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(table.locator('[data-not-reported]').first()).toBeVisible();
  // One coin so far: no coin column.
  await expect(table.getByRole('columnheader', { name: /^Coin/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  await expect(page.locator('[data-not-reported]').first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  // Anna's rig `l7` mines on the DOGE pool too (a pool of its own in Miningcore). Once her DOGE address is proved,
  // /workers lists `l7` twice, each row with its coin, and the coin filter, kept in the URL, leaves one.
  const doge = await apiAs<{ proof: { workerName: string } }>(page, '/settings/wallets/DOGE', {
    method: 'PUT',
    body: { address: DOGE_ADDRESS },
  });
  const minedDoge = await fetch(`${stack.url}/api/v1/__lode/miningcore/mine`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pool: 'doge', address: DOGE_ADDRESS, worker: doge.proof.workerName }),
  });
  expect(minedDoge.status).toBe(204);
  await expect
    .poll(async () => {
      const { items } = await apiAs<{ items: { coin: string; proof: { status: string } | null }[] }>(
        page,
        '/settings/wallets?algorithm=Scrypt',
      );
      return items.find((w) => w.coin === 'DOGE')?.proof?.status;
    })
    .toBe('proven');
  await page.goto('/workers');
  const workersTable = page.getByRole('table', { name: 'Workers' });
  const l7 = workersTable
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'l7', exact: true }) });
  await expect(workersTable.getByRole('columnheader', { name: /^Coin/ })).toBeVisible({ timeout: 30_000 });
  await expect(l7).toHaveCount(2);
  await expect(l7.filter({ hasText: 'LTC' })).toHaveCount(1);
  await expect(l7.filter({ hasText: 'DOGE' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'Coin' }).selectOption('DOGE');
  await expect(page).toHaveURL(/[?&]coin=DOGE(&|$)/);
  await expect(l7).toHaveCount(1);
  await expect(l7).toContainText('DOGE');
  await expect(workersTable.getByRole('cell', { name: 'LTC', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Coin' })).toHaveValue('DOGE');
  await expect(l7).toHaveCount(1);
  await expect(l7).toContainText('DOGE');

  // On a phone the wide table scrolls in its own frame; the reject cells' words for screen readers stay inside it.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/workers');
  await expect(l7).toHaveCount(2, { timeout: 30_000 });
  await expectNoSidewaysScroll(page, '/workers in front of Miningcore at 360 px');
});
