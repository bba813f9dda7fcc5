import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readSettings } from './settings';

const inlineScript = "document.documentElement.setAttribute('data-theme','dark')";
const silentScript = 'parent.postMessage(location.href, location.origin);';
const workerScript = "importScripts('OidcTrustedDomains.js');";
const engineScript = 'window.silentEngine = true;';
let dist: string;
let app: Hono;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'lode-web-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'builds'));
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'builds', 'latest.json'), '{"id":"build-1","timestamp":1}');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    join(dist, 'silent-check-sso.html'),
    `<!doctype html><html><body><script>${silentScript}</script></body></html>`,
  );
  await writeFile(join(dist, 'OidcServiceWorker.js'), workerScript);
  await writeFile(join(dist, 'silent-check-sso.js'), engineScript);
  app = await createApp(readSettings({}), dist, { log: false });
});

afterAll(() => rm(dist, { recursive: true, force: true }));

describe('host server', () => {
  it('answers config.json from the environment, uncached (contract)', async () => {
    const custom = await createApp(
      readSettings({
        LODE_AUTH_URL: 'https://sso.example.com/',
        LODE_AUTH_REALM: 'pool',
        LODE_AUTH_CLIENT_ID: 'web',
        LODE_API_URL: 'https://api.example.com/v1',
      }),
      dist,
      { log: false, signal: AbortSignal.abort() },
    );
    const res = await custom.request('/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual({
      url: 'https://sso.example.com',
      realm: 'pool',
      clientId: 'web',
      apiUrl: 'https://api.example.com/v1',
    });
  });

  it('uses the embedded defaults', async () => {
    const res = await app.request('/config.json');
    expect(await res.json()).toEqual({
      url: 'http://localhost:8080',
      realm: 'lode',
      clientId: 'lode-web',
      apiUrl: '/api/v1',
    });
  });

  it('serves builds/latest.json uncached', async () => {
    const res = await app.request('/builds/latest.json?t=123');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual({ id: 'build-1', timestamp: 1 });
  });

  it('serves any page path with the SPA and a CSP that allows only the hashed inline script', async () => {
    for (const path of ['/', '/ru', '/cn/faq', '/dashboard?x=1']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toContain('no-store');
    }
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Inline styles only, for the API reference (Scalar) that writes them at run time.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The configured identity provider and nothing more (the API is on this origin by default).
    expect(csp).toContain("connect-src 'self' http://localhost:8080;");
  });

  it('caches hashed assets for a year and 404s missing ones instead of sending the page', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app")');
    const missing = await app.request('/assets/app-old999.js');
    expect(missing.status).toBe(404);
  });

  it('lets only the app itself frame the silent sign-in check page, which runs only its own script', async () => {
    const res = await app.request('/silent-check-sso.html?code=abc&state=xyz');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(silentScript);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const hash = createHash('sha256').update(silentScript).digest('base64');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    // Its hashed script, and what that script adds (the engine's script, for the engine's own silent check).
    expect(csp).toContain(`script-src 'sha256-${hash}' 'strict-dynamic'`);
    expect(csp).toContain("default-src 'none'");
    // Its script exchanges the provider's code: the provider's origin, and only it, may be reached.
    expect(csp).toContain("connect-src 'self' http://localhost:8080;");
    // Every other page still refuses to be framed.
    expect((await app.request('/faq')).headers.get('x-frame-options')).toBe('DENY');
    // The engine's script beside it, never from a cache (its engine must be the pages' engine).
    const engine = await app.request('/silent-check-sso.js');
    expect(engine.status).toBe(200);
    expect(engine.headers.get('content-type')).toContain('text/javascript');
    expect(engine.headers.get('cache-control')).toContain('no-store');
    expect(await engine.text()).toBe(engineScript);
  });

  it("serves @lode/auth's service worker fresh, with a policy that reaches only this origin and the provider", async () => {
    const worker = await app.request('/OidcServiceWorker.js');
    expect(worker.status).toBe(200);
    expect(await worker.text()).toBe(workerScript);
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    // The engine on the pages must run with the worker of its own version: a browser may keep the worker only to
    // revalidate it, and an unchanged one costs a 304 without its body.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const tag = worker.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    const unchanged = await app.request('/OidcServiceWorker.js', {
      headers: { 'If-None-Match': `W/${tag}` },
    });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('content-security-policy')).toBe(
      worker.headers.get('content-security-policy'),
    );
    const other = await app.request('/OidcServiceWorker.js', { headers: { 'If-None-Match': '"another"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(workerScript);
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self' http://localhost:8080",
    );
    // The worker's trusted domains name this deployment's provider, and so the only place tokens may go.
    const domains = await app.request('/OidcTrustedDomains.js');
    expect(domains.status).toBe(200);
    expect(domains.headers.get('cache-control')).toBe('no-cache');
    const domainsTag = domains.headers.get('etag');
    expect(domainsTag).toMatch(/^"[\w-]+"$/);
    expect(domainsTag).not.toBe(tag);
    expect(
      (await app.request('/OidcTrustedDomains.js', { headers: { 'If-None-Match': domainsTag ?? '' } }))
        .status,
    ).toBe(304);
    const text = await domains.text();
    expect(text).toContain(JSON.stringify('^http:\\/\\/localhost:8080\\/'));
    expect(text).toContain('showAccessToken: true');
    // Before the worker controls a page, the engine's keep-alive request reaches the server: a small answer.
    const keepAlive = await app.request('/OidcKeepAliveServiceWorker.json?minSleepSeconds=150');
    expect(keepAlive.status).toBe(200);
    expect(await keepAlive.json()).toEqual({});
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/', '/config.json', '/assets/app-abc123.js', '/favicon.svg']) {
      const res = await app.request(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('settings', () => {
  it('rejects a port that is not a port', () => {
    expect(() => readSettings({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535, got "eighty"',
    );
  });

  it('rejects an identity provider URL that is not absolute', () => {
    expect(() => readSettings({ LODE_AUTH_URL: 'localhost:8080' })).toThrow(
      'LODE_AUTH_URL must be an absolute http(s) URL, got "localhost:8080"',
    );
  });
});

describe('/dev/mail', () => {
  const caught = {
    id: 'm1',
    receivedAt: '2026-11-22T18:00:00.000Z',
    from: 'Lode <noreply@lode.localhost>',
    to: 'miner@example.com',
    subject: 'Worker <rig-01> is offline',
    text: 'No shares for 15 minutes.',
    html: '<p onclick="alert(1)">No shares for <b>15</b> minutes.</p><script>alert(2)</script>',
    headers: { 'content-language': 'ru' },
  };
  const hook = {
    id: 'h1',
    receivedAt: '2026-11-22T18:01:00.000Z',
    path: '/hooks/farm',
    webhookId: 'evt_test_1',
    verified: true,
    endpointId: 'we_1',
    eventType: 'test',
    body: '{"type":"test","data":{"subaccount":"<main>"}}',
  };
  const withCatcher = (running: boolean) =>
    createApp(readSettings({}), dist, {
      log: false,
      signal: AbortSignal.abort(),
      apiHandler: (request) => {
        const path = new URL(request.url).pathname;
        if (running && path === '/api/v1/dev/mail') return Response.json({ items: [caught], total: 1 });
        if (running && path === '/api/v1/dev/webhooks')
          return Response.json({ url: 'http://127.0.0.1:4100/hooks', items: [hook], total: 1 });
        return Response.json({ code: 'not_found' }, { status: 404 });
      },
    });

  it('lists what the API’s catcher caught, escaped, under a CSP that allows no script', async () => {
    const res = await (await withCatcher(true)).request('/dev/mail');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(html).toContain('<a href="/dev/mail/m1">Worker &lt;rig-01&gt; is offline</a>');
    expect(html).toContain('Russian');
    expect(html).not.toContain('<script');
  });

  it('lists the webhooks the API’s catcher received, with its URL and each signature check', async () => {
    const html = await (await (await withCatcher(true)).request('/dev/mail')).text();
    expect(html).toContain('<code>http://127.0.0.1:4100/hooks/</code>');
    expect(html).toContain('<td>test</td>\n<td>Verified</td>');
    expect(html).toContain('&quot;subaccount&quot;:&quot;&lt;main&gt;&quot;');
  });

  it('shows one message with its HTML in a frame that may run nothing', async () => {
    const res = await (await withCatcher(true)).request('/dev/mail/m1');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<iframe sandbox title="[^"]+" srcdoc="&lt;p onclick=&quot;alert\(1\)&quot;&gt;/);
    expect(html).not.toContain('<script');
    expect(html).toContain('<pre>No shares for 15 minutes.</pre>');
    expect((await (await withCatcher(true)).request('/dev/mail/m2')).status).toBe(404);
  });

  it('is an unknown page (404) when the catcher does not run or no API is mounted', async () => {
    expect((await (await withCatcher(false)).request('/dev/mail')).status).toBe(404);
    expect((await app.request('/dev/mail')).status).toBe(404);
  });
});
