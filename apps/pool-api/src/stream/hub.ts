import type { Queryable } from '../db/database';
import { errorFields, type Logger } from '../log';
import type { StreamBus } from './bus';
import { eventsAfter, lastEventId, type StreamEvent } from './log';
import { type Encoded, encoded, endMessage, joined, message } from './messages';

// The open streams of this process, grouped by account. A bus notice makes the account's channel read the new events
// from the database once and hand them to each of its streams; a stream that is behind (it just resumed, or a notice
// was lost) reads what it lacks itself. Each stream keeps only its position, so an idle one costs little.

/** Events a channel keeps in memory for streams a little behind. */
const RECENT = 256;
/** Events read per query while a stream catches up. */
const PAGE = 500;
/** A client that lets this much pile up unread is dropped; it resumes from its last id when it reads again. */
const MAX_QUEUED_BYTES = 1 << 20;
const HEARTBEAT = new TextEncoder().encode(': heartbeat\n\n');
/** How long EventSource waits before reconnecting; a fetch-based client may follow it too. */
const RETRY = new TextEncoder().encode('retry: 2000\n');

/** How the stream's first event positions the client. */
export type StreamStart =
  | { kind: 'ready'; id: number }
  /** The client's `Last-Event-ID` is older than what is kept (or unknown): it must refetch, then follow from `id`. */
  | { kind: 'reset'; id: number; reason: 'expired' | 'unknown' };

/** One open stream. */
export interface StreamHandle {
  readonly body: ReadableStream<Uint8Array>;
}

/** Settings of the hub. */
export interface StreamHubOptions {
  db: Queryable;
  bus: StreamBus;
  now: () => number;
  /** Comment lines sent this often keep proxies from closing an idle stream. */
  heartbeatMs: number;
  /** Where a stream's failures are written. */
  log: Logger;
}

/**
 * What one stream may see of an event: the event (as it is, or changed), `null` to skip it, or `'end'` to end the
 * stream there (with `end` and the reason the filter names). Streams without one see every event.
 */
export type StreamFilter = (event: StreamEvent) => StreamEvent | null | { end: string };

class Connection {
  /** What this stream may see; `undefined`: everything, sent from the channel's shared bytes. */
  filter: StreamFilter | undefined;
  /** The id of the last event this client has; `null` until the opening position is known. */
  cursor: number | null = null;
  /** The newest event when the stream opened: a `ban` after it ends the stream, one before it was lifted since. */
  from = Number.POSITIVE_INFINITY;
  closed = false;
  pumping = false;
  again = false;
  timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly channel: Channel,
    readonly controller: ReadableStreamDefaultController<Uint8Array>,
  ) {}

  write(bytes: Uint8Array): boolean {
    if (this.closed) return false;
    if ((this.controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) {
      this.close();
      return false;
    }
    try {
      this.controller.enqueue(bytes);
      return true;
    } catch {
      this.close();
      return false;
    }
  }

  /** Ends the stream (after a last message, if any); the client reconnects and resumes. */
  close(last?: Uint8Array) {
    if (this.closed) return;
    if (last) this.write(last);
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.channel.remove(this);
    try {
      this.controller.close();
    } catch {
      // Already cancelled by the client.
    }
  }
}

class Channel {
  readonly connections = new Set<Connection>();
  /** Events `base + 1` … `base + recent.length`, read once for every stream of the account. */
  recent: Encoded[] = [];
  /** The last read's events as one chunk, for the streams that were waiting for exactly those (most of them). */
  batch: { after: number; last: number; bytes: Uint8Array; ban: boolean } | null = null;
  base = 0;
  /** Highest id known to exist. */
  known = 0;
  #reading = false;
  /** A notice came while reading: read once more, as the query may have started before that commit. */
  #again = false;
  readonly #unsubscribe: () => void;

  constructor(
    readonly hub: StreamHub,
    readonly sub: string,
  ) {
    this.#unsubscribe = hub.options.bus.subscribe(sub, (lastId, events) => this.notice(lastId, events));
  }

  /** Learns that events up to `lastId` exist (a bus notice, or the newest id read when a stream opens). */
  notice(lastId: number, events?: readonly StreamEvent[]) {
    // Read already: nothing to do.
    if (lastId <= this.base + this.recent.length) return;
    // Nothing in memory yet: start the window at what was known, not at the first event ever.
    if (this.recent.length === 0) this.base = Math.max(this.base, this.known);
    this.known = Math.max(this.known, lastId);
    // The notice brought the events and they follow on from ours: no read (the usual case, and the fast one).
    if (!this.#reading && events?.[0]?.id === this.base + this.recent.length + 1) {
      this.#take(events);
      for (const c of this.connections) void this.hub.pump(c);
      return;
    }
    this.#again = true;
    void this.#read();
  }

