// The pool API in front of a big Miningcore database (issue 23): PostgreSQL started in a temporary folder, at least
// 10 million `minerstats` rows written by the bulk seeder, the API in its own process on the Miningcore source, and
// 20 concurrent clients asking for the account summary and the workers of the largest farm (its address proved by
// `demo`) and of a home miner (`admin`), and for the public top miners. The summary's minute-long memory cache is
// off for the run (LODE_API_SUMMARY_CACHE_SECONDS=0): the figure is the source's. Budgets: summary p99 ≤ 25 ms,
// the farm summary's first read of a new statistics cycle ≤ 50 ms (median of five), workers p99 ≤ 50 ms, top
// miners p99 ≤ 200 ms, no errors.
import { execFileSync, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { startPostgres } from '../scripts/postgres.mjs';
import { signIn, startApiProcess } from './poolApi.mjs';

/** What the run checks. */
export const miningcoreBudgets = {
  rows: 10_000_000,
  concurrency: 20,
  requests: 2_000,
  summaryP99Ms: 25,
  /** The farm's summary read first in a new statistics cycle, alone: the median of five cycles. */
  cycleFirstReadMs: 50,
  workersP99Ms: 50,
  topMinersP99Ms: 200,
};

const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });

/** `count` GETs of `url` from `concurrency` keep-alive clients; latencies in ms and the errors. */
export async function load(url, headers, count, concurrency) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = () =>
    new Promise((resolve) => {
      const req = httpRequest(url, { agent, headers }, (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode));
      });
      req.once('error', () => resolve(0));
      req.end();
    });
  const latencies = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < count) {
        issued += 1;
        const t0 = performance.now();
        if ((await get()) !== 200) errors += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: round(at(50)),
    p99Ms: round(at(99)),
  };
}

