// What the pool sources remember of their reads, under one rule: an entry is a read's promise, answered again for
// `ttlMs` of the source's clock (a clock set back forgets it), dropped at once when the read fails, and when a new
// entry would pass `maxEntries` the oldest goes first. Each cache says only how long and how many.

/** How long and how many. */
export interface MemoryOptions {
  /** How long an entry is answered, milliseconds of `now`. */
  ttlMs: number;
  /** At most this many entries. */
  maxEntries: number;
  /** The clock, epoch milliseconds. */
  now: () => number;
}

/** A time-limited, size-bounded memory of reads by key. */
export class Memory<T> {
  readonly #entries = new Map<string, { at: number; value: Promise<T> }>();
  readonly #options: MemoryOptions;

  constructor(options: MemoryOptions) {
    this.#options = options;
  }

  /** The remembered answer of `key`, or `read()`'s, remembered from now (a failed read is not kept). */
  remember(key: string, read: () => Promise<T>): Promise<T> {
    return this.recall(key) ?? this.keep(key, read());
  }

  /** The remembered answer of `key` while it is fresh, else nothing (nothing is read). */
  recall(key: string): Promise<T> | undefined {
    const kept = this.#entries.get(key);
    return kept && this.#fresh(kept.at, this.#options.now()) ? kept.value : undefined;
  }

  /** Remembers `value` as the answer of `key` from now, in place of any kept one (a failed value is not kept). */
  keep(key: string, value: Promise<T>): Promise<T> {
    const now = this.#options.now();
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    this.#entries.delete(key);
    // Entries go in as they are read, so the first ones are the oldest: the expired and, past the bound, the oldest
    // of the rest leave from the front.
    for (const [first, entry] of this.#entries) {
      if (this.#fresh(entry.at, now) && this.#entries.size < this.#options.maxEntries) break;
      this.#entries.delete(first);
    }
    this.#entries.set(key, { at: now, value });
    return value;
  }

  /** Forgets `key` (its data changed here). */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  /** How many entries are kept now. */
  get size(): number {
    return this.#entries.size;
  }

  #fresh(at: number, now: number): boolean {
    return now >= at && now - at < this.#options.ttlMs;
  }
}
