import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startStack, type Stack } from './stack';
import { expect, test as base } from './support/fixtures';

// The components' Storybook as `npm start` serves it: the built storybook-static/ at /storybook/ on the host, beside
// the product. A designer opens a component's Docs page there; each must load under the Storybook path's policy and
// pass axe, as the app's pages do.

const storybookDir = fileURLToPath(new URL('../storybook-static', import.meta.url));

// This file's workers start the stack with the built Storybook handed to the host (LODE_STORYBOOK_DIR), as
// scripts/start.mjs hands it; `npm test` builds it in its checks lane, before the e2e suite.
// The base fixture's own options hold (once per worker, started before its tests, two minutes to start).
const test = base.extend<object, { stack: Stack }>({
  stack: async ({ poolApiEnv }, provide) => {
    if (!existsSync(`${storybookDir}/index.html`))
      throw new Error(
        'storybook-static/ holds no Storybook build: run `pnpm build-storybook` first (npm test builds it in its checks lane, before the e2e suite)',
      );
    const stack = await startStack(
      { LODE_STORYBOOK_DIR: storybookDir },
      { databaseInMemory: true, apiEnv: poolApiEnv },
    );
    process.env.LODE_E2E_URL = stack.url;
    process.env.LODE_E2E_IDP_URL = stack.idpUrl;
    await provide(stack);
    await stack.close();
  },
});

/** The Storybook path's policy refusing something, as Chromium reports it in the page's console (frames included). */
function watchPolicyRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

/**
 * Opens the Docs page of `id` in the Storybook manager, as a designer does, and waits until its stories are drawn
 * and their animations have ended (axe reads colours as drawn).
 */
async function openDocs(page: Page, id: string, heading: string) {
  await page.goto(`/storybook/?path=/docs/${id}--docs`);
  const docs = page.frameLocator('#storybook-preview-iframe');
  await expect(docs.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(docs.locator('.docs-story').first()).toBeVisible();
  const frame = page.frames().find((f) => f.url().includes('/storybook/iframe.html'));
  if (!frame) throw new Error('the Docs page is not in the preview frame');
  await frame.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return docs;
}

/**
 * What axe finds on the Docs page, one line per rule. Only the preview frame is analysed: the manager around it
 * is Storybook's own (its sidebar's resize handle sits outside any landmark), not a page of ours.
 */
async function docsFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('#storybook-preview-iframe')
    .analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const pages = [
  { id: 'ui-button', heading: 'Button', note: /For an action on this page/ },
  { id: 'ui-dropdownmenu', heading: 'DropdownMenu', note: /For several actions on one thing/ },
  // BarChart rather than LineChart, whose Docs page also draws a month of one-minute samples (86,400 points).
  { id: 'charts-barchart', heading: 'BarChart', note: /For comparing amounts between categories/ },
];

test.describe('Storybook at /storybook/', () => {
  for (const { id, heading, note } of pages) {
    test(`the ${heading} Docs page shows its usage note and passes axe`, async ({ page }) => {
      const refusals = watchPolicyRefusals(page);
      const docs = await openDocs(page, id, heading);
      await expect(docs.getByText(note)).toBeVisible();
      for (const part of ['When to use.', 'When not to use.', 'Keyboard.'])
        await expect(docs.getByText(part, { exact: true })).toBeVisible();
      expect(await docsFindings(page), `no axe violations on the ${heading} Docs page`).toEqual([]);
      expect(refusals, 'nothing refused by the Storybook path’s policy').toEqual([]);
    });
  }

  test('the app keeps its own policy beside it', async ({ page, request }) => {
    const storybook = await request.get('/storybook/');
    expect(storybook.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    const app = await page.goto('/faq');
    expect(app?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
