import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

export { chromiumArgs, chromiumPath };

/**
 * Vitest browser mode in headless Debian Chromium. `viewport` is the test page's size; the Playwright page around
 * it is made at least as large, or Vitest scales the test page down to fit (Playwright's default page is 1280 × 720)
 * and screenshots lose detail.
 */
export function chromiumBrowser(viewport = { width: 1280, height: 800 }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      // Simulated clicks carry no user activation: without the permission a CopyButton could never copy in a test.
      contextOptions: {
        permissions: ['clipboard-read', 'clipboard-write'],
        viewport: { width: Math.max(viewport.width, 1280), height: Math.max(viewport.height, 900) },
      },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport,
  };
}
