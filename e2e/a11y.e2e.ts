import { axeAnalyze } from './support/axe';
import { expect, test } from './support/fixtures';

// The home page in Russian and Chinese passes axe too, in both themes (contrast differs between them; longer words
// wrap differently). Every page in English is checked by its own suite or by routes.e2e.ts.
for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/ru', '/cn']) {
    test(`${path} has no axe violations in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const { violations } = await axeAnalyze(page);
      expect(
        violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  }
}
