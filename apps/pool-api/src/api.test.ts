import type { RunningIdp } from '@lode/idp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase58Check, encodeSegwit } from './domain/addresses';
import type { RunningPoolApi } from './index';
import { allOperations, checkAnswer, exercised } from './testing/contract';
import { accessToken, clock, control, startTestApi, startTestIdp } from './testing/stack';

// The API against the real identity provider: every endpoint's happy path, the token checks, the isolation of
// users, validation, pagination, CSV, ETags, rate limits and a bounded load; every answer checked against the
// OpenAPI document.

let idp: RunningIdp;
let server: RunningPoolApi;
let demo: string;
let admin: string;

const KEY_LIMIT = 25;

interface Call {
  token?: string;
  key?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

async function call(path: string, init: Call = {}) {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.key) headers['x-api-key'] = init.key;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!path.startsWith('/openapi.json') && response.status !== 304 && response.status !== 404)
    await checkAnswer(method, path.split('?')[0] ?? path, response);
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') && text !== '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are inspected freely
  const body: any = isJson ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body, text };
}

beforeAll(async () => {
  // Tokens outlive the minutes the tests move the API's clock on, however slow the run.
  idp = await startTestIdp({ accessTokenTtl: 3600 });
  server = await startTestApi(idp, { rateLimit: { apiKeyPerMinute: KEY_LIMIT, tokenPerMinute: 0 } });
  [demo, admin] = await Promise.all([accessToken(idp, 'demo'), accessToken(idp, 'admin')]);
});

afterEach(async () => {
  clock.offsetMs = 0;
  await control(idp, 'faults', 'DELETE');
  await control(idp, 'settings', 'DELETE');
});

afterAll(async () => {
  await server?.close();
  await idp?.close();
});

