import type { Page } from '@playwright/test';
import { signInThrough } from './support/app';
import { expect, test } from './support/fixtures';

// A signed-in tab left open: what it asks of the host while nobody uses it. The engine's token timer reaches for its
// worker every second, and each time asks the registration to look for a new worker; @lode/auth lets one such check
// an hour reach the network, so the worker script and its trusted domains are not fetched again while the tab sits.
// This runs in real time: Chromium lets a page's update checks through about once a second of its own clock, so a
// page clock moved faster hides the fetches. The hour between the page's own checks is engine.test.ts's.

const WORKER = '/OidcServiceWorker.js';
const TRUSTED_DOMAINS = '/OidcTrustedDomains.js';
const TICKS = 12;

/** How many times the engine's timer has reached its worker: each tick starts with an `init` message. */
const ticks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lodeWorkerInits?: number }).__lodeWorkerInits ?? 0);

test('an idle signed-in tab leaves the worker script alone while its timer runs', async ({ page, stack }) => {
  await page.addInitScript(() => {
    const counter = window as unknown as { __lodeWorkerInits: number };
    counter.__lodeWorkerInits = 0;
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      if ((args[0] as { type?: unknown } | null)?.type === 'init') counter.__lodeWorkerInits += 1;
      return (post as (...a: unknown[]) => void).apply(this, args);
    };
  });
  await signInThrough(page, '/dashboard', 'demo');
  await expect(page.getByTestId('dashboard-tiles')).toHaveAttribute('aria-busy', 'false');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/OidcServiceWorker\.js$/,
  );
  const start = await ticks(page);
  const before = { worker: stack.served(WORKER), domains: stack.served(TRUSTED_DOMAINS) };

  // Twelve ticks, each of which would cost both files if every check reached the network.
  await expect.poll(() => ticks(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(start + TICKS);
  expect(stack.served(WORKER) - before.worker).toBeLessThanOrEqual(1);
  expect(stack.served(TRUSTED_DOMAINS) - before.domains).toBeLessThanOrEqual(1);
});
