import type { PoolSchema } from '@lode/pool-api/client';
import { useCallback } from 'react';
import type { Algorithm } from '../algorithm';
import {
  accountKeys,
  settingsKeys,
  usePoolCache,
  usePoolMutation,
  usePoolQuery,
  useSubAccount,
} from '../pool';

// The settings tag of the pool API (wallets, notifications, personal API keys) and the referral view. Each write
// puts the API's answer into the cache, so the page shows what was stored, not what was sent.

/** A wallet as the API shows it. */
export type Wallet = PoolSchema<'Wallet'>;
/** A personal API key (never its secret). */
export type ApiKey = PoolSchema<'ApiKey'>;
/** A key just created, with its secret. */
export type ApiKeyCreated = PoolSchema<'ApiKeyCreated'>;
/** The scopes a key can hold. */
export type ApiKeyScope = ApiKey['scopes'][number];

/** The wallets of the algorithm's coins. Every read also makes the API look for pending address proofs. */
export function useWallets(algorithm: Algorithm) {
  const sub = useSubAccount();
  return usePoolQuery(settingsKeys.wallets(sub, algorithm), (client) =>
    client.GET('/settings/wallets', { params: { query: { algorithm } } }),
  );
}

/**
 * Reads the wallets again now, whatever the answer's age or the live stream (which holds background refreshes):
 * the API checks pending proofs at every read. Rejects when that read failed.
 */
export function useCheckWallets(algorithm: Algorithm): () => Promise<void> {
  const sub = useSubAccount();
  const cache = usePoolCache();
  return useCallback(async () => {
    const key = settingsKeys.wallets(sub, algorithm);
    await cache.refetch(key);
    const { error } = cache.snapshot(key);
    if (error) throw error;
  }, [cache, sub, algorithm]);
}

/** Puts one wallet as the API answered it into the cached list. */
function useStoreWallet(algorithm: Algorithm) {
  const sub = useSubAccount();
  const cache = usePoolCache();
  return (wallet: Wallet) =>
    cache.setData(settingsKeys.wallets(sub, algorithm), (list) =>
      list ? { ...list, items: list.items.map((w) => (w.coin === wallet.coin ? wallet : w)) } : list,
    );
}

/** Changes one wallet (address, threshold or pause) and keeps the cached list in step with the answer. */
export function useUpdateWallet(algorithm: Algorithm) {
  const store = useStoreWallet(algorithm);
  return usePoolMutation<{ coin: Wallet['coin']; update: PoolSchema<'WalletUpdate'> }, Wallet>(
    (client, { coin, update }) =>
      client.PUT('/settings/wallets/{coin}', { params: { path: { coin } }, body: update }),
    { onSuccess: store },
  );
}

/** Unlinks a coin's address (the answer has `address: null`) and keeps the cached list in step with it. */
export function useUnlinkWallet(algorithm: Algorithm) {
  const store = useStoreWallet(algorithm);
  return usePoolMutation<Wallet['coin'], Wallet>(
    (client, coin) => client.DELETE('/settings/wallets/{coin}', { params: { path: { coin } } }),
    { onSuccess: store },
  );
}

/** The account's notification settings. */
export function useNotificationSettings() {
  const sub = useSubAccount();
  return usePoolQuery(settingsKeys.notifications(sub), (client) => client.GET('/settings/notifications'));
}

/** Saves the notification settings; the cache takes the saved answer. */
export function useSaveNotificationSettings() {
  const sub = useSubAccount();
  const cache = usePoolCache();
  return usePoolMutation<PoolSchema<'NotificationSettingsUpdate'>, PoolSchema<'NotificationSettings'>>(
    (client, body) => client.PUT('/settings/notifications', { body }),
    { onSuccess: (saved) => cache.setData(settingsKeys.notifications(sub), saved) },
  );
}

/** The account's API keys, newest first, revoked ones included. */
export function useApiKeys() {
  return usePoolQuery(settingsKeys.apiKeys(), (client) => client.GET('/settings/api-keys'));
}

/** Creates a key; the answer (with the secret) is the only time the secret is seen. The list is read again. */
export function useCreateApiKey() {
  const cache = usePoolCache();
  return usePoolMutation<PoolSchema<'ApiKeyCreate'>, ApiKeyCreated>(
    (client, body) => client.POST('/settings/api-keys', { body }),
    { onSuccess: () => cache.invalidate(settingsKeys.apiKeys()) },
  );
}

/** Revokes a key: it stops working at once. The list is read again. */
export function useRevokeApiKey() {
  const cache = usePoolCache();
  return usePoolMutation<string, undefined>(
    (client, keyId) => client.DELETE('/settings/api-keys/{keyId}', { params: { path: { keyId } } }),
    { onSuccess: () => cache.invalidate(settingsKeys.apiKeys()) },
  );
}

/** The referral programme: code, link, rate, referees and the last 30 days of rewards. */
export function useReferral() {
  const sub = useSubAccount();
  return usePoolQuery(accountKeys.referral(sub), (client) => client.GET('/account/referral'));
}
