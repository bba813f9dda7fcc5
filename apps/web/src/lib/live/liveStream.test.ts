import { afterEach, describe, expect, it } from 'vitest';
import {
  firstDelayMs,
  openLiveStream,
  pollAfterFailures,
  readyLimitMs,
  silenceLimitMs,
  type LiveState,
  type LiveStream,
} from './liveStream';
import { onAccountBanned } from '../pool/accountBanned';
import type { SseMessage } from './sse';

// The connection's rules against a scripted network: each request waits for the test to answer it, with a status
// and a body the test writes to as a server would, and fails as a real fetch does when the client aborts it. Time is
// the test's own clock, so a backoff is shown by what does and does not happen as the clock moves.

interface Exchange {
  request: Request;
  /** Answers the request: a stream body for 200, an empty one otherwise. */
  answer(status?: number, streaming?: boolean, body?: string): void;
  /** Writes bytes to the answer's body. */
  write(text: string): void;
  /** Ends the body (the server closed it). */
  end(): void;
  /** Breaks the body (the connection dropped). */
  drop(): void;
}

function network() {
  const exchanges: Exchange[] = [];
  const encoder = new TextEncoder();
  const fetch = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      let body: ReadableStreamDefaultController<Uint8Array> | undefined;
      request.signal.addEventListener('abort', () => {
        const error = new DOMException('The operation was aborted.', 'AbortError');
        reject(error);
        try {
          body?.error(error);
        } catch {
          // Already closed.
        }
      });
      exchanges.push({
        request,
        answer(status = 200, streaming = true, text = '{}') {
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              body = controller;
            },
          });
          resolve(
            new Response(status === 200 && streaming ? stream : status === 200 ? null : text, { status }),
          );
        },
        write: (text) => body?.enqueue(encoder.encode(text)),
        end: () => body?.close(),
        drop: () => body?.error(new TypeError('network error')),
      });
    });
  return { exchanges, fetch };
}

