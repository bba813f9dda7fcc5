import type { PoolSchema } from '@lode/pool-api/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { alertsKey, applyLiveMessage } from './liveCache';

// The stream's events against a real TanStack Query cache holding what the cabinet's pages fetched.

type Worker = PoolSchema<'Worker'>;

const worker = (id: string, status: Worker['status']): Worker => ({
  id,
  name: `demo.${id}`,
  group: 'rack-a',
  model: 'Antminer L9',
  algorithm: 'Scrypt',
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
});

function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['account', 'summary', 'Scrypt'], summary);
  client.setQueryData(
    ['account', 'workers', 'Scrypt', {}],
    list([worker('w1', 'online'), worker('w2', 'online'), worker('w3', 'offline')]),
  );
  client.setQueryData(['account', 'workers', 'Scrypt', { status: 'online' }], list([worker('w1', 'online')]));
  client.setQueryData(['account', 'workers', 'w1', 'hashrate', '24h', '10m'], { points: [] });
  client.setQueryData(['account', 'hashrate', 'Scrypt', '24h', '10m'], { points: [] });
  client.setQueryData(['account', 'referral'], {});
  return client;
}

const message = (event: string, data: unknown) => ({ event, id: '7', data: JSON.stringify(data) });
const stale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('applyLiveMessage', () => {
  it('moves a worker to its new status in the list and the summary’s counts, in place', () => {
    const client = cache();
    applyLiveMessage(
      client,
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
    const all = client.getQueryData<PoolSchema<'WorkerList'>>(['account', 'workers', 'Scrypt', {}]);
    expect(all?.items.map((w) => w.status)).toEqual(['online', 'offline', 'offline']);
    expect(all?.items[1]?.lastShareAt).toBe('2026-11-22T17:48:00.000Z');
    expect(all?.counts).toMatchObject({ all: 3, online: 1, offline: 2 });
    expect(stale(client, ['account', 'workers', 'Scrypt', {}])).toBe(false);
    expect(
      client.getQueryData<PoolSchema<'AccountSummary'>>(['account', 'summary', 'Scrypt'])?.workers,
    ).toEqual({ online: 1, offline: 2, inactive: 0 });
    // The "online" tab's list loses a worker it may or may not show: fetched again.
    expect(stale(client, ['account', 'workers', 'Scrypt', { status: 'online' }])).toBe(true);
    expect(stale(client, ['account', 'referral'])).toBe(false);
  });

  it('fetches the averages, history and workers of the algorithm again when samples arrive', () => {
    const client = cache();
    applyLiveMessage(client, message('hashrate', { algorithm: 'Scrypt', points: [], workers: [] }));
    expect(stale(client, ['account', 'summary', 'Scrypt'])).toBe(true);
    expect(stale(client, ['account', 'hashrate', 'Scrypt', '24h', '10m'])).toBe(true);
    expect(stale(client, ['account', 'workers', 'w1', 'hashrate', '24h', '10m'])).toBe(true);
    expect(stale(client, ['account', 'referral'])).toBe(false);
  });

  it('puts a new alert first in the bell’s history with one more unread, once', () => {
    const client = cache();
    const old = { id: 'a1', rule: 'workerOffline', kind: 'fired', createdAt: '2026-11-22T18:00:00.000Z' };
    client.setQueryData(alertsKey, { items: [old], total: 1, unread: 0, lastReadId: 'a1' });
    const fresh = { id: 'a2', rule: 'rejectRate', kind: 'fired', createdAt: '2026-11-22T18:01:00.000Z' };
    applyLiveMessage(client, message('alert', fresh));
    applyLiveMessage(client, message('alert', fresh));
    expect(client.getQueryData(alertsKey)).toEqual({
      items: [fresh, old],
      total: 2,
      unread: 1,
      lastReadId: 'a1',
    });
  });

  it('rewrites balances in place, and a listed payout when it is confirmed', () => {
    const client = cache();
    const payout = { id: 'p1', status: 'pending', amount: '0.5' };
    client.setQueryData(['account', 'payouts', 'Scrypt', 1, 5], { items: [payout], total: 1 });
    applyLiveMessage(client, message('balance', { balances: [{ coin: 'LTC', balance: '0.02000000' }] }));
    expect(
      client.getQueryData<PoolSchema<'AccountSummary'>>(['account', 'summary', 'Scrypt'])?.earnings[0]
        ?.balance,
    ).toBe('0.02000000');
    applyLiveMessage(client, message('payout', { ...payout, status: 'confirmed' }));
    expect(client.getQueryData(['account', 'payouts', 'Scrypt', 1, 5])).toEqual({
      items: [{ ...payout, status: 'confirmed' }],
      total: 1,
    });
  });

  it('fetches every account figure again after a reset (events were lost), and ignores unknown events', () => {
    const client = cache();
    applyLiveMessage(client, message('something-new', {}));
    expect(stale(client, ['account', 'referral'])).toBe(false);
    applyLiveMessage(client, message('reset', { reason: 'expired' }));
    expect(stale(client, ['account', 'referral'])).toBe(true);
    expect(stale(client, ['account', 'summary', 'Scrypt'])).toBe(true);
  });
});
