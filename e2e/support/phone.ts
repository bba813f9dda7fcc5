import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A small phone's screen, in CSS pixels: every public page must be usable on it. */
export const phoneScreen = { width: 360, height: 740 } as const;

/**
 * Fails if the page would scroll sideways on its screen: the document wider than the viewport, the main region
 * wider than the screen or scrolling sideways itself, or anything in it reaching past its right edge (outside a box
 * that scrolls on its own, such as a wide table's). Every message names `where` (the page and its state).
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { width } = page.viewportSize() ?? { width: 0 };
  const found = await page.evaluate(() => {
    const element = document.querySelector('main');
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (!element) return { wider, main: null };
    const right = element.getBoundingClientRect().right;
    const held = (node: Element): boolean => {
      for (let parent = node.parentElement; parent && parent !== element; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = Array.from(element.querySelectorAll('*'))
      .filter((node) => node.getBoundingClientRect().right > right + 0.5 && !held(node))
      .map((node) => `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 60)}"`);
    return { wider, main: { scroll: element.scrollWidth, client: element.clientWidth, outside } };
  });
  expect(found.wider, `${where}: the page is no wider than its ${width} px screen`).toBeLessThanOrEqual(0);
  expect(found.main, `${where}: has a main region`).not.toBeNull();
  const main = found.main ?? { scroll: 0, client: 0, outside: [] };
  expect(main.client, `${where}: the main region is laid out`).toBeGreaterThan(0);
  expect(main.client, `${where}: the main region within ${width} px`).toBeLessThanOrEqual(width);
  expect(main.scroll, `${where}: the main region does not scroll sideways`).toBeLessThanOrEqual(main.client);
  expect(main.outside, `${where}: nothing in the main region reaches past its right edge`).toEqual([]);
}
