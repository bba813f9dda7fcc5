// Webhook delivery at a farm's scale (issue 40): 10,000 alert deliveries queued at once across 1,000 webhook
// endpoints (10 each), drained by the delivery job of one API process, the jobs leader alone, on PostgreSQL (the
// production database). Every delivery is a real signed HTTP request (a new connection each, as the sender makes
// them) to a receiver on loopback that notes when each arrives. The rows are written as the alert engine writes
// them, in one transaction; the figure is from their commit to their arrival. Budgets: all 10,000 arrive, each
// once, every endpoint's in order of creation; at least 100 deliveries a second; p99 enqueue-to-send ≤ 120 s (the
// whole burst queued at once: the p99 is the drain's length; the job polls once a second).
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startPostgres } from '../scripts/postgres.mjs';

/** What the run checks. */
export const webhookBudgets = {
  endpoints: 1_000,
  deliveries: 10_000,
  minPerSecond: 100,
  p99Ms: 120_000,
};

const OWNER = 'bench-webhooks';

/** A receiver on loopback: notes when each delivery arrives (by endpoint path and `webhook-id`). */
async function startReceiver() {
  /** @type {{ path: string; id: string; at: number }[]} */
  const arrived = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrived.push({ path: request.url ?? '', id: String(request.headers['webhook-id']), at: Date.now() });
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    arrived,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

const round = (n) => Math.round(n * 10) / 10;

/** Seeds, drains and measures; returns the figures. */
export async function measureWebhooks(root, log) {
  const requireFromApi = createRequire(join(root, 'apps/pool-api/package.json'));
  const postgres = requireFromApi('postgres');
  const { createPoolApi } = await import(join(root, 'apps/pool-api/dist/index.js'));
  const server = await startPostgres({ settings: { shared_buffers: '256MB' } });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  const receiver = await startReceiver();
  let api;
  let sql;
  try {
    await admin.unsafe('CREATE DATABASE lode');
    const { endpoints, deliveries } = webhookBudgets;
    // The API with its jobs (PostgreSQL: it leads once it holds the jobs lock), the delivery job every second.
    api = await createPoolApi({
      port: 0,
      databaseUrl: server.urlOf('lode'),
      authUrl: 'http://127.0.0.1:9',
      realm: 'lode',
      clientId: 'lode-web',
      publicUrl: 'http://localhost:3000',
      mail: { smtpUrl: 'smtp://127.0.0.1:9', pollMs: 0 },
      jobs: { intervalMs: 3_600_000, leaderPollMs: 200 },
      webhooks: { allowLoopback: true, pollMs: 1000 },
      log: { level: 'error' },
    });
    const started = Date.now();
    while (!api.isLeader) {
      if (Date.now() - started > 30_000) throw new Error('the API did not take the jobs lock');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    sql = postgres(server.urlOf('lode'), { max: 1, onnotice: () => {} });
    log(`› webhooks: ${endpoints} endpoints, ${deliveries} deliveries`);
    const now = Date.now();
    await sql.unsafe(
      `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code, seed)
       VALUES ($1, $1, 'main', $1, $2, $2, $2, $1, 1)`,
      [OWNER, Math.floor(now / 1000)],
    );
    await sql.unsafe(
      `INSERT INTO webhook_endpoints (id, owner, url, description, format, subaccounts, secret, enabled, created_at)
       SELECT 'we_bench_' || i, $1, $2 || '/e/' || i, '', 'standard', NULL, $3, true, $4
       FROM generate_series(1, $5::int) AS i`,
      [OWNER, receiver.origin, `whsec_${randomBytes(24).toString('base64')}`, now, endpoints],
    );
    await sql.unsafe('ANALYZE');
    // Ten events, each to every endpoint, queued in one transaction as an evaluation queues them.
    const perEndpoint = deliveries / endpoints;
    const events = Array.from({ length: perEndpoint }, (_, n) => ({
      id: `al_bench_${n}_${randomUUID().slice(0, 8)}`,
      payload: JSON.stringify({
        type: n % 2 ? 'worker.online' : 'worker.offline',
        timestamp: new Date(now).toISOString(),
        data: {
          subaccount: 'main',
          workerId: `w${n}`,
          workerName: `rig-${n}`,
          url: 'http://localhost:3000/workers',
        },
      }),
    }));
    const queuedAt = await sql.begin(async (tx) => {
      const at = Date.now();
      for (const event of events)
        await tx.unsafe(
          `INSERT INTO alert_deliveries (id, idempotency_key, event_id, channel, destination_id, sub, event_type,
                                         payload, locale, alert_id, status, attempts, next_attempt_at, created_at)
           SELECT 'dl_' || md5($1 || i), $1 || ':webhook:we_bench_' || i, $1, 'webhook', 'we_bench_' || i, $2,
                  $3, $4, 'en', $1, 'pending', 0, $5, $5
           FROM generate_series(1, $6::int) AS i`,
          [event.id, OWNER, JSON.parse(event.payload).type, event.payload, at, endpoints],
        );
      return at;
    });
    const committedAt = Date.now();
    const deadline = committedAt + 600_000;
    while (receiver.arrived.length < deliveries && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const drainedAt = Math.max(...receiver.arrived.map((a) => a.at));
    const latencies = receiver.arrived.map((a) => a.at - committedAt).sort((a, b) => a - b);
    const at = (p) =>
      latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
    // Each delivery once, every endpoint's in the order its events were queued.
    const seen = new Set(receiver.arrived.map((a) => `${a.path}|${a.id}`));
    const order = events.map((e) => e.id);
    const byPath = new Map();
    for (const a of receiver.arrived) byPath.set(a.path, [...(byPath.get(a.path) ?? []), a.id]);
    const inOrder = [...byPath.values()].every((ids) => ids.every((id, i) => id === order[i]));
    const [{ delivered }] = await sql.unsafe(
      "SELECT COUNT(*)::int AS delivered FROM alert_deliveries WHERE status = 'delivered'",
    );
    const seconds = (drainedAt - committedAt) / 1000;
    return {
      endpoints,
      deliveries,
      arrived: receiver.arrived.length,
      unique: seen.size,
      delivered,
      inOrder,
      queueMs: committedAt - queuedAt,
      drainSeconds: round(seconds),
      perSecond: Math.round(receiver.arrived.length / seconds),
      p50Ms: at(50),
      p99Ms: at(99),
      maxMs: latencies.at(-1) ?? 0,
    };
  } finally {
    await sql?.end();
    await api?.close();
    await receiver.close();
    await admin.end();
    await server.stop();
  }
}

/** Table rows and the count of budgets missed. */
export function webhookRows(r) {
  const complete = r.arrived === r.deliveries && r.unique === r.deliveries && r.inOrder;
  const ok = complete && r.perSecond >= webhookBudgets.minPerSecond && r.p99Ms <= webhookBudgets.p99Ms;
  const page = '@lode/pool-api webhooks';
  return {
    failed: ok ? 0 : 1,
    rows: [
      {
        page,
        measure: `${r.deliveries} deliveries to ${r.endpoints} endpoints, leader alone: drained per second (${r.arrived} arrived, ${r.unique} distinct, ${r.inOrder ? 'in order' : 'OUT OF ORDER'})`,
        value: `${r.perSecond}/s in ${r.drainSeconds} s`,
        budget: `≥ ${webhookBudgets.minPerSecond}/s, all once, in order`,
        status: ok ? 'ok' : 'OVER',
      },
      {
        page,
        measure: 'same run: enqueue-to-send p99 (p50, max)',
        value: `${r.p99Ms} ms (${r.p50Ms} ms, ${r.maxMs} ms)`,
        budget: `${webhookBudgets.p99Ms} ms`,
        status: r.p99Ms <= webhookBudgets.p99Ms ? 'ok' : 'OVER',
      },
    ],
  };
}

// `pnpm exec tsx bench/webhooks.mjs` runs this figure alone (after `pnpm build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureWebhooks(join(import.meta.dirname, '..'), console.log);
  console.table(webhookRows(figures).rows);
  console.log(JSON.stringify(figures));
}
