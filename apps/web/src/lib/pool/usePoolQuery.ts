import { localePath, useLocale } from '@lode/i18n';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppAuth } from '../session';
import { callPool, type PoolClient, type PoolResult } from './session';

/** The way out when the session cannot be renewed: the `/error/401` page in the page's language. */
export function useSessionExpired(): () => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    () => void navigate(localePath('/error/401', locale), { replace: true }),
    [navigate, locale],
  );
}

/**
 * A cached, background-refreshed query of the pool API as the signed-in user. The key must name everything the
 * call depends on (path, algorithm, filters) so each view has its own cache entry.
 */
export function usePoolQuery<T>(
  key: readonly unknown[],
  run: (client: PoolClient) => Promise<PoolResult<T>>,
): UseQueryResult<T> {
  const onExpired = useSessionExpired();
  const { isAuthenticated } = useAppAuth();
  return useQuery({
    queryKey: key,
    queryFn: () => callPool(run, onExpired),
    enabled: isAuthenticated,
  });
}

/** A write to the pool API as the signed-in user; `invalidate` names the cached queries it changes. */
export function usePoolMutation<Input, T>(run: (client: PoolClient, input: Input) => Promise<PoolResult<T>>) {
  const onExpired = useSessionExpired();
  const mutationFn = useCallback(
    (input: Input) => callPool((client) => run(client, input), onExpired),
    [run, onExpired],
  );
  return useMutation({ mutationFn });
}
