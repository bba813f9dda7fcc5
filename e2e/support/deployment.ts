import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
  processLogs: undefined;
}

/** A JSON log line's `message`, or the line itself. */
function messageOf(line: string): string {
  try {
    const { message } = JSON.parse(line) as { message?: unknown };
    return typeof message === 'string' ? message : line;
  } catch {
    return line;
  }
}

/**
 * The last `lines` lines of a log that `keep` keeps (not the thousands of access lines of a load run), or a note.
 * A run of lines with one message (a 503 logged per request) shows as its first line and a count, so the line that
 * began it (the database found down) is not pushed out.
 */
async function lastLines(file: string, keep: (line: string) => boolean, lines = 40): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const kept: string[] = [];
  let run = { message: '', more: 0 };
  const endRun = () => {
    if (run.more > 0) kept.push(`  (${run.more} more "${run.message}")`);
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '' || !keep(line)) continue;
    const message = messageOf(line);
    if (message === run.message) {
      run.more += 1;
      continue;
    }
    endRun();
    run = { message, more: 0 };
    kept.push(line);
  }
  endRun();
  return kept.length === 0 ? '(nothing to show)' : kept.slice(-lines).join('\n');
}

/** Not an access line, unless its answer took 5 s or more (a request held is worth seeing). */
const notAccess = (line: string) => {
  if (!line.includes('"message":"request"')) return true;
  const ms = /"durationMs":(\d+)/.exec(line)?.[1];
  return ms !== undefined && Number(ms) >= 5_000;
};
// nginx's JSON access lines of answers it made itself or passed on from a failing replica.
const serverError = (line: string) => /"status":5\d\d/.test(line);

export const test = base.extend<TestFixtures, WorkerFixtures>({
  processLogs: [
    async ({ deployment }, provide, testInfo) => {
      await provide(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const logs = [...deployment.api, ...deployment.web, deployment.nginx, deployment.idp].map((child) => ({
        name: `${child.name} (${child.running ? 'running' : 'not running'})`,
        file: child.logFile,
        keep: notAccess,
      }));
      logs.push(
        { name: 'nginx errors', file: join(deployment.dir, 'logs', 'nginx-error.log'), keep: () => true },
        { name: 'nginx 5xx', file: join(deployment.dir, 'logs', 'nginx-access.log'), keep: serverError },
        { name: 'PostgreSQL', file: deployment.postgres.logFile, keep: () => true },
      );
      for (const { name, file, keep } of logs) {
        const text = await lastLines(file, keep);
        console.error(`--- ${name} ---\n${text}`);
        await testInfo.attach(name, { body: text, contentType: 'text/plain' });
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
