import type { Page } from '@playwright/test';
import { catalogs, htmlLang, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { amountIn } from './support/amounts';
import { apiGet, apiText, dayBefore, downloadedText } from './support/cabinetReports';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 120_000 });

// The payouts page signed in as demo: rows, filters, CSV and the next payout estimate checked against the pool
// API's own answer, fetched with the page's token (the simulator's figures move every minute: nothing hard-coded).

interface Payout {
  time: string;
  coin: string;
  amount: string;
  fee: string;
  txId: string;
  status: 'pending' | 'confirmed';
  explorerUrl: string;
}
type List<T> = { items: T[]; total: number };

const table = (page: Page, locale: 'en' | 'ru' | 'cn' = 'en') =>
  page.getByRole('table', { name: catalogs[locale]['payouts.caption'] });
const shownTx = (page: Page) =>
  table(page)
    .locator('a[data-tx]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-tx')));
const loaded = (page: Page) =>
  expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });

async function allPayouts(page: Page, algorithm: string): Promise<Payout[]> {
  const first = await apiGet<List<Payout>>(page, `/account/payouts?algorithm=${algorithm}&pageSize=200`);
  const items = [...first.items];
  for (let p = 2; items.length < first.total; p += 1)
    items.push(
      ...(await apiGet<List<Payout>>(page, `/account/payouts?algorithm=${algorithm}&pageSize=200&page=${p}`))
        .items,
    );
  return items;
}

