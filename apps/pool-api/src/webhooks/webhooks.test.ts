import type { RunningIdp } from '@lode/idp';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../domain/time';
import type { RunningPoolApi } from '../index';
import type { PoolApiOptions } from '../options';
import { startTestReceiver, type TestReceiver } from '../testing/receiver';
import { accessToken, startTestApi, startTestIdp } from '../testing/stack';
import type { ResolvedAddress } from './address';

// The webhook operations over HTTP, as the settings page calls them, against the API with the real identity
// provider; and issue 40's acceptance: a worker that stops produces exactly one webhook delivery after N minutes
// (the API's test clock, the simulator's test controls), received by a real HTTP server on loopback.

let nowMs = Date.now();
const now = () => nowMs;
let idp: RunningIdp;

/** Names the tests' resolver knows; any other does not resolve. */
const names = new Map([
  ['internal.example.test', '10.0.0.1'],
  ['public.example.test', '93.184.216.34'],
]);
const resolve = async (host: string): Promise<ResolvedAddress[]> => {
  const address = names.get(host);
  if (!address) throw new Error(`ENOTFOUND ${host}`);
  return [{ address, family: 4 }];
};

beforeAll(async () => {
  idp = await startTestIdp({ accessTokenTtl: 3600 });
});

afterAll(async () => {
  await idp?.close();
});

interface Api {
  server: RunningPoolApi;
  call(
    path: string,
    method?: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are inspected freely
  ): Promise<{ status: number; body: any }>;
}

async function startApi(webhooks: PoolApiOptions['webhooks'], catchers = false): Promise<Api> {
  nowMs = Date.now();
  const server = await startTestApi(idp, {
    now,
    webhooks: { pollMs: 0, resolve, ...webhooks },
    // Without an SMTP URL the API runs its mail and webhook catchers.
    mail: catchers ? { pollMs: 0 } : { smtpUrl: 'smtp://127.0.0.1:9', pollMs: 0 },
  });
  const token = await accessToken(idp, 'demo');
  return {
    server,
    async call(path, method = 'GET', body) {
      const response = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
  };
}

describe('webhook URLs the operator does not allow', () => {
  let api: Api;

  beforeAll(async () => {
    api = await startApi({ allowLoopback: false, allowPrivate: false });
  });

  afterAll(async () => {
    await api?.server.close();
  });

  it('are refused on the url field with a code that says why, and nothing is saved', async () => {
    const cases: [string, string][] = [
      ['http://127.0.0.1:8080/hook', 'url_private'],
      ['https://127.0.0.1/hook', 'url_private'],
      ['http://169.254.169.254/latest/meta-data/', 'url_private'],
      ['https://internal.example.test/hook', 'url_private'],
      ['https://[::ffff:10.0.0.1]/hook', 'url_private'],
      ['https://[fd00::1]/hook', 'url_private'],
      ['https://100.64.0.1/hook', 'url_private'],
      ['https://nowhere.example.test/hook', 'url_unresolvable'],
      ['http://public.example.test/hook', 'url_scheme'],
      ['ftp://public.example.test/hook', 'url_scheme'],
      ['not a url', 'url_invalid'],
      ['https://user:pass@public.example.test/hook', 'url_invalid'],
    ];
    for (const [url, code] of cases) {
      const answer = await api.call('/settings/webhooks', 'POST', { url });
      expect(answer.status, url).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.details.fields, url).toEqual([{ field: 'url', code, message: expect.any(String) }]);
    }
    expect(
      (await api.call('/settings/webhooks', 'POST', { url: 'http://169.254.169.254/' })).body.details
        .fields[0].message,
    ).toMatch(/private network or this machine/);
    expect((await api.call('/settings/webhooks')).body).toEqual({ endpoints: [] });
  });

  it('accepts a public https URL (and refuses to change it to a private one)', async () => {
    const created = await api.call('/settings/webhooks', 'POST', { url: 'https://public.example.test/hook' });
    expect(created.status).toBe(201);
    const id = created.body.endpoint.id as string;
    const changed = await api.call(`/settings/webhooks/${id}`, 'PATCH', { url: 'http://169.254.169.254/' });
    expect(changed.status).toBe(400);
    expect(changed.body.details.fields[0].code).toBe('url_private');
    expect((await api.call('/settings/webhooks')).body.endpoints[0].url).toBe(
      'https://public.example.test/hook',
    );
    expect((await api.call(`/settings/webhooks/${id}`, 'DELETE')).status).toBe(204);
  });
});

