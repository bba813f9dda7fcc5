import type { Page } from '@playwright/test';
import { amountIn } from './support/amounts';
import { appReady, atIdp, catalogs, htmlLang } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';

// The home page (/) on the e2e stack: every figure of every coin card equals the pool API's answer that the page
// itself received (the simulated figures move with time, so nothing is hard-coded), formatted with the browser's
// own Intl as the page formats it; the chart draws the week the API answered; the calls to action reach the
// identity provider.

type Locale = keyof typeof catalogs;

interface ApiCoin {
  id: string;
  name: string;
  algorithm: string;
  mergedWith: string | null;
  scheme: string;
  poolFee: string;
  minPayout: string;
  poolHashrate: number;
  networkDifficulty: number;
  workers: number;
  miners: number;
  lastBlock: { height: number; time: string } | null;
  stratum: string[];
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Opens the home page and returns the coins the API answered the page with. */
async function openHome(page: Page, locale: Locale): Promise<ApiCoin[]> {
  const coins = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/v1/coins') && r.ok());
  await page.goto(`${prefix(locale)}/`);
  const body = (await (await coins).json()) as { items: ApiCoin[] };
  await appReady(page);
  return body.items;
}

/** Scrolls to the week's chart, which loads only near the viewport, and waits until its line is drawn. */
async function showChart(page: Page): Promise<void> {
  await page.locator('#home-chart').scrollIntoViewIfNeeded();
  await expect(
    page
      .getByRole('figure', { name: /Pool hashrate/ })
      .locator('svg path')
      .first(),
  ).toBeVisible();
}

/** What the page should show for a coin, formatted in the browser as @lode/i18n formats it. */
function expectedFigures(page: Page, tag: string, coin: ApiCoin) {
  return page.evaluate(
    ({ tag, coin }) => {
      const units = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'];
      let value = coin.poolHashrate;
      let unit = 0;
      while (unit < units.length - 1 && Number(value.toFixed(2)) >= 1000) {
        value /= 1000;
        unit += 1;
      }
      const n = (v: number, o: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(tag, o).format(v);
      return {
        // The tile sets the figure and its unit apart: "243.43" then "TH/s".
        poolHashrate: `${n(value, { maximumFractionDigits: 2 })}${units[unit]}`,
        networkDifficulty: n(coin.networkDifficulty, { notation: 'compact', maximumFractionDigits: 2 }),
        miners: n(coin.miners),
        workers: n(coin.workers),
        fee: n(Number(coin.poolFee), { style: 'percent', maximumFractionDigits: 2 }),
        lastBlock: coin.lastBlock
          ? `#${coin.lastBlock.height} · ${new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(coin.lastBlock.time))}`
          : null,
      };
    },
    { tag, coin },
  );
}

// One context for the three languages (the page is the same, its words and formats differ), on a small phone's
// screen, where the English page is checked for what a phone needs (what the figures show does not depend on the
// width).
test(`/ shows every coin's live figures exactly as the API answered them, in each language, at ${phoneScreen.width} px`, async ({
  page,
}) => {
  await page.setViewportSize(phoneScreen);
  for (const locale of ['en', 'ru', 'cn'] as const) {
    const path = `${prefix(locale)}/`;
    await test.step(`${path} (${locale})`, async () => {
      const coins = await openHome(page, locale);
      expect(coins.map((c) => c.id)).toEqual(['LTC', 'DOGE', 'BTC']);
      const t = catalogs[locale];
      for (const coin of coins) {
        const card = page.locator(`section[data-coin="${coin.id}"]`);
        await expect(card.getByRole('heading', { level: 3 })).toContainText(`${coin.name}`);
        await expect(card.getByRole('heading', { level: 3 })).toContainText(coin.id);
        const want = await expectedFigures(page, htmlLang[locale], coin);
        for (const stat of ['poolHashrate', 'networkDifficulty', 'miners', 'workers'] as const)
          await expect(card.locator(`[data-stat="${stat}"] dd`).first()).toHaveText(want[stat]);
        await expect(card.locator('[data-term="scheme"]')).toHaveText(coin.scheme);
        await expect(card.locator('[data-term="fee"]')).toHaveText(want.fee);
        await expect(card.locator('[data-term="minPayout"]')).toHaveText(
          amountIn(htmlLang[locale], coin.minPayout, coin.id),
        );
        await expect(card.locator('[data-term="lastBlock"]')).toHaveText(
          want.lastBlock ?? t['home.coin.noBlock'] ?? '',
        );
        await expect(card.locator('code')).toHaveText(coin.stratum);
        if (coin.mergedWith) await expect(card).toContainText(coin.mergedWith);
      }
      await test.step(`usable at ${phoneScreen.width} px: nothing wider than the screen, figures and addresses whole`, async () => {
        await expect(page.locator('section[data-coin="LTC"] code').first()).toHaveText(/^stratum\+tcp:\/\//);
        await expectNoSidewaysScroll(page, path);
        for (const coin of coins) {
          const card = page.locator(`section[data-coin="${coin.id}"]`);
          // The hashrate's unit stays on its figure's line: its box lies within the figure's line box (the two are
          // set on a common baseline at different sizes, so their tops differ by the sizes' difference).
          const [figure, unit] = await card
            .locator('[data-stat="poolHashrate"] dd')
            .first()
            .locator(':scope > span')
            .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON() as DOMRect));
          if (!figure || !unit) throw new Error(`${path}: the ${coin.id} hashrate has no figure and unit`);
          expect(
            unit.top >= figure.top - 0.5 && unit.bottom <= figure.bottom + 0.5,
            `${path}: the ${coin.id} hashrate's unit (top ${unit.top}) shares its figure's line (${figure.top}–${figure.bottom})`,
          ).toBe(true);
          // The minimum payout, eight decimals and the ticker, shows whole beside its name.
          expect(
            await card.locator('[data-term="minPayout"]').evaluate((el) => el.scrollWidth <= el.clientWidth),
            `${path}: the ${coin.id} minimum payout shows whole at ${phoneScreen.width} px`,
          ).toBe(true);
          // Every stratum address shows whole (it wraps), nothing cut off at either edge or under the box.
          const clipped = await card
            .locator('code')
            .evaluateAll((codes) =>
              codes
                .filter((el) => el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth)
                .map((el) => el.textContent),
            );
          expect(
            clipped,
            `${path}: the ${coin.id} stratum addresses show whole at ${phoneScreen.width} px`,
          ).toEqual([]);
        }
      });
    });
  }
});

test('/ paints its sections from the HTML rendered at build, before any API answer', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const key of ['home.about.title', 'home.figures.title', 'home.start.title'])
    expect(html).toContain(catalogs.en[key]);
  // The figures are skeletons in that HTML: the page never waits for the API to paint.
  expect(html).toContain('aria-busy="true"');
  // Nothing lazy was left for the browser to render instead (React's note, with the build's stack, when it is).
  expect(html).not.toContain('Switched to client rendering');
});

