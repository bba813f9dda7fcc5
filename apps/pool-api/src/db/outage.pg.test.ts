import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../../scripts/postgres.mjs';
import { createPoolApi, type PoolApi } from '../app';
import { waitFor } from '../../../../scripts/wait.ts';

// PostgreSQL stops (a restart, a fail-over) under a running API: requests that need it answer 503 with Retry-After,
// quickly, `/readyz` says not ready while `/livez` stays up, and once the server is back the same API instance
// answers again by itself. A server of this file's own, so stopping it disturbs no other test.

let server: Awaited<ReturnType<typeof startPostgres>>;
let api: PoolApi;
const logged: { level: string; entry: Record<string, unknown> }[] = [];

/** A well-formed personal API key that no account has: checking it needs the database. */
const KEY = 'lode_0123456789ab_abcdefghijklmnopqrstuvwxyz012345';
const get = (path: string) => api.fetch(new Request(`http://api.test${path}`));

beforeAll(async () => {
  server = await startPostgres();
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  await admin.unsafe('CREATE DATABASE lode');
  await admin.end();
  api = await createPoolApi({
    port: 0,
    databaseUrl: server.urlOf('lode'),
    authUrl: 'http://127.0.0.1:9',
    realm: 'lode',
    clientId: 'lode-web',
    publicUrl: 'http://localhost:3999',
    mail: { pollMs: 0 },
    // Leadership comes back a few polls after the restart: short polls keep the test short.
    jobs: { leaderPollMs: 500 },
    log: {
      write: (line, level) => logged.push({ level, entry: JSON.parse(line) as Record<string, unknown> }),
    },
  });
});

afterAll(async () => {
  await api?.close();
  await server?.stop();
});

describe('PostgreSQL outage', () => {
  it('answers 503 with Retry-After while the database is down and recovers by itself when it is back', async () => {
    // Alone on its database, it takes the jobs' lock at its first try.
    await waitFor(() => api.isLeader, 'leadership');
    expect((await get('/readyz')).status).toBe(200);
    expect(await (await get('/readyz')).json()).toEqual({ ready: true, database: 'up', leader: true });
    expect((await get('/api/v1/top-miners')).status).toBe(200);

    await server.pause('fast');
    const ready = await waitFor(async () => {
      const r = await get('/readyz');
      return r.status === 503 ? r : null;
    }, 'readyz 503');
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ ready: false, database: 'down', leader: false });
    expect(api.isLeader).toBe(false);
    const live = await get('/livez');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });

    // The simulator's public figures are computed, not stored: they keep answering.
    expect((await get('/api/v1/top-miners')).status).toBe(200);
    for (const path of ['/api/v1/account/summary', '/api/v1/account/workers']) {
      const id = `outage:${path.replaceAll('/', '.')}`;
      const started = performance.now();
      const response = await api.fetch(
        new Request(`http://api.test${path}`, { headers: { 'X-API-Key': KEY, 'X-Request-Id': id } }),
      );
      expect(performance.now() - started).toBeLessThan(6000);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        code: 'unavailable',
        message: "The pool's database is not answering. Try again in a few seconds.",
      });
      // Logged as a warning (stderr) under the request's id, not as an error of the API.
      expect(response.headers.get('x-request-id')).toBe(id);
      expect(logged.find((l) => l.entry.requestId === id)).toMatchObject({
        level: 'warn',
        entry: { message: 'database unavailable' },
      });
    }
    // Found down, the database is not waited on again: each request is answered at once (postgres.js alone would hold
    // them until the server is back, up to 20 s after).
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const started = performance.now();
          const response = await api.fetch(
            new Request('http://api.test/api/v1/account/summary', { headers: { 'X-API-Key': KEY } }),
          );
          return { status: response.status, ms: performance.now() - started };
        }),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 503));
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1500);
    }
    const text = await api.metrics.metrics();
    expect(text).toMatch(
      /lode_api_http_errors_total\{route="\/api\/v1\/account\/summary",code="unavailable"\} 101/,
    );
    expect(text).toMatch(/lode_db_up 0\b/);
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);

    await server.resume();
    const resumed = performance.now();
    await waitFor(async () => (await get('/readyz')).status === 200, 'readyz 200 after the restart');
    // Within seconds of the server taking connections again (a quarter-second probe, at most 1 s between
    // postgres.js's reconnections), not after its back-off of up to 20 s.
    expect(performance.now() - resumed).toBeLessThan(8000);
    const summary = await api.fetch(
      new Request('http://api.test/api/v1/account/summary', {
        headers: { 'X-API-Key': KEY },
      }),
    );
    // Back to the answer the key gets when the database is up: the key is unknown.
    expect(summary.status).toBe(401);
    // And it leads the jobs again: its lock went with the old session, it takes it on a new one.
    await waitFor(() => api.isLeader, 'leadership after the restart');
  });
});
