import type { Page } from '@playwright/test';
import { catalogs, htmlLang, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { amountIn } from './support/amounts';
import { apiGet, apiText, dayBefore, downloadedText } from './support/cabinetReports';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 120_000 });

// The accruals page signed in as demo: rows, totals, the date range and the CSV checked against the pool API's
// own answer (and its own accruals.csv), fetched with the page's token.

interface Accrual {
  date: string;
  coin: string;
  type: string;
  amount: string;
}

const table = (page: Page, locale: 'en' | 'ru' | 'cn' = 'en') =>
  page.getByRole('table', { name: catalogs[locale]['accruals.caption'], exact: true });
const shownKeys = (page: Page) =>
  page
    .locator('[data-accrual]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-accrual') ?? ''));
const keyOf = (a: Accrual) => `${a.date}|${a.coin}|${a.type}`;
const loaded = (page: Page) =>
  expect(page.getByTestId('accruals-totals')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });

/** An exact sum of 8-decimal amount strings, written back the same way. */
function sum(amounts: string[]): string {
  const units = amounts.reduce((t, a) => t + BigInt(a.replace('.', '')), 0n);
  const text = units.toString().padStart(9, '0');
  return `${text.slice(0, -8)}.${text.slice(-8)}`;
}

async function accruals(page: Page, algorithm: string, from: string, to: string): Promise<Accrual[]> {
  return (
    await apiGet<{ items: Accrual[] }>(
      page,
      `/account/accruals?algorithm=${algorithm}&from=${from}&to=${to}&pageSize=200`,
    )
  ).items;
}

async function setRange(page: Page, from: string, to: string, locale: 'en' | 'ru' | 'cn' = 'en') {
  await page.getByRole('textbox', { name: catalogs[locale]['reports.range.from'] }).fill(from);
  await page.getByRole('textbox', { name: catalogs[locale]['reports.range.to'] }).fill(to);
  await page.getByRole('button', { name: catalogs[locale]['reports.range.apply'] }).click();
}

test('accruals: the API’s rows and totals for a range held in the URL, CSV equal to the table and the API’s file', async ({
  page,
}) => {
  await signIn(page, '/accruals', 'demo');
  await loaded(page);
  const today = new Date().toISOString().slice(0, 10);
  // The default is the last 30 UTC days.
  const month = await accruals(page, 'Scrypt', dayBefore(today, 29), today);
  expect(month.length).toBeGreaterThan(0);
  await expect.poll(() => shownKeys(page)).toEqual(month.slice(0, 50).map(keyOf));

  // A bad day: the field says so and keeps it; the URL and the rows stay.
  await setRange(page, '2026-13-01', today);
  await expect(page.getByText(/Invalid format: write the day as YYYY-MM-DD/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('2026-13-01');
  await expect(page).not.toHaveURL(/from=/);
  await setRange(page, today, dayBefore(today, 5));
  await expect(page.getByText('The last day must not be before the first.')).toBeVisible();

  // Seven settled days: the URL holds them, the rows and totals are the API's, and a reload keeps them.
  const to = dayBefore(today, 1);
  const from = dayBefore(today, 7);
  await setRange(page, from, to);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  const week = await accruals(page, 'Scrypt', from, to);
  await expect.poll(() => shownKeys(page)).toEqual(week.map(keyOf));
  for (const coin of new Set(week.map((a) => a.coin)))
    await expect(page.locator(`[data-stat="${coin}.total"] dd`).first()).toContainText(
      amountIn('en', sum(week.filter((a) => a.coin === coin).map((a) => a.amount))),
    );
  await expect(page.getByRole('img', { name: /Accruals per day \(LTC\)/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(from);
  await expect.poll(() => shownKeys(page)).toEqual(week.map(keyOf));

  // CSV: the table's rows in its order, and byte for byte the API's own export of the same range.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await downloadedText(download);
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join('|'))).toEqual(await shownKeys(page));
  expect(csv).toBe(await apiText(page, `/account/accruals.csv?algorithm=Scrypt&from=${from}&to=${to}`));

  // Switching the algorithm shows its own rows (BTC for SHA256).
  await page.getByLabel(catalogs.en['algorithm.label'] ?? 'Algorithm').selectOption('SHA256');
  const sha = await accruals(page, 'SHA256', from, to);
  await expect.poll(() => shownKeys(page)).toEqual(sha.map(keyOf));
  expect(sha.every((a) => a.coin === 'BTC')).toBe(true);
  await page.getByLabel(catalogs.en['algorithm.label'] ?? 'Algorithm').selectOption('Scrypt');
});

for (const locale of ['ru', 'cn'] as const) {
  test(`accruals speak ${locale}, with totals in its number format, and fit a 360 px phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, `/${locale}/accruals`, 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    await loaded(page);
    await test.step('no sideways scrolling at 360 px', () =>
      expectNoSidewaysScroll(page, `/${locale}/accruals at 360 px`));
    const today = new Date().toISOString().slice(0, 10);
    const from = dayBefore(today, 3);
    const to = dayBefore(today, 1);
    await setRange(page, from, to, locale);
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    const rows = await accruals(page, 'Scrypt', from, to);
    await expect.poll(() => shownKeys(page)).toEqual(rows.map(keyOf));
    await expect(table(page, locale)).toBeVisible();
    const ltc = rows.filter((a) => a.coin === 'LTC').map((a) => a.amount);
    await expect(page.locator('[data-stat="LTC.total"] dd').first()).toContainText(
      amountIn(htmlLang[locale], sum(ltc)),
    );
  });
}

test('accruals have no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/accruals', 'demo');
  await loaded(page);
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/accruals in the ${theme} theme`, rules),
  );
});
