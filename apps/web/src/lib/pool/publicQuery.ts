import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

// The public pages' reads: a few GETs that any visitor may make, shown again from memory on a revisit and asked
// again when they are old. TanStack Query does this for the cabinet, but its 9 KB (brotli) were the largest piece
// of the home page's budget, and one GET with no mutations, no refresh loop and no session needs none
// of its machinery. What is kept: one request per key however many components read it, a freshness window, one
// retry, a refetch when the tab comes back, and the previous answer shown while the next page of a list loads.

/** What a read holds at one moment; replaced, never changed, so React sees each change. */
export interface QuerySnapshot<T> {
  /** The last answer, kept through a failed refetch. */
  readonly data: T | undefined;
  /** Why the last attempt failed, after its retry; cleared by the next success. */
  readonly error: Error | null;
  /** A request is in flight (the first one or a refetch). */
  readonly fetching: boolean;
  /** When `data` arrived (ms since the epoch), or 0. */
  readonly updatedAt: number;
}

/** How a key is read. */
export interface QueryOptions<T> {
  /** The request; `signal` aborts when nobody reads the key any more. */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** How long an answer counts as fresh (ms): reading the key within it asks nothing. */
  staleMs?: number;
}

interface Entry {
  snapshot: QuerySnapshot<unknown>;
  readers: Set<() => void>;
  controller?: AbortController;
  fetch?: (signal: AbortSignal) => Promise<unknown>;
  staleMs: number;
  forget?: ReturnType<typeof setTimeout>;
}

const emptySnapshot: QuerySnapshot<never> = { data: undefined, error: null, fetching: false, updatedAt: 0 };

/** The read cache of the public pages, with its clock and its delays for tests. */
export interface QueryCache {
  /** The snapshot of a key, or an empty one. */
  snapshot<T>(key: string): QuerySnapshot<T>;
  /** Adds a reader of a key and asks for it when it has no fresh answer; returns how to stop reading. */
  subscribe<T>(key: string, options: QueryOptions<T>, onChange: () => void): () => void;
  /** Asks for a key again now, whatever its age (a Try again button). */
  refetch(key: string): Promise<void>;
  /** Asks again for every key someone reads whose answer is older than its freshness window. */
  refreshStale(): void;
}

/** Options of {@link createQueryCache}. */
export interface QueryCacheOptions {
  /** The clock (ms). */
  now?: () => number;
  /** The wait before the one retry of a failed request (ms). */
  retryDelayMs?: number;
  /** How long an answer nobody reads is kept (ms). */
  keepMs?: number;
}

/** Creates a read cache: one request per key at a time, one retry, answers kept `keepMs` after their last reader. */
export function createQueryCache({
  now = Date.now,
  retryDelayMs = 1000,
  keepMs = 5 * 60_000,
}: QueryCacheOptions = {}): QueryCache {
  const entries = new Map<string, Entry>();

  const update = (entry: Entry, change: Partial<QuerySnapshot<unknown>>) => {
    entry.snapshot = { ...entry.snapshot, ...change };
    for (const reader of entry.readers) reader();
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

  async function run(entry: Entry): Promise<void> {
    const request = entry.fetch;
    if (!request) return;
    entry.controller?.abort();
    const controller = new AbortController();
    entry.controller = controller;
    // With nothing to show, a new attempt is a load again (a skeleton), not the old failure: as TanStack Query does.
    update(entry, entry.snapshot.data === undefined ? { fetching: true, error: null } : { fetching: true });
    let failure: unknown;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        if (attempt > 0) await wait(retryDelayMs, controller.signal);
        const data = await request(controller.signal);
        if (controller.signal.aborted) return;
        entry.controller = undefined;
        update(entry, { data, error: null, fetching: false, updatedAt: now() });
        return;
      } catch (error) {
        if (controller.signal.aborted) return;
        failure = error;
      }
    }
    entry.controller = undefined;
    update(entry, {
      error: failure instanceof Error ? failure : new Error(String(failure)),
      fetching: false,
    });
  }

  const isStale = (entry: Entry) =>
    entry.snapshot.data === undefined || now() - entry.snapshot.updatedAt >= entry.staleMs;

  return {
    snapshot: <T>(key: string) => (entries.get(key)?.snapshot ?? emptySnapshot) as QuerySnapshot<T>,
    subscribe(key, options, onChange) {
      let entry = entries.get(key);
      if (!entry) {
        entry = { snapshot: emptySnapshot, readers: new Set(), staleMs: options.staleMs ?? 0 };
        entries.set(key, entry);
      }
      const current = entry;
      clearTimeout(current.forget);
      current.fetch = options.fetch as (signal: AbortSignal) => Promise<unknown>;
      current.staleMs = options.staleMs ?? 0;
      current.readers.add(onChange);
      if (!current.controller && isStale(current)) void run(current);
      return () => {
        current.readers.delete(onChange);
        if (current.readers.size > 0) return;
        // Nobody reads it any more: the request is dropped, and the answer kept a while for a revisit.
        if (current.controller) {
          current.controller.abort();
          current.controller = undefined;
          current.snapshot = { ...current.snapshot, fetching: false };
        }
        current.forget = setTimeout(() => entries.delete(key), keepMs);
      };
    },
    refetch(key) {
      const entry = entries.get(key);
      return entry ? run(entry) : Promise.resolve();
    },
    refreshStale() {
      for (const entry of entries.values())
        if (entry.readers.size > 0 && !entry.controller && isStale(entry)) void run(entry);
    },
  };
}

