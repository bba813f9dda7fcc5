import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds on the page, one line per rule (`<rule>: <help> (<targets>)`), with a single allowance: on the
 * API reference pages Scalar renders a `<main>` inside the layout's, which ScalarReference makes a named region so
 * the page has one main; axe calls any role on `<main>` a minor aria-allowed-role finding, the lesser evil than two
 * mains. Only that node of that rule is let through; everything else of Scalar's, as mended, is checked.
 */
export async function axeFindings(page: Page, prefix = ''): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
