// The pool API load figure of issue 8: 20,000 account-summary requests from 50 concurrent clients on loopback,
// with a real access token from apps/idp. The API runs in its own process (as in production), so the clients here
// do not share its event loop. Prints requests per second and p99; the budget is p99 ≤ 50 ms with no errors.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accessTokenThroughForm } from '@lode/idp/testing';

/** What the load run checks. */
export const poolApiBudgets = { requests: 20_000, concurrency: 50, p99Ms: 50 };

const APP = 'http://localhost:3999';

/** Authorization code + PKCE through the login form, as a browser does it; returns the access token. */
export const signIn = (issuer, username) =>
  accessTokenThroughForm(issuer, APP, username, username, { timeoutMs: 15_000 });

/** `LODE_BENCH_PROFILE=1` writes a CPU profile of the API process to bench/.tmp/pool-api-profile/. */
const profileArgs = (root) =>
  process.env.LODE_BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'bench/.tmp/pool-api-profile')}`]
    : [];

/** Starts `node apps/pool-api/dist/index.js` and resolves with its base URL once it listens. */
export function startApiProcess(root, env) {
  const child = spawn(process.execPath, [...profileArgs(root), join(root, 'apps/pool-api/dist/index.js')], {
    // A free metrics port: several API processes (and other benches) may run at once.
    env: { ...process.env, LODE_API_METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let listening = false;
    child.stdout.on('data', (chunk) => {
      // Then come the access-log lines: read (the pipe must not fill up) and dropped.
      if (listening) return;
      out += chunk;
      // The process says it listens in one JSON line: `{"message":"listening","url":…,"metricsUrl":…}`.
      const line = out
        .split('\n')
        .slice(0, -1)
        .find((l) => l.includes('"message":"listening"'));
      const url = line ? JSON.parse(line).url : undefined;
      if (url) listening = true;
      if (url)
        resolve({
          url,
          stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
        });
    });
    child.once('exit', (code) => reject(new Error(`pool API exited (${code}) before listening`)));
  });
}

/** Runs the load and returns its figures. */
export async function measurePoolApi(root, log) {
  const { startIdp } = await import(join(root, 'apps/idp/dist/index.js'));
  const idp = await startIdp({ port: 0, host: '127.0.0.1', appOrigin: APP });
  const dataDir = await mkdtemp(join(tmpdir(), 'lode-bench-api-'));
  let api;
  try {
    api = await startApiProcess(root, {
      LODE_API_PORT: '0',
      LODE_API_HOST: '127.0.0.1',
      LODE_API_DATA_DIR: dataDir,
      LODE_AUTH_URL: idp.url,
      // The per-user limit would stop a load test by design; per-key limits stay on.
      LODE_API_TOKEN_RATE_LIMIT: '0',
      // The process may inherit NODE_ENV=production, under which the API refuses to catch its mail unless told to:
      // the bench's mail (alerts of the demo account) stays on this machine.
      LODE_MAIL_CATCHER: '1',
    });
    const token = await signIn(idp.issuer, 'demo');
    const url = `${api.url}/api/v1/account/summary`;
    const headers = { authorization: `Bearer ${token}` };
    // The first request creates the account's 90 days of history: not part of the figure.
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`summary answered ${first.status}`);
    await first.arrayBuffer();
    log(`› pool API: ${poolApiBudgets.requests} account summaries, ${poolApiBudgets.concurrency} clients`);
    // Plain keep-alive HTTP clients: fetch's own overhead would otherwise be measured on this 2-core machine.
    const agent = new Agent({ keepAlive: true, maxSockets: poolApiBudgets.concurrency });
    const get = () =>
      new Promise((resolve) => {
        const req = httpRequest(url, { agent, headers }, (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode));
        });
        req.once('error', () => resolve(0));
        req.end();
      });
    const run = async (count) => {
      const latencies = [];
      let errors = 0;
      let issued = 0;
      const client = async () => {
        while (issued < count) {
          issued += 1;
          const t0 = performance.now();
          if ((await get()) !== 200) errors += 1;
          latencies.push(performance.now() - t0);
        }
      };
      await Promise.all(Array.from({ length: poolApiBudgets.concurrency }, client));
      return { latencies, errors };
    };
    // A short warm-up so the figure is the server's steady state, not its JIT compiling.
    await run(2_000);
    const started = performance.now();
    const { latencies, errors } = await run(poolApiBudgets.requests);
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
    return {
      requests: latencies.length,
      concurrency: poolApiBudgets.concurrency,
      errors,
      requestsPerSecond: Math.round(latencies.length / seconds),
      p50Ms: Math.round(at(50) * 10) / 10,
      p99Ms: Math.round(at(99) * 10) / 10,
      maxMs: Math.round(latencies.at(-1) * 10) / 10,
    };
  } finally {
    await api?.stop();
    await idp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Table rows and the count of budgets missed. */
export function poolApiRows(r) {
  const ok = r.errors === 0 && r.p99Ms <= poolApiBudgets.p99Ms;
  return {
    failed: ok ? 0 : 1,
    rows: [
      {
        page: '@lode/pool-api',
        measure: `GET /account/summary × ${r.requests}, ${r.concurrency} clients, loopback: p99 (${r.errors} errors)`,
        value: `${r.p99Ms} ms`,
        budget: `${poolApiBudgets.p99Ms} ms, 0 errors`,
        status: ok ? 'ok' : 'OVER',
      },
      {
        page: '@lode/pool-api',
        measure: 'same run: requests per second',
        value: `${r.requestsPerSecond}/s`,
        budget: '',
        status: '',
      },
      { page: '@lode/pool-api', measure: 'same run: p50', value: `${r.p50Ms} ms`, budget: '', status: '' },
    ],
  };
}

// `pnpm exec tsx bench/poolApi.mjs` runs this figure alone (after `pnpm build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  const figures = await measurePoolApi(root, (m) => process.stderr.write(`${m}\n`));
  console.table(poolApiRows(figures).rows);
  console.log(JSON.stringify(figures));
}
