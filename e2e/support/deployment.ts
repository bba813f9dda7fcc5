import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { type Deployment, startDeployment } from '../../scripts/deployment.ts';

// The production shape for e2e/deployment.e2e.ts: nginx in front of two host servers and two pool-API processes on
// one PostgreSQL, with the identity provider (scripts/deployment.ts, the steps of deploy/README.md). One per
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

/** PostgreSQL's and nginx's prefix of a line: its time, then the process (and nginx's connection). */
const plainPrefix =
  /^(\d{4}[-/]\d\d[-/]\d\d (\d\d:\d\d:\d\d(?:\.\d+)?))(?: UTC)? (?:\[\d+\] |\[\w+\] \d+#\d+: (?:\*\d+ )?)?/;

/** A JSON log line's `message`, or a plain line without its prefix. */
function messageOf(line: string): string {
  try {
    const { message } = JSON.parse(line) as { message?: unknown };
    return typeof message === 'string' ? message : line;
  } catch {
    return line.replace(plainPrefix, '');
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

/** When a line was logged, ms since the epoch: a JSON line's `time`, PostgreSQL's or nginx's prefix; else null. */
function timeOf(line: string): number | null {
  const stamp =
    /"time":"([^"]+)"/.exec(line)?.[1] ??
    /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?) UTC/.exec(line)?.[1]?.replace(' ', 'T').concat('Z') ??
    /^(\d{4})\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d)/
      .exec(line)
      ?.slice(1)
      .join('-')
      .replace(/-(?=\d\d:)/, 'T');
  const ms = stamp === undefined ? NaN : Date.parse(stamp);
  return Number.isNaN(ms) ? null : ms;
}

/** A line as `HH:MM:SS.mmm level message {other fields}` (JSON) or `HH:MM:SS.mmm message` (PostgreSQL, nginx). */
function compact(line: string): string {
  try {
    const { time, level, message, ...rest } = JSON.parse(line) as Record<string, unknown>;
    const fields = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
    return `${String(time).slice(11, 23)} ${String(level)} ${String(message)}${fields}`;
  } catch {
    const time = plainPrefix.exec(line)?.[2];
    return time === undefined ? line : `${time} ${line.replace(plainPrefix, '')}`;
  }
}

// What is worth reading first after a failure: a server's warnings and errors, nginx's errors, PostgreSQL's
// failures and its own stops and starts.
const warnOrError = (line: string) => /"level":"(warn|error)"/.test(line);
const postgresNotable = (line: string) =>
  /\b(ERROR|FATAL|PANIC):|database system (is|was)|shutting down|received fast shutdown/.test(line);

/**
 * The first `lines` lines since `since` that `keep` keeps, each marked `⚑ name` (npm test's failure digest repeats
 * marked lines after the recap: a CI log is read from its end), a run of one message folded into a count.
 */
async function evidence(
  name: string,
  file: string,
  keep: (line: string) => boolean,
  since: number,
  lines = 10,
): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const kept: string[] = [];
  let last = '';
  let more = 0;
  const endRun = () => {
    if (more > 0) kept.push(`⚑ ${name}   (${more} more "${last}")`);
    more = 0;
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '' || !keep(line) || (timeOf(line) ?? since) < since) continue;
    const message = messageOf(line);
    if (message === last) {
      more += 1;
      continue;
    }
    endRun();
    if (kept.length >= lines) break;
    last = message;
    kept.push(`⚑ ${name} ${compact(line)}`);
  }
  endRun();
  return kept;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  processLogs: [
    async ({ deployment }, provide, testInfo) => {
      // A second back: nginx's error log counts whole seconds.
      const since = Date.now() - 1_000;
      await provide(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const marked = await Promise.all([
        ...[...deployment.api, ...deployment.web].map((child) =>
          evidence(child.name, child.logFile, warnOrError, since),
        ),
        evidence('nginx', join(deployment.dir, 'logs', 'nginx-error.log'), () => true, since),
        evidence('PostgreSQL', deployment.postgres.logFile, postgresNotable, since),
      ]);
      console.error(`--- what the servers logged during the test ---\n${marked.flat().join('\n')}`);
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
