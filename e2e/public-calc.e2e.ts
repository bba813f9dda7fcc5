import type { Page } from '@playwright/test';
import { amountIn } from './support/amounts';
import { catalogs, htmlLang } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';

// The calculator (/calc) against the PPS+ formula, written out again here on purpose: the
// page's figures must equal u·H·86,400·R/(D·2^32)·(1−φ) on the very coin figures the API answered the page with.

type Locale = keyof typeof catalogs;

interface ApiCoin {
  id: string;
  mergedWith: string | null;
  blockReward: string;
  networkDifficulty: number;
  priceUsd: string;
  poolFee: string;
}

interface InputSet {
  hashrate: string;
  unit: 'kH/s' | 'MH/s' | 'GH/s' | 'TH/s';
  power: string;
  electricityPrice: string;
  poolFee: string;
  hardwareCost: string;
}

const unitFactor = { 'kH/s': 1e3, 'MH/s': 1e6, 'GH/s': 1e9, 'TH/s': 1e12 } as const;

const sets: [Locale, InputSet][] = [
  [
    'en',
    { hashrate: '9.5', unit: 'GH/s', power: '3400', electricityPrice: '0.1', poolFee: '2', hardwareCost: '' },
  ],
  [
    'ru',
    {
      hashrate: '750',
      unit: 'MH/s',
      power: '900',
      electricityPrice: '0.05',
      poolFee: '1.5',
      hardwareCost: '1200',
    },
  ],
  [
    'cn',
    {
      hashrate: '0.2',
      unit: 'TH/s',
      power: '70000',
      electricityPrice: '0.12',
      poolFee: '0',
      hardwareCost: '250000',
    },
  ],
];

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Opens the calculator with `query` and returns the coins the page was given by the API. */
async function openCalc(page: Page, locale: Locale, query: string): Promise<ApiCoin[]> {
  const coins = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/v1/coins') && r.ok());
  await page.goto(`${prefix(locale)}/calc${query ? `?${query}` : ''}`);
  const body = (await (await coins).json()) as { items: ApiCoin[] };
  return body.items;
}

const money = (locale: Locale, value: number) =>
  new Intl.NumberFormat(htmlLang[locale], { style: 'currency', currency: 'USD' }).format(value);

// One context for the three languages and their sets of inputs, on a small phone's screen, where the English page is
// also checked for what a phone needs (what the results show does not depend on the width).
test(`/calc gives the formula's figures for a day, week and month, in each language, at ${phoneScreen.width} px`, async ({
  page,
}) => {
  await page.setViewportSize(phoneScreen);
  for (const [locale, set] of sets) {
    await test.step(`${prefix(locale)}/calc (${locale}): ${set.hashrate} ${set.unit}`, async () => {
      const query = new URLSearchParams({ ...set }).toString();
      const coins = await openCalc(page, locale, query);
      const mined = coins.filter((c) => c.id === 'LTC' || c.mergedWith === 'LTC');
      expect(mined.map((c) => c.id)).toContain('DOGE');
      const h = Number(set.hashrate) * unitFactor[set.unit];
      const fee = Number(set.poolFee) / 100;
      const perDay = mined.map((c) => {
        const amount = ((h * 86_400 * Number(c.blockReward)) / (c.networkDifficulty * 2 ** 32)) * (1 - fee);
        return { id: c.id, amount, usd: amount * Number(c.priceUsd) };
      });
      const power = (Number(set.power) / 1000) * 24 * Number(set.electricityPrice);
      const revenue = perDay.reduce((s, c) => s + c.usd, 0);
      const table = page.getByRole('table');
      const days = [1, 7, 30];
      for (const coin of perDay) {
        await expect(
          table.getByRole('row', { name: new RegExp(`^${coin.id} `) }).getByRole('cell'),
        ).toHaveText(days.map((d) => amountIn(htmlLang[locale], coin.amount * d, coin.id)));
      }
      const t = catalogs[locale];
      for (const [key, value] of [
        ['calc.row.revenue', revenue],
        ['calc.row.powerCost', power],
        ['calc.row.profit', revenue - power],
      ] as const) {
        await expect(table.getByRole('row', { name: t[key] }).getByRole('cell')).toHaveText(
          days.map((d) => money(locale, value * d)),
        );
      }
      const profit = revenue - power;
      const hardware = Number(set.hardwareCost);
      if (hardware > 0 && profit > 0) {
        const n = Math.ceil(hardware / profit);
        const label = t['calc.breakEven.days']?.split(/[:：]/)[0] ?? '';
        await expect(page.locator('p', { hasText: new RegExp(`^${label}`) })).toContainText(
          new Intl.NumberFormat(htmlLang[locale]).format(n),
        );
      }
      if (locale === 'en')
        await test.step(`usable at ${phoneScreen.width} px: nothing wider than the screen, results readable`, async () => {
          await expect(page.getByRole('table')).toBeVisible();
          await expectNoSidewaysScroll(page, `${prefix(locale)}/calc`);
          await expect(page.getByRole('spinbutton', { name: 'Hashrate', exact: true })).toBeInViewport();
        });
    });
  }
});

// A month of Dogecoin from a large rig: the longest amounts the results show (eight decimals and the ticker).
const largeRig = 'hashrate=950&unit=GH%2Fs&power=340000&electricityPrice=0.1&hardwareCost=2500000';

