import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A small phone's screen, in CSS pixels: every public page must be usable on it. */
export const phoneScreen = { width: 360, height: 740 } as const;

/**
 * Fails if the page is wider than its viewport, so that it would scroll sideways; the message names `where` (the
 * page and its state) and the width.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { width } = page.viewportSize() ?? { width: 0 };
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${where} is no wider than its ${width} px screen`,
  ).toBeLessThanOrEqual(0);
}