test('/ draws the pool hashrate of the last 7 days from the API, and the stratum address copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const history = page.waitForResponse(
    (r) => /\/api\/v1\/coins\/LTC\/history$/.test(new URL(r.url()).pathname) && r.ok(),
  );
  await openHome(page, 'en');
  await page.locator('#home-chart').scrollIntoViewIfNeeded();
  const { points, range, interval } = (await (await history).json()) as {
    points: unknown[];
    range: string;
    interval: string;
  };
  expect([range, interval]).toEqual(['7d', '1h']);
  expect(points.length).toBeGreaterThanOrEqual(167);
  const chart = page.getByRole('figure', { name: /Pool hashrate, last 7 days \(Scrypt/ });
  await expect(chart).toBeVisible();
  await expect(chart).not.toHaveAttribute('aria-busy', 'true');
  await expect(chart.locator('svg path').first()).toBeVisible();

  const ltc = page.locator('section[data-coin="LTC"]');
  const copy = ltc.getByRole('button', { name: 'Copy' }).first();
  await copy.click();
  await expect(ltc.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await ltc.locator('code').first().textContent(),
  );
  // The confirmation resets after a second.
  await expect(ltc.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 5_000 });
});

test('/ sends "Create an account" to the provider’s registration and "Sign in" to its login, in Russian', async ({
  page,
}) => {
  await openHome(page, 'ru');
  const t = catalogs.ru;
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t['home.start.register'] }).click();
  await page.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
  await expect(page.locator('#kc-register-form')).toBeVisible();
  await openHome(page, 'ru');
  await main.getByRole('button', { name: t['home.start.signIn'] }).click();
  await page.waitForURL((url) => atIdp(url), { waitUntil: 'commit' });
  await expect(page.locator('#username')).toBeVisible();
  await expect(page.locator('#kc-register-form')).toHaveCount(0);
});