describe('public endpoints', () => {
  it('serve the OpenAPI 3.1 document with the three API types as tags', async () => {
    const { status, body } = await call('/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.tags.map((t: { name: string }) => t.name)).toEqual(['public', 'account', 'settings']);
    expect(body.components.securitySchemes.apiKey).toMatchObject({ in: 'header', name: 'X-API-Key' });
  });

  it('list coins with Scrypt LTC, merge-mined DOGE and amounts as decimal strings', async () => {
    const { body } = await call('/coins');
    expect(body.items.map((c: { id: string }) => c.id)).toEqual(['LTC', 'DOGE', 'BTC']);
    const doge = body.items.find((c: { id: string }) => c.id === 'DOGE');
    expect(doge).toMatchObject({ algorithm: 'Scrypt', mergedWith: 'LTC', blockReward: '10000.00000000' });
    expect((await call('/coins/LTC')).body.stratum[0]).toMatch(/^stratum\+tcp:\/\//);
    expect((await call('/coins/XMR')).status).toBe(400);
  });

  it('give coin history by range and interval', async () => {
    const { body } = await call('/coins/LTC/history?range=7d&interval=1d&tz=Europe/Moscow');
    expect(body.points.length).toBeGreaterThanOrEqual(7);
    // Moscow is UTC+3: local midnights fall at 21:00 UTC.
    expect(body.points[1].time).toMatch(/T21:00:00\.000Z$/);
    expect((await call('/coins/LTC/history?range=1h&interval=1d')).status).toBe(400);
  });

  it('list blocks newest first with status and confirmations, paginated', async () => {
    const first = await call('/blocks?coin=LTC&pageSize=5');
    expect(first.body.items).toHaveLength(5);
    expect(first.body.total).toBeGreaterThan(100);
    const times = first.body.items.map((b: { time: string }) => b.time);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await call('/blocks?coin=LTC&pageSize=5&page=2');
    expect(second.body.items[0].height).toBeLessThanOrEqual(first.body.items[4].height);
    const confirmed = await call('/blocks?status=confirmed&pageSize=1');
    expect(confirmed.body.items[0].confirmations).toBeGreaterThanOrEqual(
      confirmed.body.items[0].requiredConfirmations,
    );
  });

  it('rank the top miners by 24 h hashrate with masked names', async () => {
    const { body } = await call('/top-miners?pageSize=10');
    expect(body.total).toBe(100);
    expect(body.items[0].rank).toBe(1);
    expect(body.items[0].hashrate24h).toBeGreaterThan(body.items[9].hashrate24h);
    expect(body.items[0].miner).toMatch(/^\w{3}\*\*\*\w{2}$/);
  });

  it('calculate daily LTC and DOGE, power cost, profit and break-even', async () => {
    const { body } = await call(
      '/calculator?hashrate=9.5e9&power=3425&electricityPrice=0.1&hardwareCost=5000',
    );
    expect(body.coins.map((c: { coin: string }) => c.coin)).toEqual(['LTC', 'DOGE']);
    expect(Number(body.coins[0].perDay)).toBeGreaterThan(0.01);
    expect(body.powerCostUsdPerDay).toBe('8.22');
    // The profit is answered in whole cents and the break-even from the exact profit: it lies between what the
    // hardware cost gives over the cent's two edges.
    const profit = Number(body.profitUsdPerDay);
    expect(body.breakEvenDays).toBeGreaterThanOrEqual(5000 / (profit + 0.005) - 0.05);
    expect(body.breakEvenDays).toBeLessThanOrEqual(5000 / (profit - 0.005) + 0.05);
    expect((await call('/calculator?hashrate=-1')).status).toBe(400);
  });

  it('serve news in each interface language', async () => {
    const [en, ru, cn] = await Promise.all(['en', 'ru', 'cn'].map((l) => call(`/news?locale=${l}`)));
    expect(en?.body.items[0].id).toBe(ru?.body.items[0].id);
    expect(ru?.body.items[0].title).toMatch(/[а-я]/);
    expect(cn?.body.items[0].title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('take a contact message: 201 with its id, and the spec’s field messages for bad fields (400)', async () => {
    const message = {
      name: 'Ada Miner',
      email: 'ada@example.com',
      subject: 'Payout question',
      message: 'When is my first payout?',
      locale: 'ru',
    };
    const sent = await call('/contact', { method: 'POST', body: message });
    expect(sent.status).toBe(201);
    expect(sent.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(sent.body.receivedAt)).toBeGreaterThan(0);

    const bad = await call('/contact', {
      method: 'POST',
      body: { name: '  ', email: 'not-an-address', subject: 'x'.repeat(151), message: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.details.fields).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'subject', message: 'You must enter a maximum of 150 characters' },
      { field: 'message', message: 'This field is required' },
    ]);
    const missing = await call('/contact', { method: 'POST', body: { name: 'Ada' } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fields.map((f: { field: string }) => f.field)).toEqual([
      'email',
      'subject',
      'message',
    ]);
    const extra = await call('/contact', { method: 'POST', body: { ...message, admin: true } });
    expect(extra.status).toBe(400);
  });

  it('rate-limit contact messages per sender with 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
    const body = { name: 'Bob', email: 'bob@example.com', subject: 'Hi', message: 'Hello' };
    for (let i = 0; i < 5; i += 1)
      expect((await call('/contact', { method: 'POST', body, headers })).status).toBe(201);
    const refused = await call('/contact', { method: 'POST', body, headers });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another sender is not held back by Bob.
    const other = await call('/contact', {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.status).toBe(201);
  });

  it('answer ETags and 304 when nothing changed', async () => {
    const first = await call('/news');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await call('/news', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const summary = await call('/account/summary', { token: demo });
    const cached = await call('/account/summary', {
      token: demo,
      headers: { 'if-none-match': summary.headers.get('etag') ?? '' },
    });
    expect(cached.status).toBe(304);
  });

  it('answer unknown paths with a JSON 404', async () => {
    const { status, body } = await call('/nothing-here');
    expect(status).toBe(404);
    expect(body.code).toBe('not_found');
  });
});

describe('tokens and keys', () => {
  it('refuse requests without credentials or with a malformed token (401)', async () => {
    const none = await call('/account/summary');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('unauthorized');
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await call('/account/summary', { token: 'not-a-jwt' })).body.code).toBe('invalid_token');
  });

  it('refuse an expired token, even inside the clock skew the token lived in (401)', async () => {
    await control(idp, 'settings', 'PUT', { accessTokenTtl: 1 });
    const short = await accessToken(idp, 'demo');
    expect((await call('/account/summary', { token: short })).status).toBe(200);
    // 61 s past expiry: beyond the 60 s skew allowance.
    clock.offsetMs = 63_000;
    const expired = await call('/account/summary', { token: short });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
  });

  it.each([
    ['wrongIss', 'wrong issuer'],
    ['wrongAud', 'wrong audience'],
    ['badSignature', 'signature by another key'],
    ['algNone', 'no signature'],
    ['iatInFuture', 'issued in the future'],
  ])('refuse a token with %s (%s)', async (fault) => {
    await control(idp, 'faults', 'PUT', { [fault]: true });
    const token = await accessToken(idp, 'demo');
    const answer = await call('/account/summary', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('invalid_token');
  });

  it('refuse a token whose payload was tampered with', async () => {
    const [header, payload, signature] = demo.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect((await call('/account/summary', { token: `${header}.${forged}.${signature}` })).status).toBe(401);
  });

  it('accept a validly signed token without kid', async () => {
    await control(idp, 'faults', 'PUT', { noKid: true });
    expect((await call('/account/summary', { token: await accessToken(idp, 'demo') })).status).toBe(200);
  });

  it('answer 403 account_banned to a banned user', async () => {
    const banned = await accessToken(idp, 'banned');
    const answer = await call('/account/workers', { token: banned });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('account_banned');
    expect((await call('/settings/wallets', { token: banned })).status).toBe(403);
  });

  it('create a scoped API key, show its secret once, use it, rate-limit it and revoke it', async () => {
    const created = await call('/settings/api-keys', {
      token: demo,
      method: 'POST',
      body: { name: 'grafana', scopes: ['account:read'] },
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body;
    expect(secret).toMatch(/^lode_[0-9a-f]{12}_/);
    const listed = await call('/settings/api-keys', { token: demo });
    const entry = listed.body.items.find((k: { id: string }) => k.id === id);
    expect(entry).toMatchObject({ name: 'grafana', scopes: ['account:read'], revokedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const viaKey = await call('/account/summary', { key: secret });
    const viaToken = await call('/account/summary', { token: demo });
    expect(viaKey.status).toBe(200);
    expect(viaKey.body.hashrate).toEqual(viaToken.body.hashrate);
    expect((await call('/settings/api-keys', { token: demo })).body.items[0].lastUsedAt).not.toBeNull();

    // Scopes: reading account data yes; settings and key management no.
    expect((await call('/settings/wallets', { key: secret })).body.code).toBe('insufficient_scope');
    expect((await call('/settings/api-keys', { key: secret })).status).toBe(403);

    // The per-key limit: past it, 429 with Retry-After. The window is a fixed minute, so a loop that crosses a
    // minute's end starts counting again once; twice the limit always reaches it.
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 2 * (KEY_LIMIT + 1) && !limited; i += 1) {
      const answer = await call('/account/referral', { key: secret });
      if (answer.status === 429) limited = answer;
    }
    expect(limited?.body.code).toBe('rate_limited');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another user cannot revoke it; its owner can, and then it stops working at once.
    expect((await call(`/settings/api-keys/${id}`, { token: admin, method: 'DELETE' })).status).toBe(404);
    expect((await call(`/settings/api-keys/${id}`, { token: demo, method: 'DELETE' })).status).toBe(204);
    clock.offsetMs = 61_000;
    const revoked = await call('/account/summary', { key: secret });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('invalid_api_key');
  });

  it('refuse a key that is well-formed but unknown, and an invalid key request body', async () => {
    expect((await call('/account/summary', { key: `lode_000000000000_${'a'.repeat(32)}` })).status).toBe(401);
    const bad = await call('/settings/api-keys', {
      token: demo,
      method: 'POST',
      body: { name: '', scopes: ['root'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'name',
      'scopes.0',
    ]);
  });
});

describe('account data', () => {
  it('summarise the dashboard per algorithm, Scrypt by default', async () => {
    const scrypt = await call('/account/summary', { token: demo });
    expect(scrypt.status).toBe(200);
    expect(scrypt.body.algorithm).toBe('Scrypt');
    expect(scrypt.body.earnings.map((e: { coin: string }) => e.coin)).toEqual(['LTC', 'DOGE']);
    expect(scrypt.body.hashrate.oneHour).toBeGreaterThan(1e9);
    const { online, offline, inactive } = scrypt.body.workers;
    expect(online).toBeGreaterThan(0);
    expect(offline + inactive).toBeGreaterThan(0);
    expect(scrypt.body.rejectRate).toBeGreaterThan(0);
    expect(Number(scrypt.body.earnings[0].totalPaid)).toBeGreaterThan(0);
    const sha = await call('/account/summary?algorithm=SHA256', { token: demo });
    expect(sha.body.earnings.map((e: { coin: string }) => e.coin)).toEqual(['BTC']);
    expect(sha.body.hashrate.oneHour).toBeGreaterThan(1e13);
  });

  it('keep sampling every minute while running', async () => {
    const before = await call('/account/summary', { token: demo });
    clock.offsetMs = 5 * 60_000;
    await server.api.tick();
    const after = await call('/account/summary', { token: demo });
    expect(Date.parse(after.body.updatedAt) - Date.parse(before.body.updatedAt)).toBeGreaterThanOrEqual(
      4 * 60_000,
    );
  });

  it('list the alerts the notification settings raised, newest first', async () => {
    const { sub } = JSON.parse(Buffer.from(demo.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    await server.api.evaluateAlerts([sub]);
    const alerts = await call('/account/alerts?pageSize=5', { token: demo });
    expect(alerts.status).toBe(200);
    // The simulated account has a worker that went offline an hour or more ago; offline alerts are on by default.
    expect(alerts.body.items.some((a: { rule: string }) => a.rule === 'workerOffline')).toBe(true);
  });

  it('mark alerts read up to the newest one seen, never back, and count the unread ones', async () => {
    const { sub } = JSON.parse(Buffer.from(demo.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    await server.api.evaluateAlerts([sub]);
    const list = await call('/account/alerts?pageSize=100', { token: demo });
    const items = list.body.items as { id: string; createdAt: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(list.body.unread).toBe(list.body.total);
    expect(list.body.lastReadId).toBeNull();
    const [newest] = items;
    const oldest = items[items.length - 1];
    if (!newest || !oldest) throw new Error('no alerts');
    const after = (alert: { createdAt: string }) => items.filter((a) => a.createdAt > alert.createdAt).length;

    // The oldest first: it and its second are read; the newest then marks the rest; the oldest again changes nothing.
    const first = await call('/account/alerts/read', {
      method: 'POST',
      token: demo,
      body: { lastId: oldest.id },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ unread: after(oldest), lastReadId: oldest.id });
    const all = await call('/account/alerts/read', {
      method: 'POST',
      token: demo,
      body: { lastId: newest.id },
    });
    expect(all.body).toEqual({ unread: 0, lastReadId: newest.id });
    const back = await call('/account/alerts/read', {
      method: 'POST',
      token: demo,
      body: { lastId: oldest.id },
    });
    expect(back.body).toEqual({ unread: 0, lastReadId: newest.id });
    expect((await call('/account/alerts', { token: demo })).body).toMatchObject({
      unread: 0,
      lastReadId: newest.id,
    });

    // Another account's alert, or none at all: 404; a missing id: 400. The other account's marker is its own.
    const unknown = await call('/account/alerts/read', {
      method: 'POST',
      token: admin,
      body: { lastId: newest.id },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const invalid = await call('/account/alerts/read', { method: 'POST', token: demo, body: {} });
    expect(invalid.status).toBe(400);
    expect((await call('/account/alerts/read', { method: 'POST', body: { lastId: newest.id } })).status).toBe(
      401,
    );
  });

  it('give hashrate history by range and interval, daily buckets in the asked time zone', async () => {
    const hour = await call('/account/hashrate?range=1h', { token: demo });
    expect(hour.body.interval).toBe('1m');
    expect(hour.body.points).toHaveLength(60);
    expect(
      hour.body.points
        .filter((p: { hashrate: number }) => p.hashrate === 0)
        .map((p: { time: string }) => p.time),
    ).toEqual([]);
    const week = await call('/account/hashrate?range=7d&interval=1d&tz=Asia/Tokyo', { token: demo });
    expect(week.body.points[1].time).toMatch(/T15:00:00\.000Z$/);
    const bad = await call('/account/hashrate?range=90d&interval=1m', { token: demo });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields[0].field).toBe('query.interval');
    expect((await call('/account/hashrate?tz=Mars/Olympus', { token: demo })).status).toBe(400);
  });

  it('list workers with status counts, search, group filter and sort; and one worker’s history', async () => {
    const all = await call('/account/workers', { token: demo });
    const { counts, items, groups } = all.body;
    expect(counts.all).toBe(items.length);
    expect(counts.online + counts.offline + counts.inactive).toBe(counts.all);
    expect(items.every((w: { algorithm: string }) => w.algorithm === 'Scrypt')).toBe(true);
    expect(new Set(items.map((w: { model: string }) => w.model)).size).toBeGreaterThan(1);
    const online = await call('/account/workers?status=online', { token: demo });
    expect(online.body.total).toBe(counts.online);
    const byRate = await call('/account/workers?sort=hashrate&order=desc', { token: demo });
    const rates = byRate.body.items.map((w: { hashrate: { oneHour: number } }) => w.hashrate.oneHour);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    const group = await call(`/account/workers?group=${groups[0]}`, { token: demo });
    expect(group.body.items.every((w: { group: string }) => w.group === groups[0])).toBe(true);
    const search = await call(`/account/workers?search=${items[0].name.toUpperCase()}`, { token: demo });
    expect(search.body.items[0].id).toBe(items[0].id);
    const history = await call(`/account/workers/${items[0].id}/hashrate?range=24h`, { token: demo });
    expect(history.body.points).toHaveLength(144);
  });

  it('list accruals by day with type and status filters, and export them as CSV', async () => {
    const page = await call('/account/accruals?pageSize=10', { token: demo });
    expect(page.body.items).toHaveLength(10);
    expect(page.body.total).toBeGreaterThan(150);
    const types = new Set(
      (await call('/account/accruals?pageSize=200', { token: demo })).body.items.map(
        (a: { type: string }) => a.type,
      ),
    );
    expect([...types].sort()).toEqual(['merged', 'mining', 'referral']);
    const merged = await call('/account/accruals?type=merged&coin=DOGE&pageSize=5', { token: demo });
    expect(
      merged.body.items.every(
        (a: { coin: string; type: string }) => a.coin === 'DOGE' && a.type === 'merged',
      ),
    ).toBe(true);
    const paid = await call('/account/accruals?status=paid&pageSize=1', { token: demo });
    expect(paid.body.items[0].payoutId).toMatch(/^p_/);
    const ltc = page.body.items.find(
      (a: { coin: string; type: string }) => a.coin === 'LTC' && a.type === 'mining',
    );
    expect(Number(ltc.schemeAmount) + Number(ltc.feeBonus)).toBeCloseTo(Number(ltc.amount), 8);

    const csv = await call('/account/accruals.csv?coin=LTC', { token: demo });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('date,coin,type,status,hashrate_hs,amount,scheme_amount,fee_bonus,payout_id');
    expect(lines.at(-1)).toBe('');
    const total = (await call('/account/accruals?coin=LTC&pageSize=1', { token: demo })).body.total;
    expect(lines.length - 2).toBe(total);
    expect(lines[1]?.split(',')).toHaveLength(9);
  });

  it('list payouts with explorer links and export them as CSV', async () => {
    const { body } = await call('/account/payouts?pageSize=5', { token: demo });
    expect(body.items[0].explorerUrl).toContain(body.items[0].txId);
    expect(Number(body.items[0].fee)).toBeGreaterThan(0);
    // Payouts go out once the balance reached the threshold (1 LTC by default), fee included.
    const ltc = await call('/account/payouts?coin=LTC&pageSize=200', { token: demo });
    expect(ltc.body.total).toBeGreaterThan(3);
    for (const p of ltc.body.items) expect(Number(p.amount) + Number(p.fee)).toBeGreaterThanOrEqual(1);
    const csv = await call('/account/payouts.csv', { token: demo });
    const [header, first] = csv.text.split('\r\n');
    expect(header).toBe('time_utc,coin,amount,fee,address,tx_id,status,explorer_url');
    expect(first?.split(',')[0]).toBe(body.items[0].time);
    expect(csv.text.split('\r\n').length - 2).toBe(body.total);
  });

  it('filter payouts by coin, status and UTC days, the list and its CSV alike; refuse bad filters (400)', async () => {
    type Payout = { id: string; time: string; coin: string; status: string; txId: string };
    const all: Payout[] = (await call('/account/payouts?pageSize=200', { token: demo })).body.items;
    // The newest payout may still be pending; older ones are confirmed.
    const newest = all[0]?.time.slice(0, 10) ?? '';
    const oldest = all.at(-1)?.time.slice(0, 10) ?? '';
    const from = new Date(Date.parse(newest) - 5 * 86_400_000).toISOString().slice(0, 10);
    expect(from > oldest).toBe(true);
    const rowsOf = (text: string) =>
      text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(','));
    const filters = [
      'status=confirmed',
      'status=pending',
      `from=${from}`,
      `to=${from}`,
      `coin=DOGE&status=confirmed&from=${from}&to=${newest}`,
      `from=${newest}&to=${newest}`,
    ];
    for (const query of filters) {
      const expected = all.filter((p) => {
        const q = new URLSearchParams(query);
        const day = p.time.slice(0, 10);
        return (
          (!q.get('coin') || p.coin === q.get('coin')) &&
          (!q.get('status') || p.status === q.get('status')) &&
          (!q.get('from') || day >= (q.get('from') ?? '')) &&
          (!q.get('to') || day <= (q.get('to') ?? ''))
        );
      });
      const list = await call(`/account/payouts?pageSize=200&${query}`, { token: demo });
      expect(list.status, query).toBe(200);
      expect(list.body.total, query).toBe(expected.length);
      expect(
        list.body.items.map((p: Payout) => p.id),
        query,
      ).toEqual(expected.map((p) => p.id));
      const csv = await call(`/account/payouts.csv?${query}`, { token: demo });
      expect(csv.status, query).toBe(200);
      expect(
        rowsOf(csv.text).map((row) => [row[0], row[1], row[5], row[6]]),
        query,
      ).toEqual(expected.map((p) => [p.time, p.coin, p.txId, p.status]));
    }
    // Every filter narrows something on the demo account (a filter the data cannot show would prove nothing).
    expect(all.some((p) => p.status === 'confirmed')).toBe(true);
    expect(all.filter((p) => p.time.slice(0, 10) >= from).length).toBeLessThan(all.length);

    // The same schema refuses the same input on both: not a day, not a calendar day, an end before the start,
    // an unknown status.
    for (const [query, field] of [
      ['from=yesterday', 'query.from'],
      ['from=2026-02-30', 'query.from'],
      [`from=${newest}&to=${from}`, 'query.to'],
      ['status=paid', 'query.status'],
    ] as const) {
      for (const path of ['/account/payouts', '/account/payouts.csv']) {
        const refused = await call(`${path}?${query}`, { token: demo });
        expect(refused.status, `${path}?${query}`).toBe(400);
        expect(refused.body.code).toBe('validation_failed');
        expect(refused.body.details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
      }
    }
  });

  it('export workers as CSV with the list’s filters and order, cached and guarded like the other files', async () => {
    type Worker = {
      name: string;
      group: string;
      status: string;
      hashrate: { tenMinutes: number; oneHour: number; oneDay: number };
      rejectRate: number;
      lastShareAt: string | null;
    };
    const expectedRows = (items: Worker[]) =>
      items.map((w) =>
        [
          w.name,
          w.group,
          w.status,
          w.hashrate.tenMinutes,
          w.hashrate.oneHour,
          w.hashrate.oneDay,
          w.rejectRate,
          w.lastShareAt ?? '',
        ].join(','),
      );
    // The list and the file of one query, read within one simulator minute (the server samples every minute, so
    // a list read on each side of the file proves nothing moved in between).
    const listAndFile = async (query: string) => {
      for (;;) {
        const list = await call(`/account/workers?pageSize=200&${query}`, { token: demo });
        const file = await call(`/account/workers.csv?${query}`, { token: demo });
        const after = await call(`/account/workers?pageSize=200&${query}`, { token: demo });
        if (after.text === list.text) return { list, file };
      }
    };
    const { list: all, file: csv } = await listAndFile('');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="lode-workers-scrypt.csv"');
    expect(csv.headers.get('cache-control')).toBe('private, no-cache');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('name,group,status,hashrate_10m,hashrate_1h,hashrate_24h,reject_rate,last_share');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toEqual(expectedRows(all.body.items));

    // The page's filters: status (the demo account has workers of each), search, group, sort and algorithm.
    const { groups } = all.body;
    for (const query of [
      'status=online',
      'status=offline',
      'status=inactive',
      `search=${all.body.items[0].name.slice(0, -1).toUpperCase()}`,
      `group=${groups[0]}&status=online`,
      'sort=hashrate&order=desc',
      'sort=lastShare',
      'algorithm=SHA256',
    ]) {
      const { list, file } = await listAndFile(query);
      expect(list.body.items.length, query).toBeGreaterThan(0);
      expect(file.status, query).toBe(200);
      expect(file.text.split('\r\n').slice(1, -1), query).toEqual(expectedRows(list.body.items));
    }
    const sha = await call('/account/workers.csv?algorithm=SHA256', { token: demo });
    expect(sha.headers.get('content-disposition')).toBe('attachment; filename="lode-workers-sha256.csv"');
    expect(
      (await call('/account/workers.csv?status=offline', { token: demo })).text.split('\r\n').length - 2,
    ).toBe(all.body.counts.offline);

    // The same ETag answers 304, as for the other files; credentials are required.
    const again = await call('/account/workers.csv', {
      token: demo,
      headers: { 'if-none-match': csv.headers.get('etag') ?? '' },
    });
    expect(csv.headers.get('etag')).toMatch(/^W\/"/);
    expect(again.status).toBe(304);
    expect((await call('/account/workers.csv')).status).toBe(401);

    for (const [query, field] of [
      ['status=sleeping', 'query.status'],
      ['sort=speed', 'query.sort'],
      ['order=up', 'query.order'],
      [`search=${'x'.repeat(101)}`, 'query.search'],
      ['algorithm=X11', 'query.algorithm'],
    ] as const) {
      const refused = await call(`/account/workers.csv?${query}`, { token: demo });
      expect(refused.status, query).toBe(400);
      expect(refused.body.details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
  });

  it('show the referral code, link, rate, referees and rewards', async () => {
    const { body } = await call('/account/referral', { token: demo });
    expect(body.link).toBe(`http://localhost:3999/?ref=${body.code}`);
    expect(body.rate).toBe('0.2');
    expect(body.referees.length).toBeGreaterThanOrEqual(2);
    expect(Number(body.rewards.total)).toBeGreaterThan(0);
  });

  it('never show one user another user’s data', async () => {
    const mine = await call('/account/workers', { token: demo });
    const theirs = await call('/account/workers', { token: admin });
    const myIds = mine.body.items.map((w: { id: string }) => w.id);
    expect(theirs.body.items.some((w: { id: string }) => myIds.includes(w.id))).toBe(false);
    expect((await call(`/account/workers/${myIds[0]}/hashrate`, { token: admin })).status).toBe(404);
    const myReferral = await call('/account/referral', { token: demo });
    const theirReferral = await call('/account/referral', { token: admin });
    expect(myReferral.body.code).not.toBe(theirReferral.body.code);
    const myPayouts = await call('/account/payouts', { token: demo });
    const theirPayouts = await call('/account/payouts', { token: admin });
    expect(myPayouts.body.items[0].address).not.toBe(theirPayouts.body.items[0].address);
  });
});

describe('pagination bounds', () => {
  it('accept pageSize 200, refuse 201, 0 and page 0; answer an empty page past the end', async () => {
    expect((await call('/account/accruals?pageSize=200', { token: demo })).body.items).toHaveLength(200);
    for (const query of ['pageSize=201', 'pageSize=0', 'page=0', 'page=x']) {
      const answer = await call(`/account/accruals?${query}`, { token: demo });
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    const past = await call('/blocks?page=100000&pageSize=200');
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBeGreaterThan(0);
  });
});

describe('settings', () => {
  it('list wallets per coin of the algorithm', async () => {
    const { body } = await call('/settings/wallets', { token: demo });
    expect(body.items.map((w: { coin: string }) => w.coin)).toEqual(['LTC', 'DOGE']);
    expect(body.items[0].address).toMatch(/^ltc1/);
    expect(body.items[1].address).toMatch(/^D/);
  });

  it('refuse bad addresses and thresholds with field errors, changing nothing', async () => {
    const before = (await call('/settings/wallets', { token: demo })).body.items[0];
    const goodAddress = encodeBase58Check(0x30, Buffer.alloc(20, 7));
    const broken = `${goodAddress.slice(0, -1)}${goodAddress.endsWith('a') ? 'b' : 'a'}`;
    const cases: [unknown, string][] = [
      [{ address: broken, payoutThreshold: '2' }, 'address'],
      [{ address: encodeBase58Check(0x1e, Buffer.alloc(20, 7)) }, 'address'],
      [{ address: 'ltc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq' }, 'address'],
      [{ payoutThreshold: '0.123456789' }, 'payoutThreshold'],
      [{ payoutThreshold: '0.001' }, 'payoutThreshold'],
      [{ payoutThreshold: '5000' }, 'payoutThreshold'],
      [{ payoutThreshold: '1e3' }, 'payoutThreshold'],
      [{ paused: 'yes' }, 'paused'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('/settings/wallets/LTC', { token: demo, method: 'PUT', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const unknownField = await call('/settings/wallets/LTC', {
      token: demo,
      method: 'PUT',
      body: { memo: 'x' },
    });
    expect(unknownField.status).toBe(400);
    const after = (await call('/settings/wallets', { token: demo })).body.items[0];
    expect(after).toEqual(before);
  });

  it('change an address (payouts then wait 48 h), the threshold and pause', async () => {
    const address = encodeSegwit('ltc', 0, Buffer.alloc(20, 9));
    const answer = await call('/settings/wallets/LTC', {
      token: demo,
      method: 'PUT',
      body: { address, payoutThreshold: '0.5', paused: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ address, payoutThreshold: '0.50000000', paused: true });
    expect(Date.parse(answer.body.payoutsHeldUntil) - Date.parse(answer.body.addressChangedAt)).toBe(
      48 * 3600_000,
    );
    const doge = encodeBase58Check(0x1e, Buffer.alloc(20, 3));
    const m = encodeBase58Check(0x32, Buffer.alloc(20, 4));
    expect(
      (await call('/settings/wallets/DOGE', { token: demo, method: 'PUT', body: { address: doge } })).status,
    ).toBe(200);
    expect(
      (await call('/settings/wallets/LTC', { token: demo, method: 'PUT', body: { address: m } })).status,
    ).toBe(200);
    // Another user's wallets are untouched.
    const theirs = (await call('/settings/wallets', { token: admin })).body.items[0];
    expect(theirs.address).not.toBe(m);
  });

  it('unlink an address: no address until a new one is set, which starts the hold again', async () => {
    const unlinked = await call('/settings/wallets/DOGE', { token: demo, method: 'DELETE' });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({ coin: 'DOGE', address: null, proof: null });
    expect((await call('/settings/wallets', { token: demo })).body.items[1].address).toBeNull();
    // A threshold alone cannot bring the coin back: it needs an address.
    const thresholdOnly = await call('/settings/wallets/DOGE', {
      token: demo,
      method: 'PUT',
      body: { payoutThreshold: '100' },
    });
    expect(thresholdOnly.status).toBe(400);
    expect(thresholdOnly.body.details.fields[0].field).toBe('address');
    const doge = encodeBase58Check(0x1e, Buffer.alloc(20, 6));
    const relinked = await call('/settings/wallets/DOGE', {
      token: demo,
      method: 'PUT',
      body: { address: doge, payoutThreshold: '100' },
    });
    expect(relinked.status).toBe(200);
    expect(relinked.body).toMatchObject({ address: doge, payoutThreshold: '100.00000000', paused: false });
    expect(relinked.body.payoutsHeldUntil).not.toBeNull();
    // Nobody else's wallet is touched by it.
    expect((await call('/settings/wallets', { token: admin })).body.items[1].address).toMatch(/^D/);
  });

  it('answer a body that is not JSON with 400 and a missing content type with 415', async () => {
    const url = `${server.url}/api/v1/settings/notifications`;
    const headers = { authorization: `Bearer ${demo}` };
    const malformed = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"email": tru',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe('bad_request');
    const untyped = await fetch(url, { method: 'PUT', headers, body: '{}' });
    expect(untyped.status).toBe(415);
  });

  it('read and replace notification settings, refusing values out of range', async () => {
    const current = (await call('/settings/notifications', { token: demo })).body;
    expect(current.repeatMinutes).toBeGreaterThanOrEqual(15);
    const next = { ...current, workerOffline: { enabled: true, afterMinutes: 30 }, repeatMinutes: 120 };
    expect((await call('/settings/notifications', { token: demo, method: 'PUT', body: next })).body).toEqual(
      next,
    );
    const bad = await call('/settings/notifications', {
      token: demo,
      method: 'PUT',
      body: { ...next, workerOffline: { enabled: true, afterMinutes: 1 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields[0].field).toBe('workerOffline.afterMinutes');
    expect((await call('/settings/notifications', { token: demo })).body).toEqual(next);
  });
});

describe('load (bounded, loopback)', () => {
  it('answers 2,000 account summaries from 50 concurrent clients without an error', async () => {
    const url = `${server.url}/api/v1/account/summary`;
    const statuses = new Map<number, number>();
    let next = 0;
    const client = async () => {
      while (next < 2000) {
        next += 1;
        const response = await fetch(url, { headers: { authorization: `Bearer ${demo}` } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 50 }, client));
    expect(Object.fromEntries(statuses)).toEqual({ 200: 2000 });
  });
});

describe('live stream', () => {
  it('opens an event stream for a signed-in caller (its behaviour: src/stream/stream.test.ts)', async () => {
    const abort = new AbortController();
    const response = await fetch(`${server.url}/api/v1/account/stream`, {
      headers: { authorization: `Bearer ${demo}` },
      signal: abort.signal,
    });
    await checkAnswer('GET', '/account/stream', response);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/^retry: \d+\nid: \d+\nevent: ready\n/);
    abort.abort();
  });
});

describe('contract coverage', () => {
  it('exercised every operation of the document with a successful answer', () => {
    expect(allOperations.filter((o) => !exercised.has(o))).toEqual([]);
  });
});
