import { getAuthState } from '@lode/auth';
import { localePath, useLocale } from '@lode/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppAuth } from '../session';
import { shouldRetry } from './apiError';
import {
  useCachedRead,
  usePoolCache,
  type CacheKey,
  type CachedRead,
  type PoolCache,
  type RetryPolicy,
} from './cache';
import { forgetEventPositions } from './eventPosition';
import { signedInPrefixes } from './keys';
import { callPool, type PoolClient, type PoolResult } from './session';
import { useOptionalSubAccount } from './subAccountScope';
import { usePoolViewer, viewerMayRead, viewerSecret, type PoolViewer } from './viewer';

/** How often cabinet data refreshes in the background while the tab is visible (issue 9). */
export const refreshIntervalMs = 60_000;

/**
 * The cabinet's retry policy: network errors, 5xx and 429 are tried again up to three times, 1 s, 2 s and 4 s
 * apart; a refusal of the API (another 4xx) is not, since asking again will not change it.
 */
export const cabinetRetry: RetryPolicy = {
  retry: shouldRetry,
  delayMs: (failures) => Math.min(1000 * 2 ** failures, 30_000),
};

/**
 * The way out when the session cannot be renewed: the `/error/401` page in the page's language. Not when the session
 * ran out because the sign-in service is not answering: the call went out without a token, and the page's guard
 * says what happened and offers Retry.
 */
export function useSessionExpired(): () => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(() => {
    if (getAuthState()?.error?.kind === 'unreachable') return;
    void navigate(localePath('/error/401', locale), { replace: true });
  }, [navigate, locale]);
}

/**
 * What a 401 that remains means: for the user, a session that cannot be renewed ({@link useSessionExpired}); for a
 * watcher view, a link that no longer works (the view says so).
 */
export function useReadEnded(viewer: PoolViewer): (code: string) => void {
  const sessionExpired = useSessionExpired();
  return viewer.kind === 'watcher' ? viewer.onEnded : sessionExpired;
}

/**
 * A cached, background-refreshed read of the pool API as the page's viewer (the signed-in user, or a watcher view
 * through its link, which reads only what the link shows): fresh for 30 s, refreshed every 60 s
 * while the tab is visible, retried with backoff unless the API refused, the previous figures kept on screen while a
 * new filter loads (no layout shift). The key, from `accountKeys` or `settingsKeys` (`keys/`), names everything the
 * call depends on (path, algorithm, filters, the sub-account), so each view has its own cache entry, and says what
 * the call answers. A call for a sub-account's data names the current sub-account (`SubAccountContext`).
 */
export function usePoolQuery<T>(
  key: CacheKey<T>,
  run: (client: PoolClient) => Promise<PoolResult<NoInfer<T>>>,
): CachedRead<T> {
  const viewer = usePoolViewer();
  const onExpired = useReadEnded(viewer);
  const { isAuthenticated } = useAppAuth();
  const subAccount = useOptionalSubAccount();
  return useCachedRead<T>({
    key,
    fetch: () => callPool(run, onExpired, subAccount, viewerSecret(viewer)),
    enabled: viewer.kind === 'watcher' ? viewerMayRead(viewer, key) : isAuthenticated,
    refreshMs: refreshIntervalMs,
    retry: cabinetRetry,
    keepPrevious: true,
  });
}

/** What a page sees of a write (TanStack Query's field names). */
export interface PoolMutation<Input, T> {
  /** Sends the write; resolves with the API's answer or rejects with its {@link ApiError}. */
  mutateAsync: (input: Input) => Promise<T>;
  /** Sends the write and leaves the outcome to `error` and `data`. */
  mutate: (input: Input) => void;
  /** The last write is in flight. */
  isPending: boolean;
  /** The last write succeeded. */
  isSuccess: boolean;
  /** The last write failed. */
  isError: boolean;
  /** Why the last write failed. */
  error: Error | null;
  /** The answer of the last write that succeeded. */
  data: T | undefined;
  /** Back to before any write (clears `error` and `data`). */
  reset: () => void;
}

type MutationState<T> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

/** Options of {@link usePoolMutation}. */
export interface PoolMutationOptions<Input, T> {
  /** Brings the cache in step with a write that succeeded (`setData`, `invalidate`); the write is pending until it settles. */
  onSuccess?: (data: T, input: Input) => unknown;
}

/**
 * A write to the pool API as the signed-in user (through a watcher view, refused by the API), never retried; a write of a sub-account's data goes to the current
 * sub-account. The page states only the last write: an earlier
 * one that settles later changes nothing on screen (its promise still settles for its caller).
 */
export function usePoolMutation<Input, T>(
  run: (client: PoolClient, input: Input) => Promise<PoolResult<T>>,
  options: PoolMutationOptions<Input, T> = {},
): PoolMutation<Input, T> {
  const viewer = usePoolViewer();
  const onExpired = useReadEnded(viewer);
  const subAccount = useOptionalSubAccount();
  const watcher = viewerSecret(viewer);
  const [state, setState] = useState<MutationState<T>>({ status: 'idle' });
  const last = useRef(0);
  // The latest functions and sub-account of the render, read when a write starts or succeeds.
  const latest = useRef({ run, options, subAccount, watcher });
  useEffect(() => {
    latest.current = { run, options, subAccount, watcher };
  });
  const mutateAsync = useCallback(
    async (input: Input) => {
      const call = ++last.current;
      setState({ status: 'pending' });
      try {
        const { subAccount: target, watcher: through } = latest.current;
        const data = await callPool(
          (client) => latest.current.run(client, input),
          onExpired,
          target,
          through,
        );
        await latest.current.options.onSuccess?.(data, input);
        if (call === last.current) setState({ status: 'success', data });
        return data;
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        if (call === last.current) setState({ status: 'error', error });
        throw error;
      }
    },
    [onExpired],
  );
  const mutate = useCallback((input: Input) => void mutateAsync(input).catch(() => {}), [mutateAsync]);
  const reset = useCallback(() => {
    last.current += 1;
    setState({ status: 'idle' });
  }, []);
  return {
    mutateAsync,
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error ?? null,
    data: state.data,
  };
}

/** Whose answers each cache holds (the cabinet's layout may mount and unmount while the cache lives on). */
const owners = new WeakMap<PoolCache, string | undefined>();

/**
 * Drops a signed-in account's answers once it signs out or another account is signed in, so nothing of one account
 * is ever shown after it (mounted by the cabinet's layout, above every cabinet page).
 */
export function useAccountScope(): void {
  const cache = usePoolCache();
  const { initialized, isAuthenticated, userInfo } = useAppAuth();
  const owner = isAuthenticated ? (userInfo?.sub ?? '') : undefined;
  useEffect(() => {
    if (!initialized) return;
    const previous = owners.get(cache);
    if (previous !== undefined && previous !== owner) {
      for (const prefix of signedInPrefixes()) cache.forget(prefix);
      forgetEventPositions();
    }
    owners.set(cache, owner);
  }, [cache, initialized, owner]);
}
