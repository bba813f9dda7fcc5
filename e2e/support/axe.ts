import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for the page's transitions and finite animations to end: axe reads colours as drawn, and a dialog halfway
 * through fading in has text that is paler than it will be. Endless ones (a spinner) are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's analysis of the page once its animations have finished. */
export async function axeAnalyze(page: Page): ReturnType<AxeBuilder['analyze']> {
  await animationsFinished(page);
  return new AxeBuilder({ page }).analyze();
}

/**
 * What axe finds on the page, one line per rule (`<rule>: <help> (<targets>)`), with a single allowance: on the
 * API reference pages Scalar renders a `<main>` inside the layout's, which ScalarReference makes a named region so
 * the page has one main; axe calls any role on `<main>` a minor aria-allowed-role finding, the lesser evil than two
 * mains. Only that node of that rule is let through; everything else of Scalar's, as mended, is checked.
 */
export async function axeFindings(page: Page, prefix = ''): Promise<string[]> {
  const { violations } = await axeAnalyze(page);
  return violations
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !(v.id === 'aria-allowed-role' && n.target.join(' ') === '.references-rendered'),
      ),
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${prefix}${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
