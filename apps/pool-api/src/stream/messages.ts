import type { StreamEvent } from './log';

// The bytes of the stream's server-sent events, encoded once for every stream that sends them (hub.ts).

const encoder = new TextEncoder();

/** One SSE message. */
export function message(event: string, id: number | null, data: string): Uint8Array {
  return encoder.encode(`${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`);
}

/** An event with its message encoded once, for every stream that sends it. */
export interface Encoded extends StreamEvent {
  bytes: Uint8Array;
}

/** A `ban` event is never sent: it ends the streams opened before it (`end` with `account_banned`). */
export const encoded = (e: StreamEvent): Encoded => ({
  ...e,
  bytes: e.type === 'ban' ? new Uint8Array(0) : message(e.type, e.id, e.data),
});

/** The stream's last message. */
export const endMessage = (reason: string) =>
  encoder.encode(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);

/** Several messages as one chunk: one write to the socket instead of one each. */
export function joined(events: Encoded[]): Uint8Array {
  if (events.length === 1) return (events[0] as Encoded).bytes;
  const out = new Uint8Array(events.reduce((n, e) => n + e.bytes.length, 0));
  let at = 0;
  for (const e of events) {
    out.set(e.bytes, at);
    at += e.bytes.length;
  }
  return out;
}
