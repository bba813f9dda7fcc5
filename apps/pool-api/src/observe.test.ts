import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPoolApi, type PoolApi } from './app';
import { startPoolApi } from './index';
import type { LogLevel } from './log';
import { freshDatabase, testEngine } from './testing/databases';
import { waitFor } from '../../../scripts/wait.ts';

// What operations sees of the API: a request id on every answer and in its log line, JSON log lines, and
// Prometheus metrics by route pattern (never the raw path, whose workers and coins would make endless series).

const lines: { level: LogLevel; entry: Record<string, unknown> }[] = [];
let api: PoolApi;

const options = {
  port: 0,
  authUrl: 'http://127.0.0.1:9',
  realm: 'lode',
  clientId: 'lode-web',
  publicUrl: 'http://localhost:3999',
  mail: { pollMs: 0 },
};

beforeAll(async () => {
  api = await createPoolApi({
    ...(await freshDatabase()),
    ...options,
    log: {
      level: 'debug',
      access: true,
      write: (line, level) => lines.push({ level, entry: JSON.parse(line) as Record<string, unknown> }),
    },
  });
  // Alone on its database it leads the jobs: at once on PGlite, at its first try of the lock on PostgreSQL.
  await waitFor(() => api.isLeader, 'leadership');
});

afterAll(async () => {
  await api?.close();
});

describe('test controls', () => {
  it('are not served without the option (production never has them)', async () => {
    for (const [method, path] of [
      ['POST', '/api/v1/__lode/clock'],
      ['POST', '/api/v1/__lode/tick'],
      ['POST', '/api/v1/__lode/workers/w_any'],
    ] as const) {
      const response = await api.fetch(
        new Request(`http://localhost${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceMs: 60_000 }),
        }),
      );
      expect(response.status, path).toBe(404);
    }
  });
});

const accessLines = (requestId: string) =>
  lines.filter((l) => l.entry.message === 'request' && l.entry.requestId === requestId);

describe('request ids and access logs', () => {
  it('echoes a sane X-Request-Id and logs the request under it with its route pattern', async () => {
    const response = await api.fetch(
      new Request('http://api.test/api/v1/coins/LTC?x=1', { headers: { 'X-Request-Id': 'edge-42:a.b_c' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('edge-42:a.b_c');
    const [line] = accessLines('edge-42:a.b_c');
    expect(line?.level).toBe('info');
    expect(line?.entry).toMatchObject({
      level: 'info',
      message: 'request',
      method: 'GET',
      route: '/api/v1/coins/{coin}',
      path: '/api/v1/coins/LTC',
      status: 200,
    });
    expect(typeof line?.entry.durationMs).toBe('number');
    expect(Number.isNaN(Date.parse(String(line?.entry.time)))).toBe(false);
  });

  it('replaces a request id that is not a sane one with a new UUID', async () => {
    for (const given of ['bad id with spaces', 'x'.repeat(129), '']) {
      const response = await api.fetch(
        new Request('http://api.test/api/v1/nowhere', { headers: given ? { 'X-Request-Id': given } : {} }),
      );
      expect(response.status).toBe(404);
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(accessLines(id)[0]?.entry).toMatchObject({
        status: 404,
        route: 'unmatched',
        path: '/api/v1/nowhere',
      });
    }
  });

  it('answers /livez and /readyz without caching, logged at debug only', async () => {
    const live = await api.fetch(
      new Request('http://api.test/livez', { headers: { 'X-Request-Id': 'probe-1' } }),
    );
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await api.fetch(new Request('http://api.test/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: 'up', leader: true });
    expect(await api.readiness()).toEqual({ ready: true, database: 'up', leader: true });
    expect(accessLines('probe-1')[0]?.level).toBe('debug');
  });
});

describe('a mounted API', () => {
  it('writes no access line of its own (the host server logs the request), but still its metrics', async () => {
    const written: string[] = [];
    const mounted = await createPoolApi({
      ...(await freshDatabase()),
      ...options,
      log: { level: 'debug', write: (line) => written.push(line) },
    });
    try {
      const response = await mounted.fetch(new Request('http://api.test/api/v1/coins/BTC'));
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(written.filter((l) => l.includes('"message":"request"'))).toEqual([]);
      expect(await mounted.metrics.metrics()).toContain('route="/api/v1/coins/{coin}"');
    } finally {
      await mounted.close();
    }
  });
});

describe('metrics', () => {
  it('lists the request histogram by route pattern, the error counter, and the process, database and job figures', async () => {
    await api.fetch(new Request('http://api.test/api/v1/coins/DOGE'));
    await api.fetch(new Request('http://api.test/api/v1/account/summary'));
    const text = await api.metrics.metrics();
    expect(text).toContain(
      'lode_api_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/coins/{coin}",status="200"}',
    );
    expect(text).toMatch(
      /lode_api_http_requests_total\{method="GET",route="\/api\/v1\/coins\/\{coin\}",status="200"\} [1-9]/,
    );
    expect(text).not.toContain('/api/v1/coins/DOGE');
    expect(text).toMatch(
      /lode_api_http_errors_total\{route="\/api\/v1\/account\/summary",code="unauthorized"\} 1/,
    );
    expect(text).toMatch(/lode_api_process_cpu_user_seconds_total \d/);
    expect(text).toMatch(testEngine() === 'postgres' ? /lode_db_pool_max 10\b/ : /lode_db_pool_max 1\b/);
    expect(text).toMatch(/lode_db_query_duration_seconds_count [1-9]/);
    expect(text).toMatch(/lode_db_queries_in_flight 0\b/);
    expect(text).toMatch(/lode_jobs_leader 1\b/);
    expect(text).toMatch(/lode_job_runs_total\{job="minute",outcome="success"\} 0/);
    expect(text).toMatch(/lode_job_lag_seconds\{job="minute"\} 0/);
    expect(text).toMatch(/lode_stream_clients 0\b/);
    expect(text).toMatch(/lode_db_up 1\b/);
  });

  it('serves them on a port of their own when the API runs standalone', async () => {
    const standaloneLines: string[] = [];
    const running = await startPoolApi({
      ...(await freshDatabase()),
      ...options,
      host: '127.0.0.1',
      metrics: { port: 0 },
      log: { write: (line) => standaloneLines.push(line) },
    });
    try {
      expect(running.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect(running.metricsUrl).not.toContain(`:${new URL(running.url).port}/`);
      const served = await fetch(`${running.url}/livez`);
      expect(served.status).toBe(200);
      const response = await fetch(running.metricsUrl as string);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(
        /lode_api_http_requests_total\{method="GET",route="\/livez",status="200"\} 1/,
      );
      // Not on the API's own port.
      expect((await fetch(`${running.url}/metrics`)).status).toBe(404);
      // Standalone, the API writes the access log itself.
      expect((await fetch(`${running.url}/api/v1/coins/LTC`)).status).toBe(200);
      expect(standaloneLines.some((l) => l.includes('"route":"/api/v1/coins/{coin}"'))).toBe(true);
    } finally {
      await running.close();
    }
  });
});
