import type { StreamEvent } from './log';

/** Receives the notices of one account: its newest event id, and the events when the notice carries them. */
export type StreamListener = (lastId: number, events?: readonly StreamEvent[]) => void;

/**
 * How the servers of a deployment tell each other that an account has new stream events. A notice carries the
 * account and its newest event id, and may carry the events themselves (committed, stored): a stream takes them
 * when they follow on from what it has, and otherwise reads the table. So a notice may be lost, repeated or late,
 * or come without its events, and no client misses anything.
 *
 * One process: {@link LocalStreamBus}, which hands the events over as they are. Several replicas on one PostgreSQL:
 * `PostgresStreamBus` (./pgBus.ts), whose `publish` delivers here and runs `pg_notify('lode_stream', …)` with the
 * account and its newest id (the events included while small: a notification holds 8000 bytes), and which
 * `LISTEN`s on a dedicated connection, handing the other replicas' notices to its local subscribers.
 */
export interface StreamBus {
  /** Announces, after the transaction that stored them committed, that `sub` has events up to `lastId`. */
  publish(sub: string, lastId: number, events?: readonly StreamEvent[]): void;
  /** Calls `listener` with each notice for `sub` until the returned function is called. */
  subscribe(sub: string, listener: StreamListener): () => void;
  /**
   * Tells the other servers that `sub`'s data changed without a stream event (a wallet edited), so they drop what
   * they cached of it. One process: nothing to tell.
   */
  touch?(sub: string): void;
  /** Stops delivering notices. */
  close(): Promise<void>;
}

/** The bus of a single process: notices go straight to this process's subscribers. */
export class LocalStreamBus implements StreamBus {
  readonly #listeners = new Map<string, Set<StreamListener>>();

  publish(sub: string, lastId: number, events?: readonly StreamEvent[]): void {
    for (const listener of this.#listeners.get(sub) ?? []) listener(lastId, events);
  }

  subscribe(sub: string, listener: StreamListener): () => void {
    let set = this.#listeners.get(sub);
    if (!set) {
      set = new Set();
      this.#listeners.set(sub, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(sub) === set) this.#listeners.delete(sub);
    };
  }

  async close(): Promise<void> {
    this.#listeners.clear();
  }
}
