import { readFile } from 'node:fs/promises';
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

interface TestFixtures {
  /** On a failure, every process's last lines, printed with the test's output (a CI log keeps nothing else). */
  processLogs: void;
}

/** The last `lines` lines of a process's log but its access lines (thousands in a load run), or a note. */
async function lastLines(file: string, lines = 40): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const kept = text.split('\n').filter((line) => line.trim() !== '' && !line.includes('"message":"request"'));
  return kept.length === 0 ? '(nothing but access lines)' : kept.slice(-lines).join('\n');
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  processLogs: [
    async ({ deployment }, provide, testInfo) => {
      await provide();
      if (testInfo.status === testInfo.expectedStatus) return;
      const processes = [...deployment.api, ...deployment.web, deployment.nginx, deployment.idp];
      for (const child of processes) {
        const text = await lastLines(child.logFile);
        console.error(`--- ${child.name} (${child.running ? 'running' : 'not running'}) ---\n${text}`);
        await testInfo.attach(`${child.name}.log`, { body: text, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
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
