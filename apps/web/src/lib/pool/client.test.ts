import document from '@lode/pool-api/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { createPoolFetch, isSubAccountPath, needsSignIn } from './client';
import { forgetEventPositions, newestEventPosition, takeEarliestEventPosition } from './eventPosition';

const base = 'http://pool.test/api/v1';

/** A token getter as @lode/auth's: `minValidity` beyond the token's life forces a refresh. */
function tokens() {
  const calls: (number | undefined)[] = [];
  let current = 'first';
  return {
    calls,
    get: (minValidity?: number) => {
      calls.push(minValidity);
      if (minValidity !== undefined && minValidity > 3600) current = 'fresh';
      return Promise.resolve(current);
    },
  };
}

/** The network: answers each request in turn, and keeps what was sent. */
function network(...statuses: number[]) {
  const sent: { url: string; authorization: string | null; body: string }[] = [];
  return {
    sent,
    fetch: async (request: Request) => {
      sent.push({
        url: request.url,
        authorization: request.headers.get('Authorization'),
        body: await request.text(),
      });
      return new Response('{}', { status: statuses[sent.length - 1] ?? 200 });
    },
  };
}

describe('the pool API fetch', () => {
  it('sends public reads as they are, without asking for a token', async () => {
    const token = tokens();
    const net = network(200);
    const poolFetch = createPoolFetch({ baseUrl: async () => base, getToken: token.get, fetch: net.fetch });
    await poolFetch(new Request(`${base}/coins`));
    expect(net.sent).toEqual([{ url: `${base}/coins`, authorization: null, body: '' }]);
    expect(token.calls).toEqual([]);
  });

  it('answers a 401 with a fresh token from the getter at once, and sends the request again', async () => {
    const token = tokens();
    const net = network(401, 200);
    const poolFetch = createPoolFetch({ baseUrl: async () => base, getToken: token.get, fetch: net.fetch });
    const response = await poolFetch(
      new Request(`${base}/settings/api-keys`, { method: 'POST', body: '{"name":"rig"}' }),
    );
    expect(response.status).toBe(200);
    expect(net.sent).toEqual([
      { url: `${base}/settings/api-keys`, authorization: 'Bearer first', body: '{"name":"rig"}' },
      { url: `${base}/settings/api-keys`, authorization: 'Bearer fresh', body: '{"name":"rig"}' },
    ]);
    expect(token.calls).toEqual([5, Number.MAX_SAFE_INTEGER]);
  });

  it('hands a second 401 to the caller (the session cannot be renewed)', async () => {
    const net = network(401, 401);
    const poolFetch = createPoolFetch({
      baseUrl: async () => base,
      getToken: tokens().get,
      fetch: net.fetch,
    });
    expect((await poolFetch(new Request(`${base}/account/summary`))).status).toBe(401);
    expect(net.sent).toHaveLength(2);
  });

  it('notes where each account answer stands in the live events, for the stream to start after the earliest', async () => {
    forgetEventPositions();
    const positions: (string | null)[] = ['41', '39', null, 'x', '44'];
    let i = 0;
    const poolFetch = createPoolFetch({
      baseUrl: async () => base,
      getToken: tokens().get,
      fetch: async () => {
        const position = positions[i++];
        return new Response('{}', { headers: position ? { 'Lode-Event-Id': position } : {} });
      },
    });
    for (const path of ['summary', 'hashrate', 'workers', 'accruals', 'payouts'])
      await poolFetch(new Request(`${base}/account/${path}`));
    expect(newestEventPosition()).toBe(44);
    expect(takeEarliestEventPosition()).toBe(39);
    // Taken once: a later stream (after a sign-out, say) starts from what is answered after it.
    expect(takeEarliestEventPosition()).toBeUndefined();
    forgetEventPositions();
    expect(newestEventPosition()).toBe(-1);
  });

  it('asks for the token on exactly the operations the API contract secures', () => {
    const paths = document.paths as Record<string, Record<string, { security?: unknown[] }>>;
    for (const [path, operations] of Object.entries(paths))
      for (const [method, operation] of Object.entries(operations)) {
        const secured =
          (operation.security ?? (document as { security?: unknown[] }).security ?? []).length > 0;
        expect(needsSignIn(path), `${method.toUpperCase()} ${path}`).toBe(secured);
      }
  });

  it('names the sub-account on the requests for one sub-account’s data, and on no other', async () => {
    const net = network();
    const poolFetch = createPoolFetch({
      baseUrl: async () => base,
      getToken: tokens().get,
      fetch: net.fetch,
    });
    const paths = [
      '/account/summary?algorithm=Scrypt',
      '/account/accruals.csv?algorithm=Scrypt',
      '/settings/wallets?algorithm=Scrypt',
      '/settings/notifications',
      '/account/overview?algorithm=Scrypt',
      '/settings/subaccounts',
      '/settings/api-keys',
      '/coins',
    ];
    for (const path of paths) await poolFetch(new Request(`${base}${path}`), 'north-farm');
    expect(net.sent.map((s) => s.url.slice(base.length))).toEqual([
      '/account/summary?algorithm=Scrypt&subaccount=north-farm',
      '/account/accruals.csv?algorithm=Scrypt&subaccount=north-farm',
      '/settings/wallets?algorithm=Scrypt&subaccount=north-farm',
      '/settings/notifications?subaccount=north-farm',
      '/account/overview?algorithm=Scrypt',
      '/settings/subaccounts',
      '/settings/api-keys',
      '/coins',
    ]);
  });

  it('sends a write to the sub-account with its body, and keeps a name the request gives itself', async () => {
    const net = network(401, 200, 200);
    const poolFetch = createPoolFetch({
      baseUrl: async () => base,
      getToken: tokens().get,
      fetch: net.fetch,
    });
    await poolFetch(
      new Request(`${base}/settings/wallets/LTC`, { method: 'PUT', body: '{"minPayout":"0.5"}' }),
      'north-farm',
    );
    await poolFetch(new Request(`${base}/account/stream?subaccount=main`), 'north-farm');
    expect(net.sent).toEqual([
      {
        url: `${base}/settings/wallets/LTC?subaccount=north-farm`,
        authorization: 'Bearer first',
        body: '{"minPayout":"0.5"}',
      },
      {
        url: `${base}/settings/wallets/LTC?subaccount=north-farm`,
        authorization: 'Bearer fresh',
        body: '{"minPayout":"0.5"}',
      },
      { url: `${base}/account/stream?subaccount=main`, authorization: 'Bearer fresh', body: '' },
    ]);
  });

  it('names the sub-account on exactly the operations that take one in the API contract', () => {
    type Operation = { parameters?: { $ref?: string; name?: string }[] };
    const paths = document.paths as Record<string, Record<string, Operation>>;
    for (const [path, operations] of Object.entries(paths))
      for (const [method, operation] of Object.entries(operations)) {
        const takesOne = (operation.parameters ?? []).some(
          (p) => p.name === 'subaccount' || p.$ref?.endsWith('/subaccount') === true,
        );
        expect(isSubAccountPath(path), `${method.toUpperCase()} ${path}`).toBe(takesOne);
      }
  });
});
