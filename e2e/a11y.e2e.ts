import { axeAnalyze } from './support/axe';
import { expect, test } from './support/fixtures';

// Every page passes axe with no violations, in both themes (contrast differs between them).
for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/', '/ru', '/cn', '/no-such-page']) {
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
