import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../scripts/wait';
import type { SiteAnswer } from '../src/lib/runtime/siteTable';
import { createApp } from './app';
import { readSettings } from './settings';
import { startSitePoller, type SitePoller } from './sitePoller';

// The pool API's `GET /public/site` is answered here by a small real HTTP server with the contract's JSON: these
// tests are about the host's side of the poll (what it keeps, when it tells, what it serves), not the API's.

/** A small HTTP server answering `GET <path>/public/site` with whatever `answer` holds now. */
interface FakeSite {
  url: string;
  /** The JSON to answer, or a status to fail with. */
  answer: SiteAnswer | number;
  /** How many polls it has answered. */
  polls: number;
  close(): Promise<void>;
}

async function siteServer(answer: SiteAnswer): Promise<FakeSite> {
  const site = { answer: answer as SiteAnswer | number, polls: 0 };
  const server: Server = createServer((request, response) => {
    if (request.url !== '/api/v1/public/site') {
      response.writeHead(404).end();
      return;
    }
    site.polls += 1;
    if (typeof site.answer === 'number') {
      response.writeHead(site.answer, { 'Content-Type': 'application/json' }).end('{"code":"down"}');
      return;
    }
    response
      .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      .end(JSON.stringify({ ...site.answer, now: new Date().toISOString() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, {
    url: `http://127.0.0.1:${port}/api/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const answer = (
  rules: SiteAnswer['routeRules']['rules'],
  maintenance: Partial<SiteAnswer['maintenance']> = {},
  version = 1,
): SiteAnswer => ({
  maintenance: {
    state: 'off',
    startsAt: null,
    endsAt: null,
    message: { en: '', ru: '', cn: '' },
    ...maintenance,
  },
  routeRules: { version, rules },
  now: '2026-12-07T08:00:00.000Z',
});

const cleanUp: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step();
});

function poller(site: FakeSite, errors: string[] = []): SitePoller {
  const started = startSitePoller({
    fetchSite: (signal) => fetch(`${site.url}/public/site`, { signal }),
    logError: (line) => errors.push(line),
    everyMs: 20,
  });
  cleanUp.push(() => started.stop());
  return started;
}

describe('site poller', () => {
  it('applies a changed answer and tells its listeners', async () => {
    const site = await siteServer(answer([]));
    cleanUp.push(() => site.close());
    const polled = poller(site);
    await waitFor(() => polled.current(), 'the first answer');
    const heard: SiteAnswer[] = [];
    polled.onChange((a) => heard.push(a));
    site.answer = answer([{ match: '/old', redirect: '/news', status: 301 }], {}, 2);
    await waitFor(() => heard.length === 1, 'the change heard');
    expect(polled.current()?.routeRules).toEqual({
      version: 2,
      rules: [{ match: '/old', redirect: '/news', status: 301 }],
    });
    site.answer = answer([], { state: 'scheduled', startsAt: '2026-12-07T09:00:00.000Z' }, 2);
    await waitFor(() => heard.length === 2, 'the maintenance change heard');
    expect(heard[1]?.maintenance.state).toBe('scheduled');
  });

  it('keeps the last good answer while polls fail, and logs once per run of failures', async () => {
    const site = await siteServer(answer([{ match: '/a', redirect: '/b', status: 302 }]));
    cleanUp.push(() => site.close());
    const errors: string[] = [];
    const polled = poller(site, errors);
    await waitFor(() => polled.current(), 'the first answer');
    const good = polled.current();

    site.answer = 503;
    const failedFrom = site.polls;
    await waitFor(() => site.polls >= failedFrom + 5, 'five failed polls');
    expect(polled.current()?.routeRules).toEqual(good?.routeRules);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/GET \/public\/site failed \(HTTP 503\); keeping the last good state/);

    // A malformed answer is a failure too: a rule to a script URL never reaches the table.
    site.answer = answer([{ match: '/a', redirect: 'javascript:alert(1)', status: 302 }]);
    const malformedFrom = site.polls;
    await waitFor(() => site.polls >= malformedFrom + 3, 'three malformed answers');
    expect(polled.current()?.routeRules).toEqual(good?.routeRules);
    expect(errors).toHaveLength(1);

    // Back, then down again: a new run of failures is logged once more.
    site.answer = answer([]);
    await waitFor(() => polled.current()?.routeRules.rules.length === 0, 'the API back');
    site.answer = 500;
    await waitFor(() => errors.length === 2, 'the second run of failures logged');
    const from = site.polls;
    await waitFor(() => site.polls >= from + 3, 'three more failed polls');
    expect(errors).toHaveLength(2);
  });

  it('tells nobody of an answer that only moves the pool clock', async () => {
    const site = await siteServer(answer([{ match: '/a', redirect: '/b', status: 302 }]));
    cleanUp.push(() => site.close());
    const polled = poller(site);
    await waitFor(() => polled.current(), 'the first answer');
    let heard = 0;
    polled.onChange(() => (heard += 1));
    const from = site.polls;
    await waitFor(() => site.polls >= from + 5, 'five more polls');
    // Every answer carried a new `now`, and the poller kept it, but nothing else changed.
    expect(heard).toBe(0);
    await polled.poll();
    expect(polled.current()?.now).not.toBe('2026-12-07T08:00:00.000Z');
  });
});

describe('host server with the site poll', () => {
  let root: string;
  let dist: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lode-site-'));
    dist = join(root, 'dist');
    await mkdir(dist);
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function hostOf(env: NodeJS.ProcessEnv, apiHandler?: (request: Request) => Promise<Response>) {
    const controller = new AbortController();
    cleanUp.push(() => controller.abort());
    return createApp(readSettings(env), dist, {
      log: false,
      signal: controller.signal,
      sitePollEveryMs: 20,
      apiHandler,
    });
  }

  it('serves the database’s table and state, and applies its rules to documents', async () => {
    const site = await siteServer(
      answer([{ match: '/old/**', redirect: '/news', status: 301 }], {
        state: 'scheduled',
        startsAt: '2026-12-07T09:00:00.000Z',
        message: { en: 'Upgrade', ru: 'Обновление', cn: '' },
      }),
    );
    cleanUp.push(() => site.close());
    const app = await hostOf({ LODE_API_INTERNAL_URL: site.url });
    const table = await app.request('/api/route-rules');
    expect(table.headers.get('cache-control')).toContain('no-store');
    expect(await table.json()).toEqual({
      source: 'database',
      version: 1,
      rules: [{ match: '/old/**', redirect: '/news', status: 301 }],
      maintenance: {
        state: 'scheduled',
        startsAt: '2026-12-07T09:00:00.000Z',
        endsAt: null,
        message: { en: 'Upgrade', ru: 'Обновление', cn: '' },
      },
      fileMaintenance: false,
      now: expect.any(String),
    });
    const moved = await app.request('/ru/old/x');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/ru/news');

    // A change in the database is applied at the next poll; maintenance `on` leaves documents to the SPA (admins
    // may use the site), so the server does not redirect them.
    site.answer = answer([{ match: '/top', redirect: '/faq', status: 302 }], { state: 'on' }, 2);
    await waitFor(async () => (await app.request('/top')).status === 302, 'the new rule applied');
    expect((await app.request('/old/x')).headers.get('location')).toBeNull();
    expect((await app.request('/dashboard')).status).toBe(200);
    const lookup = await app.request('/api/route-rules?path=/cn/top');
    expect(await lookup.json()).toEqual({
      path: '/cn/top',
      redirect: { to: '/cn/faq', status: 302, external: false },
    });
  });

  it('polls the mounted API in process when there is one', async () => {
    const asked: string[] = [];
    const app = await hostOf({}, async (request) => {
      asked.push(new URL(request.url).pathname);
      return Response.json(answer([{ match: '/x', redirect: '/faq', status: 308 }]));
    });
    expect(await (await app.request('/api/route-rules')).json()).toMatchObject({
      source: 'database',
      rules: [{ match: '/x', redirect: '/faq', status: 308 }],
    });
    expect(asked[0]).toBe('/api/v1/public/site');
  });

  it('lets the file’s rules win, read-only, with the database’s maintenance state', async () => {
    const site = await siteServer(
      answer([{ match: '/old', redirect: '/news', status: 301 }], { state: 'on' }),
    );
    cleanUp.push(() => site.close());
    const file = join(root, 'rules.json');
    await writeFile(file, JSON.stringify({ rules: [{ match: '/top', redirect: '/calc' }] }));
    const app = await hostOf({ LODE_API_INTERNAL_URL: site.url, LODE_ROUTE_RULES: file });
    expect(await (await app.request('/api/route-rules')).json()).toMatchObject({
      source: 'file',
      version: null,
      rules: [{ match: '/top', redirect: '/calc', status: 302 }],
      maintenance: { state: 'on' },
      fileMaintenance: false,
    });
    expect((await app.request('/old')).headers.get('location')).toBeNull();
    expect((await app.request('/top')).headers.get('location')).toBe('/calc');
  });

  it('serves no rules and maintenance off when there is no API to poll', async () => {
    const app = await hostOf({});
    expect(await (await app.request('/api/route-rules')).json()).toEqual({
      source: 'database',
      version: null,
      rules: [],
      maintenance: { state: 'off', startsAt: null, endsAt: null, message: { en: '', ru: '', cn: '' } },
      fileMaintenance: false,
      now: null,
    });
  });
});
