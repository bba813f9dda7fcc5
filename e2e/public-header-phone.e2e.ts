import { appReady, catalogs } from './support/app';
import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';

// The public header on a 390×844 phone: brand, Sign in and a menu button in one row, the rest in a sheet that the
// keyboard alone can open, walk and close.

const phone = { width: 390, height: 844 } as const;

for (const [locale, prefix] of [
  ['en', ''],
  ['ru', '/ru'],
  ['cn', '/cn'],
] as const) {
  test(`on a 390 px phone the public header is one row and its menu works by keyboard (${locale})`, async ({
    page,
  }) => {
    const t = catalogs[locale];
    await page.setViewportSize(phone);
    await page.goto(`${prefix}/`);
    await appReady(page);
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: t['header.menu'], exact: true });
    // While the sheet is open the page behind it is hidden from assistive technology: found by its markup then.
    const behindSheet = page.locator('header button[aria-haspopup="dialog"]');

    await test.step('the header is at most 64 px tall, with brand, Sign in and the menu button', async () => {
      await expect(menuButton).toBeVisible();
      await expect(banner.getByRole('button', { name: t['account.signIn'], exact: true })).toBeVisible();
      await expect(banner.getByRole('navigation', { name: t['nav.label'] })).toBeHidden();
      const height = await banner.evaluate((element) => element.getBoundingClientRect().height);
      expect(height, 'the header height in px').toBeLessThanOrEqual(64);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });

    const sheet = page.getByRole('dialog', { name: t['header.menu'] });
    await test.step('the button opens the sheet; focus is inside and Tab stays there', async () => {
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(sheet).toBeVisible();
      await expect(behindSheet).toHaveAttribute('aria-expanded', 'true');
      await expect(behindSheet).toHaveAttribute('aria-controls', (await sheet.getAttribute('id')) ?? 'no id');
      const links = sheet.getByRole('navigation', { name: t['nav.label'] }).getByRole('link');
      await expect(links.filter({ hasText: t['nav.calc'] })).toBeVisible();
      await expect(sheet.getByRole('button', { name: t['account.register'], exact: true })).toBeVisible();
      await expect(sheet.getByRole('radiogroup', { name: t['theme.label'], exact: true })).toBeVisible();
      await expect(sheet.getByRole('navigation', { name: t['language.label'] })).toBeVisible();
      // Twice as many Tab presses as the sheet has stops: every one of them lands inside.
      const stops = await sheet.locator('a[href], button, input').count();
      for (let i = 0; i < stops * 2; i += 1) {
        expect(await sheet.evaluate((element) => element.contains(document.activeElement)), `Tab ${i}`).toBe(
          true,
        );
        await page.keyboard.press('Tab');
      }
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    });

    await test.step('Escape closes it and focus is back on the menu button', async () => {
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('a link in the sheet navigates and closes it', async () => {
      await menuButton.click();
      await sheet.getByRole('link', { name: t['nav.faq'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
      await expect(page.getByRole('heading', { level: 1, name: t['route.faq.title'] })).toBeVisible();
      await expect(sheet).toBeHidden();
    });
  });
}

test('the open phone menu passes axe in both themes', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await appReady(page);
  const menuButton = page
    .getByRole('banner')
    .getByRole('button', { name: catalogs.en['header.menu'], exact: true });
  const sheet = page.getByRole('dialog', { name: catalogs.en['header.menu'] });
  await inEachTheme(page, async (theme, rules) => {
    await menuButton.click();
    await expect(sheet).toBeVisible();
    await expectNoAxeViolations(page, `/ with the phone menu open, ${theme}`, rules);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });
});
