// One place for how every harness starts Debian's Chromium (story, visual and e2e tests, the bench):
// Playwright cannot download its own browser here.

/** Path of the Chromium binary; `LODE_CHROMIUM` overrides Debian's. */
export const chromiumPath = process.env.LODE_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep Chromium off this machine's closed network and render the same on every run. */
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
