import { describe, expect, it } from 'vitest';
import { buildGetUrl } from './publicGet';
import { createQueryCache, type QueryCache } from './publicQuery';

/** A request the test answers by hand, counting how often it was asked and whether it was aborted. */
function controllable<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  return {
    calls,
    fetch: (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function reader(cache: QueryCache, key: string) {
  let changes = 0;
  return {
    get changes() {
      return changes;
    },
    onChange: () => {
      changes += 1;
    },
    get snapshot() {
      return cache.snapshot<number>(key);
    },
  };
}

describe('the public read cache', () => {
  it('asks once for a key however many components read it, and gives them all the answer', async () => {
    const cache = createQueryCache();
    const request = controllable<number>();
    const a = reader(cache, 'coins');
    const b = reader(cache, 'coins');
    cache.subscribe('coins', { fetch: request.fetch }, a.onChange);
    cache.subscribe('coins', { fetch: request.fetch }, b.onChange);
    expect(request.calls).toHaveLength(1);
    expect(a.snapshot.fetching).toBe(true);
    request.calls[0]?.resolve(42);
    await settle();
    expect(a.snapshot).toMatchObject({ data: 42, error: null, fetching: false });
    expect(a.changes).toBeGreaterThan(0);
    expect(b.changes).toBeGreaterThan(0);
    expect(b.snapshot).toBe(a.snapshot);
  });

  it('paints a revisit within the freshness window from memory, and asks again after it', async () => {
    let now = 1_000;
    const cache = createQueryCache({ now: () => now });
    const request = controllable<number>();
    const stop = cache.subscribe('coins', { fetch: request.fetch, staleMs: 30_000 }, () => {});
    request.calls[0]?.resolve(1);
    await settle();
    stop();
    now += 29_000;
    const stopAgain = cache.subscribe('coins', { fetch: request.fetch, staleMs: 30_000 }, () => {});
    expect(request.calls).toHaveLength(1);
    expect(cache.snapshot('coins').data).toBe(1);
    stopAgain();
    now += 2_000;
    cache.subscribe('coins', { fetch: request.fetch, staleMs: 30_000 }, () => {});
    expect(request.calls).toHaveLength(2);
    // The old answer stays on screen while the new one loads.
    expect(cache.snapshot('coins')).toMatchObject({ data: 1, fetching: true });
  });

  it('retries a failed request once, then shows the failure; Try again loads afresh', async () => {
    const cache = createQueryCache({ retryDelayMs: 5 });
    const request = controllable<number>();
    cache.subscribe('coins', { fetch: request.fetch }, () => {});
    request.calls[0]?.reject(new Error('GET /coins answered 503'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(request.calls).toHaveLength(2);
    expect(cache.snapshot('coins').error).toBeNull();
    request.calls[1]?.reject(new Error('GET /coins answered 503'));
    await settle();
    expect(cache.snapshot('coins')).toMatchObject({ data: undefined, fetching: false });
    expect(cache.snapshot('coins').error?.message).toBe('GET /coins answered 503');

    void cache.refetch('coins');
    // With nothing to show, a new attempt is a load (a skeleton), not the old failure.
    expect(cache.snapshot('coins')).toMatchObject({ error: null, fetching: true });
    request.calls[2]?.resolve(7);
    await settle();
    expect(cache.snapshot('coins')).toMatchObject({ data: 7, error: null });
  });

  it('keeps the last answer through a failed refetch', async () => {
    const cache = createQueryCache({ retryDelayMs: 0 });
    const request = controllable<number>();
    cache.subscribe('coins', { fetch: request.fetch }, () => {});
    request.calls[0]?.resolve(3);
    await settle();
    void cache.refetch('coins');
    request.calls[1]?.reject(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(request.calls).toHaveLength(3);
    request.calls[2]?.reject(new Error('offline'));
    await settle();
    expect(cache.snapshot('coins')).toMatchObject({ data: 3, fetching: false });
    expect(cache.snapshot('coins').error?.message).toBe('offline');
  });

  it('aborts a request nobody reads any more and keeps nothing it answers', async () => {
    const cache = createQueryCache();
    const request = controllable<number>();
    const stop = cache.subscribe('news:2', { fetch: request.fetch }, () => {});
    stop();
    expect(request.calls[0]?.signal.aborted).toBe(true);
    request.calls[0]?.resolve(9);
    await settle();
    expect(cache.snapshot('news:2')).toMatchObject({ data: undefined, fetching: false });
  });

  it('asks again, on a return to the tab, only for what is read and older than its window', async () => {
    let now = 0;
    const cache = createQueryCache({ now: () => now });
    const coins = controllable<number>();
    const blocks = controllable<number>();
    cache.subscribe('coins', { fetch: coins.fetch, staleMs: 30_000 }, () => {});
    const stopBlocks = cache.subscribe('blocks', { fetch: blocks.fetch, staleMs: 30_000 }, () => {});
    coins.calls[0]?.resolve(1);
    blocks.calls[0]?.resolve(1);
    await settle();
    stopBlocks();
    cache.refreshStale();
    expect(coins.calls).toHaveLength(1);
    now = 31_000;
    cache.refreshStale();
    expect(coins.calls).toHaveLength(2);
    expect(blocks.calls).toHaveLength(1);
  });
});

describe('the public GET’s address', () => {
  it('fills and encodes the path’s parameters and leaves undefined query values out', () => {
    expect(
      buildGetUrl('/api/v1/', '/coins/{coin}/history', {
        path: { coin: 'LTC' },
        query: { range: '7d', interval: '1h', tz: undefined },
      }),
    ).toBe('/api/v1/coins/LTC/history?range=7d&interval=1h');
    expect(buildGetUrl('https://pool.example/api/v1', '/news', { query: { locale: 'ru', page: 2 } })).toBe(
      'https://pool.example/api/v1/news?locale=ru&page=2',
    );
    expect(buildGetUrl('/api/v1', '/coins/{coin}', { path: { coin: 'a/b?c' } })).toBe(
      '/api/v1/coins/a%2Fb%3Fc',
    );
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => buildGetUrl('/api/v1', '/coins/{coin}', {})).toThrow(
      'GET /coins/{coin}: no value for {coin}',
    );
  });
});
