import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppAuth } from '../session';
import { ApiError } from './apiError';
import { useCachedRead, type CachedRead, type CacheKey } from './cache';
import { staffKeys } from './keys/staffKeys';
import { staffGet, type StaffQuery } from './staff';
import { cabinetRetry, useSessionExpired } from './usePoolQuery';

// The console's reads and writes: the cabinet's cache and policies (fresh for 30 s, retried unless the API refused,
// the previous answer kept while a filter loads) over `staffGet`, and writes whose answer the page puts in place.

/** Sends a 401 that remains after a fresh token to the session's end page; passes every failure on. */
function useExpiry(): (error: unknown) => never {
  const sessionExpired = useSessionExpired();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) sessionExpired();
      throw error;
    },
    [sessionExpired],
  );
}

/** A cached read of the admin API (`GET path?query`) while signed in; none while `path` is null. */
export function useStaffRead<T>(
  path: string | null,
  query: Readonly<Record<string, string | undefined>> = {},
): CachedRead<T> {
  const { isAuthenticated } = useAppAuth();
  const expired = useExpiry();
  const key: CacheKey<T> = staffKeys.read<T>(path ?? '', query);
  return useCachedRead<T>({
    key,
    fetch: (signal) => staffGet<T>(path ?? '', query as StaffQuery, signal).catch(expired),
    enabled: isAuthenticated && path !== null,
    retry: cabinetRetry,
    keepPrevious: true,
  });
}

/** What a page sees of a console write. */
export interface StaffWrite<Input, T> {
  /** Sends the write; resolves with the API's answer or rejects with its {@link ApiError}. */
  run: (input: Input) => Promise<T>;
  /** A write is in flight. */
  pending: boolean;
}

/**
 * A write to the admin API, never retried; `onSuccess` brings the cache in step (`setData` with the answer, or
 * `invalidate` of `staffKeys.path(...)`) before the write counts as done.
 */
export function useStaffWrite<Input, T>(
  send: (input: Input) => Promise<T>,
  onSuccess?: (data: T, input: Input) => unknown,
): StaffWrite<Input, T> {
  const expired = useExpiry();
  const [pending, setPending] = useState(false);
  const latest = useRef({ send, onSuccess });
  useEffect(() => {
    latest.current = { send, onSuccess };
  });
  const run = useCallback(
    async (input: Input) => {
      setPending(true);
      try {
        const data = await latest.current.send(input).catch(expired);
        await latest.current.onSuccess?.(data, input);
        return data;
      } finally {
        setPending(false);
      }
    },
    [expired],
  );
  return { run, pending };
}
