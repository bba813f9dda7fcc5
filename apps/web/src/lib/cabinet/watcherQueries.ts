import type { PoolSchema } from '@lode/pool-api/client';
import {
  useOptionalSubAccount,
  usePoolCache,
  usePoolMutation,
  usePoolQuery,
  type CacheKey,
  type ItemList,
} from '../pool';

// The sub-account's watcher links as `/settings/watchers` manages them: the list and the two writes, each of which
// reads the list again so the section shows what the API stored. The client names the current sub-account in each
// request; the list's key names it too, so a switch never shows another sub-account's links.

/** A watcher link as the list shows it (never its secret). */
export type WatcherLink = PoolSchema<'WatcherLink'>;
/** A link just created, with its secret and the app path that opens it. */
export type WatcherLinkCreated = PoolSchema<'WatcherLinkCreated'>;
/** What a new link is made of: label, scopes and expiry. */
export type WatcherLinkCreate = PoolSchema<'WatcherLinkCreate'>;
/** What a link shows besides the dashboard. */
export type WatcherScope = WatcherLink['scopes'][number];
/** How long a new link works. */
export type WatcherExpiry = WatcherLinkCreate['expiresIn'];

/** The list's key: every sub-account's lists, or one's (`''`: the API's default, outside the cabinet's pages). */
export const watcherLinksKey = (subaccount?: string): CacheKey<ItemList<WatcherLink>> =>
  subaccount === undefined ? ['settings', 'watchers'] : ['settings', 'watchers', subaccount];

/** The current sub-account's watcher links, newest first. */
export function useWatcherLinks() {
  const subaccount = useOptionalSubAccount() ?? '';
  return usePoolQuery(watcherLinksKey(subaccount), (client) => client.GET('/settings/watchers'));
}

/** Creates a link; resolves with its secret (answered this once) and the list is read again. */
export function useCreateWatcherLink() {
  const cache = usePoolCache();
  return usePoolMutation<WatcherLinkCreate, WatcherLinkCreated>(
    (client, body) => client.POST('/settings/watchers', { body }),
    { onSuccess: () => cache.invalidate(watcherLinksKey()) },
  );
}

/** Revokes a link by id; the list is read again. */
export function useRevokeWatcherLink() {
  const cache = usePoolCache();
  return usePoolMutation<string, undefined>(
    (client, id) => client.DELETE('/settings/watchers/{id}', { params: { path: { id } } }),
    { onSuccess: () => cache.invalidate(watcherLinksKey()) },
  );
}
