// The sub-account overview of a farm (issue 37): one user with 50 sub-accounts and 5,000 workers, a day of samples
// each, on PostgreSQL (the production database) with the simulator source, the API in its own process with its
// production settings. 20 clients ask for `GET /account/overview` while the simulator writes every minute. The
// overview answers each sub-account's summary from the memory the dashboard fills (up to a minute old, read again
// behind the answer; read while the caller waits only after its data changed), so the figure includes the minute's
// re-reads if one falls in the run. Budget: p99 ≤ 50 ms, no errors. The first overview (every summary read while
// the caller waits) is reported beside it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startPostgres } from '../scripts/postgres.mjs';
import { load } from './miningcore.mjs';
import { signIn, startApiProcess } from './poolApi.mjs';

/** What the run checks. */
export const overviewBudgets = {
  subaccounts: 50,
  workers: 5_000,
  concurrency: 20,
  requests: 2_000,
  p99Ms: 50,
};

/**
 * A day of samples for `perSubaccount` Scrypt rigs on the sub-account `sub`, written as the simulator writes them
 * (one row per rig and 10 minutes), up to `until` (epoch seconds, a whole minute).
 */
async function seedRigs(sql, sub, perSubaccount, until) {
  const from = until - 86_400;
  await sql.unsafe(
    `INSERT INTO workers (id, sub, name, grp, model, algorithm, position, nominal, reject_base, stale_base,
                          started_at, offline_from, flapping, last_share_at)
     SELECT $1 || '-' || i, $5, 'rig-' || lpad(i::text, 3, '0'), '', '', 'Scrypt', i, 9.5e9, 0.005, 0.002,
            $2, NULL, false, CASE WHEN i % 10 = 0 THEN $3 - 3600 ELSE $3 END
     FROM generate_series(1, $4::int) AS i`,
    [`wb_${sub}`, from, until, perSubaccount, sub],
  );
  await sql.unsafe(
    `INSERT INTO samples (worker_id, sub, algorithm, t, seconds, hashrate, accepted, rejected, stale)
     SELECT $1 || '-' || i, $5, 'Scrypt', t, 600, h, h * 600 / 65536, h * 3 / 65536, h / 65536
     FROM generate_series(1, $4::int) AS i, generate_series($2::bigint, $3::bigint - 600, 600) AS t,
          LATERAL (SELECT 9.5e9 * (0.95 + 0.1 * random()) AS h) AS r`,
    [`wb_${sub}`, from, until, perSubaccount, sub],
  );
  await sql.unsafe('UPDATE accounts SET sampled_until = $2, settled_until = $2 WHERE sub = $1', [sub, until]);
}

/** Seeds, serves and measures; returns the figures. */
export async function measureOverview(root, log) {
  const requireFromApi = createRequire(join(root, 'apps/pool-api/package.json'));
  const postgres = requireFromApi('postgres');
  const { startIdp } = await import(join(root, 'apps/idp/dist/index.js'));
  const server = await startPostgres({ settings: { shared_buffers: '256MB' } });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  let api;
  let idp;
  try {
    await admin.unsafe('CREATE DATABASE lode');
    idp = await startIdp({ port: 0, host: '127.0.0.1', appOrigin: 'http://localhost:3999' });
    api = await startApiProcess(root, {
      LODE_API_PORT: '0',
      LODE_API_HOST: '127.0.0.1',
      DATABASE_URL: server.urlOf('lode'),
      LODE_AUTH_URL: idp.url,
      LODE_API_TOKEN_RATE_LIMIT: '0',
      LODE_MAIL_CATCHER: '1',
    });
    const token = await signIn(idp.issuer, 'demo');
    const base = `${api.url}/api/v1`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { subaccounts, workers, concurrency, requests } = overviewBudgets;
    // The first request writes the user's first sub-account with its simulated history.
    await (await fetch(`${base}/settings/subaccounts`, { headers })).text();
    for (let i = 2; i <= subaccounts; i += 1) {
      const name = `site-${String(i).padStart(2, '0')}`;
      const made = await fetch(`${base}/settings/subaccounts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name }),
      });
      if (made.status !== 201) throw new Error(`creating ${name} answered ${made.status}`);
    }
    const lode = postgres(server.urlOf('lode'), { max: 1, onnotice: () => {} });
    const [owner] = await lode.unsafe("SELECT sub FROM accounts WHERE username = 'demo' AND sub = owner");
    const rows = await lode.unsafe('SELECT sub FROM accounts WHERE owner = $1 AND sub <> owner', [owner.sub]);
    const [{ first }] = await lode.unsafe('SELECT COUNT(*)::int AS first FROM workers WHERE sub = $1', [
      owner.sub,
    ]);
    const perSubaccount = Math.ceil((workers - first) / rows.length);
    log(`› overview: seeding ${subaccounts} sub-accounts, ${first + perSubaccount * rows.length} workers`);
    const until = Math.floor(Date.now() / 60_000) * 60 - 60;
    for (const row of rows) await seedRigs(lode, row.sub, perSubaccount, until);
    const [{ count }] = await lode.unsafe(
      'SELECT COUNT(*)::int AS count FROM workers w JOIN accounts a ON a.sub = w.sub WHERE a.owner = $1',
      [owner.sub],
    );
    await lode.unsafe('ANALYZE');
    await lode.end();

    const url = `${base}/account/overview?algorithm=Scrypt`;
    const t0 = performance.now();
    const cold = await fetch(url, { headers });
    const body = await cold.json();
    const coldMs = Math.round((performance.now() - t0) * 10) / 10;
    if (cold.status !== 200 || body.items.length !== subaccounts)
      throw new Error(`the overview answered ${cold.status} with ${body.items?.length} sub-accounts`);
    log(`› overview: ${requests} requests, ${concurrency} clients`);
    await load(url, headers, 200, concurrency);
    const figures = await load(url, headers, requests, concurrency);
    return { subaccounts, workers: count, concurrency, firstReadMs: coldMs, ...figures };
  } finally {
    await api?.stop();
    await idp?.close();
    await admin.end();
    await server.stop();
  }
}

/** Table rows and the count of budgets missed. */
export function overviewRows(r) {
  const ok = r.errors === 0 && r.p99Ms <= overviewBudgets.p99Ms;
  const page = '@lode/pool-api overview';
  return {
    failed: ok ? 0 : 1,
    rows: [
      {
        page,
        measure: `GET /account/overview, ${r.subaccounts} sub-accounts, ${r.workers} workers, ${r.concurrency} clients: p99 (${r.errors} errors)`,
        value: `${r.p99Ms} ms`,
        budget: `${overviewBudgets.p99Ms} ms, 0 errors`,
        status: ok ? 'ok' : 'OVER',
      },
      {
        page,
        measure: 'same run: p50, requests per second',
        value: `${r.p50Ms} ms, ${r.requestsPerSecond}/s`,
        budget: '',
        status: '',
      },
      {
        page,
        measure: 'first overview (every summary read while waiting)',
        value: `${r.firstReadMs} ms`,
        budget: '',
        status: '',
      },
    ],
  };
}

// `pnpm exec tsx bench/overview.mjs` runs this figure alone (after `pnpm build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureOverview(join(import.meta.dirname, '..'), console.log);
  console.table(overviewRows(figures).rows);
  console.log(JSON.stringify(figures));
}
