import { accountBannedReason, reportAccountBanned } from '../pool/accountBanned';
import { createSseParser, type SseMessage } from './sse';

// One connection to the pool API's live stream (`GET /account/stream`), kept open: read with `fetch` (the API wants
// `Authorization: Bearer`, which EventSource cannot send), resumed after a drop with `Last-Event-ID` so no event is
// missed, reconnected with a fresh token when the server ends it at the token's expiry, and never in a tight loop:
// failures back off exponentially. After a few failures in a row, or where the browser cannot read a response as it
// streams, the owner is told to poll instead (the API's documented fallback); reconnecting goes on in the background.

/** Where the connection stands. `polling`: the stream cannot be had for now, figures must be polled. */
export type LiveState = 'connecting' | 'open' | 'polling' | 'closed';

/** What {@link openLiveStream} is built on. */
export interface LiveStreamOptions {
  /** The stream's absolute URL. */
  url: () => Promise<string>;
  /** The network, with the signed-in user's token added (the pool client's `poolFetch`: a 401 is retried there once). */
  fetch: (request: Request) => Promise<Response>;
  /** Each message of the stream, `ready`, `reset` and `end` included. */
  onMessage: (message: SseMessage) => void;
  /** Each change of state. */
  onState?: (state: LiveState) => void;
  /** The id to resume after (a stream closed earlier in this tab); the newest event when left out. */
  lastId?: string;
  /** Timers and randomness, replaceable in tests. */
  setTimer?: (run: () => void, ms: number) => () => void;
  now?: () => number;
  random?: () => number;
}

/** An open live stream. */
export interface LiveStream {
  /** The id of the last message received: what a later stream resumes after. */
  readonly lastId: string;
  /** The current state. */
  readonly state: LiveState;
  /** Closes the stream for good (sign-out, a tab hidden for long). */
  close(): void;
}

/** Failures in a row after which the owner polls. */
export const pollAfterFailures = 3;
/** The first reconnection delay after a failure (ms); it doubles per failure in a row, up to {@link maxDelayMs}. */
export const firstDelayMs = 1_000;
/** The longest wait between two attempts (ms). */
export const maxDelayMs = 60_000;
/** A stream that delivers no byte for this long is dead (the server sends a heartbeat every 15 s). */
export const silenceLimitMs = 45_000;
/** A stream whose first message has not come by then is held up by something in between (a buffering proxy). */
export const readyLimitMs = 20_000;
/** A stream that ends sooner than this counts as a failure, so an end-at-once server cannot make a tight loop. */
export const shortLivedMs = 10_000;

type Outcome =
  | { kind: 'ended'; reason?: string; ready: boolean }
  | { kind: 'failed'; ready: boolean }
  | { kind: 'unsupported' }
  | { kind: 'refused' };

const defaultTimer = (run: () => void, ms: number) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** Opens the stream and keeps it open until {@link LiveStream.close}. */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const setTimer = options.setTimer ?? defaultTimer;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let lastId = options.lastId ?? '';
  let state: LiveState = 'connecting';
  let closed = false;
  let abort: AbortController | undefined;
  let cancelWait: (() => void) | undefined;
  let wake: (() => void) | undefined;

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  /** One request: reads the stream until it ends, fails or is closed. */
  async function connect(): Promise<Outcome> {
    const controller = new AbortController();
    abort = controller;
    let ready = false;
    let endReason: string | undefined;
    let stopTimer: () => void = () => {};
    // Restarted on every chunk: the silence limit, or the first message's limit until it has come.
    const watch = (ms: number) => {
      stopTimer();
      stopTimer = setTimer(() => controller.abort(), ms);
    };
    try {
      const headers = new Headers({ Accept: 'text/event-stream' });
      if (lastId) headers.set('Last-Event-ID', lastId);
      watch(readyLimitMs);
      const response = await options.fetch(
        new Request(await options.url(), { headers, signal: controller.signal, cache: 'no-store' }),
      );
      if (response.status === 403) {
        // A banned account's stream is refused with the ban's reason: the app shows the banned page at once
        // (accountBanned.ts), as it does for any other answer of the API.
        const banned = accountBannedReason(403, await response.json().catch(() => null));
        if (banned !== null) reportAccountBanned(banned);
        return { kind: 'refused' };
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { kind: 'failed', ready };
      }
      if (!response.body) return { kind: 'unsupported' };
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = createSseParser({
        message(message) {
          if (message.id) lastId = message.id;
          if (message.event === 'ready' || message.event === 'reset') {
            ready = true;
            setState('open');
          }
          if (message.event === 'end') endReason = (JSON.parse(message.data) as { reason?: string }).reason;
          try {
            options.onMessage(message);
          } catch (error) {
            // One bad event must not cost the stream.
            console.error('live stream:', error);
          }
        },
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        parser.feed(decoder.decode(value, { stream: true }));
        watch(ready ? silenceLimitMs : readyLimitMs);
      }
      return { kind: 'ended', reason: endReason, ready };
    } catch {
      return { kind: 'failed', ready };
    } finally {
      stopTimer();
      controller.abort();
    }
  }

  /** Waits `ms`, or less when {@link close} is called. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      cancelWait = setTimer(resolve, ms);
    });

  async function run() {
    let failures = 0;
    while (!closed) {
      const started = now();
      const outcome = await connect();
      if (closed) break;
      if (outcome.kind === 'unsupported' || outcome.kind === 'refused') {
        // No streaming `fetch` here, or the API refuses this account a stream: polling is all there is.
        setState('polling');
        return;
      }
      const lived = now() - started;
      if (outcome.kind === 'ended' && outcome.ready && lived >= shortLivedMs) {
        // A normal end (the token's expiry, the server's limit): again at once, with a fresh token and the last id.
        failures = 0;
        if (outcome.reason !== 'shutdown') {
          setState('connecting');
          continue;
        }
      }
      if (outcome.ready && lived >= shortLivedMs) failures = 0;
      failures += 1;
      setState(failures >= pollAfterFailures || state === 'polling' ? 'polling' : 'connecting');
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - 1));
      // Jitter: many tabs dropped by one server restart do not all come back in the same millisecond.
      await pause(delay * (0.5 + random() / 2));
    }
  }

  void run();

  return {
    get lastId() {
      return lastId;
    },
    get state() {
      return state;
    },
    close() {
      if (closed) return;
      closed = true;
      abort?.abort();
      cancelWait?.();
      wake?.();
      setState('closed');
    },
  };
}
