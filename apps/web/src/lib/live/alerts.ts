import type { PoolSchema } from '@lode/pool-api/client';
import { useCallback } from 'react';
import {
  accountKeys,
  usePoolCache,
  usePoolMutation,
  usePoolQuery,
  useSubAccount,
  type PoolClient,
} from '../pool';

/** Alerts the bell's panel lists (the newest). */
export const alertsPageSize = 20;

/** The newest alerts with the unread count; the live stream adds new ones in place. */
export function useAlerts() {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.alerts(sub), (client) =>
    client.GET('/account/alerts', { params: { query: { pageSize: alertsPageSize } } }),
  );
}

/**
 * The alerts of the list that are unread: created after the one marked read (the API marks a whole second read).
 * A marker older than the whole page leaves every alert shown unread.
 */
export function unreadIds(list: PoolSchema<'AlertList'>): Set<string> {
  const marker = list.items.find((a) => a.id === list.lastReadId);
  return new Set(
    list.items
      .filter((a) => list.lastReadId === null || !marker || a.createdAt > marker.createdAt)
      .map((a) => a.id),
  );
}

/** Marks the newest alert (and so every older one) read; the cache takes the API's answer. */
export function useMarkAlertsRead() {
  const sub = useSubAccount();
  const cache = usePoolCache();
  const run = useCallback(
    (client: PoolClient, lastId: string) => client.POST('/account/alerts/read', { body: { lastId } }),
    [],
  );
  const mutation = usePoolMutation(run, {
    onSuccess: (state) =>
      cache.setData(accountKeys.alerts(sub), (list) => (list ? { ...list, ...state } : undefined)),
  });
  return { ...mutation, markRead: (lastId: string) => mutation.mutate(lastId) };
}
