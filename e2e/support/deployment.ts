import { test as base } from '@playwright/test';
import { type Deployment, startDeployment } from '../../scripts/deployment.mjs';

// The production shape for e2e/deployment.e2e.ts: nginx in front of two host servers and two pool-API processes on
// one PostgreSQL, with the identity provider (scripts/deployment.mjs, the steps of deploy/README.md). One per
// worker, instead of the `npm start` stack of ./fixtures: the file's tests run one after another on it, and each puts
// back what it killed or stopped.

export { expect } from '@playwright/test';

interface WorkerFixtures {
  deployment: Deployment;
}

export const test = base.extend<object, WorkerFixtures>({
  deployment: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern; it needs none
    async ({}, provide) => {
      const deployment = await startDeployment({ replicas: 2 });
      // The shared sign-in helpers (./app) read the app's and the provider's addresses from here.
      process.env.LODE_E2E_URL = deployment.url;
      process.env.LODE_E2E_IDP_URL = deployment.idpUrl;
      try {
        await provide(deployment);
      } finally {
        await deployment.close();
      }
    },
    // Six processes and PostgreSQL on a machine that may be twice as slow and busy.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ deployment }, provide) => {
    await provide(deployment.url);
  },
});
