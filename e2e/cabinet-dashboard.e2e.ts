import type { Page } from '@playwright/test';
import { amountIn } from './support/amounts';
import { catalogs, htmlLang, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';
import { accessToken } from './support/tokens';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

// The dashboard signed in as demo on the e2e stack: what it shows is checked against the pool API's own answer,
// fetched with the page's token (never hard-coded: the simulator's figures move every minute).

interface Summary {
  workers: { online: number; offline: number; inactive: number };
  earnings: { coin: string; balance: string; totalPaid: string }[];
}

/** The pool API's answer for the signed-in user, with the token the page holds. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ p, token }) => {
      const response = await fetch(`/api/v1${p}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${p}: ${response.status}`);
      return (await response.json()) as T;
    },
    { p: path, token },
  ) as Promise<T>;
}

const tile = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] dd`).first();
const numberIn = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);

// A fresh stack's first account request writes 90 days of simulated history (pool-api simulator.ts) and takes
// seconds; every later one answers in milliseconds.
const tilesFilled = (page: Page) =>
  expect(page.getByTestId('dashboard-tiles')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });

async function expectTilesMatchApi(page: Page, algorithm: string, tag = 'en') {
  await tilesFilled(page);
  await expect(async () => {
    const summary = await apiGet<Summary>(page, `/account/summary?algorithm=${algorithm}`);
    for (const status of ['online', 'offline', 'inactive'] as const)
      await expect(tile(page, `workers.${status}`)).toHaveText(numberIn(tag, summary.workers[status]), {
        timeout: 1,
      });
    expect(summary.earnings.length).toBeGreaterThan(0);
    for (const e of summary.earnings) {
      await expect(tile(page, `${e.coin}.balance`)).toContainText(amountIn(tag, e.balance), { timeout: 1 });
      await expect(tile(page, `${e.coin}.totalPaid`)).toContainText(amountIn(tag, e.totalPaid), {
        timeout: 1,
      });
    }
  }).toPass({ timeout: 15_000 });
}

/**
 * At 360 px, once the tiles are filled: the page's own content stays within the screen (the shared header of the
 * layout is checked by its own suite), and nor does the cabinet's header (algorithm choice and account menu) make
 * the document wider. `path` is the page as opened, in its language.
 */
async function expectFitsPhone(page: Page, path: string) {
  await tilesFilled(page);
  await expect(page.locator('[data-stat$=".balance"]').first()).toBeVisible();
  await expectNoSidewaysScroll(page, `${path} at 360 px`);
}

test('the dashboard shows demo’s figures as the API gives them, and switching algorithm changes them', async ({
  page,
}) => {
  await signIn(page, '/dashboard', 'demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectTilesMatchApi(page, 'Scrypt');

  const payouts = await apiGet<{ items: { txId: string }[] }>(
    page,
    '/account/payouts?algorithm=Scrypt&pageSize=5',
  );
  const rows = page
    .getByRole('table', { name: catalogs.en['dashboard.recentPayouts.caption'] })
    .locator('tbody tr');
  await expect(rows).toHaveCount(Math.max(payouts.items.length, 1));
  await expect(page.getByRole('img', { name: /Hashrate, last 24 hours/ })).toBeVisible();

  await page.getByLabel(catalogs.en['algorithm.label'] ?? 'Algorithm').selectOption('SHA256');
  const sha = await apiGet<Summary>(page, '/account/summary?algorithm=SHA256');
  const coins = sha.earnings.map((e) => e.coin);
  // Only the coins of SHA256 (BTC) are on screen now, with their own figures.
  await expect(page.locator('[data-stat$=".balance"]')).toHaveCount(coins.length);
  await expectTilesMatchApi(page, 'SHA256');
  await page.getByLabel(catalogs.en['algorithm.label'] ?? 'Algorithm').selectOption('Scrypt');
});

for (const locale of ['ru', 'cn'] as const) {
  test(`the dashboard speaks ${locale}, formats its figures and names its charts for it, and fits a 360 px phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, `/${locale}/dashboard`, 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    await test.step('the tiles in the language, with the API’s figures in its number format', async () => {
      await expect(page.locator('[data-stat="workers.online"] dt')).toHaveText(
        catalogs[locale]['dashboard.workers.online'] ?? '',
      );
      await expectTilesMatchApi(page, 'Scrypt', htmlLang[locale]);
    });
    await test.step('each chart has a visible title that names it for assistive tech: hashrate, and daily earnings per coin', async () => {
      const t = catalogs[locale];
      const titles = [
        t['dashboard.hashrateChart'] ?? '',
        ...['LTC', 'DOGE'].map((coin) => (t['dashboard.earningsChart'] ?? '').replace('{coin}', coin)),
      ];
      for (const title of titles) {
        // The title is on screen as a heading, and the chart's region and figure carry it as their name.
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
        const region = page.getByRole('region', { name: title, exact: true });
        await expect(region.getByRole('figure', { name: title, exact: true })).toBeVisible();
      }
    });
    await test.step('no sideways scrolling at 360 px', () => expectFitsPhone(page, `/${locale}/dashboard`));
  });
}

test('the dashboard has no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/dashboard', 'demo');
  await tilesFilled(page);
  await expect(page.locator('[data-stat$=".balance"]').first()).toBeVisible();
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/dashboard with its tiles filled, in the ${theme} theme`, rules),
  );
});