/** Seeds, serves and measures; returns the figures. */
export async function measureMiningcore(root, log, { rows = miningcoreBudgets.rows } = {}) {
  const requireFromApi = createRequire(join(root, 'apps/pool-api/package.json'));
  const postgres = requireFromApi('postgres');
  const { startIdp } = await import(join(root, 'apps/idp/dist/index.js'));
  const server = await startPostgres({
    settings: { shared_buffers: '256MB', max_wal_size: '4GB', checkpoint_timeout: '30min' },
  });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  let api;
  let idp;
  try {
    await admin.unsafe('CREATE DATABASE miningcore');
    await admin.unsafe('CREATE DATABASE lode');
    const engineUrl = server.urlOf('miningcore');
    const seedStarted = performance.now();
    log(`› Miningcore: seeding at least ${rows.toLocaleString('en')} statistics rows on PostgreSQL`);
    await run(
      join(root, 'node_modules/.bin/tsx'),
      [
        join(root, 'apps/pool-api/scripts/seed-miningcore.ts'),
        '--url',
        engineUrl,
        '--bulk',
        '--rows',
        String(rows),
      ],
      { cwd: root },
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const engine = postgres(engineUrl, { max: 1, onnotice: () => {} });
    const [{ count }] = await engine.unsafe('SELECT count(*)::bigint AS count FROM minerstats');
    // The hot accounts: the farm with the most workers of the last day, and a home miner with two.
    const [farm] = await engine.unsafe(
      `SELECT miner, count(DISTINCT worker)::int AS workers FROM minerstats
       WHERE poolid = 'ltc' AND created > (SELECT max(created) FROM minerstats) - interval '1 day'
       GROUP BY miner ORDER BY 2 DESC LIMIT 1`,
    );
    const [home] = await engine.unsafe(
      `SELECT miner, count(DISTINCT worker)::int AS workers FROM minerstats
       WHERE poolid = 'ltc' AND created > (SELECT max(created) FROM minerstats) - interval '1 day'
       GROUP BY miner HAVING count(DISTINCT worker) = 2 LIMIT 1`,
    );
    await engine.end();

    idp = await startIdp({ port: 0, host: '127.0.0.1', appOrigin: 'http://localhost:3999' });
    api = await startApiProcess(root, {
      LODE_API_PORT: '0',
      LODE_API_HOST: '127.0.0.1',
      DATABASE_URL: server.urlOf('lode'),
      LODE_AUTH_URL: idp.url,
      LODE_API_TOKEN_RATE_LIMIT: '0',
      LODE_MAIL_CATCHER: '1',
      LODE_POOL_SOURCE: 'miningcore',
      LODE_MININGCORE_DATABASE_URL: engineUrl,
      LODE_MININGCORE_POOLS: 'ltc=LTC,doge=DOGE+LTC',
      LODE_API_SUMMARY_CACHE_SECONDS: '0',
    });
    const tokens = { demo: await signIn(idp.issuer, 'demo'), admin: await signIn(idp.issuer, 'admin') };
    const base = `${api.url}/api/v1`;
    // Each account's first request creates it; then its address is marked proved (the proof flow has its tests).
    const lode = postgres(server.urlOf('lode'), { max: 1, onnotice: () => {} });
    for (const [user, address] of [
      ['demo', farm.miner],
      ['admin', home.miner],
    ]) {
      await (
        await fetch(`${base}/account/summary`, { headers: { authorization: `Bearer ${tokens[user]}` } })
      ).text();
      const [account] = await lode.unsafe('SELECT sub FROM accounts WHERE username = $1', [user]);
      await lode.unsafe(
        `INSERT INTO wallets (sub, coin, address, threshold, proof_code, proof_requested_at, proven_at)
         VALUES ($1, 'LTC', $2, 0, 'lodebench', 0, 0)`,
        [account.sub, address],
      );
    }
    await lode.end();
    const { concurrency, requests } = miningcoreBudgets;
    const figures = { rows: Number(count), seedSeconds: Math.round(seedSeconds), farmWorkers: farm.workers };
    // The first read of each new cycle reads the farm's new samples (later reads of the cycle find it in memory):
    // the farm's very first read (its whole day of samples) timed apart, then five new cycles, one request each,
    // alone, each once the API's few seconds of memory of the newest cycle have passed
    // (src/source/miningcore/context.ts, SHORT_MEMORY_MS).
    const summaryOnce = async () => {
      const t0 = performance.now();
      const response = await fetch(`${base}/account/summary`, {
        headers: { authorization: `Bearer ${tokens.demo}` },
      });
      await response.text();
      return Math.round((performance.now() - t0) * 10) / 10;
    };
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    figures.firstSummaryFarmMs = await summaryOnce();
    const cycles = postgres(engineUrl, { max: 1, onnotice: () => {} });
    const cold = [];
    for (let i = 1; i <= 5; i += 1) {
      await cycles.unsafe(
        `INSERT INTO poolstats (poolid, connectedminers, poolhashrate, sharespersecond, networkhashrate,
                                networkdifficulty, blockheight, connectedpeers, created)
         SELECT poolid, connectedminers, poolhashrate, sharespersecond, networkhashrate, networkdifficulty,
                blockheight, connectedpeers, created + make_interval(secs => $1)
         FROM poolstats WHERE poolid = 'ltc' ORDER BY created DESC LIMIT 1`,
        [i],
      );
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      cold.push(await summaryOnce());
    }
    await cycles.end();
    figures.coldSummaryFarmMs = cold.sort((a, b) => a - b);
    const reads = [
      ['summaryFarm', '/account/summary', 'demo'],
      ['workersFarm', '/account/workers?pageSize=200', 'demo'],
      ['summaryHome', '/account/summary', 'admin'],
      ['workersHome', '/account/workers', 'admin'],
      ['topMiners', '/top-miners?pageSize=100', 'demo'],
    ];
    // The API process reaches its steady speed after about 3,000 requests (the JIT's optimised code, the heap's
    // grown young generation): 600 of each read first, so the first one measured does not carry that alone.
    for (const [, path, user] of reads)
      await load(`${base}${path}`, { authorization: `Bearer ${tokens[user]}` }, 600, concurrency);
    for (const [name, path, user] of reads) {
      const headers = { authorization: `Bearer ${tokens[user]}` };
      await load(`${base}${path}`, headers, 200, concurrency); // warm-up: this read's code and the database's cache
      log(`› Miningcore: ${requests} × GET ${path} (${user}), ${concurrency} clients`);
      figures[name] = await load(`${base}${path}`, headers, requests, concurrency);
    }
    return figures;
  } finally {
    await api?.stop();
    await idp?.close();
    await admin.end();
    await server.stop();
  }
}

/** Table rows and the count of budgets missed. */
export function miningcoreRows(f) {
  const b = miningcoreBudgets;
  const rows = [];
  let failed = 0;
  const check = (label, r, budget) => {
    const ok = r.errors === 0 && r.p99Ms <= budget;
    if (!ok) failed += 1;
    rows.push({
      page: '@lode/pool-api (Miningcore)',
      measure: `${label}: p99 of ${r.requests}, ${b.concurrency} clients (${r.errors} errors, ${r.requestsPerSecond}/s)`,
      value: `${r.p99Ms} ms`,
      budget: `${budget} ms`,
      status: ok ? 'ok' : 'OVER',
    });
  };
  rows.push({
    page: '@lode/pool-api (Miningcore)',
    measure: `minerstats rows seeded (in ${f.seedSeconds} s)`,
    value: f.rows.toLocaleString('en'),
    budget: `≥ ${b.rows.toLocaleString('en')}`,
    status: f.rows >= b.rows ? 'ok' : 'OVER',
  });
  if (f.rows < b.rows) failed += 1;
  rows.push({
    page: '@lode/pool-api (Miningcore)',
    measure: `account summary, farm: its first read since the API started (a whole day of samples), alone`,
    value: `${f.firstSummaryFarmMs} ms`,
    budget: '',
    status: '',
  });
  const firstOk = f.coldSummaryFarmMs[2] <= b.cycleFirstReadMs;
  if (!firstOk) failed += 1;
  rows.push({
    page: '@lode/pool-api (Miningcore)',
    measure: `account summary, farm: first read of a new cycle, alone (5 cycles; median, max)`,
    value: `${f.coldSummaryFarmMs[2]} / ${f.coldSummaryFarmMs[4]} ms`,
    budget: `${b.cycleFirstReadMs} ms (median)`,
    status: firstOk ? 'ok' : 'OVER',
  });
  check(`account summary, farm of ${f.farmWorkers} workers`, f.summaryFarm, b.summaryP99Ms);
  check(`workers, farm of ${f.farmWorkers} workers`, f.workersFarm, b.workersP99Ms);
  check('account summary, home miner', f.summaryHome, b.summaryP99Ms);
  check('workers, home miner', f.workersHome, b.workersP99Ms);
  check('top miners (24 h)', f.topMiners, b.topMinersP99Ms);
  return { failed, rows };
}

// `pnpm exec tsx bench/miningcore.mjs [--rows=N] [--record]` runs this figure alone (after `pnpm build`); with
// `--record` it also replaces the `miningcore` figures in bench/results.json (with the commit and time of this run).
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  const rowsArg = process.argv.find((a) => a.startsWith('--rows='));
  const rows = rowsArg ? Number(rowsArg.slice('--rows='.length)) : miningcoreBudgets.rows;
  const figures = await measureMiningcore(root, (m) => process.stderr.write(`${m}\n`), { rows });
  const table = miningcoreRows(figures);
  console.table(table.rows);
  console.log(JSON.stringify(figures));
  if (process.argv.includes('--record')) {
    const file = join(root, 'bench', 'results.json');
    const results = JSON.parse(await readFile(file, 'utf8'));
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    results.miningcoreBudgets = miningcoreBudgets;
    results.miningcore = {
      ...figures,
      measuredAlone: { date: new Date().toISOString(), commit, loadAverage: loadavg()[0] },
    };
    await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  }
  process.exitCode = table.failed ? 1 : 0;
}
