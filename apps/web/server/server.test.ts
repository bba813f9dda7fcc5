import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { acceptedLanguages, createApp, type AppOptions } from './app';
import { Counter, Registry } from 'prom-client';
import { startServer } from './index';
import { requestKind } from './metrics';
import { readSettings } from './settings';

let root: string;
let dist: string;
let rulesFile: string;
const secret = 'TOP-SECRET-OUTSIDE-THE-BUILD';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lode-server-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, 'builds'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="./assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'builds', 'latest.json'), '{"id":"build-1","timestamp":1}');
  await writeFile(
    join(dist, 'silent-check-sso.html'),
    '<!doctype html><script>parent.postMessage(1)</script>',
  );
  // A file beside the build that no request may ever read.
  await writeFile(join(root, 'secret.txt'), secret);
  rulesFile = join(root, 'route-rules.json');
});

afterAll(() => rm(root, { recursive: true, force: true }));

const quiet: AppOptions = { log: false };

/** The app on the test build; no poll of the API's site state (siteTable.test.ts has those): an aborted signal. */
async function appWith(env: NodeJS.ProcessEnv = {}, options: AppOptions = quiet): Promise<Hono> {
  return createApp(readSettings({ LODE_ROUTE_RULES: rulesFile, ...env }), dist, {
    signal: AbortSignal.abort(),
    ...options,
  });
}