test('/ has no axe violations in either theme, figures and chart loaded', async ({ page }) => {
  await openHome(page, 'en');
  await expect(page.locator('section[data-coin="BTC"]')).toBeVisible();
  await showChart(page);
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/ with its figures and chart, in the ${theme} theme`, rules),
  );
});

// A phone in Russian too: there the copy buttons are widest, and a narrow card puts each under its address.
for (const [path, width] of [
  ['/', 1280],
  ['/ru', phoneScreen.width],
] as const) {
  test(`${path} keeps its layout when the figures arrive at ${width} px: the skeleton cards have the cards’ size`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/v1\/coins$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await appReady(page);
    const figures = page.locator('section[aria-labelledby="home-figures"] ul').first();
    const chartTitle = page.locator('#home-chart');
    // boundingBox() does not wait: the skeleton must be laid out (the lazy figures' fallback may just be swapping in).
    await expect(figures).toBeVisible();
    await expect(chartTitle).toBeVisible();
    const before = { figures: await figures.boundingBox(), chart: await chartTitle.boundingBox() };
    release();
    await expect(page.locator('section[data-coin="BTC"]')).toBeVisible();
    await expect(page.locator('section[data-coin="BTC"] code').first()).toContainText('stratum');
    const after = { figures: await figures.boundingBox(), chart: await chartTitle.boundingBox() };
    if (!before.figures || !before.chart || !after.figures || !after.chart)
      throw new Error('A box was not laid out');
    expect(after.figures.height).toBeCloseTo(before.figures.height, 0);
    expect(after.chart.y).toBeCloseTo(before.chart.y, 0);
  });
}

test('/ loads the chart’s code and week of history only when the visitor scrolls near it, in the skeleton’s room', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/history') || /PoolHashrateChart/.test(pathname)) asked.push(pathname);
  });
  await openHome(page, 'en');
  await expect(page.locator('section[data-coin="BTC"]')).toBeVisible();
  // Far below the fold (about 1,600 px down at 1280 × 720): nothing of the chart is asked for while it is out of sight.
  // The observer reports the chart's distance from the viewport within a frame of observing it: after two frames
  // it has decided, and the chart is still a skeleton with nothing asked for.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.getByRole('figure', { name: /Pool hashrate/ })).toHaveCount(0);
  expect(asked).toEqual([]);
  const skeleton = page.locator('#home-chart + div');
  // Where the next section starts in the document (boundingBox is relative to the viewport, which scrolls).
  const startTop = () =>
    page.locator('#home-start').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect((await skeleton.boundingBox())?.height).toBeGreaterThanOrEqual(280);
  const before = await startTop();

  await showChart(page);
  expect(asked.some((path) => path.endsWith('/api/v1/coins/LTC/history'))).toBe(true);
  // The chart took the skeleton's place: the section after it did not move.
  expect(await startTop()).toBeCloseTo(before, 0);
});
