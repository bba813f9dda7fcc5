import type { Page } from '@playwright/test';
import { catalogs, htmlLang, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { apiText, csvLines, downloadedText } from './support/cabinetReports';
import { expect, test } from './support/fixtures';
import { accessToken } from './support/tokens';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

// The workers page signed in as demo: rows, status filter, search and CSV checked against the pool API's answer
// (the file is the API's own workers.csv of the filters on screen).

interface WorkerList {
  items: { name: string; status: string }[];
  counts: { all: number; online: number; offline: number; inactive: number };
}

async function apiWorkers(page: Page, query: string): Promise<WorkerList> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ q, token }) => {
      const response = await fetch(`/api/v1/account/workers?algorithm=Scrypt&pageSize=200${q}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()) as WorkerList;
    },
    { q: query, token },
  ) as Promise<WorkerList>;
}

const table = (page: Page) => page.getByRole('table', { name: 'Workers' });
const rowNames = (page: Page) => table(page).locator('tbody tr th').allTextContents();
const csvButton = (page: Page) => page.getByRole('button', { name: 'Download CSV' });

test('the workers page lists, filters by status, searches and exports what the API has, one precision a column', async ({
  page,
}) => {
  await signIn(page, '/workers', 'demo');
  const all = await test.step('the API’s workers, with the stated offline threshold', async () => {
    await expect(page.getByText(/Offline: none for 10 minutes/)).toBeVisible();
    await expect(table(page).locator('tbody tr th').first()).not.toBeEmpty({ timeout: 30_000 });
    const listed = await apiWorkers(page, '');
    await expect
      .poll(() => rowNames(page).then((n) => n.sort()))
      .toEqual(listed.items.map((w) => w.name).sort());
    await expect(page.getByRole('button', { name: `All (${listed.counts.all})` })).toBeVisible();
    // Every worker on one coin (LTC): no coin column, no coin filter.
    await expect(table(page).getByRole('columnheader', { name: /^Coin/ })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Coin' })).toHaveCount(0);
    return listed;
  });

  await test.step('each figure column keeps one precision (14.20 GH/s above 14.67 GH/s)', async () => {
    const columns = await table(page).evaluate((element) => {
      const byColumn = new Map<number, string[]>();
      for (const row of element.querySelectorAll('tbody tr'))
        [...row.children].forEach((cell, index) => {
          const text = cell.textContent ?? '';
          if (/H\/s|%/.test(text)) byColumn.set(index, [...(byColumn.get(index) ?? []), text]);
        });
      return [...byColumn.values()];
    });
    // The three hashrate windows and the reject rate.
    expect(columns.length).toBe(4);
    for (const cells of columns) {
      const decimals = new Set(cells.map((text) => /[.,](\d+)/.exec(text)?.[1]?.length ?? 0));
      expect({ cells, decimals: [...decimals] }).toEqual({ cells, decimals: [2] });
    }
  });

  await test.step('the status filter is held in the URL, the rows the API’s offline workers', async () => {
    await page.getByRole('button', { name: /^Offline \(/ }).click();
    await expect(page).toHaveURL(/status=offline/);
    const offline = await apiWorkers(page, '&status=offline');
    if (offline.items.length > 0)
      await expect
        .poll(() => rowNames(page).then((n) => n.sort()))
        .toEqual(offline.items.map((w) => w.name).sort());
    else await expect(page.getByText(/No worker matches/)).toBeVisible();
  });

  await test.step('the CSV with a status filter on is the API’s file of the same query, in the table’s order', async () => {
    await page.getByRole('button', { name: /^Online \(/ }).click();
    await expect(page).toHaveURL(/status=online/);
    const online = await apiWorkers(page, '&status=online');
    expect(online.items.length).toBeGreaterThan(0);
    await expect.poll(() => rowNames(page)).toEqual(online.items.map((w) => w.name));
    const fileQuery = '/account/workers.csv?algorithm=Scrypt&status=online';
    // The simulator writes a minute of hashrate at a time: the file matches the API's export on one side of it.
    const before = await apiText(page, fileQuery);
    const download = page.waitForEvent('download');
    await csvButton(page).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('workers-Scrypt.csv');
    const csv = await downloadedText(Promise.resolve(saved));
    expect([before, await apiText(page, fileQuery)]).toContain(csv);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'name,coin,group,status,hashrate_10m,hashrate_1h,hashrate_24h,reject_rate,last_share',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(await rowNames(page));
    // The simulator's Scrypt workers all send their work to the LTC pool.
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1]))).toEqual(new Set(['LTC']));
    expect(new Set(lines.slice(1).map((line) => line.split(',')[3]))).toEqual(new Set(['online']));
  });

  await test.step('while the API writes the file the button is busy; a failed download says so, the next works', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fileRequest = /\/api\/v1\/account\/workers\.csv\?/;
    await page.route(fileRequest, async (route) => {
      await held;
      await route.abort('connectionfailed');
    });
    await csvButton(page).click();
    await expect(csvButton(page)).toHaveAttribute('aria-busy', 'true');
    release();
    const failure = page.getByRole('alert').filter({ hasText: 'The file could not be downloaded' });
    await expect(failure).toHaveText('The file could not be downloaded. Try again in a moment.');
    await expect(csvButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await page.unroute(fileRequest);
    const again = page.waitForEvent('download');
    await csvButton(page).click();
    expect((await csvLines(again))[0]).toMatch(/^name,coin,group,status,/);
    await expect(failure).toHaveCount(0);
    await page.getByRole('button', { name: /^All \(/ }).click();
  });

  await test.step('a search narrows the rows to the API’s matches, survives a reload and is in the file', async () => {
    const first = all.items[0]?.name ?? '';
    const part = first.slice(0, Math.max(3, first.length - 1));
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(part);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(part)}`));
    const found = await apiWorkers(page, `&search=${encodeURIComponent(part)}`);
    await expect
      .poll(() => rowNames(page).then((n) => n.sort()))
      .toEqual(found.items.map((w) => w.name).sort());
    await page.reload();
    await expect
      .poll(() => rowNames(page).then((n) => n.sort()))
      .toEqual(found.items.map((w) => w.name).sort());
    const searched = page.waitForEvent('download');
    await csvButton(page).click();
    expect(
      (await csvLines(searched))
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(await rowNames(page).then((n) => n.sort()));
  });
});

for (const locale of ['ru', 'cn'] as const) {
  test(`the workers page speaks ${locale} and lists the API's workers`, async ({ page }) => {
    await signIn(page, `/${locale}/workers`, 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    const localTable = page.getByRole('table', { name: catalogs[locale]['workers.caption'] });
    await expect(localTable.locator('tbody tr th').first()).not.toBeEmpty({ timeout: 30_000 });
    const all = await apiWorkers(page, '');
    await expect
      .poll(() =>
        localTable
          .locator('tbody tr th')
          .allTextContents()
          .then((n) => n.sort()),
      )
      .toEqual(all.items.map((w) => w.name).sort());
    const allTab = (catalogs[locale]['workers.tab.label'] ?? '')
      .replace('{label}', catalogs[locale]['workers.tab.all'] ?? '')
      .replace('{count}', new Intl.NumberFormat(htmlLang[locale]).format(all.counts.all));
    await expect(page.getByRole('button', { name: allTab })).toBeVisible();
  });
}

test('the workers page has no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/workers', 'demo');
  await expect(table(page).locator('tbody tr th').first()).not.toBeEmpty({ timeout: 30_000 });
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/workers with its table filled, in the ${theme} theme`, rules),
  );
});
