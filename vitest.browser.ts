import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

export { chromiumArgs, chromiumPath };

/** Vitest browser mode in headless Debian Chromium. */
export function chromiumBrowser(viewport = { width: 1280, height: 800 }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      // Simulated clicks carry no user activation: without the permission a CopyButton could never copy in a test.
      contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport,
  };
}
