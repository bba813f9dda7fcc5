/**
 * How the servers of a deployment tell each other that an account has new stream events. A notice carries only the
 * account and its newest event id; the events themselves are read from the database, so a notice may be lost,
 * repeated or late without a client missing anything (a stream that sees a gap reads it from the table).
 *
 * One process: {@link LocalStreamBus}. Several replicas on one PostgreSQL (issue 24): an implementation whose
 * `publish` runs `NOTIFY lode_stream, '<id> <sub>'` and which `LISTEN`s on a dedicated connection, handing each
 * notice to its local subscribers; nothing else changes.
 */
export interface StreamBus {
  /** Announces, after the transaction that stored them committed, that `sub` has events up to `lastId`. */
  publish(sub: string, lastId: number): void;
  /** Calls `listener` with each notice for `sub` until the returned function is called. */
  subscribe(sub: string, listener: (lastId: number) => void): () => void;
  /** Stops delivering notices. */
  close(): Promise<void>;
}

/** The bus of a single process: notices go straight to this process's subscribers. */
export class LocalStreamBus implements StreamBus {
  readonly #listeners = new Map<string, Set<(lastId: number) => void>>();

  publish(sub: string, lastId: number): void {
    for (const listener of this.#listeners.get(sub) ?? []) listener(lastId);
  }

  subscribe(sub: string, listener: (lastId: number) => void): () => void {
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
