import type { RunningIdp } from '@lode/idp';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPoolApi } from '../index';
import { checkAnswer } from '../testing/contract';
import { accessToken, clock, control, startTestApi, startTestIdp } from '../testing/stack';
import { type Message, StreamReader } from '../testing/streamReader';
import { MINUTE_MS } from '../domain/time';

// The live stream over real HTTP: the identity provider's tokens, the API on a free port, the simulator moved a
// minute at a time by the test's clock, and the stream read with fetch as the web client will read it.

let idp: RunningIdp;
let server: RunningPoolApi;
let demo: string;
let admin: string;

/** Events are kept this long on the test server, so a test can outlive them by moving the clock. */
const RETENTION_SECONDS = 600;

const open: StreamReader[] = [];
async function stream(token: string | null, lastEventId?: string) {
  const reader = await StreamReader.open(server.url, token, lastEventId);
  open.push(reader);
  return reader;
}

/** The next simulator minute (or more): new samples for every account, then alerts. */
async function minutesPass(minutes = 1) {
  clock.offsetMs += minutes * MINUTE_MS;
  await server.api.tick();
}

async function workerIds(token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const algorithm of ['Scrypt', 'SHA256']) {
    const response = await fetch(`${server.url}/api/v1/account/workers?algorithm=${algorithm}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    for (const w of ((await response.json()) as { items: { id: string }[] }).items) ids.add(w.id);
  }
  return ids;
}

beforeAll(async () => {
  idp = await startTestIdp();
  server = await startTestApi(idp, {
    rateLimit: { tokenPerMinute: 0 },
    mail: { pollMs: 0 },
    stream: { heartbeatMs: 250, retentionSeconds: RETENTION_SECONDS },
  });
  // Tokens that outlive the minutes the tests move the API's clock forward.
  await control(idp, 'settings', 'PUT', { accessTokenTtl: 3600 });
  [demo, admin] = await Promise.all([accessToken(idp, 'demo'), accessToken(idp, 'admin')]);
  await control(idp, 'settings', 'DELETE');
});

afterEach(async () => {
  for (const reader of open.splice(0)) reader.close();
  await control(idp, 'settings', 'DELETE');
});

afterAll(async () => {
  clock.offsetMs = 0;
  await server?.close();
  await idp?.close();
});

describe('GET /account/stream', () => {
  it('refuses a caller without a valid token with 401 before streaming anything', async () => {
    const none = await stream(null);
    expect(none.response.status).toBe(401);
    expect(none.response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    await checkAnswer('GET', '/account/stream', none.response);
    expect(((await none.response.json()) as { code: string }).code).toBe('unauthorized');
    const forged = await stream('not-a-jwt');
    expect(forged.response.status).toBe(401);
    expect(((await forged.response.json()) as { code: string }).code).toBe('invalid_token');
    const banned = await stream(await accessToken(idp, 'banned'));
    expect(banned.response.status).toBe(403);
  });

  it('opens with ready, unbuffered, and sends heartbeats while idle', async () => {
    const reader = await stream(demo);
    expect(reader.response.status).toBe(200);
    expect(reader.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.response.headers.get('x-accel-buffering')).toBe('no');
    expect(reader.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(reader.response.headers.get('content-encoding')).toBeNull();
    await reader.until(() => reader.messages.length > 0, 'ready');
    const ready = reader.messages[0] as Message;
    expect(ready.event).toBe('ready');
    expect(ready.id).toMatch(/^\d+$/);
    const exp = (
      JSON.parse(Buffer.from(demo.split('.')[1] as string, 'base64url').toString()) as { exp: number }
    ).exp;
    expect(JSON.parse(ready.data)).toEqual({ expiresAt: new Date(exp * 1000).toISOString() });
    await reader.until(() => reader.comments >= 2, 'heartbeat');
    // HEAD: the headers at once, and no stream left open behind them.
    const head = await fetch(`${server.url}/api/v1/account/stream`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${demo}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('delivers new samples to the account’s open streams, and nothing of another account', async () => {
    const mine = await stream(demo);
    const theirs = await stream(admin);
    await mine.until(() => mine.messages.length > 0, 'ready');
    await theirs.until(() => theirs.messages.length > 0, 'ready');
    const start = mine.lastId;
    await minutesPass();
    await mine.until(() => mine.events.some((e) => e.event === 'hashrate'), 'hashrate event');
    await theirs.until(() => theirs.events.some((e) => e.event === 'hashrate'), 'hashrate event');
    // Ids follow on from ready's, one per event.
    expect(mine.events.map((e) => Number(e.id))).toEqual(mine.events.map((_, i) => start + 1 + i));
    const hashrate = JSON.parse(mine.events.find((e) => e.event === 'hashrate')?.data as string) as {
      algorithm: string;
      points: { time: string; hashrate: number }[];
      workers: { workerId: string; hashrate: number }[];
    };
    expect(hashrate.points.length).toBeGreaterThan(0);
    expect(Date.parse(hashrate.points.at(-1)?.time as string)).toBeLessThanOrEqual(clock.now());
    const [demoWorkers, adminWorkers] = await Promise.all([workerIds(demo), workerIds(admin)]);
    const named = (reader: StreamReader) =>
      reader.events.flatMap((e) => {
        const data = JSON.parse(e.data) as { workers?: { workerId: string }[]; workerId?: string };
        return [...(data.workers ?? []).map((w) => w.workerId), ...(data.workerId ? [data.workerId] : [])];
      });
    expect(named(mine).length).toBeGreaterThan(0);
    expect(named(mine).every((id) => demoWorkers.has(id))).toBe(true);
    expect(named(theirs).length).toBeGreaterThan(0);
    expect(named(theirs).every((id) => adminWorkers.has(id) && !demoWorkers.has(id))).toBe(true);
  });

  it('resumes with Last-Event-ID with exactly the events missed while away, alerts included', async () => {
    // A witness stays connected the whole time; the other drops and comes back.
    const witness = await stream(demo);
    const dropping = await stream(demo);
    await witness.until(() => witness.messages.length > 0, 'ready');
    await dropping.until(() => dropping.messages.length > 0, 'ready');
    await minutesPass();
    await dropping.until(() => dropping.events.length > 0, 'an event');
    await witness.until(() => witness.lastId === dropping.lastId, 'the same events');
    const seen = dropping.lastId;
    dropping.close();
    // While it is away: two minutes of data and alerts (every worker rejects more than 0.1 % of its work).
    const settings = await fetch(`${server.url}/api/v1/settings/notifications`, {
      headers: { authorization: `Bearer ${demo}` },
    });
    const current = (await settings.json()) as Record<string, unknown>;
    const saved = await fetch(`${server.url}/api/v1/settings/notifications`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${demo}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...current, rejectRate: { enabled: true, abovePercent: 0.1 } }),
    });
    expect(saved.status).toBe(200);
    await minutesPass();
    await minutesPass();
    await witness.until(() => witness.events.some((e) => e.event === 'alert'), 'alert event');
    const missed = witness.events.filter((e) => Number(e.id) > seen);
    expect(missed.length).toBeGreaterThanOrEqual(3);
    const back = await stream(demo, String(seen));
    await back.until(() => back.lastId >= witness.lastId, 'the missed events');
    expect(back.messages[0]).toMatchObject({ event: 'ready', id: String(seen) });
    expect(back.events).toEqual(missed);
    const alert = JSON.parse(missed.find((e) => e.event === 'alert')?.data as string) as {
      rule: string;
      kind: string;
      workerId: string;
    };
    expect(alert).toMatchObject({ rule: 'rejectRate', kind: 'fired' });
    // The same alert as the history lists it.
    const history = (await (
      await fetch(`${server.url}/api/v1/account/alerts`, { headers: { authorization: `Bearer ${demo}` } })
    ).json()) as { items: { id: string }[] };
    expect(history.items.map((a) => a.id)).toContain((alert as unknown as { id: string }).id);
  });

  it('sends what was missed at once on resuming, when no stream of the account stayed open to hear it', async () => {
    const away = await stream(admin);
    await away.until(() => away.messages.length > 0, 'ready');
    await minutesPass();
    await away.until(() => away.events.length > 0, 'an event');
    const seen = away.lastId;
    away.close();
    await minutesPass();
    // No further minute: the events of the one missed come right after `ready`.
    const back = await stream(admin, String(seen));
    await back.until(() => back.events.length > 0, 'the missed events');
    expect(back.messages[0]).toMatchObject({ event: 'ready', id: String(seen) });
    expect(Number(back.events[0]?.id)).toBe(seen + 1);
  });

  it('tells a worker’s status change, as a worker made to stop through the test controls goes offline', async () => {
    const list = (await (
      await fetch(`${server.url}/api/v1/account/workers?algorithm=Scrypt&status=online`, {
        headers: { authorization: `Bearer ${demo}` },
      })
    ).json()) as { items: { id: string; name: string }[] };
    const worker = list.items[0];
    if (!worker) throw new Error('no online worker');
    const reader = await stream(demo);
    await reader.until(() => reader.messages.length > 0, 'ready');
    const stopped = await fetch(`${server.url}/api/v1/__lode/workers/${worker.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'stop', at: new Date(clock.now()).toISOString() }),
    });
    expect(stopped.status).toBe(204);
    // Offline after more than ten minutes without a share (the stopping minute may still have counted).
    await minutesPass(12);
    await reader.until(
      () => reader.events.some((e) => e.event === 'worker' && e.data.includes(worker.id)),
      'worker event',
    );
    const change = JSON.parse(
      reader.events.find((e) => e.event === 'worker' && e.data.includes(worker.id))?.data as string,
    ) as Record<string, unknown>;
    expect(change).toMatchObject({ workerId: worker.id, workerName: worker.name, status: 'offline' });
    expect(change.previous).toBe('online');
  });

  it('answers a Last-Event-ID it no longer keeps, or never issued, with reset, then follows on', async () => {
    const early = await stream(demo);
    await early.until(() => early.messages.length > 0, 'ready');
    const old = early.lastId;
    early.close();
    await minutesPass();
    // Beyond the retention window: the events after `old` are pruned at the next minute's job.
    await minutesPass(RETENTION_SECONDS / 60 + 1);
    const late = await stream(demo, String(old));
    await late.until(() => late.messages.length > 0, 'reset');
    const reset = late.messages[0] as Message;
    expect(reset.event).toBe('reset');
    expect(JSON.parse(reset.data)).toMatchObject({ reason: 'expired' });
    const from = Number(reset.id);
    expect(from).toBeGreaterThan(old);
    await minutesPass();
    await late.until(() => late.events.length > 0, 'an event after the reset');
    expect(Number(late.events[0]?.id)).toBe(from + 1);

    const stranger = await stream(demo, '999999999');
    await stranger.until(() => stranger.messages.length > 0, 'reset');
    expect(stranger.messages[0]).toMatchObject({ event: 'reset' });
    expect(JSON.parse((stranger.messages[0] as Message).data)).toMatchObject({ reason: 'unknown' });
  });

  it('names on each account read the newest event it includes, so a stream opened after it misses nothing', async () => {
    const read = (path: string) =>
      fetch(`${server.url}/api/v1/account/${path}`, { headers: { authorization: `Bearer ${demo}` } });
    const watching = await stream(demo);
    await watching.until(() => watching.messages.length > 0, 'ready');
    // No event since the stream's ready: every read stands at its id, the summary from memory or not.
    const paths = [
      'summary?algorithm=Scrypt',
      'summary?algorithm=Scrypt',
      'workers?algorithm=Scrypt',
      'alerts',
    ];
    for (const path of paths)
      expect((await read(path)).headers.get('lode-event-id'), path).toBe(String(watching.lastId));
    const before = Number((await read('hashrate?algorithm=Scrypt&range=24h')).headers.get('lode-event-id'));
    await minutesPass();
    await watching.until(() => watching.lastId > before, 'an event');
    await watching.until(() => watching.events.some((e) => e.event === 'hashrate'), 'hashrate event');
    // A stream opened with that position as Last-Event-ID gets what came after the read, exactly.
    const late = await stream(demo, String(before));
    await late.until(() => late.lastId === watching.lastId, 'the events after the read');
    expect(late.messages[0]?.event).toBe('ready');
    expect(late.events.map((e) => e.id)).toEqual(
      watching.events.filter((e) => Number(e.id) > before).map((e) => e.id),
    );
    // A read after the minute stands at the newest event, the summary included (its memory was cleared).
    expect(Number((await read('summary?algorithm=Scrypt')).headers.get('lode-event-id'))).toBe(
      watching.lastId,
    );
    // The stream itself carries no position header: its ids say where it is.
    expect(watching.response.headers.get('lode-event-id')).toBeNull();
  });

  it('lets the app’s origin send Last-Event-ID to a standalone API (CORS)', async () => {
    const standalone = await startTestApi(idp, {
      corsOrigins: ['http://localhost:5173'],
      mail: { pollMs: 0 },
    });
    try {
      const preflight = await fetch(`${standalone.url}/api/v1/account/stream`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,last-event-id',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('last-event-id');
      // And read where an account read stands in the live events (Lode-Event-Id), to open the stream from there.
      const token = await accessToken(idp, 'demo');
      const summary = await fetch(`${standalone.url}/api/v1/account/summary?algorithm=Scrypt`, {
        headers: { origin: 'http://localhost:5173', authorization: `Bearer ${token}` },
      });
      expect(summary.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('lode-event-id');
    } finally {
      await standalone.close();
    }
  });

  it('ends the stream when the access token expires, and refuses one already past its expiry', async () => {
    // The API's clock is moved to half a second before the token's expiry: the stream opens, then ends at `exp`.
    const short = await accessToken(idp, 'demo');
    const expiry = (decodeJwt(short).exp ?? 0) * 1000;
    clock.offsetMs = expiry - 500 - Date.now();
    const reader = await stream(short);
    expect(reader.response.status).toBe(200);
    await reader.until(() => reader.ended, 'end of the stream');
    expect(reader.messages.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"token_expired"}' });
    // Past `exp` but inside the clock skew other endpoints allow: a stream would end at once, so it is refused.
    clock.offsetMs = expiry + 5_000 - Date.now();
    const refused = await stream(short);
    expect(refused.response.status).toBe(401);
    expect(((await refused.response.json()) as { message: string }).message).toMatch(/expired/);
    clock.offsetMs = 0;
  });
});
