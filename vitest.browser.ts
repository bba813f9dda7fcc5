import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium: Playwright cannot download its own browser here (NOTES.md). */
export const chromiumPath = process.env.LODE_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep Chromium off this machine's closed network (NOTES.md). */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // One font rasterisation everywhere, so visual baselines match across runs.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** Vitest browser mode in headless Debian Chromium. */
export function chromiumBrowser(viewport = { width: 1280, height: 800 }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
    viewport,
  };
}
