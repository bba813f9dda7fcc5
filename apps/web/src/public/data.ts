import { createPoolClient, type PoolSchema } from '@lode/pool-api/client';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { appBasePath } from '../runtime/basePath';

// The public pages' data: the generated pool API client behind TanStack Query, which caches, retries and refetches
// in the background (no timers of our own). Nothing runs on the server: the pages rendered at build show skeletons.

/** The public pages' query cache: figures stay fresh for 30 s and refetch when the tab comes back. */
export const publicQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

interface RuntimeConfig {
  apiUrl?: unknown;
}

let baseUrl: Promise<string> | undefined;

/** The API's base URL from the host's `config.json` (`LODE_API_URL`), `/api/v1` when it says none. */
function apiBaseUrl(): Promise<string> {
  baseUrl ??= fetch(`${appBasePath()}config.json`)
    .then((response) => (response.ok ? (response.json() as Promise<RuntimeConfig>) : ({} as RuntimeConfig)))
    .catch((): RuntimeConfig => ({}))
    .then(({ apiUrl }) => (typeof apiUrl === 'string' && apiUrl !== '' ? apiUrl : '/api/v1'))
    .then((url) => (url.startsWith('/') ? new URL(url, location.origin).href : url));
  return baseUrl;
}

let client: Promise<ReturnType<typeof createPoolClient>> | undefined;

/** The typed client, created once the base URL is known. */
export function poolClient(): Promise<ReturnType<typeof createPoolClient>> {
  client ??= apiBaseUrl().then((url) => createPoolClient({ baseUrl: url }));
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
