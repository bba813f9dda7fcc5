import { catalogs } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';

// The FAQ (/faq): an accordion of disclosure widgets whose answers open from a deep link, in every language.

for (const [locale, prefix] of [
  ['en', ''],
  ['ru', '/ru'],
  ['cn', '/cn'],
] as const) {
  test(`${prefix}/faq#payout-schedule opens that answer and leaves the others closed (${locale})`, async ({
    page,
  }) => {
    const t = catalogs[locale];
    await page.goto(`${prefix}/faq#payout-schedule`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(page.getByText(t['faq.payout.answer'] ?? '')).toBeVisible();
    await expect(page.locator('details#payout-schedule')).toHaveAttribute('open', '');
    await expect(page.getByText(t['faq.scheme.answer'] ?? '')).toBeHidden();
    await expect(page.locator('details#payout-schedule')).toBeInViewport();
  });
}

test('/faq questions open and close with the keyboard, and the answer link is the deep link', async ({
  page,
}) => {
  await page.goto('/faq');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const question = page.getByText(catalogs.en['faq.status.question'] ?? '');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/Online: the worker sent an accepted share in the last 10 minutes/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Link to this answer' }).first().click();
  await expect(page).toHaveURL(/\/faq#worker-status$/);
  await page.reload();
  await expect(
    page.getByText(/Online: the worker sent an accepted share in the last 10 minutes/),
  ).toBeVisible();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/Online: the worker sent an accepted share in the last 10 minutes/),
  ).toBeHidden();
});

test('/faq has no axe violations in either theme with an answer open', async ({ page }) => {
  await page.goto('/faq#security');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.locator('details#security')).toHaveAttribute('open', '');
  await inEachTheme(page, (theme, rules) =>
    expectNoAxeViolations(page, `/faq with an answer open, in the ${theme} theme`, rules),
  );
});

test('/faq fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/faq#hashrate-averages');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.locator('details#hashrate-averages')).toHaveAttribute('open', '');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