/** The public pages' cache (`usePublicQuery` keeps answers fresh for 30 s unless told otherwise). */
export const publicQueries = createQueryCache();

// A visitor coming back to the tab sees current figures, as TanStack Query's refetch on focus did.
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') publicQueries.refreshStale();
  });

/** What a component sees of a read, in TanStack Query's words so the pages read alike on both sides. */
export type PublicQuery<T> = PublicQueryFields<T> &
  (
    | {
        /** The read failed and there is no answer to show. */ isError: true;
        /** Why the read failed. */ error: Error;
      }
    | { isError: false; error: Error | null }
  );

interface PublicQueryFields<T> {
  /** The answer for the key, or the previous key's with `keepPrevious` while the new one loads. */
  data: T | undefined;
  /** No answer yet and no failure. */
  isPending: boolean;
  /** The answer for the key is here. */
  isSuccess: boolean;
  /** A request is in flight. */
  isFetching: boolean;
  /** `data` is the previous key's answer, shown while this key's loads. */
  isPlaceholderData: boolean;
  /** When the answer arrived (ms since the epoch), or 0. */
  dataUpdatedAt: number;
  /** Asks again now (a Try again button). */
  refetch: () => Promise<void>;
}

/** Options of {@link usePublicQuery}. */
export interface UsePublicQueryOptions<T> extends QueryOptions<T> {
  /** What is read: a key per distinct request (its path and parameters). */
  key: readonly unknown[];
  /** Read nothing until true. */
  enabled?: boolean;
  /** Show the previous key's answer while a new key loads (a list's next page), marked `isPlaceholderData`. */
  keepPrevious?: boolean;
}

/** Reads a key through the public cache and re-renders on every change of its snapshot. */
export function usePublicQuery<T>({
  key,
  fetch,
  staleMs = 30_000,
  enabled = true,
  keepPrevious = false,
}: UsePublicQueryOptions<T>): PublicQuery<T> {
  const id = JSON.stringify(key);
  // The latest request function, without making it a reason to subscribe again on every render. It is read when
  // a request starts, which is after commit (subscriptions start in effects), so the layout effect has run.
  const request = useRef(fetch);
  useLayoutEffect(() => {
    request.current = fetch;
  });
  const subscribe = useCallback(
    (onChange: () => void) =>
      enabled
        ? publicQueries.subscribe<T>(id, { fetch: (signal) => request.current(signal), staleMs }, onChange)
        : () => undefined,
    [id, enabled, staleMs],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => publicQueries.snapshot<T>(id),
    () => publicQueries.snapshot<T>(id),
  );
  // The last answer this component showed, for `keepPrevious` (state adjusted during render, as React advises).
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  if (keepPrevious && snapshot.data !== undefined && snapshot.data !== previous) setPrevious(snapshot.data);
  const placeholder = keepPrevious && snapshot.data === undefined && previous !== undefined;
  const data = placeholder ? previous : snapshot.data;
  const refetch = useCallback(() => publicQueries.refetch(id), [id]);
  const failure = data === undefined ? snapshot.error : null;
  return {
    data,
    ...(failure ? { isError: true, error: failure } : { isError: false, error: snapshot.error }),
    isPending: data === undefined && snapshot.error === null,
    isSuccess: data !== undefined,
    isFetching: snapshot.fetching,
    isPlaceholderData: placeholder,
    dataUpdatedAt: snapshot.updatedAt,
    refetch,
  };
}
