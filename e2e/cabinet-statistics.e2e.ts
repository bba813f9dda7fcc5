import type { Page } from '@playwright/test';
import { catalogs, htmlLang, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { amountIn } from './support/amounts';
import { apiGet, dayBefore } from './support/cabinetReports';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 150_000 });
// A browser east of UTC, so local times and days differ from UTC ones.
const localZone = 'Asia/Shanghai';
test.use({ timezoneId: localZone });

// The statistics page signed in as demo: its averages, rows and earnings checked against the pool API's own answer
// (fetched with the page's token), the period, time basis and coin in the URL.

interface Point {
  time: string;
  hashrate: number;
  rejectedHashrate: number;
  staleHashrate: number;
}

const intervals = { '24h': '10m', '7d': '1h', '30d': '1d' } as const;
const shownPoints = (page: Page) =>
  page.locator('[data-point]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-point') ?? ''));
const tile = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] dd`).first();
const loaded = (page: Page) =>
  expect(page.getByTestId('statistics-tiles')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });

/** A hashrate as the tiles show it: the unit that keeps it under 1000, two decimals (trailing zeros kept). */
function hashrateIn(locale: string, hashesPerSecond: number): string {
  const units = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'];
  let unit = 0;
  let value = Math.abs(hashesPerSecond);
  while (unit < units.length - 1 && Number(value.toFixed(2)) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.sign(hashesPerSecond) * value,
  );
  return `${text}\u00a0${units[unit]}`;
}

/**
 * The rows (newest 24) and the averages are the API's for that period and zone. The simulator adds a minute of
 * work every minute: when the page's answer and ours straddle one, reload and compare again.
 */
async function expectMatchesApi(
  page: Page,
  {
    range,
    tz,
    algorithm = 'Scrypt',
    locale = 'en',
  }: { range: keyof typeof intervals; tz: string; algorithm?: string; locale?: string },
) {
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      await page.reload();
      await loaded(page);
    }
    const api = await apiGet<{ points: Point[] }>(
      page,
      `/account/hashrate?algorithm=${algorithm}&range=${range}&interval=${intervals[range]}&tz=${encodeURIComponent(tz)}`,
    );
    expect(api.points.length).toBeGreaterThan(0);
    await expect
      .poll(() => shownPoints(page), { timeout: 5_000 })
      .toEqual(
        [...api.points]
          .reverse()
          .slice(0, 24)
          .map((p) => p.time),
      );
    const mean = api.points.reduce((sum, p) => sum + p.hashrate, 0) / api.points.length;
    await expect(tile(page, 'average.accepted')).toContainText(hashrateIn(locale, mean), { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

const dateTime = (locale: string, iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    Date.parse(iso),
  );

test('statistics: the API’s hashrate by period in local time or UTC, and its daily earnings per coin, held in the URL', async ({
  page,
}) => {
  await signIn(page, '/statistics', 'demo');
  await loaded(page);

  await test.step('the last 24 hours in local time', async () => {
    await expect(page.getByRole('button', { name: `Local time (${localZone})` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectMatchesApi(page, { range: '24h', tz: localZone });
    await expect(page.getByRole('img', { name: /Hashrate, last 24 hours/ })).toBeVisible();
  });

  await test.step('times follow the switch: the same period start in Shanghai time, then in UTC', async () => {
    const first = page.locator('[data-point]').first();
    const iso = (await first.getAttribute('data-point')) ?? '';
    await expect(first).toHaveText(dateTime('en', iso, localZone));
    await page.getByRole('button', { name: 'UTC', exact: true }).click();
    await expect(page).toHaveURL(/time=utc/);
    await expect(page.locator(`[data-point="${iso}"]`)).toHaveText(dateTime('en', iso, 'UTC'));
  });

  await test.step('30 days of daily buckets cut at UTC midnight; the choice survives a reload', async () => {
    await page.getByRole('button', { name: '30 days' }).click();
    await expect(page).toHaveURL(/range=30d/);
    await expectMatchesApi(page, { range: '30d', tz: 'UTC' });
    await page.reload();
    await loaded(page);
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'UTC', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectMatchesApi(page, { range: '30d', tz: 'UTC' });
  });

  await test.step('local daily buckets start at Shanghai midnight (16:00 UTC the day before)', async () => {
    await page.getByRole('button', { name: `Local time (${localZone})` }).click();
    await expect(page).not.toHaveURL(/time=utc/);
    await expectMatchesApi(page, { range: '30d', tz: localZone });
    expect((await shownPoints(page))[0]).toMatch(/T16:00:00/);
  });

  await test.step('switching the algorithm shows SHA256’s own figures', async () => {
    await page.getByLabel(catalogs.en['algorithm.label'] ?? 'Algorithm').selectOption('SHA256');
    await expectMatchesApi(page, { range: '30d', tz: localZone, algorithm: 'SHA256' });
    await page.getByLabel(catalogs.en['algorithm.label'] ?? 'Algorithm').selectOption('Scrypt');
  });

  await test.step('daily earnings per coin, DOGE merge-mined on LTC, the coin in the URL', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const accruals = await apiGet<{ items: { coin: string; amount: string }[] }>(
      page,
      `/account/accruals?algorithm=Scrypt&from=${dayBefore(today, 29)}&to=${today}&pageSize=200`,
    );
    const total = (coin: string) => {
      const units = accruals.items
        .filter((a) => a.coin === coin)
        .reduce((t, a) => t + BigInt(a.amount.replace('.', '')), 0n);
      const text = units.toString().padStart(9, '0');
      return `${text.slice(0, -8)}.${text.slice(-8)}`;
    };
    await expect(tile(page, 'LTC.total30d')).toContainText(amountIn('en', total('LTC')), {
      timeout: 30_000,
    });
    await page.getByLabel('Coin', { exact: true }).selectOption('DOGE');
    await expect(page).toHaveURL(/coin=DOGE/);
    await expect(tile(page, 'DOGE.total30d')).toContainText(amountIn('en', total('DOGE')));
    await expect(page.getByText('DOGE is merge-mined on LTC work')).toBeVisible();
    await expect(page.getByRole('img', { name: /Earnings per day, last 30 days \(DOGE\)/ })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Coin', { exact: true })).toHaveValue('DOGE');
  });
});

for (const locale of ['ru', 'cn'] as const) {
  test(`statistics speak ${locale}, format hashrates for it and fit a 360 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, `/${locale}/statistics`, 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    await loaded(page);
    await test.step('no sideways scrolling at 360 px', () =>
      expectNoSidewaysScroll(page, `/${locale}/statistics at 360 px`));
    await expect(page.getByRole('button', { name: catalogs[locale]['statistics.range.7d'] })).toBeVisible();
    await expectMatchesApi(page, { range: '24h', tz: localZone, locale: htmlLang[locale] });
  });
}

test('statistics have no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/statistics', 'demo');
  await loaded(page);
  await expect(page.locator('[data-stat$=".total30d"] dd').first()).not.toBeEmpty({ timeout: 30_000 });
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/statistics in the ${theme} theme`, rules),
  );
});
