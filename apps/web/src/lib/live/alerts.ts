import type { PoolSchema } from '@lode/pool-api/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePoolMutation, usePoolQuery, type PoolClient } from '../pool';
import { alertsKey } from './liveCache';

/** Alerts the bell's panel lists (the newest). */
export const alertsPageSize = 20;

/** The newest alerts with the unread count; the live stream adds new ones in place. */
export function useAlerts() {
  return usePoolQuery<PoolSchema<'AlertList'>>(alertsKey, (client) =>
    client.GET('/account/alerts', { params: { query: { pageSize: alertsPageSize } } }),
  );
}

/** Whether an alert of the list is newer than the one marked read (the list is newest first). */
export function unreadIds(list: PoolSchema<'AlertList'>): Set<string> {
  const marker = list.lastReadId === null ? -1 : list.items.findIndex((a) => a.id === list.lastReadId);
  // A marker older than the whole page: every alert shown is unread.
  return new Set(list.items.slice(0, marker === -1 ? list.items.length : marker).map((a) => a.id));
}

/** Marks the newest alert (and so every older one) read; the cache takes the API's answer. */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  const run = useCallback(
    (client: PoolClient, lastId: string) => client.POST('/account/alerts/read', { body: { lastId } }),
    [],
  );
  const mutation = usePoolMutation(run);
  return {
    ...mutation,
    markRead: (lastId: string) =>
      mutation.mutate(lastId, {
        onSuccess: (state) =>
          queryClient.setQueryData<PoolSchema<'AlertList'>>(alertsKey, (list) =>
            list ? { ...list, ...state } : list,
          ),
      }),
  };
}
