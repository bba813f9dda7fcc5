import type { Locator, Page } from '@playwright/test';
import { amountIn } from './support/amounts';
import { appReady, catalogs, htmlLang } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';

// The top page (/top) on the e2e stack: both tables show exactly what the pool API answered the page (top miners of
// the active algorithm, recent blocks), formatted with the browser's own Intl as the page formats them; sorting and
// the page live in the address and survive a reload; every block links to the explorer.

type Locale = keyof typeof catalogs;

interface ApiMiner {
  rank: number;
  miner: string;
  hashrate24h: number;
  workers: number;
}

interface ApiBlock {
  coin: string;
  height: number;
  time: string;
  reward: string;
  effort: number;
  status: 'pending' | 'confirmed' | 'orphaned';
  confirmations: number;
  requiredConfirmations: number;
  explorerUrl: string;
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
const pageSize = 25;

/** Opens /top (with `query`) and returns what the API answered the page with. */
async function openTop(page: Page, locale: Locale, query = '') {
  const miners = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/api/v1/top-miners') && r.ok(),
  );
  const blocks = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/v1/blocks') && r.ok());
  await page.goto(`${prefix(locale)}/top${query}`);
  const [m, b] = await Promise.all([miners, blocks]);
  await appReady(page);
  return {
    miners: ((await m.json()) as { items: ApiMiner[] }).items,
    blocks: ((await b.json()) as { items: ApiBlock[]; total: number }).items,
  };
}

const minersTable = (page: Page) => page.locator('[data-table="miners"]');
const blocksTable = (page: Page) => page.locator('[data-table="blocks"]');
const cells = (row: Locator) => row.locator('th, td');

/** The rows the page should show for these miners, formatted in the browser as @lode/i18n formats them. */
function minerRows(page: Page, tag: string, miners: ApiMiner[]) {
  return page.evaluate(
    ({ tag, miners }) => {
      const units = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s', 'PH/s', 'EH/s'];
      const n = new Intl.NumberFormat(tag);
      // A column keeps one precision: two decimals, trailing zeros kept.
      const two = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const hashrate = (h: number) => {
        let value = h;
        let unit = 0;
        while (unit < units.length - 1 && Number(value.toFixed(2)) >= 1000) {
          value /= 1000;
          unit += 1;
        }
        return `${two.format(value)}\u00a0${units[unit]}`;
      };
      return miners.map((m) => [n.format(m.rank), m.miner, hashrate(m.hashrate24h), n.format(m.workers)]);
    },
    { tag, miners },
  );
}

function blockRows(page: Page, tag: string, blocks: ApiBlock[], t: Record<string, string>) {
  const rewards = blocks.map((b) => amountIn(tag, b.reward, b.coin));
  return page.evaluate(
    ({ tag, blocks, t, rewards }) => {
      const n = new Intl.NumberFormat(tag);
      const pct = new Intl.NumberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
      return blocks.map((b, i) => [
        b.coin,
        String(b.height),
        date.format(Date.parse(b.time)),
        rewards[i] ?? '',
        pct.format(b.effort),
        t[`top.blocks.${b.status}`] ?? '',
        (t['top.blocks.confirmationsOf'] ?? '')
          .replace('{count}', n.format(b.confirmations))
          .replace('{required}', n.format(b.requiredConfirmations)),
      ]);
    },
    { tag, blocks, t, rewards },
  );
}

async function expectRows(table: Locator, rows: string[][]) {
  const body = table.locator('tbody tr');
  await expect(body).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) await expect(cells(body.nth(index))).toHaveText(row);
}

// One context for the three languages (the page is the same, its words and formats differ), on a small phone's
// screen, where the English page is also checked for its explorer links and for what a phone needs (what the tables
// show does not depend on the width: they scroll inside).
test(`/top shows the top miners and recent blocks exactly as the API answered them, in each language, at ${phoneScreen.width} px`, async ({
  page,
}) => {
  await page.setViewportSize(phoneScreen);
  for (const locale of ['en', 'ru', 'cn'] as const) {
    const path = `${prefix(locale)}/top`;
    await test.step(`${path} (${locale})`, async () => {
      const api = await openTop(page, locale);
      expect(api.miners).toHaveLength(100);
      const tag = htmlLang[locale];
      await expectRows(minersTable(page), await minerRows(page, tag, api.miners.slice(0, pageSize)));
      await expectRows(
        blocksTable(page),
        await blockRows(page, tag, api.blocks.slice(0, pageSize), catalogs[locale]),
      );
      // Masked: never a whole account name.
      for (const m of api.miners) expect(m.miner).toMatch(/^\w{3}\*\*\*\w{2}$/);
      if (locale === 'en') {
        await test.step('every block links to its block explorer in a new tab', async () => {
          const first = api.blocks[0];
          if (!first) throw new Error('the API listed no blocks');
          const link = blocksTable(page).getByRole('link', {
            name: `${first.coin} block ${first.height} in the block explorer (opens a new tab)`,
          });
          await expect(link).toHaveAttribute('href', first.explorerUrl);
          await expect(link).toHaveAttribute('target', '_blank');
          expect(first.explorerUrl).toMatch(
            new RegExp(`^https://blockchair\\.com/\\w+/block/${first.height}$`),
          );
        });

        await test.step(`usable at ${phoneScreen.width} px: the page never scrolls sideways (the tables scroll inside)`, async () => {
          await expect(blocksTable(page).locator('tbody tr')).toHaveCount(pageSize);
          await expectNoSidewaysScroll(page, path);
          await expect(minersTable(page).getByRole('button', { name: 'Next page' })).toBeVisible();
        });
      }
    });
  }
});

test('/top keeps each table’s sort and page in the address, and a reload restores them', async ({ page }) => {
  const api = await openTop(page, 'en');
  const miners = minersTable(page);
  await miners.getByRole('button', { name: 'Hashrate (24 h)' }).click();
  await expect(page).toHaveURL(/[?&]sort=hashrate&order=asc/);
  const ascending = [...api.miners].sort((a, b) => a.hashrate24h - b.hashrate24h);
  await expectRows(miners, await minerRows(page, 'en', ascending.slice(0, pageSize)));
  await miners.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=hashrate&order=asc/);

  const blocks = blocksTable(page);
  await blocks.getByRole('button', { name: 'Effort' }).click();
  await blocks.getByRole('button', { name: 'Effort' }).click();
  await expect(page).toHaveURL(/[?&]blocksSort=effort&blocksOrder=desc/);

  const again = await openTop(page, 'en', new URL(page.url()).search);
  await expect(page).toHaveURL(/[?&]page=2/);
  const sorted = [...again.miners].sort((a, b) => a.hashrate24h - b.hashrate24h);
  await expectRows(miners, await minerRows(page, 'en', sorted.slice(pageSize, 2 * pageSize)));
  await expect(miners.getByRole('columnheader', { name: 'Hashrate (24 h)' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(blocks.getByRole('columnheader', { name: 'Effort' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const byEffort = [...again.blocks].sort((a, b) => b.effort - a.effort);
  await expect(blocks.locator('tbody tr').first().locator('td').nth(3)).toHaveText(
    new Intl.NumberFormat('en', {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(byEffort[0]?.effort ?? 0),
  );
});

test('/top has no axe violations in either theme', async ({ page }) => {
  await openTop(page, 'en');
  await expect(minersTable(page).locator('tbody tr')).toHaveCount(pageSize);
  await expect(blocksTable(page).locator('tbody tr')).toHaveCount(pageSize);
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/top with both tables filled, in the ${theme} theme`, rules),
  );
});
