import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

// The app's one cache of pool API answers, for public and cabinet pages alike. It is small on purpose: TanStack
// Query, which the cabinet used before, weighed about 9 KB (brotli), the largest piece of the home page's budget,
// and the pages need only this much of it: one request per key however many components read it, a freshness
// window, a retry policy per read, a refetch when the tab comes back, a background refresh per read (paused in a
// hidden tab), the previous answer shown while a new key loads, invalidation by key prefix and answers put in place
// after a write.

declare const answerType: unique symbol;

/**
 * What is read: the path and every parameter the answer depends on, e.g. `['account', 'summary', 'Scrypt']` (the
 * app's keys come from `keys/`). `T` is the answer the key holds, for the type checker alone: a read, `setData`,
 * `snapshot` and `entries` take the answer's type from the key. A plain array is a key whose answer is not said.
 */
export interface CacheKey<T = unknown> extends ReadonlyArray<unknown> {
  /** The type of the key's answers; never set. */
  readonly [answerType]?: T;
}

/** What a key holds at one moment; replaced, never changed, so React sees each change. */
export interface ReadSnapshot<T> {
  /** The last answer, kept through a failed refetch. */
  readonly data: T | undefined;
  /** Why the last attempt failed, after its retries; cleared by the next success. */
  readonly error: Error | null;
  /** A request is in flight (the first one or a refetch). */
  readonly fetching: boolean;
  /** When `data` arrived (ms since the epoch), or 0. */
  readonly updatedAt: number;
}

/** When a failed request is tried again, and after how long. */
export interface RetryPolicy {
  /** Whether to try again after `failures` earlier failures (0 after the first) ended with `error`. */
  retry(failures: number, error: unknown): boolean;
  /** The wait before that try (ms). */
  delayMs(failures: number): number;
}

/** One retry after `delayMs`, whatever the failure: the public pages' policy. */
export const oneRetry = (delayMs: number): RetryPolicy => ({
  retry: (failures) => failures < 1,
  delayMs: () => delayMs,
});

/** How a key is read. */
export interface ReadOptions<T> {
  /** The request; `signal` aborts when nobody reads the key any more. */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** How long an answer counts as fresh (ms): reading the key within it asks nothing. */
  staleMs?: number;
  /** Ask again every `refreshMs` while someone reads the key and the tab is visible. */
  refreshMs?: number;
  /** When to try a failed request again (default: the cache's, one retry). */
  retry?: RetryPolicy;
}

interface Entry {
  key: CacheKey;
  snapshot: ReadSnapshot<unknown>;
  readers: Set<() => void>;
  controller?: AbortController;
  fetch?: (signal: AbortSignal) => Promise<unknown>;
  staleMs: number;
  refreshMs?: number;
  retry?: RetryPolicy;
  /** Invalidated or forgotten: asked again at the next read whatever its age. */
  invalidated?: boolean;
  forget?: ReturnType<typeof setTimeout>;
  refresh?: ReturnType<typeof setInterval>;
}

const emptySnapshot: ReadSnapshot<never> = { data: undefined, error: null, fetching: false, updatedAt: 0 };

/** The cache: reads, writes and invalidation of keys. */
export interface PoolCache {
  /** The snapshot of a key, or an empty one. */
  snapshot<T>(key: CacheKey<T>): ReadSnapshot<T>;
  /** Adds a reader of a key and asks for it when it has no fresh answer; returns how to stop reading. */
  subscribe<T>(key: CacheKey<T>, options: ReadOptions<T>, onChange: () => void): () => void;
  /** Asks for a key again now, whatever its age (a Try again button). */
  refetch(key: CacheKey): Promise<void>;
  /** Asks again for every key someone reads whose answer is older than its freshness window. */
  refreshStale(): void;
  /**
   * Marks every key starting with `prefix` as out of date: the ones being read are asked again now (the promise
   * settles when they have answered), the others at their next read.
   */
  invalidate(
    prefix: CacheKey,
    options?: { /** Only answers that arrived before this time (ms). */ updatedBefore?: number },
  ): Promise<void>;
  /** Puts an answer in place (after a write, or an event of the live stream); an updater returning undefined does nothing. */
  setData<T>(key: CacheKey<T>, value: T | ((previous: T | undefined) => T | undefined)): void;
  /** Drops the answers of every key starting with `prefix` (a signed-out account's); readers see an empty key. */
  forget(prefix: CacheKey): void;
  /** Every key starting with `prefix` that holds an answer, with it (what a live event may rewrite in place). */
  entries<T>(prefix: CacheKey<T>): [CacheKey<T>, T][];
  /**
   * Holds the background refreshes while something else keeps the answers current (the live stream is open), and
   * lets them run again when it stops. Reads, refetches and invalidation are not affected.
   */
  holdRefreshes(held: boolean): void;
  /** Settles once no key starting with `prefix` is being asked for (at once when none is). */
  whenSettled(prefix: CacheKey): Promise<void>;
}

