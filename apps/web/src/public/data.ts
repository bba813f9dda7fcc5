import { createPoolClient, type PoolSchema } from '@lode/pool-api/client';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { loadApiBaseUrl } from '../api/apiConfig';

// The public pages' data: the generated pool API client behind TanStack Query, which caches, retries and refetches
// in the background (no timers of our own). Nothing runs on the server: the pages rendered at build show skeletons.

/** The public pages' query cache: figures stay fresh for 30 s and refetch when the tab comes back. */
export const publicQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

let client: Promise<ReturnType<typeof createPoolClient>> | undefined;

/** The typed client, created once the base URL is known (the same `config.json` lookup as the cabinet's). */
export function poolClient(): Promise<ReturnType<typeof createPoolClient>> {
  client ??= loadApiBaseUrl().then((url) => createPoolClient({ baseUrl: url }));
  // A failed config.json lookup is asked again by the next query (a retry), not remembered.
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/** A coin of the pool API. */
export type Coin = PoolSchema<'Coin'>;

/** Every coin the pool mines, with its fee, reward, difficulty and price (`GET /coins`). */
export function useCoins() {
  return useQuery(
    {
      queryKey: ['coins'],
      queryFn: async ({ signal }) => {
        const api = await poolClient();
        const { data, response } = await api.GET('/coins', { signal });
        if (!data) throw new Error(`GET /coins answered ${response.status}`);
        return data.items;
      },
    },
    publicQueryClient,
  );
}
