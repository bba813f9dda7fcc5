import type { PoolSchema } from '@lode/pool-api/client';
import { describe, expect, it } from 'vitest';
import { createPoolCache, hashKey, type CacheKey, type PoolCache } from '../pool/cache';
import { accountKeys } from '../pool/keys';
import { applyLiveMessage } from './liveCache';

// The stream's events against the app's real cache holding what the cabinet's pages fetched, each key read by a page
// whose requests are counted: a key "asked again" is one the event made the cache fetch anew.

type Worker = PoolSchema<'Worker'>;

/** The sub-account whose stream the messages come from. */
const sub = 'main';

const worker = (id: string, status: Worker['status']): Worker => ({
  id,
  name: `demo.${id}`,
  group: 'rack-a',
  model: 'Antminer L9',
  algorithm: 'Scrypt',
  coin: 'LTC',
  status,
  hashrate: { tenMinutes: 1.6e10, oneHour: 1.6e10, oneDay: 1.6e10 },
  rejectRate: 0.004,
  staleRate: 0.001,
  lastShareAt: '2026-11-22T17:59:00.000Z',
  uptime: 1,
});

const summary: PoolSchema<'AccountSummary'> = {
  algorithm: 'Scrypt',
  hashrate: { tenMinutes: 3.2e10, oneHour: 3.2e10, oneDay: 3.1e10 },
  rejectRate: 0.004,
  staleRate: 0.001,
  workers: { online: 2, offline: 1, inactive: 0 },
  earnings: [
    { coin: 'LTC', balance: '0.01000000', todayEstimate: '0.02', yesterday: '0.02', totalPaid: '1.0' },
  ],
} as PoolSchema<'AccountSummary'>;

const list = (items: Worker[]): PoolSchema<'WorkerList'> => ({
  items,
  total: items.length,
  counts: {
    all: 3,
    online: items.filter((w) => w.status === 'online').length,
    offline: 1,
    inactive: 0,
  },
  groups: ['rack-a'],
  coins: ['LTC'],
});

/** The app's cache with a page reading each key put in it; `asked` counts the requests each key made since. */
function cache() {
  const pool = createPoolCache({ now: () => 1_000 });
  const asked = new Map<string, number>();
  const seed = (key: CacheKey, data: unknown) => {
    pool.setData(key, data);
    pool.subscribe(
      key,
      {
        fetch: () => {
          asked.set(hashKey(key), (asked.get(hashKey(key)) ?? 0) + 1);
          return Promise.resolve(pool.snapshot(key).data);
        },
        staleMs: Infinity,
      },
      () => {},
    );
  };
  seed(accountKeys.summary(sub, 'Scrypt'), summary);
  seed(
    accountKeys.workerList(sub, 'Scrypt', {}),
    list([worker('w1', 'online'), worker('w2', 'online'), worker('w3', 'offline')]),
  );
  seed(accountKeys.workerList(sub, 'Scrypt', { status: 'online' }), list([worker('w1', 'online')]));
  seed(accountKeys.workerList(sub, 'SHA256', { status: 'online' }), list([]));
  seed(accountKeys.workerHashrate(sub, 'w1', '24h', '10m'), { points: [] });
  seed(accountKeys.hashrate(sub, 'Scrypt', '24h', '10m'), { points: [] });
  seed(accountKeys.referral(sub), {});
  return { pool, seed, asked: (key: CacheKey) => (asked.get(hashKey(key)) ?? 0) > 0 };
}

const message = (event: string, data: unknown) => ({ event, id: '7', data: JSON.stringify(data) });
const data = <T>(pool: PoolCache, key: CacheKey<T>) => pool.snapshot(key).data;

