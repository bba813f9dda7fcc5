import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import type { Queryable } from '../db/database';
import { LocalStreamBus, type StreamBus, type StreamListener } from './bus';
import type { StreamEvent, StreamEventType } from './log';

// The stream bus of several replicas on one PostgreSQL (issue 24). A notice is delivered to this process's streams
// at once and sent to the others with `pg_notify('lode_stream', …)`; each process LISTENs on a connection of its
// own and hands the others' notices to its subscribers. The connection is watched: when it is lost (a PostgreSQL
// restart) the bus listens again as soon as the server answers, then has every account it follows re-read its
// newest event, so a notice sent meanwhile is not missed for long.

/** The channel every replica listens on. */
export const STREAM_CHANNEL = 'lode_stream';
/** A notification holds 8000 bytes: events ride along only while the notice stays under this. */
const MAX_PAYLOAD_BYTES = 7000;

/** A notice as sent: the sender, the account, its newest event id (0: data changed, no event), maybe the events. */
interface Notice {
  o: string;
  s: string;
  i: number;
  e?: [id: number, type: StreamEventType, data: string][];
}

/** Settings of {@link PostgresStreamBus}. */
export interface PostgresStreamBusOptions {
  /** The API's database: notices are sent through it, and read back from it after a reconnection. */
  db: Queryable;
  /** Another replica changed `sub`'s data (its cached reads are stale). */
  onRemoteChange?: (sub: string) => void;
  /** The bus listens again after a lost connection: notices may have been missed, every cached read is suspect. */
  onResync?: () => void;
  /** Told of a failed notice, and of the first failed attempt to listen in a row (the bus keeps trying). */
  onError?: (error: unknown) => void;
  /** How often a lost connection is retried, ms (default 2000). */
  retryMs?: number;
}

/** The bus over PostgreSQL LISTEN/NOTIFY; listens from construction on. */
export class PostgresStreamBus implements StreamBus {
  readonly #origin = randomUUID();
  readonly #local = new LocalStreamBus();
  readonly #subs = new Map<string, number>();
  readonly #options: PostgresStreamBusOptions;
  #sql: postgres.Sql | null = null;
  #listening = false;
  /** Whether a LISTEN ever succeeded: the first one needs no resync. */
  #listened = false;
  #closed = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #connecting: Promise<void> | null = null;
  /** Failed attempts to listen in a row: only the first of an outage is reported. */
  #failures = 0;

  constructor(
    private readonly url: string,
    options: PostgresStreamBusOptions,
  ) {
    this.#options = options;
    this.#connecting = this.#listen();
  }

  /** Whether the LISTEN connection is up (tests wait on it). */
  get listening(): boolean {
    return this.#listening;
  }

  /** Resolves once the first attempt to listen has ended (successfully or not). */
  ready(): Promise<void> {
    return this.#connecting ?? Promise.resolve();
  }

  publish(sub: string, lastId: number, events?: readonly StreamEvent[]): void {
    this.#local.publish(sub, lastId, events);
    this.#send({ o: this.#origin, s: sub, i: lastId }, events);
  }

  /** Tells the other replicas that `sub`'s data changed without a stream event (a wallet edited). */
  touch(sub: string): void {
    this.#send({ o: this.#origin, s: sub, i: 0 });
  }

  #send(notice: Notice, events?: readonly StreamEvent[]) {
    let payload = JSON.stringify(notice);
    if (events?.length) {
      const full = JSON.stringify({ ...notice, e: events.map((e) => [e.id, e.type, e.data]) });
      if (Buffer.byteLength(full) <= MAX_PAYLOAD_BYTES) payload = full;
    }
    // Lost when the database is down: the streams of the other replicas catch up when they listen again.
    this.#options.db
      .query('SELECT pg_notify($1, $2)', [STREAM_CHANNEL, payload])
      .catch((error: unknown) => this.#options.onError?.(error));
  }

  subscribe(sub: string, listener: StreamListener): () => void {
    this.#subs.set(sub, (this.#subs.get(sub) ?? 0) + 1);
    const unsubscribe = this.#local.subscribe(sub, listener);
    return () => {
      unsubscribe();
      const n = (this.#subs.get(sub) ?? 1) - 1;
      if (n > 0) this.#subs.set(sub, n);
      else this.#subs.delete(sub);
    };
  }

  #receive(payload: string) {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    // Our own: delivered here already.
    if (notice.o === this.#origin || typeof notice.s !== 'string') return;
    this.#options.onRemoteChange?.(notice.s);
    if (!(notice.i > 0)) return;
    const events = notice.e?.map(([id, type, data]) => ({ sub: notice.s, id, type, data }));
    this.#local.publish(notice.s, notice.i, events);
  }

  async #listen(): Promise<void> {
    if (this.#closed || this.#listening) return;
    const sql: postgres.Sql = postgres(this.url, {
      max: 1,
      connect_timeout: 3,
      idle_timeout: 0,
      max_lifetime: null,
      onnotice: () => {},
      onclose: () => {
        if (this.#sql !== sql) return;
        this.#sql = null;
        this.#listening = false;
        void sql.end({ timeout: 0 }).catch(() => {});
        this.#retry();
      },
      // postgres.js hands NotificationResponse messages to this option (its typings do not list it).
      onnotify: (channel: string, payload: string) => {
        if (channel === STREAM_CHANNEL) this.#receive(payload);
      },
    } as postgres.Options<Record<string, postgres.PostgresType>>);
    this.#sql = sql;
    try {
      await sql.unsafe(`LISTEN ${STREAM_CHANNEL}`);
      if (this.#closed || this.#sql !== sql) return;
      this.#listening = true;
      this.#failures = 0;
      if (this.#listened) await this.#resync();
      this.#listened = true;
    } catch (error) {
      if (this.#sql === sql) this.#sql = null;
      void sql.end({ timeout: 0 }).catch(() => {});
      if (this.#failures++ === 0) this.#options.onError?.(error);
      this.#retry();
    }
  }

  #retry() {
    if (this.#closed || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#connecting = this.#listen();
    }, this.#options.retryMs ?? 2000);
    this.#timer.unref();
  }

  /** After a gap in listening: every followed account re-reads its newest id, every cached read is dropped. */
  async #resync() {
    this.#options.onResync?.();
    const subs = [...this.#subs.keys()];
    if (subs.length === 0) return;
    try {
      const rows = await this.#options.db.query<{ sub: string; last_id: number }>(
        'SELECT sub, last_id FROM stream_sequences WHERE sub IN (SELECT jsonb_array_elements_text($1::text::jsonb))',
        [JSON.stringify(subs)],
      );
      for (const row of rows) this.#local.publish(row.sub, row.last_id);
    } catch (error) {
      this.#options.onError?.(error);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#connecting?.catch(() => {});
    const sql = this.#sql;
    this.#sql = null;
    this.#listening = false;
    await this.#local.close();
    await sql?.end({ timeout: 1 }).catch(() => {});
  }
}
