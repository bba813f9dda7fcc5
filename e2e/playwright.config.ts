import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../vitest.browser';

// The whole stack in Debian's Chromium: Playwright must never download a browser here (NOTES.md).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    // Set by global-setup.ts, which runs before the workers load this file.
    baseURL: process.env.LODE_E2E_URL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
});