test('payouts: the API’s rows and next payout estimate, per algorithm, filters in the URL, CSV equal to the table', async ({
  page,
}) => {
  await signIn(page, '/payouts', 'demo');
  await loaded(page);
  const all = await allPayouts(page, 'Scrypt');

  await test.step('the API’s rows, the transaction id linking to the coin’s explorer', async () => {
    expect(all.length).toBeGreaterThan(0);
    await expect.poll(() => shownTx(page)).toEqual(all.slice(0, 50).map((p) => p.txId));
    // The transaction id links to the coin's explorer in a new tab, without handing it the page.
    const link = table(page).locator('a[data-tx]').first();
    await expect(link).toHaveAttribute('href', all[0]?.explorerUrl ?? '');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(table(page).locator('tbody tr').first()).toContainText(amountIn('en', all[0]?.amount ?? ''));
  });

  await test.step('the next payout estimate says what it is based on', async () => {
    const summary = await apiGet<{ earnings: { coin: string; balance: string; todayEstimate: string }[] }>(
      page,
      '/account/summary?algorithm=Scrypt',
    );
    const wallets = await apiGet<List<{ coin: string; payoutThreshold: string; paused: boolean }>>(
      page,
      '/settings/wallets?algorithm=Scrypt',
    );
    for (const e of summary.earnings) {
      const wallet = wallets.items.find((w) => w.coin === e.coin);
      const tile = page.locator(`[data-stat="${e.coin}.nextPayout"]`);
      await expect(tile).toContainText(`Next payout (${e.coin})`, { timeout: 30_000 });
      if (wallet && !wallet.paused) {
        await expect(tile).toContainText(`threshold ${amountIn('en', wallet.payoutThreshold)} ${e.coin}`);
        await expect(tile).toContainText(`balance ${amountIn('en', e.balance)} ${e.coin}`);
        await expect(tile).toContainText('01:00–03:00 UTC');
      }
    }
  });

  await test.step('the algorithm switch shows SHA256’s rows, without Scrypt’s estimate', async () => {
    await page.getByLabel(catalogs.en['algorithm.label'] ?? 'Algorithm').selectOption('SHA256');
    const sha = await allPayouts(page, 'SHA256');
    if (sha.length > 0) await expect.poll(() => shownTx(page)).toEqual(sha.slice(0, 50).map((p) => p.txId));
    else await expect(page.getByText(/No payout matches/)).toBeVisible();
    await expect(page.locator('[data-stat="LTC.nextPayout"]')).toHaveCount(0);
    await page.getByLabel(catalogs.en['algorithm.label'] ?? 'Algorithm').selectOption('Scrypt');
    await expect.poll(() => shownTx(page)).toEqual(all.slice(0, 50).map((p) => p.txId));
  });

  const doge = all.filter((p) => p.coin === 'DOGE' && p.status === 'confirmed');
  await test.step('coin and status filters change the URL, narrow the rows to the API’s, and survive a reload', async () => {
    await page.getByLabel('Coin', { exact: true }).selectOption('DOGE');
    await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
    await expect(page).toHaveURL(/coin=DOGE/);
    await expect(page).toHaveURL(/status=confirmed/);
    await expect.poll(() => shownTx(page)).toEqual(doge.slice(0, 50).map((p) => p.txId));
    await page.reload();
    await expect(page.getByLabel('Coin', { exact: true })).toHaveValue('DOGE');
    await expect.poll(() => shownTx(page)).toEqual(doge.slice(0, 50).map((p) => p.txId));
  });

  const newest = doge[0]?.time ?? all[0]?.time ?? '';
  const from = dayBefore(newest, 9);
  const to = dayBefore(newest, 0);
  await test.step('a bad date or a reversed range is refused on its field', async () => {
    // A bad date shows the field's message and keeps what was typed; the URL keeps the last good range.
    await page.getByRole('textbox', { name: 'From' }).fill('2026-02-30');
    await page.getByRole('button', { name: 'Apply dates' }).click();
    await expect(page.getByText(/Invalid format: write the day as YYYY-MM-DD/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('2026-02-30');
    await expect(page).not.toHaveURL(/from=/);
    // The last day before the first is refused too.
    await page.getByRole('textbox', { name: 'From' }).fill(dayBefore(newest, 0));
    await page.getByRole('textbox', { name: 'To' }).fill(dayBefore(newest, 3));
    await page.getByRole('button', { name: 'Apply dates' }).click();
    await expect(page.getByText('The last day must not be before the first.')).toBeVisible();
  });

  const inRange = doge.filter((p) => p.time.slice(0, 10) >= from && p.time.slice(0, 10) <= to);
  await test.step('a good range is held in the URL, with the API’s payouts of those days', async () => {
    await page.getByRole('textbox', { name: 'From' }).fill(from);
    await page.getByRole('textbox', { name: 'To' }).fill(to);
    await page.getByRole('button', { name: 'Apply dates' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect.poll(() => shownTx(page)).toEqual(inRange.map((p) => p.txId));
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(to);
    await expect.poll(() => shownTx(page)).toEqual(inRange.map((p) => p.txId));
  });

  await test.step('the CSV is the API’s export of the same filters, with the table’s rows in its order', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('payouts-scrypt.csv');
    const csv = await downloadedText(Promise.resolve(saved));
    expect(csv).toBe(
      await apiText(
        page,
        `/account/payouts.csv?algorithm=Scrypt&coin=DOGE&status=confirmed&from=${from}&to=${to}`,
      ),
    );
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('time_utc,coin,amount,fee,address,tx_id,status,explorer_url');
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(await shownTx(page));
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual(
      inRange.map((p) => [p.time, p.coin, p.amount, p.fee].join(',')),
    );
    expect(new Set(lines.slice(1).map((line) => line.split(',')[6]))).toEqual(new Set(['confirmed']));
  });
});

for (const locale of ['ru', 'cn'] as const) {
  test(`payouts speak ${locale}, format amounts for it and fit a 360 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, `/${locale}/payouts`, 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    await expect(table(page, locale).locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
    await test.step('no sideways scrolling at 360 px', async () => {
      // The estimate's long sentence arrives with its own request: measure once it is on screen.
      await expect(page.locator('[data-stat$=".nextPayout"]').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('payouts-next')).not.toHaveAttribute('aria-busy', 'true');
      await expectNoSidewaysScroll(page, `/${locale}/payouts at 360 px`);
    });
    const all = await allPayouts(page, 'Scrypt');
    await expect(table(page, locale).locator('tbody tr').first()).toContainText(
      amountIn(htmlLang[locale], all[0]?.amount ?? ''),
    );
    // A download that fails says so in the page's language.
    await page.route(/\/api\/v1\/account\/payouts\.csv\?/, (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: catalogs[locale]['payouts.csv'] }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: catalogs[locale]['cabinet.download.failed'] ?? '' }),
    ).toBeVisible();
    // The table's own texts (its pager, when the payouts fill more than a page) are in the page's language too.
    if (all.length > 50) {
      await expect(
        page.getByRole('button', { name: catalogs[locale]['table.nextPage'] ?? '' }).first(),
      ).toBeVisible();
      await expect(page.getByText(/Rows per page|Page \d+ of \d+|Next page/)).toHaveCount(0);
    }
  });
}

test('payouts have no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/payouts', 'demo');
  await loaded(page);
  await expect(page.locator('[data-stat$=".nextPayout"]').first()).toBeVisible({ timeout: 30_000 });
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/payouts in the ${theme} theme`, rules),
  );
});
