// The Playwright provider's part of the command context (its `page`).
import type {} from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

// Browser commands of the visual project (vitest.config.ts), run by Vitest's server on the Playwright page.

/**
 * Resizes the Playwright page that holds the test iframe. Vitest's `page.viewport()` resizes only the iframe and
 * scales it down to fit this page, and a scaled screenshot blurs away the small changes the baselines are for.
 */
export const resizeOuterPage: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  await context.page.setViewportSize({ width, height });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Resizes the Playwright page around the test iframe to `width` × `height`. */
    resizeOuterPage: (width: number, height: number) => Promise<void>;
  }
}
