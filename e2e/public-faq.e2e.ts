import { catalogs } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phoneScreen } from './support/phone';

// The FAQ (/faq): an accordion of disclosure widgets whose answers open from a deep link, in every language.

// One context for the three languages: the page is the same, its words differ.
test('/faq#payout-schedule opens that answer and leaves the others closed, in each language', async ({
  page,
}) => {
  for (const [locale, prefix] of [
    ['en', ''],
    ['ru', '/ru'],
    ['cn', '/cn'],
  ] as const) {
    await test.step(`${prefix}/faq#payout-schedule (${locale})`, async () => {
      const t = catalogs[locale];
      await page.goto(`${prefix}/faq#payout-schedule`);
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await expect(page.getByText(t['faq.payout.answer'] ?? '')).toBeVisible();
      await expect(page.locator('details#payout-schedule')).toHaveAttribute('open', '');
      await expect(page.getByText(t['faq.scheme.answer'] ?? '')).toBeHidden();
      await expect(page.locator('details#payout-schedule')).toBeInViewport();
    });
  }
});

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

// A test of its own: no other test has this answer open.
test(`/faq fits a ${phoneScreen.width} px screen`, async ({ page }) => {
  await page.setViewportSize(phoneScreen);
  await page.goto('/faq#hashrate-averages');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await expect(page.locator('details#hashrate-averages')).toHaveAttribute('open', '');
  await expectNoSidewaysScroll(page, '/faq#hashrate-averages');
});