/** A clock the test moves; timers run when it passes them. */
function clock() {
  let time = 0;
  let timers: { at: number; run: () => void }[] = [];
  return {
    now: () => time,
    setTimer(run: () => void, ms: number) {
      const timer = { at: time + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    async advance(ms: number) {
      const until = time + ms;
      for (;;) {
        await settle();
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        time = due.at;
        timers = timers.filter((t) => t !== due);
        due.run();
      }
      time = until;
      await settle();
    },
  };
}

/** Moves the clock `ms` on while the server sends its heartbeat every 15 s, as an idle stream does. */
async function idle(time: ReturnType<typeof clock>, exchange: Exchange | undefined, ms: number) {
  for (let passed = 0; passed < ms; passed += 15_000) {
    await time.advance(Math.min(15_000, ms - passed));
    exchange?.write(': heartbeat\n\n');
  }
  await settle();
}

/** Lets promises and stream reads run (a few macrotasks: a body's chunk passes through several). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const ready = (id: number) => `retry: 2000\nid: ${id}\nevent: ready\ndata: {"expiresAt":null}\n\n`;
const event = (id: number, type = 'worker') => `id: ${id}\nevent: ${type}\ndata: {"n":${id}}\n\n`;

let stream: LiveStream | undefined;
afterEach(() => stream?.close());

function start(lastId?: string) {
  const net = network();
  const time = clock();
  const messages: SseMessage[] = [];
  const states: LiveState[] = [];
  stream = openLiveStream({
    url: async () => 'http://localhost/api/v1/account/stream',
    fetch: net.fetch,
    onMessage: (m) => messages.push(m),
    onState: (s) => states.push(s),
    setTimer: time.setTimer,
    now: time.now,
    random: () => 1,
    ...(lastId ? { lastId } : {}),
  });
  return { net, time, messages, states, stream };
}

describe('openLiveStream', () => {
  it('opens the stream, is open once `ready` comes, and hands over every message in order', async () => {
    const { net, messages, states } = start();
    await settle();
    const [first] = net.exchanges;
    if (!first) throw new Error('no request');
    expect(first.request.url).toBe('http://localhost/api/v1/account/stream');
    expect(first.request.headers.get('accept')).toBe('text/event-stream');
    expect(first.request.headers.has('last-event-id')).toBe(false);
    first.answer();
    first.write(ready(10) + ': heartbeat\n\n' + event(11));
    first.write(event(12, 'alert'));
    await settle();
    expect(states).toEqual(['open']);
    expect(messages.map((m) => [m.event, m.id])).toEqual([
      ['ready', '10'],
      ['worker', '11'],
      ['alert', '12'],
    ]);
    expect(stream?.lastId).toBe('12');
  });

  it('after a drop waits, then resumes after the last id it received', async () => {
    const { net, time, states } = start();
    await settle();
    net.exchanges[0]?.answer();
    net.exchanges[0]?.write(ready(10) + event(11));
    await idle(time, net.exchanges[0], 60_000);
    net.exchanges[0]?.drop();
    await settle();
    expect(states).toEqual(['open', 'connecting']);
    // Not at once: the first delay (jitter aside) passes first.
    await time.advance(firstDelayMs - 1);
    expect(net.exchanges).toHaveLength(1);
    await time.advance(1);
    expect(net.exchanges).toHaveLength(2);
    expect(net.exchanges[1]?.request.headers.get('last-event-id')).toBe('11');
    net.exchanges[1]?.answer();
    net.exchanges[1]?.write(ready(11) + event(12));
    await settle();
    expect(states).toEqual(['open', 'connecting', 'open']);
  });

  it('resumes after the id it is given (a stream closed earlier in the tab)', async () => {
    const { net } = start('41');
    await settle();
    expect(net.exchanges[0]?.request.headers.get('last-event-id')).toBe('41');
  });

  it('backs off doubling on failures in a row, polls after a few, and is open again once a stream opens', async () => {
    const { net, time, states } = start();
    const delays: number[] = [];
    for (let attempt = 0; attempt < pollAfterFailures + 1; attempt += 1) {
      await settle();
      net.exchanges[attempt]?.answer(503);
      const before = time.now();
      while (net.exchanges.length === attempt + 1) await time.advance(250);
      delays.push(time.now() - before);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    // It starts connecting; the third failure in a row turns it to polling.
    expect(states).toEqual(['polling']);
    net.exchanges.at(-1)?.answer();
    net.exchanges.at(-1)?.write(ready(3));
    await settle();
    expect(states.at(-1)).toBe('open');
  });

  it('reconnects at once when the server ends a long stream at the token’s expiry', async () => {
    const { net, time, states } = start();
    await settle();
    net.exchanges[0]?.answer();
    net.exchanges[0]?.write(ready(5));
    await idle(time, net.exchanges[0], 300_000);
    net.exchanges[0]?.write('id: 6\nevent: end\ndata: {"reason":"token_expired"}\n\n');
    net.exchanges[0]?.end();
    await settle();
    expect(net.exchanges).toHaveLength(2);
    expect(net.exchanges[1]?.request.headers.get('last-event-id')).toBe('6');
    expect(states).toEqual(['open', 'connecting']);
  });

  it('never loops tightly on a server that ends every stream at once', async () => {
    const { net, time } = start();
    for (let i = 0; i < 3; i += 1) {
      await settle();
      const exchange = net.exchanges.at(-1);
      exchange?.answer();
      exchange?.write(ready(i) + 'event: end\ndata: {"reason":"token_expired"}\n\n');
      exchange?.end();
      await settle();
      // The next attempt waits for the backoff.
      expect(net.exchanges).toHaveLength(i + 1);
      await time.advance(10_000);
    }
  });

  it('gives a stream that stays silent up, before `ready` and after it, and tries again', async () => {
    const { net, time } = start();
    await settle();
    net.exchanges[0]?.answer();
    await time.advance(readyLimitMs);
    expect(net.exchanges[0]?.request.signal.aborted).toBe(true);
    await time.advance(firstDelayMs);
    net.exchanges[1]?.answer();
    net.exchanges[1]?.write(ready(1));
    await time.advance(silenceLimitMs - 1);
    expect(net.exchanges[1]?.request.signal.aborted).toBe(false);
    await time.advance(1);
    expect(net.exchanges[1]?.request.signal.aborted).toBe(true);
  });

  it('polls for good where the API refuses the stream or the browser cannot stream a response', async () => {
    for (const [status, streaming] of [
      [403, true],
      [200, false],
    ] as const) {
      const { net, time, states } = start();
      await settle();
      net.exchanges[0]?.answer(status, streaming);
      await time.advance(10 * 60_000);
      expect(states).toEqual(['polling']);
      expect(net.exchanges).toHaveLength(1);
      stream?.close();
    }
  });

  it('reports a ban when the API refuses a banned account its stream, and polls', async () => {
    const heard: string[] = [];
    const stop = onAccountBanned((reason) => heard.push(reason));
    try {
      const { net, time, states } = start();
      await settle();
      net.exchanges[0]?.answer(
        403,
        true,
        JSON.stringify({ code: 'account_banned', message: 'This account is banned', reason: 'spam' }),
      );
      await time.advance(1000);
      expect(heard).toEqual(['spam']);
      expect(states).toEqual(['polling']);
      stream?.close();
    } finally {
      stop();
    }
  });

  it('closes: the request is aborted and nothing is asked again', async () => {
    const { net, time, states } = start();
    await settle();
    net.exchanges[0]?.answer();
    net.exchanges[0]?.write(ready(1));
    await settle();
    stream?.close();
    await time.advance(10 * 60_000);
    expect(net.exchanges[0]?.request.signal.aborted).toBe(true);
    expect(net.exchanges).toHaveLength(1);
    expect(states).toEqual(['open', 'closed']);
  });
});
