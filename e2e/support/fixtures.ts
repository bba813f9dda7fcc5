import { test as base } from '@playwright/test';
import { startStack, type Stack } from '../stack';

// Every e2e file imports `test` and `expect` from here. Each worker starts the product once, as `npm start` runs
// it (host server with the pool API, identity provider with its test controls), and its tests run one after
// another against it: so a test may flip the provider's fault switches or the host's route rules (and put them
// back) without disturbing a test of another worker, and the workers share nothing but the machine.

export { expect } from '@playwright/test';

interface WorkerFixtures {
  /** This worker's stack. Its URLs are also in LODE_E2E_URL and LODE_E2E_IDP_URL, for helpers outside a test. */
  stack: Stack;
  /**
   * Pool API settings for this file's stack (`test.use({ poolApiEnv: { LODE_POOL_SOURCE: 'miningcore' } })`): a file
   * that sets it gets workers of its own.
   */
  poolApiEnv: Record<string, string>;
  /**
   * Whether the host server reads an operator's route-rules file (`test.use({ routeRulesFile: true })`, for
   * `stack.setRouteRules`), whose rules then override the database's; a file that sets it gets workers of its own.
   */
  routeRulesFile: boolean;
}

// A fixture's second argument is named `provide` here, not Playwright's `use`, which React's hooks rule mistakes
// for React's `use`.
export const test = base.extend<object, WorkerFixtures>({
  poolApiEnv: [{}, { scope: 'worker', option: true }],
  routeRulesFile: [false, { scope: 'worker', option: true }],
  stack: [
    async ({ poolApiEnv, routeRulesFile }, provide) => {
      const stack = await startStack({}, { databaseInMemory: true, apiEnv: poolApiEnv, routeRulesFile });
      process.env.LODE_E2E_URL = stack.url;
      process.env.LODE_E2E_IDP_URL = stack.idpUrl;
      await provide(stack);
      await stack.close();
    },
    // Started before any test of the worker; a slow machine may take a while to build the API's database.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ stack }, provide) => {
    await provide(stack.url);
  },
});
