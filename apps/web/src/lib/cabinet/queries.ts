import type { PoolSchema } from '@lode/pool-api/client';
import type { Algorithm } from '../algorithm';
import { accountKeys, usePoolQuery, useSubAccount, type WorkerFilters } from '../pool';

export type { WorkerFilters };

/** A coin ticker as the API spells it. */
type CoinId = PoolSchema<'CoinId'>;

/** The workers list's filters: the cache key's, and the coin of the pool the workers send their work to. */
export interface WorkerListFilters extends WorkerFilters {
  /** Only workers of this coin's pool. */
  coin?: CoinId;
}

/** Every coin ticker the API knows, to read a coin from the URL. */
export const coinTickers: readonly CoinId[] = ['LTC', 'DOGE', 'BTC'];

// One hook per API view the cabinet reads; the key names the algorithm and every filter, so each view caches apart.

/** The account summary: averages, reject rate, worker counts and earnings per coin. */
export function useAccountSummary(algorithm: Algorithm) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.summary(sub, algorithm), (client) =>
    client.GET('/account/summary', { params: { query: { algorithm } } }),
  );
}

/** Accepted, rejected and stale hashrate over a range. */
export function useAccountHashrate(
  algorithm: Algorithm,
  range: PoolSchema<'HashrateHistory'>['range'],
  interval: PoolSchema<'HashrateHistory'>['interval'],
) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.hashrate(sub, algorithm, range, interval), (client) =>
    client.GET('/account/hashrate', { params: { query: { algorithm, range, interval } } }),
  );
}

/** Accrual rows from one UTC day to another (inclusive), the first page of up to 200. */
export function useAccruals(algorithm: Algorithm, from: string, to: string) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.accruals(sub, algorithm, from, to), (client) =>
    client.GET('/account/accruals', { params: { query: { algorithm, from, to, pageSize: 200 } } }),
  );
}

/** The newest payouts. */
export function useRecentPayouts(algorithm: Algorithm, pageSize: number) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.recentPayouts(sub, algorithm, pageSize), (client) =>
    client.GET('/account/payouts', { params: { query: { algorithm, page: 1, pageSize } } }),
  );
}

/** The UTC day `days` before `now`, as `YYYY-MM-DD`. */
export function utcDay(now: Date, days = 0): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The account's workers (up to 200) with counts per status, the group names and the coins they are on. */
export function useWorkers(algorithm: Algorithm, filters: WorkerListFilters) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.workerList(sub, algorithm, filters), (client) =>
    client.GET('/account/workers', {
      params: {
        query: {
          algorithm,
          pageSize: 200,
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.group ? { group: filters.group } : {}),
          ...(filters.coin ? { coin: filters.coin } : {}),
        },
      },
    }),
  );
}