test(`/calc results fit a ${phoneScreen.width} px screen in each language: no sideways scroll, amounts at full size`, async ({
  page,
}) => {
  for (const locale of ['en', 'ru', 'cn'] as const) {
    await test.step(`${prefix(locale)}/calc (${locale})`, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openCalc(page, locale, largeRig);
      const cell = page
        .getByRole('row', { name: /^DOGE / })
        .getByRole('cell')
        .last();
      await expect(cell).toContainText('DOGE');
      const desktopSize = await cell.evaluate((node) => getComputedStyle(node).fontSize);
      await page.setViewportSize(phoneScreen);
      const found = await page.evaluate(() => {
        const results = document.querySelector('section[aria-labelledby="calc-results"]');
        const table = results?.querySelector('table');
        const wrap = table?.parentElement;
        // What sits in a visually hidden box (one clipped pixel, for screen readers) is not drawn.
        const hidden = (node: Element) => {
          for (let box: Element | null = node; box && box !== results; box = box.parentElement) {
            if (box.getBoundingClientRect().width <= 1 && getComputedStyle(box).overflow === 'hidden')
              return true;
          }
          return false;
        };
        const wide = Array.from(results?.querySelectorAll('*') ?? [])
          .filter((node) => !hidden(node))
          .filter((node) => {
            const box = node.getBoundingClientRect();
            return box.width > innerWidth || box.left < 0 || box.right > innerWidth;
          })
          .map((node) => `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`);
        return {
          page: document.documentElement.scrollWidth - innerWidth,
          wrap: wrap ? wrap.scrollWidth - wrap.clientWidth : null,
          wide,
        };
      });
      expect(found.page, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
      expect(found.wrap, 'the results table does not scroll sideways in its box').toBe(0);
      expect(found.wide, 'no element of the results is wider than the screen or past its edges').toEqual([]);
      // Every amount is still there whole, in its row, at the size it has on a desktop, in tabular figures.
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
      expect(await cell.evaluate((node) => getComputedStyle(node).fontSize)).toBe(desktopSize);
      expect(await cell.evaluate((node) => getComputedStyle(node).fontVariantNumeric)).toBe('tabular-nums');
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4);
    });
  }
});

test('/calc shows the default field messages for bad input and no results until they are fixed', async ({
  page,
}) => {
  await openCalc(page, 'en', '');
  const hashrate = page.getByRole('spinbutton', { name: 'Hashrate', exact: true });
  await hashrate.fill('abc');
  await expect(page.getByText('This field can only contain numbers')).toBeVisible();
  await expect(hashrate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Correct the fields marked above to see the results.')).toBeVisible();
  await hashrate.fill('');
  await expect(page.getByText('This field is required')).toBeVisible();
  await hashrate.fill('0');
  await expect(page.getByText('Enter a hashrate above zero')).toBeVisible();
  await hashrate.fill('5');
  await page.getByRole('spinbutton', { name: 'Pool fee' }).fill('150');
  await expect(page.getByText('Enter a value from 0 to 100')).toBeVisible();
});

test('/ru/calc speaks Russian in its field messages', async ({ page }) => {
  await openCalc(page, 'ru', 'hashrate=x');
  await expect(page.getByText(catalogs.ru['calc.error.numeric'] ?? '')).toBeVisible();
});

test('/calc keeps its inputs in the address: edits change the URL and the URL restores them after a reload', async ({
  page,
}) => {
  await openCalc(page, 'en', '');
  await page.getByRole('spinbutton', { name: 'Hashrate', exact: true }).fill('12');
  await page.getByRole('spinbutton', { name: 'Power draw' }).fill('2500');
  await page.getByRole('combobox', { name: 'Hashrate unit' }).selectOption('MH/s');
  await expect(page).toHaveURL(/hashrate=12&.*power=2500.*unit=MH%2Fs/);
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Hashrate', exact: true })).toHaveValue('12');
  await expect(page.getByRole('spinbutton', { name: 'Power draw' })).toHaveValue('2500');
  await expect(page.getByRole('combobox', { name: 'Hashrate unit' })).toHaveValue('MH/s');
  // The coin figures move with the simulated network, so the restored results are checked for presence here; the
  // tests above check their values against the formula.
  await expect(page.getByRole('row', { name: /^LTC / })).toBeVisible();
});

test('/calc has no axe violations in either theme, results and errors shown', async ({ page }) => {
  await openCalc(page, 'en', 'hardwareCost=abc');
  await expect(page.getByText('This field can only contain numbers')).toBeVisible();
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/calc with a field error shown, in the ${theme} theme`, rules),
  );
  await page.goto('/calc');
  await expect(page.getByRole('table')).toBeVisible();
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/calc with its results, in the ${theme} theme`, rules),
  );
});

for (const width of [phoneScreen.width, 1280]) {
  test(`/calc keeps the results' room while the figures load: nothing below moves when they arrive, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The coin figures are held back until the page has painted its placeholder.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/coins*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/calc');
    const formula = page.getByRole('heading', { name: 'How it is computed' });
    const results = page.getByRole('region', { name: 'Earnings and costs per day, week and month' });
    await expect(formula).toBeVisible();
    await expect(results).toHaveCount(0);
    const before = await formula.boundingBox();
    release();
    await expect(results).toBeVisible();
    await expect(page.getByText(/^Prices and difficulties as of/)).toBeVisible();
    expect(await formula.boundingBox()).toEqual(before);
  });
}
