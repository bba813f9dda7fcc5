import postgres from 'postgres';
import { JOBS_LOCK } from '../db/locks';

// Which replica of a deployment runs the background jobs: the one holding PostgreSQL's session-level advisory lock
// `lode.jobs`, on a connection of its own. The others try to take it every 2 s, so when the leader stops (closed:
// the lock is released; killed or cut off: its session ends and the server releases it) another one leads within
// seconds. While leading, a query every 2 s checks that the session holding the lock is still the one connected:
// a lost connection means a lost lock, so leadership ends at once, and the elector tries again as a follower
// (after a pause of three polls, so that the others take over first).

/** Whether this process runs the jobs now, and news of each change. */
export interface Leadership {
  readonly isLeader: boolean;
  /** Calls `listener` on each change; returns the function that stops it. */
  onChange(listener: (leader: boolean) => void): () => void;
  /** Gives leadership up (releasing the lock) and stops trying. */
  close(): Promise<void>;
}

/** One process alone on its database (PGlite): it always leads. */
export function soleLeader(): Leadership {
  return { isLeader: true, onChange: () => () => {}, close: async () => {} };
}

/** Settings of {@link PostgresLeaderElector}. */
export interface ElectorOptions {
  /** How often a follower tries to take the lock and a leader checks its session, ms (default 2000). */
  pollMs?: number;
  /** Told of the first failure to reach the database in a row (the elector keeps trying). */
  onError?: (error: unknown) => void;
}

/** A query that did not answer within this long counts as a lost connection, ms. */
const QUERY_TIMEOUT_MS = 2000;

/** Leader election over PostgreSQL's advisory lock `lode.jobs`; starts trying at once. */
export class PostgresLeaderElector implements Leadership {
  #leader = false;
  #closed = false;
  #sql: postgres.Sql | null = null;
  /** The backend process holding the lock (`pg_backend_pid()` of the session that took it). */
  #pid = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** No try to lead before this (performance.now()): set when leadership was lost, see `#drop`. */
  #restUntil = 0;
  #running: Promise<void> | null = null;
  readonly #listeners = new Set<(leader: boolean) => void>();
  readonly #pollMs: number;
  readonly #onError: (error: unknown) => void;
  /** Failures in a row: only the first of an outage is reported. */
  #failures = 0;

  constructor(
    private readonly url: string,
    options: ElectorOptions = {},
  ) {
    this.#pollMs = options.pollMs ?? 2000;
    this.#onError = options.onError ?? (() => {});
    this.#schedule(0);
  }

  get isLeader(): boolean {
    return this.#leader;
  }

  onChange(listener: (leader: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #schedule(ms: number) {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#running = this.#step().finally(() => {
        this.#running = null;
        this.#schedule(this.#pollMs);
      });
    }, ms);
    this.#timer.unref();
  }

  #set(leader: boolean) {
    if (this.#leader === leader) return;
    this.#leader = leader;
    for (const listener of this.#listeners) listener(leader);
  }

  /** The dedicated connection: one session, never recycled (a new session would not hold the lock). */
  #connection(): postgres.Sql {
    if (this.#sql) return this.#sql;
    const sql: postgres.Sql = postgres(this.url, {
      max: 1,
      connect_timeout: 3,
      idle_timeout: 0,
      max_lifetime: null,
      onnotice: () => {},
      // The session is gone, and with it the lock: stop leading now, not at the next check.
      onclose: () => {
        if (this.#sql === sql) this.#drop();
      },
    });
    this.#sql = sql;
    return sql;
  }

  /** Forgets the connection (ending it, so a session that somehow lives on gives the lock up) and leadership. */
  #drop() {
    const sql = this.#sql;
    this.#sql = null;
    this.#pid = 0;
    // A leader that lost its session steps back for a few polls: the other replicas, polling all along, take over
    // (the session may have been ended on purpose), instead of this one racing them for the lock it just lost.
    if (this.#leader) this.#restUntil = performance.now() + 3 * this.#pollMs;
    this.#set(false);
    void sql?.end({ timeout: 0 }).catch(() => {});
  }

  async #query<T extends postgres.Row>(text: string, params: string[] = []): Promise<T[]> {
    const sql = this.#connection();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        sql.unsafe<T[]>(text, params),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('the leader check timed out')), QUERY_TIMEOUT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async #step() {
    if (this.#closed) return;
    try {
      if (this.#leader) {
        const [row] = await this.#query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // Another session answered: the one that held the lock was replaced, the lock went with it.
        if (row?.pid !== this.#pid) this.#drop();
        this.#failures = 0;
        return;
      }
      if (performance.now() < this.#restUntil) return;
      const [row] = await this.#query<{ ok: boolean; pid: number }>(
        'SELECT pg_try_advisory_lock($1::bigint) AS ok, pg_backend_pid() AS pid',
        [JOBS_LOCK],
      );
      if (row?.ok && !this.#closed) {
        this.#pid = row.pid;
        this.#set(true);
      }
      this.#failures = 0;
    } catch (error) {
      this.#drop();
      if (this.#failures++ === 0) this.#onError(error);
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running?.catch(() => {});
    const sql = this.#sql;
    this.#sql = null;
    this.#set(false);
    if (!sql) return;
    // Release first so a follower takes over at its next try, then end the session (which would release it too).
    await sql.unsafe('SELECT pg_advisory_unlock_all()').catch(() => {});
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}
