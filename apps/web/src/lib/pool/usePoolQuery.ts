import { localePath, useLocale } from '@lode/i18n';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppAuth } from '../../app/auth';
import { callWithSession, type PoolClient, type PoolResult, type Session } from './session';

// The token a refresh brings arrives through React state; the call that asked for it waits for the next render.
const tokenWaitMs = 2_000;
const forceRefresh = Number.MAX_SAFE_INTEGER;

/** The signed-in session as the API layer needs it: the latest token, a refresh and the way out to /error/401. */
export function useSession(): Session {
  const auth = useAppAuth();
  const navigate = useNavigate();
  const locale = useLocale();
  const token = useRef(auth.token);
  const waiting = useRef(new Set<() => void>());
  useEffect(() => {
    token.current = auth.token;
    for (const wake of waiting.current) wake();
    waiting.current.clear();
  }, [auth.token]);
  const { updateToken } = auth;
  return useMemo<Session>(
    () => ({
      getToken: () => token.current,
      refresh: async () => {
        if (!updateToken) return false;
        const changed = new Promise<void>((resolve) => {
          waiting.current.add(resolve);
          setTimeout(resolve, tokenWaitMs);
        });
        const ok = await updateToken(forceRefresh).catch(() => false);
        if (ok) await changed;
        return ok;
      },
      onExpired: () => void navigate(localePath('/error/401', locale), { replace: true }),
    }),
    [updateToken, navigate, locale],
  );
}

/**
 * A cached, background-refreshed query of the pool API with the session's token. The key must name everything
 * the call depends on (path, algorithm, filters) so each view has its own cache entry.
 */
export function usePoolQuery<T>(
  key: readonly unknown[],
  run: (client: PoolClient) => Promise<PoolResult<T>>,
): UseQueryResult<T> {
  const session = useSession();
  const { isAuthenticated } = useAppAuth();
  return useQuery({
    queryKey: key,
    queryFn: () => callWithSession(run, session),
    enabled: isAuthenticated,
  });
}

/** A write to the pool API with the session's token; `invalidate` names the cached queries it changes. */
export function usePoolMutation<Input, T>(run: (client: PoolClient, input: Input) => Promise<PoolResult<T>>) {
  const session = useSession();
  const mutationFn = useCallback(
    (input: Input) => callWithSession((client) => run(client, input), session),
    [run, session],
  );
  return useMutation({ mutationFn });
}
