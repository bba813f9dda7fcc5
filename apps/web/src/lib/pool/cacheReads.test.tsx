// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppAuthContext, unavailableAuth, type AppAuth } from '../session';
import {
  createPoolCache,
  poolCache,
  PoolCacheContext,
  useCachedRead,
  type CacheKey,
  type PoolCache,
} from './cache';
import { accountKeys, publicKeys, settingsKeys } from './keys';
import { useAccountScope } from './usePoolQuery';

afterEach(cleanup);

/** A request the test answers by hand. */
function controllable<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  return {
    calls,
    fetch: () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  };
}

/** The sub-account the answers are of. */
const sub = 'main';

const noRetry = { retry: () => false, delayMs: () => 0 };

const withCache =
  (cache: PoolCache) =>
  ({ children }: { children: ReactNode }) => (
    <PoolCacheContext.Provider value={cache}>{children}</PoolCacheContext.Provider>
  );

describe('a read through the cache', () => {
  it('keeps the previous key’s answer on screen while a new key loads, and shows a new key’s failure', async () => {
    const cache = createPoolCache();
    const pages = controllable<string>();
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) =>
        useCachedRead({
          key: ['account', 'payouts', page],
          fetch: pages.fetch,
          retry: noRetry,
          keepPrevious: true,
        }),
      { initialProps: { page: 1 }, wrapper: withCache(cache) },
    );
    expect(result.current).toMatchObject({ isPending: true, data: undefined, isPlaceholderData: false });
    await act(async () => pages.calls[0]?.resolve('page 1'));
    expect(result.current).toMatchObject({ isSuccess: true, data: 'page 1', isPlaceholderData: false });

    rerender({ page: 2 });
    // No skeleton: the first page stays, marked as standing in, while the second loads.
    expect(result.current).toMatchObject({ isSuccess: true, data: 'page 1', isPlaceholderData: true });
    await act(async () => pages.calls[1]?.resolve('page 2'));
    expect(result.current).toMatchObject({ data: 'page 2', isPlaceholderData: false });

    rerender({ page: 3 });
    expect(result.current).toMatchObject({ data: 'page 2', isPlaceholderData: true });
    await act(async () => pages.calls[2]?.reject(new Error('GET /account/payouts answered 503')));
    // The failure is shown, not hidden behind the old page.
    expect(result.current).toMatchObject({ isError: true, data: undefined, isPlaceholderData: false });
    expect(result.current.error?.message).toBe('GET /account/payouts answered 503');
  });

  it('asks nothing until enabled', async () => {
    const cache = createPoolCache();
    const request = controllable<number>();
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useCachedRead({ key: ['account', 'summary'], fetch: request.fetch, enabled }),
      { initialProps: { enabled: false }, wrapper: withCache(cache) },
    );
    expect(request.calls).toHaveLength(0);
    expect(result.current.isPending).toBe(true);
    rerender({ enabled: true });
    expect(request.calls).toHaveLength(1);
    await act(async () => request.calls[0]?.resolve(4));
    expect(result.current.data).toBe(4);
  });

  it('reads the cache its part of the tree is given, and the app’s own without one', () => {
    const one = createPoolCache({ offline: true });
    const other = createPoolCache({ offline: true });
    one.setData(['coins'], 'from the first');
    other.setData(['coins'], 'from the second');
    const useCoinsRead = () =>
      useCachedRead<string>({ key: ['coins'], fetch: () => Promise.resolve('from the network') });
    expect(renderHook(useCoinsRead, { wrapper: withCache(one) }).result.current.data).toBe('from the first');
    expect(renderHook(useCoinsRead, { wrapper: withCache(other) }).result.current.data).toBe(
      'from the second',
    );
    // Neither touched the app's cache.
    expect(poolCache.snapshot(['coins']).data).toBeUndefined();
  });
});

describe('the account’s answers', () => {
  const signedIn = (sub: string): AppAuth => ({
    ...unavailableAuth,
    available: true,
    isAuthenticated: true,
    userInfo: { sub },
  });
  const signedOut: AppAuth = { ...unavailableAuth, available: true };

  function renderScope(cache: PoolCache, initial: AppAuth) {
    let auth = initial;
    const view = renderHook(() => useAccountScope(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <AppAuthContext.Provider value={auth}>
          <PoolCacheContext.Provider value={cache}>{children}</PoolCacheContext.Provider>
        </AppAuthContext.Provider>
      ),
    });
    return (next: AppAuth) => {
      auth = next;
      view.rerender();
    };
  }

  // Keys of each scope, holding stand-in answers: what matters is which are dropped.
  const summaryKey: CacheKey = accountKeys.summary(sub, 'Scrypt');
  const walletsKey: CacheKey = settingsKeys.wallets(sub, 'Scrypt');
  const coinsKey: CacheKey = publicKeys.coins();

  it('are dropped once the account signs out; the public answers stay', () => {
    const cache = createPoolCache({ offline: true });
    const become = renderScope(cache, signedIn('u1'));
    cache.setData(summaryKey, { balance: '1.5' });
    cache.setData(walletsKey, { items: [] });
    cache.setData(coinsKey, ['LTC']);
    become(signedIn('u1'));
    expect(cache.snapshot(summaryKey).data).toEqual({ balance: '1.5' });
    become(signedOut);
    expect(cache.snapshot(summaryKey).data).toBeUndefined();
    expect(cache.snapshot(walletsKey).data).toBeUndefined();
    expect(cache.snapshot(coinsKey).data).toEqual(['LTC']);
  });

  it('are dropped when another account signs in', () => {
    const cache = createPoolCache({ offline: true });
    const become = renderScope(cache, signedIn('u1'));
    cache.setData(summaryKey, { balance: '1.5' });
    become(signedIn('u2'));
    expect(cache.snapshot(summaryKey).data).toBeUndefined();
  });
});
