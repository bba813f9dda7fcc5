import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './apiError';

/** How often cabinet data refreshes in the background while the tab is visible (issue 9). */
export const refreshIntervalMs = 60_000;

/**
 * The cabinet's query cache: figures refresh every 60 s while the tab is visible (TanStack pauses interval
 * refetches in hidden tabs), failures retry with exponential backoff unless the API refused the request.
 */
export function createCabinetQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchInterval: refreshIntervalMs,
        refetchIntervalInBackground: false,
        retry: shouldRetry,
        // Keeps the previous figures on screen while a refresh or a new filter loads: no layout shift.
        placeholderData: (previous: unknown) => previous,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** The one cache of the page, shared by every cabinet page so moving between them shows cached figures at once. */
export function cabinetQueryClient(): QueryClient {
  shared ??= createCabinetQueryClient();
  return shared;
}