// Lighthouse's phone: what the bench's /dashboard score is measured on.
const phone = { width: 412, height: 823 };

/**
 * A new tab of a signed-in miner (the session comes back through the provider's silent check, as after a browser
 * restart) on `/dashboard`, whose account summary answers `answerAfter` ms late, or once `answerAfter` resolves; it records
 * every layout shift. `replay`: the answer is the one the API gave the first tab a moment before, sent exactly then,
 * so the API's own time on a busy machine does not stretch a quick answer into a slow one; otherwise the request
 * goes on to the API then.
 */
async function openFreshTab(page: Page, answerAfter: number | Promise<void>, replay = false): Promise<Page> {
  await page.setViewportSize(phone);
  const firstSummary = page.waitForResponse((r) => r.url().includes('/api/v1/account/summary?') && r.ok());
  await signIn(page, '/dashboard', 'demo');
  await tilesFilled(page);
  const answer = await firstSummary;
  // The body as decoded: the encoding and length headers of the original would not describe it.
  const recorded = {
    status: answer.status(),
    contentType: (await answer.allHeaders())['content-type'],
    body: await answer.body(),
  };
  const tab = await page.context().newPage();
  await tab.setViewportSize(phone);
  await tab.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __lodeShifts: number[] }).__lodeShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await tab.route('**/api/v1/account/summary?*', async (route) => {
    await (typeof answerAfter === 'number'
      ? new Promise((resolve) => setTimeout(resolve, answerAfter))
      : answerAfter);
    if (replay) await route.fulfill(recorded);
    else await route.continue();
  });
  await tab.goto('/dashboard');
  return tab;
}

const layoutShift = (tab: Page) =>
  tab.evaluate(
    () =>
      new Promise<number>((resolve) =>
        // Two frames, so a shift of the last render is in the list.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (window as unknown as { __lodeShifts: number[] }).__lodeShifts.reduce((a, b) => a + b, 0),
            ),
          ),
        ),
      ),
  );

test('a fresh tab draws the dashboard once, in its final layout, when the figures come quickly', async ({
  page,
}) => {
  // 300 ms: a skeleton drawn at once would be on screen when the answer lands; the page holds its first draw
  // for 500 ms (useFirstLoadHeld), so the real answer is replayed on time whatever the API's load.
  const tab = await openFreshTab(page, 300, true);
  await tilesFilled(tab);
  // Demo always has an offline Scrypt worker: its warning sits above the figures, where it used to push them down.
  await expect(tab.getByText(/worker(s are| is) offline/)).toBeVisible();
  await expect(tab.locator('[data-stat$=".balance"]')).toHaveCount(2);
  expect(await layoutShift(tab)).toBeLessThanOrEqual(0.01);
});

test('a slow answer shows the skeleton of every tile, one per coin included, and the tiles keep their size', async ({
  page,
}) => {
  // The summary is held until the test has seen the skeletons.
  let release: () => void = () => {};
  const tab = await openFreshTab(page, new Promise<void>((resolve) => (release = resolve)));
  const tiles = tab.getByTestId('dashboard-tiles');
  await expect(tiles).toHaveAttribute('aria-busy', 'true');
  // The coin list answers at once: each Scrypt coin (LTC and merged DOGE) has its four tiles as skeletons.
  await expect(tab.locator('[data-stat$=".balance"]')).toHaveCount(2);
  const loadingBox = await tiles.boundingBox();
  release();
  await tilesFilled(tab);
  await expect(tab.locator('[data-stat$=".balance"]')).toHaveCount(2);
  const filledBox = await tiles.boundingBox();
  expect(filledBox?.height ?? 0).toBeCloseTo(loadingBox?.height ?? -1, 0);
});

test('signed out, the dashboard goes through sign-in and returns to itself, which fits a 360 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, '/dashboard?x=1', 'demo');
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  await expect(page.locator('[data-stat="workers.online"] dd')).not.toBeEmpty();
  await test.step('no sideways scrolling at 360 px', () => expectFitsPhone(page, '/dashboard'));
});

for (const locale of ['en', 'ru', 'cn'] as const) {
  test(`on a 390×844 phone in ${locale} the hashrate chart starts in the first 900 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, locale === 'en' ? '/dashboard' : `/${locale}/dashboard`, 'demo');
    await tilesFilled(page);
    const title = catalogs[locale]['dashboard.hashrateChart'] ?? '';
    const chart = page.getByRole('region', { name: title, exact: true });
    await expect(chart.getByRole('figure', { name: title, exact: true })).toBeVisible();
    // From the top of the page, not of the window: the page may have scrolled.
    const top = await chart.evaluate((region) => region.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThanOrEqual(900);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