/** Writes the rules file and waits past the store's re-check interval, so the next request sees it. */
async function writeRules(value: unknown) {
  await writeFile(rulesFile, typeof value === 'string' ? value : JSON.stringify(value));
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('pages and statuses', () => {
  it('answers known pages with 200 and unknown or invalid ones with the page and status 404', async () => {
    await writeRules({ rules: [] });
    const app = await appWith();
    for (const path of [
      '/',
      '/ru',
      '/cn/faq',
      '/dashboard',
      '/api',
      '/ru/api',
      '/docs/api-swagger/public/listCoins',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    for (const path of [
      '/nowhere',
      '/en/faq',
      '/docs/api-swagger/nope',
      '/docs/api-swagger/account/nope',
      '/ru/auth/callback',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it('gives every page a <base href>, so one build serves under any base path', async () => {
    const app = await appWith();
    expect(await (await app.request('/ru/faq')).text()).toContain('<head><base href="/" />');
  });

  it('answers /api/… paths that are no endpoint with JSON 404, and the API path too until a handler is mounted', async () => {
    const app = await appWith();
    const unknown = await app.request('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    const api = await app.request('/api/v1/account/summary');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      code: 'not_found',
      message: 'No API endpoint /api/v1/account/summary',
    });
  });

  it('hands the API path to the apiHandler, request as received', async () => {
    const seen: string[] = [];
    const app = await appWith(
      {},
      {
        ...quiet,
        apiHandler: (request) => {
          seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
          return Response.json({ ok: true }, { status: 201 });
        },
      },
    );
    const res = await app.request('/api/v1/workers?limit=5', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toEqual(['POST /api/v1/workers?limit=5']);
    // Other /api paths stay the host's.
    expect((await app.request('/api/route-rules?path=/')).status).toBe(200);
  });

  it('does not mount an API that lives on another origin', async () => {
    const app = await appWith({ LODE_API_URL: 'https://api.example.com/v1' });
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' http://localhost:8080 https://api.example.com;");
    expect((await app.request('/api/v1/x')).status).toBe(404);
  });
});

describe('route rules', () => {
  it('redirects document requests inside and outside the site, in the path language', async () => {
    await writeRules({
      rules: [
        { match: '/old/**', redirect: '/news', status: 301 },
        { match: '/forum', redirect: 'https://forum.example.com/' },
      ],
    });
    const app = await appWith();
    const inside = await app.request('/ru/old/post/1');
    expect(inside.status).toBe(301);
    expect(inside.headers.get('location')).toBe('/ru/news');
    const outside = await app.request('/forum');
    expect(outside.status).toBe(302);
    expect(outside.headers.get('location')).toBe('https://forum.example.com/');
  });

  it('answers one lookup, and the whole table for the SPA', async () => {
    await writeRules({ rules: [{ match: '/old/**', redirect: '/news', status: 308 }] });
    const app = await appWith();
    const lookup = await app.request('/api/route-rules?path=%2Fcn%2Fold%2Fa');
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toEqual({
      path: '/cn/old/a',
      redirect: { to: '/cn/news', status: 308, external: false },
    });
    expect(await (await app.request('/api/route-rules?path=/faq')).json()).toEqual({
      path: '/faq',
      redirect: null,
    });
    for (const path of ['/api/route-rules', '/api/route-rules.json']) {
      const table = await app.request(path);
      expect(table.headers.get('cache-control')).toContain('no-store');
      expect(await table.json()).toEqual({
        source: 'file',
        version: null,
        rules: [{ match: '/old/**', redirect: '/news', status: 308 }],
        maintenance: { state: 'off', startsAt: null, endsAt: null, message: { en: '', ru: '', cn: '' } },
        fileMaintenance: false,
        now: null,
      });
    }
  });

  it.each([
    ['/api/route-rules?path=', 'an empty path'],
    ['/api/route-rules?path=faq', 'a relative path'],
    ['/api/route-rules?path=//evil.example', 'a protocol-relative URL'],
    [`/api/route-rules?path=/${'a'.repeat(3000)}`, 'a huge path'],
  ])('refuses a lookup with %s (%s) with 400', async (url) => {
    const app = await appWith();
    const res = await app.request(url);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_request' });
  });

  it('turns maintenance on and off without a restart, keeping assets, config, icons and the sign-in check', async () => {
    await writeRules({ maintenance: false });
    const app = await appWith();
    expect((await app.request('/faq')).status).toBe(200);

    await writeRules({ maintenance: true, rules: [] });
    for (const [path, to] of [
      ['/', '/tech-work'],
      ['/faq', '/tech-work'],
      ['/ru/dashboard', '/ru/tech-work'],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe(to);
    }
    expect((await app.request('/tech-work')).status).toBe(200);
    expect((await app.request('/cn/tech-work')).status).toBe(200);
    for (const path of [
      '/assets/app-abc123.js',
      '/config.json',
      '/builds/latest.json',
      '/silent-check-sso.html',
      '/api/icons/lucide.json?icons=menu',
    ]) {
      expect((await app.request(path)).status, path).toBe(200);
    }

    await writeRules({ maintenance: false, rules: [] });
    expect((await app.request('/faq')).status).toBe(200);
  });

  it('keeps the last good rules when the file breaks, and says why once', async () => {
    const errors: string[] = [];
    await writeRules({ maintenance: true });
    const app = await appWith({}, { log: { access: () => {}, error: (line) => errors.push(line) } });
    expect((await app.request('/faq')).status).toBe(302);
    await writeRules('{ "maintenance": fals');
    expect((await app.request('/faq')).status).toBe(302);
    expect((await app.request('/news')).status).toBe(302);
    await writeRules({ maintenance: false, rules: [{ match: '/a', redirect: 'javascript:alert(1)' }] });
    expect((await app.request('/faq')).status).toBe(302);
    expect(errors).toHaveLength(2);
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({
      level: 'error',
      message: expect.stringMatching(
        /route-rules\.json is not valid \(.*JSON.*\); keeping the last good rules/,
      ),
    });
    expect(JSON.parse(errors[1] ?? '{}').message).toContain('rules[0].redirect must be a path');
    await writeRules({ maintenance: false });
    expect((await app.request('/faq')).status).toBe(200);
  });
});

describe('icons', () => {
  it('serves the asked icons of an installed Iconify collection, cacheable', async () => {
    const app = await appWith();
    const res = await app.request('/api/icons/lucide.json?icons=menu,wallet,no-such-icon');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    const body = (await res.json()) as {
      prefix: string;
      icons: Record<string, { body: string }>;
      not_found?: string[];
    };
    expect(body.prefix).toBe('lucide');
    expect(Object.keys(body.icons).sort()).toEqual(['menu', 'wallet']);
    expect(body.icons.menu?.body).toContain('<path');
    expect(body.not_found).toEqual(['no-such-icon']);
    const coins = await app.request('/api/icons/cryptocurrency.json?icons=ltc,doge');
    expect(Object.keys(((await coins.json()) as { icons: object }).icons).sort()).toEqual(['doge', 'ltc']);
  });

  it.each([
    ['/api/icons/mdi.json?icons=home', 404, 'unknown_collection'],
    ['/api/icons/..%2f..%2fpackage.json?icons=a', 400, 'bad_path'],
    ['/api/icons/lucide?icons=menu', 404, 'not_found'],
    ['/api/icons/lucide.json', 400, 'bad_request'],
    ['/api/icons/lucide.json?icons=', 400, 'bad_request'],
    ['/api/icons/lucide.json?icons=Menu<script>', 400, 'bad_request'],
    [
      `/api/icons/lucide.json?icons=${Array.from({ length: 201 }, (_, i) => `i${i}`).join(',')}`,
      400,
      'too_many_icons',
    ],
  ])('answers %s with %i', async (url, status, code) => {
    const app = await appWith();
    const res = await app.request(url);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code });
  });

  it('takes up to 200 names', async () => {
    const app = await appWith();
    const names = Array.from({ length: 200 }, (_, i) => `i${i}`).join(',');
    expect((await app.request(`/api/icons/lucide.json?icons=${names}`)).status).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    '/..%2f..%2fsecret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/..%5c..%5csecret.txt',
    '/assets/..%252f..%252fsecret.txt',
    '/faq%00.html',
    '/%E0%A4%A',
    '/ru/..%2f..%2fsecret.txt',
  ])('answers the traversal attempt %s with 4xx and never a file outside the build', async (path) => {
    const app = await appWith();
    const res = await app.request(path);
    expect(res.status, path).toBeGreaterThanOrEqual(400);
    expect(res.status, path).toBeLessThan(500);
    expect(await res.text()).not.toContain(secret);
  });

  it('answers a huge query string with 414, never 5xx', async () => {
    const app = await appWith();
    for (const path of [`/?q=${'x'.repeat(20_000)}`, `/api/route-rules?path=/${'x'.repeat(20_000)}`]) {
      const res = await app.request(path);
      expect(res.status).toBe(414);
    }
  });

  it('refuses a huge request over a real socket with 4xx too', async () => {
    const server = await startServer(
      { ...readSettings({}), port: 0, host: '127.0.0.1', metricsPort: 0 },
      { distDir: dist, log: false },
    );
    try {
      const res = await fetch(`${server.url}/?q=${'x'.repeat(100_000)}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    } finally {
      await server.close();
    }
  });
});

describe('compression and logging', () => {
  it('compresses what it makes itself with brotli, or gzip for clients without it', async () => {
    const app = await appWith();
    const url = `/api/icons/lucide.json?icons=${['menu', 'wallet', 'settings', 'users', 'chart-line', 'cpu'].join(',')}`;
    const br = await app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const gzip = await app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request(url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { icons: object }).icons).toHaveProperty('menu');
  });

  it('passes an event stream from the API through as it comes, never compressed', async () => {
    let close = () => {};
    const app = await appWith(
      {},
      {
        ...quiet,
        apiHandler: () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(
                  new TextEncoder().encode(`id: 1\nevent: ready\ndata: ${'x'.repeat(2000)}\n\n`),
                );
                close = () => controller.close();
              },
            }),
            { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
          ),
      },
    );
    const res = await app.request('/api/v1/account/stream', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    // The first message arrives while the stream is still open.
    const first = await (res.body as ReadableStream<Uint8Array>).getReader().read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^id: 1\nevent: ready\n/);
    close();
  });

  it('writes one JSON access line per request, without the query', async () => {
    const lines: string[] = [];
    const app = await appWith({}, { log: { access: (line) => lines.push(line), error: () => {} } });
    await app.request('/auth/callback?code=secret-code&state=s');
    await app.request('/nowhere');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ method: 'GET', path: '/auth/callback', status: 200 }),
      expect.objectContaining({ method: 'GET', path: '/nowhere', status: 404 }),
    ]);
    expect(lines.join('\n')).not.toContain('secret-code');
    expect(JSON.parse(lines[0] ?? '{}')).toHaveProperty('durationMs');
  });

  it('keeps a watcher view’s or freeze link’s secret out of the log, any Referer and search engines', async () => {
    const lines: string[] = [];
    const secret = 'Zm9vYmFyYmF6cXV4cXV1eHNlY3JldDEy';
    const token = 'lUq3Xv0cR1m2bq9f3zY0dXk1Vf5m0f8cA4jG7wq2rTs';
    const app = await appWith(
      { LODE_BASE_PATH: '/pool/' },
      { log: { access: (line) => lines.push(line), error: () => {} } },
    );
    for (const path of [
      `/pool/watch/${secret}`,
      `/pool/ru/watch/${secret}`,
      `/pool/cn/watch/${secret}/workers`,
      `/pool/ru/security/freeze/${token}`,
    ]) {
      const res = await app.request(path);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
      expect(res.headers.get('cache-control')).toContain('no-store');
    }
    expect(lines.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual([
      '/pool/watch/…',
      '/pool/ru/watch/…',
      '/pool/cn/watch/…/workers',
      '/pool/ru/security/freeze/…',
    ]);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain(token);
    // Other pages keep the site's policy.
    expect((await app.request('/pool/dashboard')).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});

describe('probes', () => {
  it('answers /livez and /readyz at the server root, never cached, even under a base path', async () => {
    const app = await appWith({ LODE_BASE_PATH: '/pool/' });
    const live = await app.request('/livez');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toContain('no-store');
    expect(await live.json()).toEqual({ status: 'ok' });
    // Without a mounted API the host needs nothing else to serve.
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toContain('no-store');
    expect(await ready.json()).toEqual({ ready: true });
  });

  it("answers /readyz with the mounted API's readiness: 503 while its database is down", async () => {
    let database = 'up';
    const app = await appWith(
      {},
      {
        ...quiet,
        readiness: async () =>
          database === 'up'
            ? { ready: true, database: 'up', leader: true }
            : { ready: false, database: 'down', leader: false },
      },
    );
    const up = await app.request('/readyz');
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ ready: true, database: 'up', leader: true });
    database = 'down';
    const down = await app.request('/readyz');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toContain('no-store');
    expect(await down.json()).toEqual({ ready: false, database: 'down', leader: false });
    // Alive all the same: restarting the process would not bring the database back.
    expect((await app.request('/livez')).status).toBe(200);
    database = 'up';
    expect((await app.request('/readyz')).status).toBe(200);
  });

  it('is not ready, and says why in the error log, when the readiness check itself fails', async () => {
    const errors: string[] = [];
    const app = await appWith(
      {},
      {
        log: { access: () => {}, error: (line) => errors.push(line) },
        readiness: () => Promise.reject(new Error('pool closed')),
      },
    );
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ready: false });
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({
      level: 'error',
      message: 'readiness check failed: pool closed',
      requestId: res.headers.get('x-request-id'),
    });
  });
});

describe('metrics', () => {
  /** The value of one series in Prometheus text, or undefined when there is none. */
  const sample = (text: string, series: string) =>
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1];

  it('counts requests by kind on a port of its own, where the app port has no metrics', async () => {
    const api = new Registry();
    const apiRequests = new Counter({ name: 'lode_api_example_total', help: 'x', registers: [api] });
    apiRequests.inc(3);
    const server = await startServer(
      { ...readSettings({ LODE_ROUTE_RULES: rulesFile }), port: 0, host: '127.0.0.1', metricsPort: 0 },
      {
        distDir: dist,
        log: false,
        apiHandler: () => Response.json({ ok: true }),
        mergeMetrics: [api],
      },
    );
    try {
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect(new URL(server.metricsUrl).port).not.toBe(new URL(server.url).port);
      for (const path of [
        '/',
        '/ru/faq',
        '/nowhere',
        '/assets/app-abc123.js',
        '/config.json',
        '/api/v1/pool/stats',
        '/api/v1/pool/stats',
        '/api/icons/lucide.json?icons=menu',
        '/livez',
      ]) {
        await (await fetch(`${server.url}${path}`)).arrayBuffer();
      }
      // The app's own /metrics is an unknown page of the SPA, not the metrics.
      const onApp = await fetch(`${server.url}/metrics`);
      expect(onApp.status).toBe(404);
      expect(await onApp.text()).toContain('<div id="root">');

      const res = await fetch(server.metricsUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      const count = (kind: string, status: number) =>
        sample(text, `lode_web_http_requests_total{method="GET",kind="${kind}",status="${status}"}`);
      expect(count('page', 200)).toBe('2');
      expect(count('page', 404)).toBe('2');
      expect(count('asset', 200)).toBe('1');
      expect(count('config', 200)).toBe('1');
      expect(count('api', 200)).toBe('2');
      expect(count('icons', 200)).toBe('1');
      expect(count('other', 200)).toBe('1');
      expect(
        sample(text, 'lode_web_http_request_duration_seconds_count{method="GET",kind="api",status="200"}'),
      ).toBe('2');
      // No raw path becomes a label.
      expect(text).not.toContain('/ru/faq');
      expect(text).not.toContain('pool/stats');
      // Process metrics, prefixed, and the mounted API's registry on the same endpoint.
      expect(text).toMatch(/^lode_web_process_cpu_seconds_total \d/m);
      expect(sample(text, 'lode_api_example_total')).toBe('3');
      // Read at each scrape.
      apiRequests.inc();
      expect(sample(await (await fetch(server.metricsUrl)).text(), 'lode_api_example_total')).toBe('4');
      const elsewhere = await fetch(new URL('/other', server.metricsUrl));
      expect(elsewhere.status).toBe(404);
    } finally {
      await server.close();
    }
    await expect(fetch(server.metricsUrl)).rejects.toThrow();
  });

  it('refuses to start, naming the variable, when the metrics port is taken', async () => {
    const first = await startServer(
      { ...readSettings({}), port: 0, host: '127.0.0.1', metricsPort: 0 },
      { distDir: dist, log: false },
    );
    try {
      const taken = Number(new URL(first.metricsUrl).port);
      await expect(
        startServer(
          { ...readSettings({}), port: 0, host: '127.0.0.1', metricsPort: taken },
          { distDir: dist, log: false },
        ),
      ).rejects.toThrow(`LODE_METRICS_PORT ${taken} on 127.0.0.1 cannot be used`);
    } finally {
      await first.close();
    }
  });

  it.each([
    ['/', 'page'],
    ['/ru/dashboard', 'page'],
    ['/no/such/page', 'page'],
    ['/api', 'page'],
    ['/assets/app-abc123.js', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/config.json', 'config'],
    ['/builds/latest.json', 'config'],
    ['/api/route-rules.json', 'config'],
    ['/api/icons/lucide.json', 'icons'],
    ['/api/v1/account/workers/42', 'api'],
    ['/api/v1', 'api'],
    ['/api/nothing', 'other'],
    ['/livez', 'other'],
    ['/readyz', 'other'],
  ] as const)('files %s under kind %s', (path, kind) => {
    expect(requestKind(path, { prefix: '', apiPath: '/api/v1' })).toBe(kind);
  });

  it('files requests under a base path, and outside it as other', () => {
    const layout = { prefix: '/pool', apiPath: '/api/v1' };
    expect(requestKind('/pool/faq', layout)).toBe('page');
    expect(requestKind('/pool/assets/a.js', layout)).toBe('asset');
    expect(requestKind('/pool/config.json', layout)).toBe('config');
    expect(requestKind('/faq', layout)).toBe('other');
    expect(requestKind('/readyz', layout)).toBe('other');
    expect(requestKind('/api/v1/pool/stats', layout)).toBe('api');
    // An API on another origin is not ours to count as api.
    expect(requestKind('/api/v1/pool/stats', { prefix: '', apiPath: undefined })).toBe('other');
  });
});

describe('request id', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("takes a proxy's well-formed X-Request-Id, echoes it, logs it and hands it to the mounted API", async () => {
    const lines: string[] = [];
    const seen: (string | null)[] = [];
    const app = await appWith(
      {},
      {
        log: { access: (line) => lines.push(line), error: () => {} },
        apiHandler: (request) => {
          seen.push(request.headers.get('x-request-id'));
          return Response.json({ ok: true });
        },
      },
    );
    const id = 'nginx-1f2e3d:42.7_a';
    for (const path of ['/faq', '/api/v1/pool/stats', '/config.json']) {
      const res = await app.request(path, { headers: { 'X-Request-Id': id } });
      expect(res.headers.get('x-request-id'), path).toBe(id);
    }
    expect(seen).toEqual([id]);
    expect(lines.map((line) => JSON.parse(line).requestId)).toEqual([id, id, id]);
  });

  it.each([
    ['a space', 'has space'],
    ['a quote', 'x"y'],
    ['too long an id', 'x'.repeat(129)],
    ['an empty id', ''],
  ])('replaces %s with a fresh one, the same everywhere', async (_, malformed) => {
    const lines: string[] = [];
    const seen: (string | null)[] = [];
    const app = await appWith(
      {},
      {
        log: { access: (line) => lines.push(line), error: () => {} },
        apiHandler: (request) => {
          seen.push(request.headers.get('x-request-id'));
          return new Response(null, { status: 204 });
        },
      },
    );
    const res = await app.request('/api/v1/account/summary', { headers: { 'X-Request-Id': malformed } });
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(uuid);
    expect(seen).toEqual([id]);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ requestId: id, status: 204 });
  });

  it('gives each request without one its own, on refusals and errors too, and names it in the error line', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const app = await appWith(
      {},
      {
        log: { access: (line) => lines.push(line), error: (line) => errors.push(line) },
        apiHandler: () => {
          throw new Error('the handler broke');
        },
      },
    );
    const page = await app.request('/');
    const refused = await app.request('/..%2fsecret.txt');
    const failed = await app.request('/api/v1/boom');
    expect(refused.status).toBe(400);
    expect(failed.status).toBe(500);
    const ids = [page, refused, failed].map((res) => res.headers.get('x-request-id') ?? '');
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(3);
    expect(lines.map((line) => JSON.parse(line).requestId)).toEqual(ids);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] ?? '{}')).toMatchObject({ level: 'error', requestId: ids[2] });
    expect(JSON.parse(errors[0] ?? '{}').message).toContain('the handler broke');
  });

  it('streams a request body through to the mounted API over a real socket, with the id', async () => {
    const server = await startServer(
      { ...readSettings({}), port: 0, host: '127.0.0.1', metricsPort: 0 },
      {
        distDir: dist,
        log: false,
        apiHandler: async (request) =>
          Response.json({ id: request.headers.get('x-request-id'), body: await request.text() }),
      },
    );
    try {
      const body = JSON.stringify({ name: 'rig-01', padding: 'x'.repeat(200_000) });
      const res = await fetch(`${server.url}/api/v1/account/workers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'lb-77' },
        body,
      });
      expect(res.headers.get('x-request-id')).toBe('lb-77');
      expect(await res.json()).toEqual({ id: 'lb-77', body });
    } finally {
      await server.close();
    }
  });
});

describe('base path', () => {
  it('serves everything under LODE_BASE_PATH', async () => {
    await writeRules({ rules: [{ match: '/old', redirect: '/news' }] });
    const app = await appWith({ LODE_BASE_PATH: '/pool' });
    const page = await app.request('/pool/ru/faq');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<base href="/pool/" />');
    expect((await app.request('/pool/')).status).toBe(200);
    expect((await app.request('/pool/nowhere')).status).toBe(404);
    expect((await app.request('/pool/assets/app-abc123.js')).status).toBe(200);
    expect(await (await app.request('/pool/config.json')).json()).toMatchObject({ realm: 'lode' });
    expect((await app.request('/pool/api/icons/lucide.json?icons=menu')).status).toBe(200);
    const root = await app.request('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/pool/');
    const rule = await app.request('/pool/old');
    expect(rule.headers.get('location')).toBe('/pool/news');
    expect((await app.request('/faq')).status).toBe(404);
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    let release = () => {};
    let arrived = () => {};
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const server = await startServer(
      { ...readSettings({}), port: 0, host: '127.0.0.1', metricsPort: 0 },
      {
        distDir: dist,
        log: false,
        apiHandler: async (request) => {
          // The host's own poll of the site state is not the request in flight.
          if (new URL(request.url).pathname.endsWith('/public/site'))
            return Response.json({}, { status: 404 });
          arrived();
          await new Promise<void>((resolve) => (release = resolve));
          return Response.json({ finished: true });
        },
      },
    );
    const slow = fetch(`${server.url}/api/v1/slow`);
    await inFlight;
    const closed = server.close();
    release();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
  });
});

describe('settings', () => {
  it('normalises the base path', () => {
    expect(readSettings({}).basePath).toBe('/');
    expect(readSettings({ LODE_BASE_PATH: 'pool' }).basePath).toBe('/pool/');
    expect(readSettings({ LODE_BASE_PATH: '/a/b/' }).basePath).toBe('/a/b/');
  });

  it.each(['/../etc', '/a b/', '/"><script>/'])('rejects the base path %s', (value) => {
    expect(() => readSettings({ LODE_BASE_PATH: value })).toThrow('LODE_BASE_PATH must be a path');
  });

  it('reads the metrics endpoint from LODE_METRICS_PORT and LODE_METRICS_HOST', () => {
    expect(readSettings({})).toMatchObject({ metricsPort: 9463, metricsHost: '127.0.0.1' });
    expect(readSettings({ LODE_METRICS_PORT: '0', LODE_METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 0,
      metricsHost: '0.0.0.0',
    });
  });

  it.each(['nine', '', '-1', '70000', '9463.5'])(
    'rejects the metrics port "%s", naming the variable',
    (value) => {
      expect(() => readSettings({ LODE_METRICS_PORT: value })).toThrow(
        `LODE_METRICS_PORT must be a whole number from 0 to 65535, got "${value}"`,
      );
    },
  );

  it('rejects a metrics port that is the app port', () => {
    expect(() => readSettings({ PORT: '8080', LODE_METRICS_PORT: '8080' })).toThrow(
      'LODE_METRICS_PORT must differ from PORT (8080)',
    );
  });

  it('rejects an API URL that is neither a URL nor a path', () => {
    expect(() => readSettings({ LODE_API_URL: 'api v1' })).toThrow('LODE_API_URL must be');
  });

  it('takes an absolute internal API URL for the site poll, and nothing else', () => {
    expect(readSettings({}).apiInternalUrl).toBeUndefined();
    expect(readSettings({ LODE_API_INTERNAL_URL: 'http://10.0.0.5:3001/api/v1/' }).apiInternalUrl).toBe(
      'http://10.0.0.5:3001/api/v1',
    );
    for (const value of ['/api/v1', 'ftp://x/api', 'api'])
      expect(() => readSettings({ LODE_API_INTERNAL_URL: value }), value).toThrow(
        'LODE_API_INTERNAL_URL must be an absolute http(s) URL',
      );
  });
});

describe('pages rendered at build', () => {
  it('sends the rendered page when there is one, its loader script allowed by hash, and the shell otherwise', async () => {
    const dir = join(dist, '.prerendered');
    await mkdir(join(dir, 'ru'), { recursive: true });
    const loader = 'requestAnimationFrame(function(){})';
    const page = (text: string) =>
      `<!doctype html><html><head></head><body><div id="root"><h1>${text}</h1></div><script>${loader}</script></body></html>`;
    await writeFile(join(dir, 'index.html'), page('Home, rendered'));
    await writeFile(join(dir, 'faq.html'), page('FAQ, rendered'));
    await writeFile(join(dir, 'ru', 'faq.html'), page('Вопросы, отрисованы'));
    try {
      const app = await appWith({}, quiet);
      const faq = await app.request('/faq/?x=1');
      expect(faq.status).toBe(200);
      const html = await faq.text();
      expect(html).toContain('<h1>FAQ, rendered</h1>');
      expect(html).toContain('<head><base href="/" />');
      const hash = createHash('sha256').update(loader).digest('base64');
      expect(faq.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
      expect(await (await app.request('/')).text()).toContain('Home, rendered');
      expect(await (await app.request('/ru/faq')).text()).toContain('Вопросы, отрисованы');
      // Pages without a rendering get the shell.
      expect(await (await app.request('/news')).text()).toContain('<div id="root"></div>');
      // A visitor the app would move to Russian gets the shell, so the first paint is Russian, not English.
      const russian = await app.request('/faq', {
        headers: { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' },
      });
      expect(await russian.text()).toContain('<div id="root"></div>');
      const chosenEnglish = await app.request('/faq', {
        headers: { 'Accept-Language': 'ru-RU', Cookie: 'locale=en' },
      });
      expect(await chosenEnglish.text()).toContain('FAQ, rendered');
      // Under another base path the renderings (made for /) are not used.
      const pool = await appWith({ LODE_BASE_PATH: '/pool/' }, quiet);
      expect(await (await pool.request('/pool/faq')).text()).toContain('<div id="root"></div>');
      // And the files themselves are not served.
      expect(await (await app.request('/.prerendered/faq.html')).text()).not.toContain('FAQ, rendered');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads Accept-Language in order of preference', () => {
    expect(acceptedLanguages('en;q=0.5, ru-RU, zh-CN;q=0.8, *;q=0.1, de;q=0')).toEqual([
      'ru-RU',
      'zh-CN',
      'en',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
