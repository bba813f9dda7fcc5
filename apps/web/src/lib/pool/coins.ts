import type { PoolSchema } from '@lode/pool-api/client';
import { publicGet } from './publicGet';
import { useCachedRead } from './cache';
import { publicKeys } from './keys';

// The public pages' data: typed GETs of the pool API through the app's cache (cache.ts), which keeps
// answers fresh for 30 s, retries once and asks again when the tab comes back. Nothing runs on the server: the
// pages rendered at build show skeletons.

/** A coin of the pool API. */
export type Coin = PoolSchema<'Coin'>;

/** Every coin the pool mines, with its fee, reward, difficulty and price (`GET /coins`). */
export function useCoins() {
  return useCachedRead({
    key: publicKeys.coins(),
    fetch: async (signal) => (await publicGet('/coins', {}, signal)).items,
  });
}