/** Options of {@link createPoolCache}. */
export interface PoolCacheOptions {
  /** The clock (ms). */
  now?: () => number;
  /** The wait before the one retry of the default policy (ms). */
  retryDelayMs?: number;
  /** How long an answer nobody reads is kept (ms). */
  keepMs?: number;
  /** Whether the tab is visible (background refreshes wait while it is not). */
  visible?: () => boolean;
  /** Never ask the network: reads show only what `setData` put in (stories, tests). */
  offline?: boolean;
}

/** A key as a string, objects' fields in a fixed order, so `{a, b}` and `{b, a}` name the same answer. */
export function hashKey(key: CacheKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

const startsWith = (key: CacheKey, prefix: CacheKey) =>
  prefix.length <= key.length && prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));

/** Whether two answers hold the same JSON (answers are the API's parsed JSON). */
function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

const documentVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Creates a cache: one request per key at a time, answers kept `keepMs` after their last reader. */
export function createPoolCache({
  now = Date.now,
  retryDelayMs = 1000,
  keepMs = 5 * 60_000,
  visible = documentVisible,
  offline = false,
}: PoolCacheOptions = {}): PoolCache {
  const entries = new Map<string, Entry>();
  let refreshesHeld = false;
  const defaultRetry = oneRetry(retryDelayMs);

  /** Who waits for a prefix to have nothing in flight ({@link PoolCache.whenSettled}). */
  const settledWaiters = new Set<{ prefix: CacheKey; resolve: () => void }>();
  const inFlight = (prefix: CacheKey) => matching(prefix).some((entry) => entry.snapshot.fetching);

  const update = (entry: Entry, change: Partial<ReadSnapshot<unknown>>) => {
    entry.snapshot = { ...entry.snapshot, ...change };
    for (const reader of entry.readers) reader();
    if (change.fetching === false || change.data !== undefined)
      for (const waiter of settledWaiters)
        if (!inFlight(waiter.prefix)) {
          settledWaiters.delete(waiter);
          waiter.resolve();
        }
  };

  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });

  const entryOf = (key: CacheKey) => {
    const id = hashKey(key);
    let entry = entries.get(id);
    if (!entry) {
      entry = { key, snapshot: emptySnapshot, readers: new Set(), staleMs: 0 };
      entries.set(id, entry);
    }
    return entry;
  };

  // Nobody reads it: dropped after `keepMs`, unless read again meanwhile (or replaced by a newer entry).
  const scheduleForget = (entry: Entry) => {
    clearTimeout(entry.forget);
    entry.forget = setTimeout(() => {
      const id = hashKey(entry.key);
      if (entries.get(id) === entry) entries.delete(id);
    }, keepMs);
  };

  const matching = (prefix: CacheKey) =>
    [...entries.values()].filter((entry) => startsWith(entry.key, prefix));

  async function run(entry: Entry): Promise<void> {
    const request = entry.fetch;
    if (!request || offline) return;
    entry.controller?.abort();
    const controller = new AbortController();
    entry.controller = controller;
    // With nothing to show, a new attempt is a load again (a skeleton), not the old failure.
    update(entry, entry.snapshot.data === undefined ? { fetching: true, error: null } : { fetching: true });
    const policy = entry.retry ?? defaultRetry;
    for (let failures = 0; ; failures += 1) {
      try {
        const data = await request(controller.signal);
        if (controller.signal.aborted) return;
        entry.controller = undefined;
        entry.invalidated = false;
        // An answer like the one shown keeps the object on screen: what is computed from it (a chart's scales and
        // paths) is not computed again after a refresh that changed nothing.
        const previous = entry.snapshot.data;
        update(entry, {
          data: previous !== undefined && sameAnswer(previous, data) ? previous : data,
          error: null,
          fetching: false,
          updatedAt: now(),
        });
        return;
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!policy.retry(failures, error)) {
          entry.controller = undefined;
          update(entry, {
            error: error instanceof Error ? error : new Error(String(error)),
            fetching: false,
          });
          return;
        }
      }
      try {
        await wait(policy.delayMs(failures), controller.signal);
      } catch {
        return;
      }
    }
  }

  const isStale = (entry: Entry) =>
    entry.invalidated === true ||
    entry.snapshot.data === undefined ||
    now() - entry.snapshot.updatedAt >= entry.staleMs;

  return {
    snapshot: <T>(key: CacheKey<T>) =>
      (entries.get(hashKey(key))?.snapshot ?? emptySnapshot) as ReadSnapshot<T>,
    subscribe(key, options, onChange) {
      const entry = entryOf(key);
      clearTimeout(entry.forget);
      entry.fetch = options.fetch as (signal: AbortSignal) => Promise<unknown>;
      entry.staleMs = options.staleMs ?? 0;
      entry.refreshMs = options.refreshMs;
      entry.retry = options.retry;
      entry.readers.add(onChange);
      if (!entry.controller && isStale(entry)) void run(entry);
      if (!entry.refresh && entry.refreshMs && !offline)
        entry.refresh = setInterval(() => {
          // A hidden tab asks nothing; coming back, the stale keys are asked at once (refreshStale).
          if (visible() && !refreshesHeld && !entry.controller) void run(entry);
        }, entry.refreshMs);
      return () => {
        entry.readers.delete(onChange);
        if (entry.readers.size > 0) return;
        // Nobody reads it any more: the request is dropped, and the answer kept a while for a revisit.
        clearInterval(entry.refresh);
        entry.refresh = undefined;
        if (entry.controller) {
          entry.controller.abort();
          entry.controller = undefined;
          entry.snapshot = { ...entry.snapshot, fetching: false };
        }
        scheduleForget(entry);
      };
    },
    refetch(key) {
      const entry = entries.get(hashKey(key));
      return entry ? run(entry) : Promise.resolve();
    },
    refreshStale() {
      for (const entry of entries.values())
        if (entry.readers.size > 0 && !entry.controller && isStale(entry)) void run(entry);
    },
    async invalidate(prefix, { updatedBefore = Infinity } = {}) {
      const runs: Promise<void>[] = [];
      for (const entry of matching(prefix)) {
        if (entry.snapshot.updatedAt >= updatedBefore) continue;
        entry.invalidated = true;
        if (entry.readers.size > 0) runs.push(run(entry));
      }
      await Promise.all(runs);
    },
    setData<T>(key: CacheKey<T>, value: T | ((previous: T | undefined) => T | undefined)) {
      const previous = entries.get(hashKey(key))?.snapshot.data as T | undefined;
      const data =
        typeof value === 'function' ? (value as (previous: T | undefined) => T | undefined)(previous) : value;
      if (data === undefined) return;
      const entry = entryOf(key);
      entry.invalidated = false;
      // A request in flight may have been answered before the write: the answer put in place is the newer one.
      entry.controller?.abort();
      entry.controller = undefined;
      update(entry, { data, error: null, fetching: false, updatedAt: now() });
      if (entry.readers.size === 0) scheduleForget(entry);
    },
    entries<T>(prefix: CacheKey<T>) {
      return matching(prefix)
        .filter((entry) => entry.snapshot.data !== undefined)
        .map((entry): [CacheKey<T>, T] => [entry.key as CacheKey<T>, entry.snapshot.data as T]);
    },
    holdRefreshes(held) {
      refreshesHeld = held;
    },
    whenSettled(prefix) {
      if (!inFlight(prefix)) return Promise.resolve();
      return new Promise((resolve) => settledWaiters.add({ prefix, resolve }));
    },
    forget(prefix) {
      for (const entry of matching(prefix)) {
        entry.controller?.abort();
        entry.controller = undefined;
        entry.invalidated = true;
        if (entry.readers.size > 0) update(entry, emptySnapshot);
        else {
          clearTimeout(entry.forget);
          entries.delete(hashKey(entry.key));
        }
      }
    },
  };
}

