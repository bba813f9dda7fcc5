import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './apiError';

/** How often cabinet data refreshes in the background while the tab is visible (issue 9). */
export const refreshIntervalMs = 60_000;

let streaming = false;

/**
 * Tells the cache whether the live stream is open (lib/live): while it is, the stream's events update the figures
 * and the minute's polling stops; without it (not yet open, reconnecting, unavailable) the figures are polled.
 */
export function setLiveStreamOpen(open: boolean): void {
  streaming = open;
}

/**
 * The cabinet's query cache: figures refresh every 60 s while the tab is visible and the live stream is not open (TanStack pauses interval
 * refetches in hidden tabs), failures retry with exponential backoff unless the API refused the request.
 */
export function createCabinetQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchInterval: () => (streaming ? false : refreshIntervalMs),
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
