import type { Page } from '@playwright/test';
import { signIn } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { apiGet } from './support/cabinetReports';
import { expect, test } from './support/fixtures';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 180_000 });

// A worker's own chart on the workers page: chosen with the keyboard, held in the URL (`worker`), closed by Escape
// and by Back, its history the API's.

interface Worker {
  id: string;
  name: string;
}

async function firstWorker(page: Page): Promise<Worker> {
  const list = await apiGet<{ items: Worker[] }>(page, '/account/workers?algorithm=Scrypt&pageSize=200');
  const worker = list.items[0];
  if (!worker) throw new Error('demo has no workers');
  return worker;
}

const table = (page: Page) => page.getByRole('table', { name: 'Workers' });
const rowOf = (page: Page, name: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('a worker’s chart opens from its row with the keyboard, and Escape and Back close it', async ({
  page,
}) => {
  await signIn(page, '/workers', 'demo');
  await expect(table(page).locator('tbody tr th').first()).not.toBeEmpty({ timeout: 60_000 });
  const worker = await firstWorker(page);
  const history = await apiGet<{ points: unknown[] }>(
    page,
    `/account/workers/${worker.id}/hashrate?range=24h&interval=10m`,
  );
  expect(history.points.length).toBeGreaterThan(0);

  // Enter on the focused row opens the chart; the URL names the worker.
  await rowOf(page, worker.name).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Worker ${worker.name}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`worker=${worker.id}`));
  await expect(
    dialog.getByRole('img', { name: new RegExp(`Hashrate of ${worker.name}, last 24 hours`) }),
  ).toBeVisible();
  await expect(dialog.getByText('No data')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Escape closes it, forgets the worker and gives focus back to the row.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/worker=/);
  await expect(rowOf(page, worker.name)).toBeFocused();

  // Back closes it too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/worker=/);
});

test('a shared link opens a worker’s chart with its period, and closing keeps the list', async ({ page }) => {
  await signIn(page, '/workers', 'demo');
  await expect(table(page).locator('tbody tr th').first()).not.toBeEmpty({ timeout: 60_000 });
  const worker = await firstWorker(page);
  await page.goto(`/workers?worker=${worker.id}&workerRange=7d`);
  const dialog = page.getByRole('dialog', { name: `Worker ${worker.name}` });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('img', { name: /last 7 days/ })).toBeVisible();
  await dialog.getByRole('button', { name: '24 hours' }).click();
  await expect(page).not.toHaveURL(/workerRange=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/workers' && !url.search.includes('worker='));
  await expect(table(page).locator('tbody tr th').first()).not.toBeEmpty();
});

test('a worker’s chart has no axe violations in the dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, '/workers', 'demo');
  await expect(table(page).locator('tbody tr th').first()).not.toBeEmpty({ timeout: 60_000 });
  const worker = await firstWorker(page);
  await rowOf(page, worker.name).click();
  await expect(page.getByRole('dialog', { name: `Worker ${worker.name}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page);
});
