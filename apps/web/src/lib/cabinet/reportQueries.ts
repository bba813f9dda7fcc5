import type { PoolSchema } from '@lode/pool-api/client';
import type { Algorithm } from '../algorithm';
import {
  accountKeys,
  usePoolQuery,
  useSubAccount,
  type ItemList,
  type PoolClient,
  type PoolResult,
} from '../pool';

// The API views of the report pages (Statistics, Accruals, Payouts, a worker's chart). Lists are read whole, every
// page of up to 200: totals, filters and the CSV must cover all rows of the range, not the first page.

/** Runs a paged call until every item is in; the first error answer ends it and is what the caller sees. */
async function everyPage<T>(
  fetchPage: (page: number) => Promise<PoolResult<ItemList<T>>>,
): Promise<PoolResult<ItemList<T>>> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchPage(page);
    if (!result.response.ok || !result.data) return result;
    items.push(...result.data.items);
    if (result.data.items.length === 0 || items.length >= result.data.total)
      return { ...result, data: { items, total: result.data.total } };
  }
}

/** Every payout of the algorithm (optionally of one coin), newest first. */
export function useAllPayouts(algorithm: Algorithm, coin?: PoolSchema<'CoinId'>) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.allPayouts(sub, algorithm, coin), (client) =>
    everyPage((page) =>
      client.GET('/account/payouts', {
        params: { query: { algorithm, page, pageSize: 200, ...(coin ? { coin } : {}) } },
      }),
    ),
  );
}

/** Every accrual row from one UTC day to another (inclusive). */
export function useAccrualRange(algorithm: Algorithm, from: string, to: string) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.accrualRange(sub, algorithm, from, to), (client) =>
    everyPage((page) =>
      client.GET('/account/accruals', { params: { query: { algorithm, from, to, page, pageSize: 200 } } }),
    ),
  );
}

type Range = PoolSchema<'HashrateHistory'>['range'];
type Interval = PoolSchema<'HashrateHistory'>['interval'];

/** Accepted, rejected and stale hashrate over a range, daily buckets in `tz`. */
export function useHashrateHistory(algorithm: Algorithm, range: Range, interval: Interval, tz: string) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.hashrate(sub, algorithm, range, interval, tz), (client) =>
    client.GET('/account/hashrate', { params: { query: { algorithm, range, interval, tz } } }),
  );
}

/** One worker's hashrate history (its own algorithm; the chart dialog mounts it only for a chosen worker). */
export function useWorkerHashrate(workerId: string, range: Range, interval: Interval) {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.workerHashrate(sub, workerId, range, interval), (client: PoolClient) =>
    client.GET('/account/workers/{workerId}/hashrate', {
      params: { path: { workerId }, query: { range, interval } },
    }),
  );
}
