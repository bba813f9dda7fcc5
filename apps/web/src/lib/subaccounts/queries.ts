import { useEffect } from 'react';
import type { Algorithm } from '../algorithm';
import { refreshIntervalMs, subAccountKeys, usePoolCache, usePoolQuery } from '../pool';

/** The user's sub-accounts: active ones in creation order (the default first), then archived ones. */
export function useSubAccounts() {
  return usePoolQuery(subAccountKeys.list(), (client) => client.GET('/settings/subaccounts'));
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
  return usePoolQuery(subAccountKeys.overview(algorithm), (client) =>
    client.GET('/account/overview', { params: { query: { algorithm } } }),
  );
}