describe('webhook endpoints', () => {
  let api: Api;
  let receiver: TestReceiver;

  beforeAll(async () => {
    api = await startApi({ allowLoopback: true });
    receiver = await startTestReceiver();
  });

  afterAll(async () => {
    await api?.server.close();
    await receiver?.close();
  });

  it('are made with a secret shown once, listed, changed, tested, logged and deleted', async () => {
    const created = await api.call('/settings/webhooks', 'POST', {
      url: `${receiver.origin}/lode`,
      description: 'Farm monitor',
      format: 'discord',
    });
    expect(created.status).toBe(201);
    const { endpoint, secret } = created.body;
    expect(endpoint).toMatchObject({
      url: `${receiver.origin}/lode`,
      description: 'Farm monitor',
      format: 'discord',
      subaccounts: null,
      enabled: true,
      disabledReason: null,
      failingSince: null,
      lastDeliveryAt: null,
      lastStatusCode: null,
    });
    expect(JSON.stringify((await api.call('/settings/webhooks')).body)).not.toContain(secret);

    const tested = await api.call(`/settings/webhooks/${endpoint.id}/test`, 'POST');
    expect(tested.status).toBe(200);
    expect(tested.body.delivery).toMatchObject({ eventType: 'test', status: 'delivered', attempts: 1 });
    expect(tested.body.delivery.lastAttempt).toMatchObject({
      statusCode: 200,
      responseStart: 'ok',
      error: null,
    });
    const [request] = receiver.received;
    expect(request?.headers['webhook-id']).toBe(tested.body.delivery.eventId);
    expect(new Webhook(secret).verify(request?.body ?? '', request?.headers ?? {})).toMatchObject({
      content: expect.stringContaining('Test event from Lode'),
    });

    // A failing receiver: the test's attempt says so, and a retry is planned.
    receiver.answer = { status: 503, body: 'maintenance' };
    const failed = (await api.call(`/settings/webhooks/${endpoint.id}/test`, 'POST')).body.delivery;
    expect(failed).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(failed.lastAttempt).toMatchObject({
      statusCode: 503,
      responseStart: 'maintenance',
      error: 'http_status',
    });
    expect(Date.parse(failed.nextAttemptAt) - nowMs).toBe(30_000);
    receiver.answer = { status: 200 };

    const log = (await api.call(`/settings/webhooks/${endpoint.id}/deliveries?limit=1`)).body;
    expect(log.deliveries.map((d: { id: string }) => d.id)).toEqual([failed.id]);
    const next = (
      await api.call(`/settings/webhooks/${endpoint.id}/deliveries?limit=1&cursor=${log.nextCursor}`)
    ).body;
    expect(next).toEqual({ deliveries: [tested.body.delivery], nextCursor: null });

    const listed = (await api.call('/settings/webhooks')).body.endpoints[0];
    expect(listed).toMatchObject({ lastStatusCode: 503, failingSince: new Date(nowMs).toISOString() });
    const off = await api.call(`/settings/webhooks/${endpoint.id}`, 'PATCH', {
      enabled: false,
      format: 'slack',
    });
    expect(off.body.endpoint).toMatchObject({ enabled: false, disabledReason: 'owner', format: 'slack' });
    // Turning it off gave up the retry.
    expect((await api.call(`/settings/webhooks/${endpoint.id}/deliveries`)).body.deliveries[0].status).toBe(
      'failed',
    );
    const on = await api.call(`/settings/webhooks/${endpoint.id}`, 'PATCH', { enabled: true });
    expect(on.body.endpoint).toMatchObject({ enabled: true, disabledReason: null });

    expect((await api.call(`/settings/webhooks/${endpoint.id}`, 'DELETE')).status).toBe(204);
    expect((await api.call(`/settings/webhooks/${endpoint.id}`, 'DELETE')).status).toBe(404);
    expect((await api.call(`/settings/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await api.call(`/settings/webhooks/${endpoint.id}/test`, 'POST')).status).toBe(404);
    expect((await api.call('/settings/webhooks')).body).toEqual({ endpoints: [] });
  });

  it('are at most 20 per user, and name only sub-accounts the user has', async () => {
    const unknown = await api.call('/settings/webhooks', 'POST', {
      url: `${receiver.origin}/x`,
      subaccounts: ['nope'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fields[0].field).toBe('subaccounts');
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1)
      ids.push(
        (await api.call('/settings/webhooks', 'POST', { url: `${receiver.origin}/${i}` })).body.endpoint.id,
      );
    const over = await api.call('/settings/webhooks', 'POST', { url: `${receiver.origin}/21` });
    expect(over.status).toBe(400);
    expect(over.body.details.fields[0].message).toMatch(/At most 20/);
    for (const id of ids) await api.call(`/settings/webhooks/${id}`, 'DELETE');
  });
});

describe('the embedded webhook catcher', () => {
  it('receives what an endpoint pointed at it is sent, checks the signature and lists it', async () => {
    const api = await startApi({ allowLoopback: true }, true);
    try {
      const listed = await fetch(`${api.server.url}/api/v1/dev/webhooks`);
      const { url, items } = (await listed.json()) as { url: string; items: unknown[] };
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hooks$/);
      expect(items).toEqual([]);
      expect(api.server.api.webhookCatcherUrl).toBe(url);
      const { endpoint } = (await api.call('/settings/webhooks', 'POST', { url: `${url}/farm` })).body;
      const { delivery } = (await api.call(`/settings/webhooks/${endpoint.id}/test`, 'POST')).body;
      expect(delivery.status).toBe('delivered');
      const after = (await (await fetch(`${api.server.url}/api/v1/dev/webhooks`)).json()) as {
        items: Record<string, unknown>[];
      };
      expect(after.items).toMatchObject([
        {
          path: '/hooks/farm',
          webhookId: delivery.eventId,
          verified: true,
          endpointId: endpoint.id,
          eventType: 'test',
        },
      ]);
      // A request signed with no endpoint's secret is listed as not verified.
      await fetch(`${url}/forged`, {
        method: 'POST',
        headers: {
          'webhook-id': 'msg_forged',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': 'v1,AAAA',
        },
        body: '{"type":"test"}',
      });
      const forged = (await (await fetch(`${api.server.url}/api/v1/dev/webhooks`)).json()) as {
        items: Record<string, unknown>[];
      };
      expect(forged.items[0]).toMatchObject({ path: '/hooks/forged', verified: false, endpointId: null });
    } finally {
      await api.server.close();
    }
  });

  it('does not run when the API sends mail for real', async () => {
    const api = await startApi({ allowLoopback: true });
    try {
      expect((await fetch(`${api.server.url}/api/v1/dev/webhooks`)).status).toBe(404);
      expect(api.server.api.webhookCatcherUrl).toBeNull();
    } finally {
      await api.server.close();
    }
  });
});

describe('a worker that stops', () => {
  it('produces exactly one webhook delivery after N minutes', { timeout: 120_000 }, async () => {
    const api = await startApi({ allowLoopback: true });
    const receiver = await startTestReceiver();
    try {
      const settings = await api.call('/settings/notifications', 'PUT', {
        email: false,
        workerOffline: { enabled: true, afterMinutes: 5 },
        hashrateDrop: { enabled: false, belowPercent: 80 },
        rejectRate: { enabled: false, abovePercent: 3 },
        payoutSent: { enabled: false },
        repeatMinutes: 15,
      });
      expect(settings.body.workerOffline.channels).toEqual({ email: true, telegram: true, webhook: true });
      const minuteAt = async (seconds: number) => {
        nowMs = seconds * 1000 + 1000;
        await api.server.api.tick();
      };
      const nextMinute = () => Math.ceil(nowMs / MINUTE_MS) * 60;
      // The alerts the simulated account starts with go out before the endpoint exists.
      await minuteAt(nextMinute());
      expect((await api.call('/settings/webhooks', 'POST', { url: `${receiver.origin}/hook` })).status).toBe(
        201,
      );
      const workers = (await api.call('/account/workers?status=online&pageSize=200')).body.items as {
        id: string;
        name: string;
      }[];
      const worker = workers.find((w) => !w.name.endsWith('-01')) as { id: string; name: string };
      const stop = nextMinute();
      const scripted = await fetch(`${api.server.url}/api/v1/__lode/workers/${worker.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'stop', at: new Date(stop * 1000).toISOString() }),
      });
      expect(scripted.status).toBe(204);
      // The signature is checked in ./delivery.test.ts; here the clock runs ahead of the library's 5-minute window.
      const about = () =>
        receiver.received
          .map((r) => JSON.parse(r.body) as { type: string; data: { workerId?: string } })
          .filter((e) => e.data.workerId === worker.id);
      for (let minute = 1; minute < 5; minute += 1) {
        await minuteAt(stop + minute * 60);
        expect(about(), `after ${minute} min`).toHaveLength(0);
      }
      await minuteAt(stop + 5 * 60);
      expect(about().map((e) => e.type)).toEqual(['worker.offline']);
      // Nothing more while it stays down, past the repeat interval too.
      for (let minute = 6; minute <= 25; minute += 1) await minuteAt(stop + minute * 60);
      expect(about()).toHaveLength(1);
    } finally {
      await api.server.close();
      await receiver.close();
    }
  });
});