  /** Adds events that follow on from `recent` (or start it afresh after a gap), encoded once for every stream. */
  #take(fresh: readonly StreamEvent[]) {
    const first = fresh[0];
    if (!first) return;
    if (first.id !== this.base + this.recent.length + 1) {
      this.recent = [];
      this.base = first.id - 1;
    }
    const ready = fresh.map(encoded);
    this.batch = {
      after: first.id - 1,
      last: (ready.at(-1) as Encoded).id,
      bytes: joined(ready),
      ban: ready.some((e) => e.type === 'ban'),
    };
    this.recent.push(...ready);
    if (this.recent.length > RECENT) {
      const drop = this.recent.length - RECENT;
      this.recent = this.recent.slice(drop);
      this.base += drop;
    }
    this.known = Math.max(this.known, this.base + this.recent.length);
  }

  /** A stream opened when `newest` was the newest id: later events are read for all; earlier ones it reads itself. */
  opened(newest: number) {
    if (this.recent.length === 0) this.base = Math.max(this.base, newest);
    // Known to exist even when the window now starts there (`notice` then returns early): a stream resuming from an
    // older id reads the events in between at once, not when the account's next event comes.
    this.known = Math.max(this.known, newest);
    this.notice(newest);
  }

  /** Reads the new events once, then lets each stream of the account take what it lacks. */
  async #read() {
    if (this.#reading) return;
    this.#reading = true;
    try {
      for (;;) {
        this.#again = false;
        const from = this.base + this.recent.length;
        const fresh = await eventsAfter(this.hub.options.db, this.sub, from, PAGE);
        const first = fresh[0];
        if (!first) {
          if (this.#again) continue;
          break;
        }
        this.#take(fresh);
        for (const c of this.connections) void this.hub.pump(c);
      }
    } catch (error) {
      this.hub.options.log.error('stream read failed', { sub: this.sub, ...errorFields(error) });
    } finally {
      this.#reading = false;
    }
    for (const c of this.connections) void this.hub.pump(c);
  }

  remove(connection: Connection) {
    this.connections.delete(connection);
    if (this.connections.size === 0 && this.hub.channels.get(this.sub) === this) {
      this.#unsubscribe();
      this.hub.channels.delete(this.sub);
    }
  }
}

/** Every open stream of this process. */
export class StreamHub {
  readonly channels = new Map<string, Channel>();
  readonly #heartbeat: ReturnType<typeof setInterval>;

  constructor(readonly options: StreamHubOptions) {
    // One timer for all streams: a timer per idle connection would cost more than the connection's own state.
    this.#heartbeat = setInterval(() => {
      for (const channel of this.channels.values()) for (const c of channel.connections) c.write(HEARTBEAT);
    }, options.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** How many streams are open. */
  get size(): number {
    let n = 0;
    for (const channel of this.channels.values()) n += channel.connections.size;
    return n;
  }