/** The app's cache, shared by every page so moving between them shows cached answers at once. */
export const poolCache = createPoolCache();

// A visitor coming back to the tab, or back online, sees current figures.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') poolCache.refreshStale();
  });
  window.addEventListener('online', () => poolCache.refreshStale());
}

/** The cache the components below read: the app's own unless a story or a test gives another. */
export const PoolCacheContext = createContext<PoolCache>(poolCache);

/** The cache of this part of the tree (for writes: `setData`, `invalidate`). */
export function usePoolCache(): PoolCache {
  return useContext(PoolCacheContext);
}

/**
 * What a component sees of a read, in TanStack Query's field names (which the pages were written with): pending
 * (nothing yet), failed (nothing to show and why), or an answer to show (with the last refetch's failure, if any).
 */
export type CachedRead<T> = CachedReadFields &
  (
    | {
        /** No answer yet and no failure. */ isPending: true;
        /** The answer is here. */ isSuccess: false;
        /** The read failed and there is no answer to show. */ isError: false;
        /** The answer, or the previous key's with `keepPrevious` while this one loads. */ data: undefined;
        /** Why the last attempt failed. */ error: null;
      }
    | { isPending: false; isSuccess: false; isError: true; data: undefined; error: Error }
    | { isPending: false; isSuccess: true; isError: false; data: T; error: Error | null }
  );

