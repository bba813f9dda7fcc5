import { decodeJwt } from 'jose';
import { banReasonOf } from '../admin/bansCheck';
import { createLogger, type Logger } from '../log';
import type { Database, Queryable } from '../db/database';
import { AuthError, type Principal } from '../http/auth';
import { newRouter, subaccountKey, who } from '../http/router';
import { LocalStreamBus, type StreamBus } from './bus';
import type { AlertObserver } from '../alerts/engine';
import type { CatchUpObserver } from '../simulator';
import type { CycleObserver } from '../source/types';
import { iso } from '../domain/time';
import { alertEvents, catchUpEvents } from './events';
import { StreamHub } from './hub';
import { appendEvents, type NewStreamEvent, pruneEvents } from './log';
import { openStream, streamSchemas } from './schemas';
import { watcherStreamFilter } from '../watchers/stream';

// The live stream of issue 22: one server-sent-events stream per account (GET /account/stream). Data changes store
// their events in the transaction that wrote them (./log.ts), announce them on a bus after the commit (./bus.ts) and
// every open stream of the account sends them (./hub.ts).

export { LocalStreamBus, type StreamBus } from './bus';
export { PostgresStreamBus } from './pgBus';

/** Settings of the live stream (`PoolApiOptions.stream`). */
export interface StreamOptions {
  /** How servers announce new events to each other; one process: the default {@link LocalStreamBus}. */
  bus?: StreamBus;
  /** How long events are kept for clients that resume, seconds (default 3600). */
  retentionSeconds?: number;
  /** Heartbeat comment interval, milliseconds (default 15000). */
  heartbeatMs?: number;
  /** A stream ends after this long even if its credential does not expire (API keys), seconds (default 3600). */
  maxLifetimeSeconds?: number;
}

/** The live stream of one API instance. */
export interface LiveStream {
  /** For the simulator: stores the events of a catch-up in its transaction, announces them after the commit. */
  readonly simulatorObserver: CatchUpObserver;
  /** For the alert engine: the same for alerts raised. */
  readonly alertObserver: AlertObserver;
  /**
   * For a pool engine's source (which writes on its own and says nothing of what changed): a `refresh` event when
   * the account's pool wrote a new statistics cycle, so open cabinets refetch what they show.
   */
  readonly cycleObserver: CycleObserver;
  /**
   * Stores events for `sub` in `tx`; call what it returns once `tx` has committed: it announces exactly these
   * events (never one of a transaction that may still roll back).
   */
  record(tx: Queryable, sub: string, events: NewStreamEvent[]): Promise<(() => void) | undefined>;
  /** Forgets events older than the retention window (the server's minute job runs it). */
  prune(): Promise<void>;
  /** Answers `GET /account/stream` for an authenticated caller. */
  respond(principal: Principal, subaccount: string, request: Request): Response;
  /** Tells the other servers that `sub`'s data changed without an event (see {@link StreamBus.touch}). */
  touch(sub: string): void;
  /** How many streams are open here. */
  readonly size: number;
  /** Ends every stream and stops the timers. */
  close(): Promise<void>;
}

/**
 * The stream's two clocks: events are stamped and kept by pool time (which tests may move); how long a stream may
 * stay open, and whether its token has expired, by the real time the token was issued in.
 */
export interface StreamClocks {
  /** Pool time, epoch ms: event times and retention. */
  pool: () => number;
  /** Real time, epoch ms: the caller's token expiry and the stream's lifetime. */
  real: () => number;
}

/** Creates the stream: its hub, bus and retention timer. */
export function createLiveStream(
  db: Database,
  clocks: StreamClocks,
  options: StreamOptions = {},
  log: Logger = createLogger(),
): LiveStream {
  const bus: StreamBus = options.bus ?? new LocalStreamBus();
  const retention = options.retentionSeconds ?? 3600;
  const maxLifetimeMs = (options.maxLifetimeSeconds ?? 3600) * 1000;
  const now = clocks.real;
  const hub = new StreamHub({ db, bus, now, heartbeatMs: options.heartbeatMs ?? 15_000, log });
  const seconds = () => Math.floor(clocks.pool() / 1000);
  const record = async (tx: Queryable, sub: string, events: NewStreamEvent[]) => {
    const stored = await appendEvents(tx, sub, events, seconds());
    const last = stored.at(-1);
    return last ? () => bus.publish(sub, last.id, stored) : undefined;
  };

  return {
    simulatorObserver: {
      caughtUp: async (tx, change) => record(tx, change.sub, await catchUpEvents(tx, change)),
    },
    alertObserver: {
      raised: async (tx, sub, alerts) => record(tx, sub, await alertEvents(tx, alerts)),
    },
    cycleObserver: {
      async newCycle(sub, cycle) {
        const announce = await db.transaction((tx) =>
          record(tx, sub, [{ type: 'refresh', data: { cycle: iso(cycle) } }]),
        );
        announce?.();
      },
    },
    record,
    prune: () => pruneEvents(db, seconds() - retention),
    touch: (sub) => bus.touch?.(sub),
    respond(principal, subaccount, request) {
      const { headers } = request;
      let endsAt = now() + maxLifetimeMs;
      let reason = 'max_lifetime';
      if (principal.via === 'token') {
        // The guard verified this token; only its expiry matters here. One inside the clock-skew allowance is
        // accepted elsewhere, but a stream would end at once: refuse it so the client refreshes first.
        const token = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? '';
        const exp = decodeJwt(token).exp;
        if (typeof exp !== 'number' || exp * 1000 <= now())
          throw new AuthError(401, 'invalid_token', 'The token has expired');
        if (exp * 1000 <= endsAt) {
          endsAt = exp * 1000;
          reason = 'token_expired';
        }
      }
      const streamHeaders = {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: a proxy must not compress (and so buffer) the stream.
        'Cache-Control': 'no-cache, no-transform',
        // nginx: pass each message on as it comes.
        'X-Accel-Buffering': 'no',
      };
      // HEAD gets the headers only: a stream nobody reads would stay registered until the token expires.
      if (request.method === 'HEAD') return new Response(null, { status: 200, headers: streamHeaders });
      const watcher = principal.watcher;
      if (watcher?.expiresAt != null && watcher.expiresAt * 1000 <= endsAt) {
        endsAt = watcher.expiresAt * 1000;
        reason = 'watcher_expired';
      }
      const { body } = hub.open(
        subaccount,
        headers.get('last-event-id') ?? undefined,
        endsAt,
        reason,
        watcher ? watcherStreamFilter(watcher.id, watcher.scopes) : undefined,
        async () => ((await banReasonOf(db, principal.sub)) ? 'account_banned' : null),
      );
      return new Response(body, { status: 200, headers: streamHeaders });
    },
    get size() {
      return hub.size;
    },
    async close() {
      hub.close();
      await bus.close();
    },
  };
}

/** The router of `GET /account/stream` and its event schemas (the guard in front of `/account/*` names the caller). */
export function streamRouter(stream: () => LiveStream) {
  const app = newRouter();
  for (const [name, schema] of Object.entries(streamSchemas)) app.openAPIRegistry.register(name, schema);
  app.openapi(openStream, (c) => stream().respond(who(c), subaccountKey(c), c.req.raw) as never);
  return app;
}