  /**
   * Opens a stream for `sub`: positioned after `lastEventId` when the client sends one that is still kept, else at
   * the newest event (with a `reset` when the client had one we cannot honour). It ends at `endsAt` (epoch ms).
   * `refusal`, asked once the newest event is known, names a reason to end the stream at once (a ban that committed
   * between the caller's check and the stream's start), or `null`.
   */
  open(
    sub: string,
    lastEventIdHeader: string | undefined,
    endsAt: number,
    endReason: string,
    filter?: StreamFilter,
    refusal?: () => Promise<string | null>,
  ): StreamHandle {
    let connection: Connection | null = null;
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          let channel = this.channels.get(sub);
          if (!channel) {
            channel = new Channel(this, sub);
            this.channels.set(sub, channel);
          }
          const c = new Connection(channel, controller);
          c.filter = filter;
          connection = c;
          channel.connections.add(c);
          const end = endMessage(endReason);
          // setTimeout fires at once past 2^31 - 1 ms (about 24 days): a longer lifetime is capped there.
          const delay = Math.min(2 ** 31 - 1, Math.max(0, endsAt - this.options.now()));
          c.timer = setTimeout(() => c.close(end), delay);
          c.timer.unref();
          void this.#start(c, lastEventIdHeader, endsAt, refusal).catch((error: unknown) => {
            this.options.log.error('stream start failed', { sub, ...errorFields(error) });
            c.close();
          });
        },
        cancel: () => connection?.close(),
      },
      // Counted in bytes, so a client that stops reading is recognised by how much waits for it.
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    );
    return { body };
  }

  async #start(
    c: Connection,
    header: string | undefined,
    endsAt: number,
    refusal?: () => Promise<string | null>,
  ) {
    const { db } = this.options;
    const sub = c.channel.sub;
    // Subscribed already (the channel exists): whatever commits from here on is announced to this stream.
    const newest = await lastEventId(db, sub);
    c.from = newest;
    // A ban stored up to `newest` is not this stream's to end (it may have been lifted): ask whether one is in force.
    const refused = await refusal?.();
    if (refused) return c.close(endMessage(refused));
    c.channel.opened(newest);
    const start = await this.#position(sub, header, newest);
    const expiresAt = new Date(endsAt).toISOString();
    c.write(RETRY);
    c.write(
      start.kind === 'ready'
        ? message('ready', start.id, JSON.stringify({ expiresAt }))
        : message('reset', start.id, JSON.stringify({ reason: start.reason, expiresAt })),
    );
    c.cursor = start.id;
    await this.pump(c);
  }

  async #position(sub: string, header: string | undefined, newest: number): Promise<StreamStart> {
    if (header === undefined || header.trim() === '') return { kind: 'ready', id: newest };
    const id = /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : Number.NaN;
    // An id from the future (another database, a forged header) cannot be resumed from.
    if (!Number.isSafeInteger(id) || id > newest) return { kind: 'reset', id: newest, reason: 'unknown' };
    if (id === newest) return { kind: 'ready', id };
    const [next] = await eventsAfter(this.options.db, sub, id, 1);
    // The next event was pruned: some of what the client missed is gone.
    if (next?.id !== id + 1) return { kind: 'reset', id: newest, reason: 'expired' };
    return { kind: 'ready', id };
  }

  /**
   * Sends `c` everything it lacks, from the channel's memory or the table; one run per stream at a time. Never
   * rejects (callers do not wait for it): a failed read ends the stream, and the client resumes from its last id.
   */
  async pump(c: Connection): Promise<void> {
    if (c.cursor === null || c.closed) return;
    if (c.pumping) {
      c.again = true;
      return;
    }
    c.pumping = true;
    try {
      do {
        c.again = false;
        while (!c.closed && (c.cursor as number) < c.channel.known) {
          const cursor = c.cursor as number;
          const { recent, base, batch: read } = c.channel;
          if (read?.after === cursor && !c.filter && !read.ban) {
            if (!c.write(read.bytes)) return;
            c.cursor = read.last;
            continue;
          }
          let batch: Encoded[];
          if (cursor >= base && cursor < base + recent.length) batch = recent.slice(cursor - base);
          else {
            batch = (await eventsAfter(this.options.db, c.channel.sub, cursor, PAGE)).map(encoded);
            if (batch.length === 0) break;
            if (batch[0]?.id !== cursor + 1) {
              // Pruned while this client was behind: it must refetch.
              const newest = batch.at(-1)?.id ?? cursor;
              c.write(message('reset', newest, JSON.stringify({ reason: 'expired' })));
              c.cursor = newest;
              continue;
            }
          }
          const last = batch.at(-1)?.id ?? cursor;
          // A ban after the stream opened: what came before it is sent, then the stream ends.
          const cut = batch.findIndex((e) => e.type === 'ban' && e.id > c.from);
          if (cut >= 0) batch = batch.slice(0, cut);
          batch = batch.filter((e) => e.type !== 'ban');
          if (c.filter) batch = this.#filtered(c, batch);
          if (c.closed) return;
          if (batch.length > 0 && !c.write(joined(batch))) return;
          if (cut >= 0) return c.close(endMessage('account_banned'));
          c.cursor = last;
        }
      } while (c.again && !c.closed);
    } catch (error) {
      this.options.log.error('stream read failed', { sub: c.channel.sub, ...errorFields(error) });
      c.close();
    } finally {
      c.pumping = false;
    }
  }

  /** The events of `batch` the stream's filter lets through; a filter's `end` sends those before it and ends it. */
  #filtered(c: Connection, batch: Encoded[]): Encoded[] {
    const out: Encoded[] = [];
    for (const e of batch) {
      const seen = (c.filter as StreamFilter)(e);
      if (seen === null) continue;
      if ('end' in seen) {
        if (out.length > 0) c.write(joined(out));
        c.close(endMessage(seen.end));
        return [];
      }
      out.push(seen === e ? e : encoded(seen));
    }
    return out;
  }

  /** Ends every stream with a last `end` message. */
  close(): void {
    clearInterval(this.#heartbeat);
    const end = endMessage('shutdown');
    for (const channel of [...this.channels.values()]) for (const c of [...channel.connections]) c.close(end);
  }
}