interface CachedReadFields {
  /** A request is in flight. */
  isFetching: boolean;
  /** `data` is the previous key's answer, shown while this key's loads. */
  isPlaceholderData: boolean;
  /** When the answer arrived (ms since the epoch), or 0. */
  dataUpdatedAt: number;
  /** Asks again now (a Try again button). */
  refetch: () => Promise<void>;
}

/** Options of {@link useCachedRead}. */
export interface CachedReadOptions<T> extends ReadOptions<T> {
  /** What is read: a key per distinct request (its path and parameters). */
  key: CacheKey<T>;
  /** Read nothing until true. */
  enabled?: boolean;
  /** Show the previous key's answer while a new key loads (a list's next page), marked `isPlaceholderData`. */
  keepPrevious?: boolean;
}

/**
 * Reads a key through the cache and re-renders on every change of its snapshot. Answers are fresh for 30 s unless
 * told otherwise; a failed request is tried once more after 1 s unless `retry` says otherwise.
 */
export function useCachedRead<T>({
  key,
  fetch,
  staleMs = 30_000,
  refreshMs,
  retry,
  enabled = true,
  keepPrevious = false,
}: CachedReadOptions<T>): CachedRead<T> {
  const cache = usePoolCache();
  const id = hashKey(key);
  // The key as the cache stores it, the same object for as long as it names the same answer.
  const stableKey = useMemo(() => JSON.parse(id) as CacheKey<T>, [id]);
  // The latest request function and policy, without making them a reason to subscribe again on every render. They
  // are read when a request starts, which is after commit (subscriptions start in effects), so the layout effect
  // has run.
  const request = useRef(fetch);
  useLayoutEffect(() => {
    request.current = fetch;
  });
  const subscribe = useCallback(
    (onChange: () => void) =>
      enabled
        ? cache.subscribe<T>(
            stableKey,
            { fetch: (signal) => request.current(signal), staleMs, refreshMs, retry },
            onChange,
          )
        : () => undefined,
    [cache, stableKey, enabled, staleMs, refreshMs, retry],
  );
  const read = () => cache.snapshot<T>(stableKey);
  const snapshot = useSyncExternalStore(subscribe, read, read);
  // The last answer this component showed and its key, for `keepPrevious` (state adjusted during render, as React
  // advises). Only another key's answer stands in, and only while this key loads: a key emptied by `forget` shows
  // nothing, a key that failed shows its failure.
  const [previous, setPrevious] = useState<{ id: string; data: T } | undefined>(undefined);
  if (keepPrevious && snapshot.data !== undefined && (previous?.data !== snapshot.data || previous.id !== id))
    setPrevious({ id, data: snapshot.data });
  const placeholder =
    keepPrevious &&
    enabled &&
    snapshot.data === undefined &&
    snapshot.error === null &&
    previous !== undefined &&
    previous.id !== id;
  const data = placeholder ? previous.data : snapshot.data;
  const refetch = useCallback(() => cache.refetch(stableKey), [cache, stableKey]);
  const fields: CachedReadFields = {
    isFetching: snapshot.fetching,
    isPlaceholderData: placeholder,
    dataUpdatedAt: snapshot.updatedAt,
    refetch,
  };
  if (data !== undefined)
    return { ...fields, data, isPending: false, isSuccess: true, isError: false, error: snapshot.error };
  if (snapshot.error)
    return {
      ...fields,
      data: undefined,
      isPending: false,
      isSuccess: false,
      isError: true,
      error: snapshot.error,
    };
  return { ...fields, data: undefined, isPending: true, isSuccess: false, isError: false, error: null };
}