describe('applyLiveMessage', () => {
  it('moves a worker to its new status in the list and the summary’s counts, in place', () => {
    const { pool, asked } = cache();
    applyLiveMessage(
      pool,
      sub,
      message('worker', {
        workerId: 'w2',
        workerName: 'demo.w2',
        algorithm: 'Scrypt',
        status: 'offline',
        previous: 'online',
        lastShareAt: '2026-11-22T17:48:00.000Z',
        time: '2026-11-22T18:00:00.000Z',
      }),
    );
    const all = data(pool, accountKeys.workerList(sub, 'Scrypt', {}));
    expect(all?.items.map((w) => w.status)).toEqual(['online', 'offline', 'offline']);
    expect(all?.items[1]?.lastShareAt).toBe('2026-11-22T17:48:00.000Z');
    expect(all?.counts).toMatchObject({ all: 3, online: 1, offline: 2 });
    expect(asked(accountKeys.workerList(sub, 'Scrypt', {}))).toBe(false);
    expect(data(pool, accountKeys.summary(sub, 'Scrypt'))?.workers).toEqual({
      online: 1,
      offline: 2,
      inactive: 0,
    });
    // The "online" tab's list loses a worker it may or may not show: fetched again.
    expect(asked(accountKeys.workerList(sub, 'Scrypt', { status: 'online' }))).toBe(true);
    // Another algorithm's lists and the other figures are left alone.
    expect(asked(accountKeys.workerList(sub, 'SHA256', { status: 'online' }))).toBe(false);
    expect(asked(accountKeys.workerHashrate(sub, 'w1', '24h', '10m'))).toBe(false);
    expect(asked(accountKeys.referral(sub))).toBe(false);
  });

  it('fetches the lists and summary again for a status change an answer on screen may hold already', () => {
    const { pool, asked } = cache();
    const change = message('worker', {
      workerId: 'w3',
      workerName: 'demo.w3',
      algorithm: 'Scrypt',
      status: 'online',
      previous: 'offline',
      lastShareAt: '2026-11-22T18:00:00.000Z',
      time: '2026-11-22T18:00:00.000Z',
    });
    applyLiveMessage(pool, sub, change, { mayBeShown: true });
    // Counted in place, a summary read after the change would say two offline where one is.
    expect(data(pool, accountKeys.summary(sub, 'Scrypt'))?.workers).toEqual(summary.workers);
    expect(asked(accountKeys.summary(sub, 'Scrypt'))).toBe(true);
    expect(asked(accountKeys.workerList(sub, 'Scrypt', {}))).toBe(true);
    expect(asked(accountKeys.workerList(sub, 'SHA256', { status: 'online' }))).toBe(false);
    expect(asked(accountKeys.referral(sub))).toBe(false);
  });

  it('rewrites the summary and extends the histories in place when samples arrive, asking nothing', () => {
    const { pool, seed, asked } = cache();
    const minutes = (from: string, rates: number[]) =>
      rates.map((hashrate, i) => ({
        time: new Date(Date.parse(from) + i * 60_000).toISOString(),
        hashrate,
        rejectedHashrate: hashrate / 100,
        staleHashrate: 0,
      }));
    // The last hour by minute, ending at 18:00, and the last day in 10-minute buckets, ending at 18:01 (its newest
    // bucket one minute long).
    seed(accountKeys.hashrate(sub, 'Scrypt', '1h', '1m'), {
      range: '1h',
      interval: '1m',
      tz: 'UTC',
      end: '2026-11-22T18:00:00.000Z',
      points: minutes(
        '2026-11-22T17:00:00.000Z',
        Array.from({ length: 60 }, (_, i) => i),
      ),
    });
    const day = minutes('2026-11-21T18:10:00.000Z', []);
    for (let i = 0; i < 144; i += 1)
      day.push({
        time: new Date(Date.parse('2026-11-21T18:10:00.000Z') + i * 600_000).toISOString(),
        hashrate: 1000 + i,
        rejectedHashrate: 10,
        staleHashrate: 0,
      });
    seed(accountKeys.hashrate(sub, 'Scrypt', '24h', '10m'), {
      range: '24h',
      interval: '10m',
      tz: 'UTC',
      end: '2026-11-22T18:01:00.000Z',
      points: day,
    });
    const fresh = { ...summary, hashrate: { tenMinutes: 4e10, oneHour: 3.5e10, oneDay: 3.2e10 } };
    applyLiveMessage(
      pool,
      sub,
      message('hashrate', {
        algorithm: 'Scrypt',
        points: minutes('2026-11-22T18:01:00.000Z', [3000]),
        workers: [],
        from: '2026-11-22T18:01:00.000Z',
        until: '2026-11-22T18:02:00.000Z',
        summary: fresh,
      }),
    );
    expect(data(pool, accountKeys.summary(sub, 'Scrypt'))).toEqual(fresh);
    expect(asked(accountKeys.summary(sub, 'Scrypt'))).toBe(false);
    // The day's newest bucket (18:00) now covers two minutes: 1143 for one, 3000 for the other.
    const extended = data(pool, accountKeys.hashrate(sub, 'Scrypt', '24h', '10m'));
    expect(extended?.end).toBe('2026-11-22T18:02:00.000Z');
    expect(extended?.points).toHaveLength(144);
    expect(extended?.points.at(-1)?.time).toBe('2026-11-22T18:00:00.000Z');
    expect(extended?.points.at(-1)?.hashrate).toBeCloseTo((1143 + 3000) / 2);
    expect(extended?.points.at(-1)?.rejectedHashrate).toBeCloseTo((10 + 30) / 2);
    expect(extended?.points[0]).toEqual(day[0]);
    expect(asked(accountKeys.hashrate(sub, 'Scrypt', '24h', '10m'))).toBe(false);
    // The hour ended at 18:00, where this event does not start (a minute was missed): asked again.
    expect(asked(accountKeys.hashrate(sub, 'Scrypt', '1h', '1m'))).toBe(true);
    expect(asked(accountKeys.referral(sub))).toBe(false);
  });

  it('moves an hour by minute forward by one minute: the oldest leaves, the new one comes last', () => {
    const { pool, seed, asked } = cache();
    const points = Array.from({ length: 60 }, (_, i) => ({
      time: new Date(Date.parse('2026-11-22T17:00:00.000Z') + i * 60_000).toISOString(),
      hashrate: i,
      rejectedHashrate: 0,
      staleHashrate: 0,
    }));
    seed(accountKeys.hashrate(sub, 'Scrypt', '1h', '1m'), {
      range: '1h',
      interval: '1m',
      tz: 'UTC',
      end: '2026-11-22T18:00:00.000Z',
      points,
    });
    const sample = { time: '2026-11-22T18:00:00.000Z', hashrate: 99, rejectedHashrate: 1, staleHashrate: 2 };
    applyLiveMessage(
      pool,
      sub,
      message('hashrate', {
        algorithm: 'Scrypt',
        points: [sample],
        workers: [],
        from: '2026-11-22T18:00:00.000Z',
        until: '2026-11-22T18:01:00.000Z',
        summary,
      }),
    );
    expect(data(pool, accountKeys.hashrate(sub, 'Scrypt', '1h', '1m'))?.points).toEqual([
      ...points.slice(1),
      sample,
    ]);
    expect(asked(accountKeys.hashrate(sub, 'Scrypt', '1h', '1m'))).toBe(false);
  });

  it('asks again for samples an answer on screen may hold already', () => {
    const { pool, seed, asked } = cache();
    seed(accountKeys.hashrate(sub, 'Scrypt', '1h', '1m'), {
      range: '1h',
      interval: '1m',
      tz: 'UTC',
      end: '2026-11-22T18:00:00.000Z',
      points: [],
    });
    applyLiveMessage(
      pool,
      sub,
      message('hashrate', {
        algorithm: 'Scrypt',
        points: [],
        workers: [],
        from: '2026-11-22T18:00:00.000Z',
        until: '2026-11-22T18:01:00.000Z',
        summary: { ...summary, rejectRate: 0.5 },
      }),
      { mayBeShown: true },
    );
    expect(data(pool, accountKeys.summary(sub, 'Scrypt'))).toEqual(summary);
    expect(asked(accountKeys.summary(sub, 'Scrypt'))).toBe(true);
    expect(asked(accountKeys.hashrate(sub, 'Scrypt', '1h', '1m'))).toBe(true);
  });

  it('fetches the averages, history and workers again for samples of an older server (no summary, no window)', () => {
    const { pool, asked } = cache();
    applyLiveMessage(pool, sub, message('hashrate', { algorithm: 'Scrypt', points: [], workers: [] }));
    expect(asked(accountKeys.summary(sub, 'Scrypt'))).toBe(true);
    expect(asked(accountKeys.hashrate(sub, 'Scrypt', '24h', '10m'))).toBe(true);
    expect(asked(accountKeys.workerHashrate(sub, 'w1', '24h', '10m'))).toBe(true);
    expect(asked(accountKeys.referral(sub))).toBe(false);
  });

  it('puts a new alert first in the bell’s history with one more unread, once', () => {
    const { pool, seed } = cache();
    const old = { id: 'a1', rule: 'workerOffline', kind: 'fired', createdAt: '2026-11-22T18:00:00.000Z' };
    seed(accountKeys.alerts(sub), { items: [old], total: 1, unread: 0, lastReadId: 'a1' });
    const fresh = { id: 'a2', rule: 'rejectRate', kind: 'fired', createdAt: '2026-11-22T18:01:00.000Z' };
    applyLiveMessage(pool, sub, message('alert', fresh));
    applyLiveMessage(pool, sub, message('alert', fresh));
    expect(data(pool, accountKeys.alerts(sub))).toEqual({
      items: [fresh, old],
      total: 2,
      unread: 1,
      lastReadId: 'a1',
    });
  });

  it('rewrites balances in place, and a listed payout when it is confirmed', () => {
    const { pool, seed } = cache();
    const payout = { id: 'p1', status: 'pending', amount: '0.5' };
    seed(accountKeys.recentPayouts(sub, 'Scrypt', 5), { items: [payout], total: 1 });
    applyLiveMessage(pool, sub, message('balance', { balances: [{ coin: 'LTC', balance: '0.02000000' }] }));
    expect(data(pool, accountKeys.summary(sub, 'Scrypt'))?.earnings[0]?.balance).toBe('0.02000000');
    applyLiveMessage(pool, sub, message('payout', { ...payout, status: 'confirmed' }));
    expect(data(pool, accountKeys.recentPayouts(sub, 'Scrypt', 5))).toEqual({
      items: [{ ...payout, status: 'confirmed' }],
      total: 1,
    });
  });

  it('fetches every account figure again after a reset (events were lost), and ignores unknown events', () => {
    const { pool, asked } = cache();
    applyLiveMessage(pool, sub, message('something-new', {}));
    expect(asked(accountKeys.referral(sub))).toBe(false);
    applyLiveMessage(pool, sub, message('reset', { reason: 'expired' }));
    expect(asked(accountKeys.referral(sub))).toBe(true);
    expect(asked(accountKeys.summary(sub, 'Scrypt'))).toBe(true);
  });

  it('fetches the account’s figures again when a pool engine wrote a new cycle', () => {
    const { pool, asked } = cache();
    applyLiveMessage(pool, sub, message('refresh', { cycle: '2026-11-26T12:00:00.000Z' }));
    expect(asked(accountKeys.summary(sub, 'Scrypt'))).toBe(true);
    expect(asked(accountKeys.workerList(sub, 'Scrypt', {}))).toBe(true);
  });
});
