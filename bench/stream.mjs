// The live stream figure of issue 22: 1,000 concurrent `GET /account/stream` clients on loopback, with real tokens
// from apps/idp, and how long after the API has new data each client receives its event (budget: p99 ≤ 500 ms);
// and what an idle stream costs the API process (RSS and heap per connection). The API runs in its own process
// (bench/streamServer.mjs) so the clients here do not share its event loop or its memory figures.
import { execFileSync, fork } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './poolApi.mjs';

/** What the run checks. Two accounts share the clients: a stream's cost does not depend on whose it is. */
export const streamBudgets = { clients: 1_000, accounts: ['demo', 'admin'], rounds: 5, p99Ms: 500 };

const APP = 'http://localhost:3999';
const wallClock = () => performance.timeOrigin + performance.now();

function startServer(root, env) {
  const child = fork(join(root, 'bench/streamServer.mjs'), [], {
    env: { ...process.env, ...env },
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiters = new Map();
  child.setMaxListeners(50);
  child.on('message', (message) => {
    const waiter = waiters.get(message.type);
    waiters.delete(message.type);
    waiter?.(message);
  });
  const ask = (type, answer) =>
    new Promise((resolve, reject) => {
      waiters.set(answer, resolve);
      child.once('exit', (code) => reject(new Error(`stream server exited (${code})`)));
      if (type) child.send({ type });
    });
  return {
    ready: ask(null, 'ready'),
    tick: () => ask('tick', 'ticked'),
    memory: () => ask('memory', 'memory'),
    stop: () => new Promise((done) => (child.once('exit', done), child.send({ type: 'stop' }))),
  };
}

/** One stream client: notes when each event id arrives. Plain node:http, light enough for 1,000 in one process. */
function openClient(url, token, agent) {
  return new Promise((resolve, reject) => {
    const client = { arrivals: new Map(), start: 0, seen: 0, request: null };
    let buffer = '';
    const req = httpRequest(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = wallClock();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (/^event: ready$/m.test(block)) {
            client.start = Number(id);
            resolve(client);
          } else if (id) client.arrivals.set(Number(id), at);
        }
      });
    });
    req.once('error', reject);
    req.end();
    client.request = req;
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const round1 = (x) => Math.round(x * 10) / 10;

/** Runs the measurement and returns its figures. */
export async function measureStream(root, log) {
  const { startIdp } = await import(join(root, 'apps/idp/dist/index.js'));
  // Tokens that outlive the minutes the bench moves the API's clock on.
  const idp = await startIdp({ port: 0, host: '127.0.0.1', appOrigin: APP, accessTokenTtl: 3600 });
  const dataDir = await mkdtemp(join(tmpdir(), 'lode-bench-stream-'));
  const server = startServer(root, {
    LODE_API_PORT: '0',
    LODE_API_HOST: '127.0.0.1',
    LODE_API_DATA_DIR: dataDir,
    LODE_AUTH_URL: idp.url,
    LODE_API_TOKEN_RATE_LIMIT: '0',
    // As in poolApi.mjs: under an inherited NODE_ENV=production the API would refuse to catch its mail.
    LODE_MAIL_CATCHER: '1',
  });
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const clients = [];
  try {
    const { url } = await server.ready;
    const streamUrl = `${url}/api/v1/account/stream`;
    const accounts = [];
    for (const username of streamBudgets.accounts) {
      const token = await signIn(idp.issuer, username);
      const sub = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
      // The first request writes the account's 90 days of history: not part of the figure.
      const first = await fetch(`${url}/api/v1/account/summary`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (first.status !== 200) throw new Error(`summary answered ${first.status}`);
      await first.arrayBuffer();
      accounts.push({ token, sub });
    }
    // Warm the stream's code paths, then take the baseline with no stream open.
    const warm = await Promise.all(accounts.map((a) => openClient(streamUrl, a.token, agent)));
    for (const c of warm) c.request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await server.memory();

    log(`› stream: opening ${streamBudgets.clients} streams on ${accounts.length} accounts`);
    for (let i = 0; i < streamBudgets.clients; i += 100) {
      const batch = [];
      for (let j = i; j < Math.min(streamBudgets.clients, i + 100); j += 1) {
        const account = accounts[j % accounts.length];
        batch.push(openClient(streamUrl, account.token, agent).then((c) => ({ ...c, sub: account.sub })));
      }
      clients.push(...(await Promise.all(batch)));
    }
    const idle = await server.memory();
    const perConnection = {
      rssBytes: Math.round((idle.rss - before.rss) / streamBudgets.clients),
      heapBytes: Math.round((idle.heapUsed - before.heapUsed) / streamBudgets.clients),
    };
    log(
      `› stream: idle cost ${Math.round(perConnection.rssBytes / 102.4) / 10} KB RSS, ${Math.round(perConnection.heapBytes / 102.4) / 10} KB heap per stream`,
    );

    const latencies = [];
    const fromTick = [];
    let missed = 0;
    for (let round = 0; round < streamBudgets.rounds; round += 1) {
      // What each client had before this minute: only later ids count for it.
      for (const c of clients) c.seen = Math.max(c.start, ...c.arrivals.keys());
      const { startedAt, published } = await server.tick();
      // Each account's first announcement of this round, and the newest id it announced.
      const firstNotice = new Map();
      for (const p of published) if (!firstNotice.has(p.sub)) firstNotice.set(p.sub, p);
      const deadline = Date.now() + 10_000;
      const pendingClient = (c) => {
        const notice = firstNotice.get(c.sub);
        return notice && ![...c.arrivals.keys()].some((id) => id <= notice.lastId && id > c.seen);
      };
      while (clients.some(pendingClient) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const roundStart = latencies.length;
      for (const c of clients) {
        const notice = firstNotice.get(c.sub);
        if (!notice) continue;
        const ids = [...c.arrivals.keys()].filter((id) => id > c.seen && id <= notice.lastId);
        if (ids.length === 0) {
          missed += 1;
          continue;
        }
        const at = c.arrivals.get(Math.min(...ids));
        latencies.push(at - notice.at);
        fromTick.push(at - startedAt);
      }
      const mine = latencies.slice(roundStart).sort((a, b) => a - b);
      log(
        `› stream: minute ${round + 1}: p50 ${round1(percentile(mine, 50))} ms, max ${round1(mine.at(-1))} ms`,
      );
    }
    latencies.sort((a, b) => a - b);
    fromTick.sort((a, b) => a - b);
    return {
      clients: clients.length,
      accounts: accounts.length,
      rounds: streamBudgets.rounds,
      deliveries: latencies.length,
      missed,
      p50Ms: round1(percentile(latencies, 50)),
      p99Ms: round1(percentile(latencies, 99)),
      maxMs: round1(latencies.at(-1)),
      p99FromTickMs: round1(percentile(fromTick, 99)),
      idleConnection: perConnection,
      // The machine's load (1-minute average) when the run ended: this figure moves with the neighbours' work.
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
    };
  } finally {
    for (const c of clients) c.request?.destroy();
    agent.destroy();
    await server.stop().catch(() => {});
    await idp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Table rows and the count of budgets missed. */
export function streamRows(r) {
  const ok = r.missed === 0 && r.p99Ms <= streamBudgets.p99Ms;
  const kb = (bytes) => `${Math.round(bytes / 102.4) / 10} KB`;
  return {
    failed: ok ? 0 : 1,
    rows: [
      {
        page: '@lode/pool-api',
        measure: `GET /account/stream × ${r.clients}: event received after the API has it, p99 (${r.deliveries} deliveries, ${r.missed} missed; load ${r.loadAverage})`,
        value: `${r.p99Ms} ms`,
        budget: `${streamBudgets.p99Ms} ms, none missed`,
        status: ok ? 'ok' : 'OVER',
      },
      {
        page: '@lode/pool-api',
        measure: 'same run: p50 / from the start of the simulator minute, p99',
        value: `${r.p50Ms} ms / ${r.p99FromTickMs} ms`,
        budget: '',
        status: '',
      },
      {
        page: '@lode/pool-api',
        measure: 'an idle stream costs the API process: RSS / heap',
        value: `${kb(r.idleConnection.rssBytes)} / ${kb(r.idleConnection.heapBytes)}`,
        budget: '',
        status: '',
      },
    ],
  };
}

// `pnpm exec tsx bench/stream.mjs` runs this figure alone (after `pnpm build`); with `--record` it also replaces the
// `stream` figures in bench/results.json (with the commit and time of this run), leaving the other figures as they
// are.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  const figures = await measureStream(root, (m) => process.stderr.write(`${m}\n`));
  const { rows, failed } = streamRows(figures);
  console.table(rows);
  console.log(JSON.stringify(figures));
  if (process.argv.includes('--record')) {
    const file = join(root, 'bench', 'results.json');
    const results = JSON.parse(await readFile(file, 'utf8'));
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    results.streamBudgets = streamBudgets;
    results.stream = { ...figures, measuredAlone: { date: new Date().toISOString(), commit } };
    await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  }
  process.exitCode = failed ? 1 : 0;
}
