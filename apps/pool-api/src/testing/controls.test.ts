import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolClock } from '../clock';
import type { RunningPoolApi } from '../index';
import { accessToken, startTestApi, startTestIdp } from './stack';
import { MINUTE_MS } from '../domain/time';

// The pool's clock and the test control that moves it: what the e2e suite uses instead of waiting for real minutes.
// The API here runs on the real clock; only the control moves pool time.

describe('the pool clock', () => {
  it('runs with the real clock, moves forward only, and pauses and resumes without going back', () => {
    let real = 1_000_000;
    const clock = poolClock(() => real);
    expect(clock.now()).toBe(1_000_000);
    clock.advance(5 * MINUTE_MS);
    real += 10;
    expect(clock.now()).toBe(1_000_010 + 5 * MINUTE_MS);
    expect(() => clock.advance(-1)).toThrow(RangeError);

    clock.setPaused(true);
    const stopped = clock.now();
    real += 30_000;
    expect(clock.now()).toBe(stopped);
    clock.advance(MINUTE_MS);
    expect(clock.now()).toBe(stopped + MINUTE_MS);

    clock.setPaused(false);
    expect(clock.paused).toBe(false);
    expect(clock.now()).toBe(stopped + MINUTE_MS);
    real += 250;
    expect(clock.now()).toBe(stopped + MINUTE_MS + 250);
  });
});

describe('POST /__lode/clock', () => {
  let idp: RunningIdp;
  let server: RunningPoolApi;
  let token: string;

  beforeAll(async () => {
    // Five-minute tokens, as the provider issues by default: the pool's clock goes further ahead than that below.
    idp = await startTestIdp({ accessTokenTtl: 300 });
    server = await startTestApi(idp, { now: Date.now });
    token = await accessToken(idp, 'demo');
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/v1/__lode/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const asDemo = async <T>(path: string) => {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const poolNow = async () => Date.parse(String((await control('clock')).body.now));

  it('brings ten silent minutes at once: a stopped worker is offline, and the token issued before still works', async () => {
    const { items } = await asDemo<{ items: { id: string; name: string; status: string }[] }>(
      '/account/workers?algorithm=Scrypt&status=online',
    );
    const worker = items[0];
    if (!worker) throw new Error('the simulated account has no online worker');

    const paused = await control('clock', { paused: true, toNextMinute: true });
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);
    const minute = Date.parse(String(paused.body.now));
    expect(minute % MINUTE_MS).toBe(0);
    // Paused: pool time stands still while real time goes on.
    expect(await poolNow()).toBe(minute);

    expect(
      (await control(`workers/${worker.id}`, { mode: 'stop', at: new Date(minute).toISOString() })).status,
    ).toBe(204);
    const moved = await control('clock', { advanceMs: 10 * MINUTE_MS });
    expect(Date.parse(String(moved.body.now))).toBe(minute + 10 * MINUTE_MS);
    await control('clock', { toNextMinute: true });
    const tick = await fetch(`${server.url}/api/v1/__lode/tick`, { method: 'POST' });
    expect(tick.status).toBe(204);

    // Eleven minutes of pool time later (beyond the token's five of real time), the API still takes the token.
    const after = await asDemo<{ items: { id: string; status: string }[] }>(
      '/account/workers?algorithm=Scrypt',
    );
    expect(after.items.find((w) => w.id === worker.id)?.status).toBe('offline');

    // Running again, from where it stood.
    const resumed = await control('clock', { paused: false });
    expect(resumed.body.paused).toBe(false);
    expect(Date.parse(String(resumed.body.now))).toBeGreaterThanOrEqual(minute + 11 * MINUTE_MS);
  });

  it('refuses a clock that would go back, or two moves at once (400), and changes nothing', async () => {
    const before = await poolNow();
    for (const body of [{ advanceMs: -1 }, { advanceMs: 1000, toNextMinute: true }, { rewind: true }]) {
      const answer = await control('clock', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    expect(await poolNow()).toBeGreaterThanOrEqual(before);
    expect(await poolNow()).toBeLessThan(before + MINUTE_MS);
  });
});
