import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { buildGetUrl } from './publicGet';
import { createPoolCache, hashKey, type CacheKey, type PoolCache } from './cache';
import { cabinetRetry } from './usePoolQuery';

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

function reader(cache: PoolCache, key: CacheKey<number>) {
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
    const cache = createPoolCache();
    const request = controllable<number>();
    const a = reader(cache, ['coins']);
    const b = reader(cache, ['coins']);
    cache.subscribe(['coins'], { fetch: request.fetch }, a.onChange);
    cache.subscribe(['coins'], { fetch: request.fetch }, b.onChange);
    expect(request.calls).toHaveLength(1);
    expect(a.snapshot.fetching).toBe(true);
    request.calls[0]?.resolve(42);
    await settle();
    expect(a.snapshot).toMatchObject({ data: 42, error: null, fetching: false });
    expect(a.changes).toBeGreaterThan(0);
    expect(b.changes).toBeGreaterThan(0);
    expect(b.snapshot).toBe(a.snapshot);
  });

  it('tells when nothing under a prefix is being asked for any more', async () => {
    const cache = createPoolCache();
    await cache.whenSettled(['account']);
    const summary = controllable<number>();
    const history = controllable<number>();
    cache.subscribe(['account', 'summary'], { fetch: summary.fetch }, () => {});
    cache.subscribe(['account', 'history'], { fetch: history.fetch }, () => {});
    let settled = false;
    void cache.whenSettled(['account']).then(() => {
      settled = true;
    });
    summary.calls[0]?.resolve(1);
    await settle();
    expect(settled).toBe(false);
    history.calls[0]?.resolve(2);
    await settle();
    expect(settled).toBe(true);
  });

  it('keeps the answer on screen when a refresh brings the same one, and takes a changed one', async () => {
    const cache = createPoolCache();
    const request = controllable<{ points: number[] }>();
    cache.subscribe(['history'], { fetch: request.fetch }, () => {});
    request.calls[0]?.resolve({ points: [1, 2] });
    await settle();
    const shown = cache.snapshot<{ points: number[] }>(['history']).data;
    void cache.refetch(['history']);
    request.calls[1]?.resolve({ points: [1, 2] });
    await settle();
    expect(cache.snapshot(['history']).data).toBe(shown);
    void cache.refetch(['history']);
    request.calls[2]?.resolve({ points: [1, 2, 3] });
    await settle();
    expect(cache.snapshot(['history']).data).toEqual({ points: [1, 2, 3] });
  });

  it('paints a revisit within the freshness window from memory, and asks again after it', async () => {
    let now = 1_000;
    const cache = createPoolCache({ now: () => now });
    const request = controllable<number>();
    const stop = cache.subscribe(['coins'], { fetch: request.fetch, staleMs: 30_000 }, () => {});
    request.calls[0]?.resolve(1);
    await settle();
    stop();
    now += 29_000;
    const stopAgain = cache.subscribe(['coins'], { fetch: request.fetch, staleMs: 30_000 }, () => {});
    expect(request.calls).toHaveLength(1);
    expect(cache.snapshot(['coins']).data).toBe(1);
    stopAgain();
    now += 2_000;
    cache.subscribe(['coins'], { fetch: request.fetch, staleMs: 30_000 }, () => {});
    expect(request.calls).toHaveLength(2);
    // The old answer stays on screen while the new one loads.
    expect(cache.snapshot(['coins'])).toMatchObject({ data: 1, fetching: true });
  });

  it('retries a failed request once, then shows the failure; Try again loads afresh', async () => {
    const cache = createPoolCache({ retryDelayMs: 5 });
    const request = controllable<number>();
    cache.subscribe(['coins'], { fetch: request.fetch }, () => {});
    request.calls[0]?.reject(new Error('GET /coins answered 503'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(request.calls).toHaveLength(2);
    expect(cache.snapshot(['coins']).error).toBeNull();
    request.calls[1]?.reject(new Error('GET /coins answered 503'));
    await settle();
    expect(cache.snapshot(['coins'])).toMatchObject({ data: undefined, fetching: false });
    expect(cache.snapshot(['coins']).error?.message).toBe('GET /coins answered 503');

    void cache.refetch(['coins']);
    // With nothing to show, a new attempt is a load (a skeleton), not the old failure.
    expect(cache.snapshot(['coins'])).toMatchObject({ error: null, fetching: true });
    request.calls[2]?.resolve(7);
    await settle();
    expect(cache.snapshot(['coins'])).toMatchObject({ data: 7, error: null });
  });

  it('keeps the last answer through a failed refetch', async () => {
    const cache = createPoolCache({ retryDelayMs: 0 });
    const request = controllable<number>();
    cache.subscribe(['coins'], { fetch: request.fetch }, () => {});
    request.calls[0]?.resolve(3);
    await settle();
    void cache.refetch(['coins']);
    request.calls[1]?.reject(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(request.calls).toHaveLength(3);
    request.calls[2]?.reject(new Error('offline'));
    await settle();
    expect(cache.snapshot(['coins'])).toMatchObject({ data: 3, fetching: false });
    expect(cache.snapshot(['coins']).error?.message).toBe('offline');
  });

  it('aborts a request nobody reads any more and keeps nothing it answers', async () => {
    const cache = createPoolCache();
    const request = controllable<number>();
    const stop = cache.subscribe(['news', 2], { fetch: request.fetch }, () => {});
    stop();
    expect(request.calls[0]?.signal.aborted).toBe(true);
    request.calls[0]?.resolve(9);
    await settle();
    expect(cache.snapshot(['news', 2])).toMatchObject({ data: undefined, fetching: false });
  });

  it('asks again, on a return to the tab, only for what is read and older than its window', async () => {
    let now = 0;
    const cache = createPoolCache({ now: () => now });
    const coins = controllable<number>();
    const blocks = controllable<number>();
    cache.subscribe(['coins'], { fetch: coins.fetch, staleMs: 30_000 }, () => {});
    const stopBlocks = cache.subscribe(['blocks'], { fetch: blocks.fetch, staleMs: 30_000 }, () => {});
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

describe('the cache’s cabinet side', () => {
  afterEach(() => vi.useRealTimers());

  it('names one answer by a key whatever the order of an object’s fields', () => {
    expect(hashKey(['account', 'workers', 'Scrypt', { status: 'online', group: 'a' }])).toBe(
      hashKey(['account', 'workers', 'Scrypt', { group: 'a', status: 'online' }]),
    );
    expect(hashKey(['account', 'payouts', 'all', undefined])).toBe(
      hashKey(['account', 'payouts', 'all', null]),
    );
  });

  it('invalidates by prefix: asks again now for what is read, at the next read for the rest, nothing else', async () => {
    let now = 0;
    const cache = createPoolCache({ now: () => now });
    const summary = controllable<number>();
    const wallets = controllable<number>();
    const settings = controllable<number>();
    cache.subscribe(['account', 'summary', 'Scrypt'], { fetch: summary.fetch, staleMs: 30_000 }, () => {});
    const stopWallets = cache.subscribe(
      ['account', 'wallets', 'Scrypt'],
      { fetch: wallets.fetch, staleMs: 30_000 },
      () => {},
    );
    cache.subscribe(['settings', 'notifications'], { fetch: settings.fetch, staleMs: 30_000 }, () => {});
    summary.calls[0]?.resolve(1);
    wallets.calls[0]?.resolve(1);
    settings.calls[0]?.resolve(1);
    await settle();
    stopWallets();
    now = 1_000;

    const done = cache.invalidate(['account']);
    // The summary is on screen: asked again at once, its figures kept meanwhile.
    expect(summary.calls).toHaveLength(2);
    expect(cache.snapshot(['account', 'summary', 'Scrypt'])).toMatchObject({ data: 1, fetching: true });
    // Nobody reads the wallets now: no request, but the next reader asks although the answer is 1 s old.
    expect(wallets.calls).toHaveLength(1);
    // Another prefix is left alone.
    expect(settings.calls).toHaveLength(1);
    let settled = false;
    void done.then(() => {
      settled = true;
    });
    await settle();
    expect(settled).toBe(false);
    summary.calls[1]?.resolve(2);
    await settle();
    expect(settled).toBe(true);
    expect(cache.snapshot(['account', 'summary', 'Scrypt']).data).toBe(2);

    cache.subscribe(['account', 'wallets', 'Scrypt'], { fetch: wallets.fetch, staleMs: 30_000 }, () => {});
    expect(wallets.calls).toHaveLength(2);
    // A prefix matches whole parts, not the start of a string.
    await cache.invalidate(['acc']);
    expect(summary.calls).toHaveLength(2);
  });

  it('puts an answer in place with setData, from a value or from the answer it replaces', async () => {
    let now = 5_000;
    const cache = createPoolCache({ now: () => now });
    const request = controllable<{ items: string[] }>();
    let changes = 0;
    cache.subscribe(['settings', 'wallets'], { fetch: request.fetch, staleMs: 30_000 }, () => {
      changes += 1;
    });
    request.calls[0]?.resolve({ items: ['LTC old'] });
    await settle();
    const before = changes;
    now = 6_000;
    cache.setData<{ items: string[] }>(['settings', 'wallets'], (list) =>
      list ? { items: list.items.map((w) => w.replace('old', 'new')) } : list,
    );
    expect(changes).toBe(before + 1);
    expect(cache.snapshot(['settings', 'wallets'])).toMatchObject({
      data: { items: ['LTC new'] },
      updatedAt: 6_000,
    });
    // A refresh in flight, asked before the write, does not put the old answer back.
    void cache.refetch(['settings', 'wallets']);
    cache.setData(['settings', 'wallets'], { items: ['LTC newer'] });
    request.calls[1]?.resolve({ items: ['LTC old'] });
    await settle();
    expect(cache.snapshot(['settings', 'wallets'])).toMatchObject({
      data: { items: ['LTC newer'] },
      fetching: false,
    });
    // An updater with nothing to update changes nothing.
    cache.setData<{ items: string[] }>(['settings', 'other'], (list) => list);
    expect(cache.snapshot(['settings', 'other']).data).toBeUndefined();
    // A key nobody has read yet (the live stream's event) is there for its first reader, fresh: no request.
    cache.setData(['account', 'summary'], 42);
    const summary = controllable<number>();
    cache.subscribe(['account', 'summary'], { fetch: summary.fetch, staleMs: 30_000 }, () => {});
    expect(summary.calls).toHaveLength(0);
    expect(cache.snapshot(['account', 'summary']).data).toBe(42);
  });

  it('refreshes a read in the background while the tab is visible, and pauses while it is hidden', async () => {
    vi.useFakeTimers();
    let visible = true;
    const cache = createPoolCache({ visible: () => visible });
    let calls = 0;
    const stop = cache.subscribe(
      ['account', 'summary'],
      {
        fetch: () => {
          calls += 1;
          return Promise.resolve(calls);
        },
        staleMs: 30_000,
        refreshMs: 60_000,
      },
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(2);
    expect(cache.snapshot(['account', 'summary']).data).toBe(2);
    visible = false;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls).toBe(2);
    // Back on the tab: what is stale is asked at once (the app's listener calls refreshStale), then every minute.
    visible = true;
    cache.refreshStale();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(4);
    // Nobody reads it any more: no refresh.
    stop();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls).toBe(4);
  });

  it('holds the background refreshes while the live stream keeps the answers current, and only those', async () => {
    vi.useFakeTimers();
    const cache = createPoolCache();
    let calls = 0;
    cache.subscribe(
      ['account', 'summary'],
      {
        fetch: () => {
          calls += 1;
          return Promise.resolve(calls);
        },
        staleMs: 30_000,
        refreshMs: 60_000,
      },
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    cache.holdRefreshes(true);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls).toBe(1);
    // An event that asks for the figures still gets them.
    await cache.invalidate(['account']);
    expect(calls).toBe(2);
    cache.holdRefreshes(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
  });

  it('lists the answers under a prefix, and invalidates only those older than a time when told', async () => {
    let time = 1_000;
    const cache = createPoolCache({ now: () => time });
    const asked: string[] = [];
    for (const key of [['account', 'a'], ['account', 'b'], ['settings']] as const) {
      cache.setData(key, key.join('/'));
      cache.subscribe(
        key,
        { fetch: () => (asked.push(key.join('/')), Promise.resolve(key.join('/'))), staleMs: Infinity },
        () => {},
      );
      time += 1_000;
    }
    expect(cache.entries<string>(['account'])).toEqual([
      [['account', 'a'], 'account/a'],
      [['account', 'b'], 'account/b'],
    ]);
    await cache.invalidate(['account'], { updatedBefore: 2_000 });
    expect(asked).toEqual(['account/a']);
  });

  it('retries per read: the cabinet backs off 1 s, 2 s, 4 s on an outage and never asks again after a refusal', async () => {
    vi.useFakeTimers();
    const cache = createPoolCache();
    const outage = controllable<number>();
    cache.subscribe(['account', 'summary'], { fetch: outage.fetch, retry: cabinetRetry }, () => {});
    const fail = async (i: number) => {
      outage.calls[i]?.reject(new ApiError(503, 'unavailable', 'The pool API is restarting'));
      await vi.advanceTimersByTimeAsync(0);
    };
    await fail(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(outage.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(outage.calls).toHaveLength(2);
    await fail(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outage.calls).toHaveLength(3);
    await fail(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(outage.calls).toHaveLength(4);
    // No answer yet and retries left: still loading, no failure shown.
    expect(cache.snapshot(['account', 'summary'])).toMatchObject({ error: null, fetching: true });
    await fail(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outage.calls).toHaveLength(4);
    expect(cache.snapshot(['account', 'summary'])).toMatchObject({ fetching: false });
    expect(cache.snapshot(['account', 'summary']).error?.message).toBe('The pool API is restarting');

    const refused = controllable<number>();
    cache.subscribe(['settings', 'wallets'], { fetch: refused.fetch, retry: cabinetRetry }, () => {});
    refused.calls[0]?.reject(new ApiError(403, 'forbidden', 'Not yours'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused.calls).toHaveLength(1);
    expect(cache.snapshot(['settings', 'wallets']).error?.message).toBe('Not yours');
  });

  it('forgets an account’s answers: readers see an empty key, nothing in flight lands, the next read asks', async () => {
    const cache = createPoolCache();
    const summary = controllable<number>();
    const pending = controllable<number>();
    const coins = controllable<number>();
    let changes = 0;
    cache.subscribe(['account', 'summary'], { fetch: summary.fetch, staleMs: 30_000 }, () => {
      changes += 1;
    });
    const stopPending = cache.subscribe(['account', 'payouts'], { fetch: pending.fetch }, () => {});
    cache.subscribe(['coins'], { fetch: coins.fetch, staleMs: 30_000 }, () => {});
    summary.calls[0]?.resolve(100);
    coins.calls[0]?.resolve(7);
    await settle();
    stopPending();
    const before = changes;

    cache.forget(['account']);
    expect(changes).toBe(before + 1);
    expect(cache.snapshot(['account', 'summary'])).toMatchObject({ data: undefined, fetching: false });
    expect(cache.snapshot(['coins']).data).toBe(7);
    pending.calls[0]?.resolve(5);
    await settle();
    expect(cache.snapshot(['account', 'payouts']).data).toBeUndefined();
    cache.subscribe(['account', 'payouts'], { fetch: pending.fetch }, () => {});
    expect(pending.calls).toHaveLength(2);
  });

  it('never asks the network when offline: a story’s cache shows only what was put in', async () => {
    const cache = createPoolCache({ offline: true });
    cache.setData(['coins'], 3);
    const request = controllable<number>();
    cache.subscribe(['coins'], { fetch: request.fetch, refreshMs: 10 }, () => {});
    cache.subscribe(['blocks'], { fetch: request.fetch }, () => {});
    await cache.refetch(['coins']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(request.calls).toHaveLength(0);
    expect(cache.snapshot(['coins']).data).toBe(3);
    expect(cache.snapshot(['blocks'])).toMatchObject({ data: undefined, fetching: false });
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
