import type { PoolSchema } from '@lode/pool-api/client';
import {
  createPoolCache,
  hashKey,
  type CacheKey,
  type PoolCache,
  type ReadSnapshot,
} from '../../lib/pool/cache';

// Answers of the pool API for stories, shaped by its schema: the pool API itself cannot run in Storybook's browser,
// so a story starts with the answer already in a cache of its own (`withPoolCache`), exactly as after a real request.

/** The sub-account a story's cabinet page shows unless its address names another (`?subaccount=`). */
export const storySubAccount = 'main';

/** Litecoin as `GET /coins` describes it. */
export const litecoin: PoolSchema<'Coin'> = {
  id: 'LTC',
  name: 'Litecoin',
  algorithm: 'Scrypt',
  mergedWith: null,
  scheme: 'PPS+',
  poolFee: '0.02',
  blockReward: '6.25000000',
  blockTime: 150,
  minPayout: '0.01000000',
  maxPayout: '1000.00000000',
  payoutFee: '0.00010000',
  priceUsd: '86.12',
  poolHashrate: 1.25e13,
  networkHashrate: 1.9e15,
  networkDifficulty: 3.1e7,
  workers: 4211,
  miners: 1304,
  lastBlock: { height: 2719402, time: '2026-11-22T18:00:00.000Z' },
  stratum: ['stratum+tcp://ltc.lode.example:3333', 'stratum+ssl://ltc.lode.example:3334'],
  explorerTxUrl: 'https://litecoinspace.org/tx/{tx}',
};

/** Dogecoin, merge-mined with Litecoin. */
export const dogecoin: PoolSchema<'Coin'> = {
  ...litecoin,
  id: 'DOGE',
  name: 'Dogecoin',
  mergedWith: 'LTC',
  blockReward: '10000.00000000',
  blockTime: 60,
  minPayout: '10.00000000',
  maxPayout: '1000000.00000000',
  payoutFee: '1.00000000',
  priceUsd: '0.17',
  networkHashrate: 1.6e15,
  networkDifficulty: 2.2e7,
  lastBlock: { height: 5412880, time: '2026-11-22T18:20:00.000Z' },
  stratum: ['stratum+tcp://ltc.lode.example:3333'],
  explorerTxUrl: 'https://dogechain.info/tx/{tx}',
};

const hourMs = 3_600_000;
const end = Date.parse('2026-11-22T18:00:00.000Z');

/** `count` points `stepMs` apart ending at a fixed time, with a smooth daily rhythm (no randomness: same pixels). */
function series<T>(count: number, stepMs: number, point: (time: string, wave: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => {
    const time = end - (count - 1 - i) * stepMs;
    return point(new Date(time).toISOString(), Math.sin((time / (24 * hourMs)) * 2 * Math.PI));
  });
}

/** A week of Litecoin's pool hashrate, hourly (`GET /coins/LTC/history?range=7d&interval=1h`). */
export const litecoinWeek: PoolSchema<'CoinHistory'>['points'] = series(168, hourMs, (time, wave) => ({
  time,
  poolHashrate: 1.2e13 + wave * 8e11,
  networkDifficulty: 3.1e7,
  priceUsd: '86.12',
}));

/** A worker's last 24 hours in 10-minute buckets (`GET /account/workers/{id}/hashrate`). */
export const workerDay: PoolSchema<'HashrateHistory'> = {
  range: '24h',
  interval: '10m',
  tz: 'UTC',
  end: new Date(end + hourMs / 6).toISOString(),
  points: series(144, hourMs / 6, (time, wave) => ({
    time,
    hashrate: 9.5e9 + wave * 6e8,
    rejectedHashrate: 1.2e8 + wave * 2e7,
    staleHashrate: 4e7,
  })),
};

/** The same day from a pool engine that keeps only accepted shares: no rejected or stale hashrate (null). */
export const workerDayAcceptedOnly: PoolSchema<'HashrateHistory'> = {
  ...workerDay,
  points: workerDay.points.map((p) => ({ ...p, rejectedHashrate: null, staleHashrate: null })),
};

/** Three posts of the news in English, newest first (`GET /news?locale=en`). */
export const englishNews: PoolSchema<'News'>[] = [
  {
    id: 'doge-payouts-hourly',
    date: '2026-11-20',
    locale: 'en',
    title: 'Dogecoin payouts every hour',
    summary: 'Balances over the threshold are now paid within the hour.',
    body: 'From today the payout run for Dogecoin happens every hour instead of once a day.',
    bodyHtml: '<p>From today the payout run for Dogecoin happens every hour instead of once a day.</p>',
    fallback: false,
  },
  {
    id: 'new-stratum-port',
    date: '2026-11-12',
    locale: 'en',
    title: 'A TLS stratum port for Litecoin',
    summary: 'Point rigs at port 3334 to mine over TLS.',
    body: 'stratum+ssl://ltc.lode.example:3334 accepts the same worker names and passwords.',
    bodyHtml: '<p>stratum+ssl://ltc.lode.example:3334 accepts the same worker names and passwords.</p>',
    fallback: false,
  },
  {
    id: 'maintenance-november',
    date: '2026-11-02',
    locale: 'en',
    title: 'Maintenance on 5 November',
    summary: 'The cabinet is read-only for about ten minutes; mining is not affected.',
    body: 'Between 04:00 and 04:10 UTC the cabinet shows figures but saves no settings.',
    bodyHtml: '<p>Between 04:00 and 04:10 UTC the cabinet shows figures but saves no settings.</p>',
    fallback: false,
  },
];

/** One answer of a seeded cache under its key (from `lib/pool/keys`), checked against what the key holds. */
export function cachedAnswer<T>(key: CacheKey<T>, answer: NoInfer<T>): readonly [CacheKey, unknown] {
  return [key, answer];
}

/**
 * A cache of its own holding `entries` (key and answer) that never asks the network, for a story or a test to give
 * through `PoolCacheContext`: a key it does not hold stays loading.
 */
export function seededPoolCache(entries: readonly (readonly [CacheKey, unknown])[]): PoolCache {
  const cache = createPoolCache({ offline: true });
  for (const [key, data] of entries) cache.setData(key, data);
  return cache;
}

/**
 * A seeded cache in which the reads of `failed` keys have failed with their error, as after the retries of a
 * request the API refused: for the error state of a story.
 */
export function failingPoolCache(
  entries: readonly (readonly [CacheKey, unknown])[],
  failed: readonly (readonly [CacheKey, Error])[],
): PoolCache {
  const cache = seededPoolCache(entries);
  // One snapshot per key, the same object on every read, as the store hook needs.
  const failures = new Map<string, ReadSnapshot<unknown>>(
    failed.map(([key, error]) => [hashKey(key), { data: undefined, error, fetching: false, updatedAt: 0 }]),
  );
  return {
    ...cache,
    snapshot: <T>(key: CacheKey<T>) =>
      (failures.get(hashKey(key)) as ReadSnapshot<T> | undefined) ?? cache.snapshot(key),
  };
}
