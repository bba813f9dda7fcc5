import { expectNoAxeViolations, inEachTheme } from './support/axe';
import { expect, test } from './support/fixtures';

// The home page in Russian and Chinese passes axe too, in both themes (contrast differs between them; longer words
// wrap differently). Every page in English is checked by its own suite or by routes.e2e.ts.
for (const path of ['/ru', '/cn']) {
  test(`${path} has no axe violations in either theme`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await inEachTheme(page, (theme, rules) =>
      expectNoAxeViolations(page, `${path} in the ${theme} theme`, rules),
    );
  });
}
