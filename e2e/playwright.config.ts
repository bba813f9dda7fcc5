import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../vitest.browser';

// The whole stack in Debian's Chromium: Playwright must never download a browser here. Each worker starts
// its own stack (support/fixtures.ts). Time limits are upper bounds for a machine several times slower than ours,
// or busy with other work: every test waits on the condition it needs, so a generous limit costs nothing when it
// passes.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // The files that bring a stack of their own (the deployment's PostgreSQL, nginx and replicas; the embedded demo
  // Miningcore) are queued first: their set-up and their tests then overlap the other worker's work, instead of
  // running last with one worker left idle.
  projects: [
    { name: 'deployment', testMatch: ['deployment.e2e.ts', 'admin-redirects-deployment.e2e.ts'] },
    { name: 'miningcore', testMatch: 'miningcore.e2e.ts' },
    {
      name: 'app',
      testIgnore: ['deployment.e2e.ts', 'admin-redirects-deployment.e2e.ts', 'miningcore.e2e.ts'],
    },
  ],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // As many workers as cores: the browser and the stack of each keep a core busy.
  workers: availableParallelism(),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The list on screen; the JSON beside it feeds the slowest-tests table `npm test` prints after its summary
  // (scripts/suite-cost.mjs).
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A trace of every test, kept on failure, cost a fifth of the suite's CPU; a failure still leaves its
    // screenshot and page snapshot, and `pnpm test:e2e --trace on` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
