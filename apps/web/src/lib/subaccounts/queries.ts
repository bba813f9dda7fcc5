import { useEffect } from 'react';
import type { Algorithm } from '../algorithm';
import {
  poolApiUrl,
  poolFetch,
  refreshIntervalMs,
  subAccountKeys,
  usePoolCache,
  usePoolQuery,
  type PoolResult,
  type SubAccountList,
  type SubAccountOverview,
} from '../pool';

/** A signed-in read of the pool API through the app's one fetch, answered as the typed client answers. */
async function read<T>(path: string): Promise<PoolResult<T>> {
  const response = await poolFetch(new Request(await poolApiUrl(path)));
  const body: unknown = await response.json().catch(() => undefined);
  return response.ok ? { data: body as T, response } : { error: body, response };
}

/** The user's sub-accounts: active ones in creation order (the default first), then archived ones. */
export function useSubAccounts() {
  return usePoolQuery(subAccountKeys.list(), () => read<SubAccountList>('/settings/subaccounts'));
}

/**
 * Every sub-account's figures of an algorithm, with the totals. The live stream is one sub-account's, so the
 * overview is read again every minute while shown, whether or not the stream is open.
 */
export function useSubAccountOverview(algorithm: Algorithm) {
  const cache = usePoolCache();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void cache.invalidate(subAccountKeys.overview(algorithm));
    }, refreshIntervalMs);
    return () => clearInterval(timer);
  }, [cache, algorithm]);
  return usePoolQuery(subAccountKeys.overview(algorithm), () =>
    read<SubAccountOverview>(`/account/overview?${new URLSearchParams({ algorithm }).toString()}`),
  );
}
