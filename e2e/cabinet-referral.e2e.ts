import type { Page } from '@playwright/test';
import { catalogs, htmlLang, signIn } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { apiAs } from './support/settingsPages';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/phone';

// A fresh stack's first account request writes 90 days of simulated history: allow for it.
test.describe.configure({ timeout: 90_000 });

// The referral page signed in as demo: what it shows is checked against the pool API's own answer.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface Referral {
  code: string;
  link: string;
  rate: string;
  referees: { name: string }[];
  rewards: { coin: string; total: string; days: { date: string; amount: string }[] };
}

const loaded = (page: Page) =>
  expect(page.getByTestId('referral-tiles')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
const tile = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] dd`).first();
const percentIn = (tag: string, ratio: string) =>
  new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(Number(ratio));

test('the link, code, rate, referees and rewards are the API’s, and the link copies', async ({ page }) => {
  await signIn(page, '/referral', 'demo');
  await loaded(page);
  const referral = await apiAs<Referral>(page, '/account/referral');
  await expect(page.getByTestId('referral-link')).toHaveText(referral.link);
  await expect(page.getByTestId('referral-code')).toHaveText(referral.code);
  await expect(tile(page, 'rate')).toHaveText(percentIn('en', referral.rate));
  await expect(tile(page, 'referees')).toHaveText(String(referral.referees.length));

  const referees = page.getByRole('table', { name: 'Your referees' });
  await expect(referees.locator('tbody th')).toHaveText(referral.referees.map((r) => r.name));
  const rewards = page.getByRole('table', { name: 'Referral rewards by day' });
  await expect(rewards.locator('tbody tr')).toHaveCount(Math.max(referral.rewards.days.length, 1));
  await expect(page.getByRole('img', { name: /Referral rewards per day/ })).toBeVisible();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(referral.link);
});

test('with no referees yet, the page says how to get some: share the link', async ({ page }) => {
  // Every simulated account has referees; this answer is the API's own with the list emptied.
  await page.route('**/api/v1/account/referral', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Referral;
    await route.fulfill({ response, json: { ...body, referees: [] } });
  });
  await signIn(page, '/referral', 'demo');
  await loaded(page);
  await expect(page.getByRole('heading', { name: 'No referees yet' })).toBeVisible();
  await expect(page.getByText(/Share your link with other miners/)).toBeVisible();
  await expect(tile(page, 'referees')).toHaveText('0');
});

for (const locale of ['ru', 'cn'] as const) {
  test(`the referral page speaks ${locale}, formats its figures for it and fits a 360 px phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, `/${locale}/referral`, 'demo');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    await loaded(page);
    await test.step('no sideways scrolling at 360 px', () =>
      expectNoSidewaysScroll(page, `/${locale}/referral at 360 px`));
    const referral = await apiAs<Referral>(page, '/account/referral');
    await expect(page.locator('[data-stat="rate"] dt')).toHaveText(catalogs[locale]['referral.rate'] ?? '');
    await expect(tile(page, 'rate')).toHaveText(percentIn(htmlLang[locale], referral.rate));
    await expect(
      page.getByRole('button', { name: catalogs[locale]['referral.copyLink'] ?? '' }),
    ).toBeVisible();
  });
}

test('the referral page has no axe violations in either theme', async ({ page }) => {
  await signIn(page, '/referral', 'demo');
  await loaded(page);
  await expect(page.getByRole('img', { name: /Referral rewards per day/ })).toBeVisible();
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/referral with its chart, in the ${theme} theme`, rules),
  );
});
