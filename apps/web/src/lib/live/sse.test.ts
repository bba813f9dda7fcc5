import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ message: (m) => messages.push(m), retry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.feed(chunk);
  return { messages, retries };
}

// The pool API's stream as it begins: the retry hint, `ready`, a heartbeat, two events.
const stream =
  'retry: 2000\nid: 41\nevent: ready\ndata: {"expiresAt":"2026-11-22T18:05:00.000Z"}\n\n' +
  ': heartbeat\n\n' +
  'id: 42\nevent: worker\ndata: {"workerId":"w1","status":"offline"}\n\n' +
  'id: 43\nevent: alert\ndata: {"id":"a1"}\n\n';

describe('createSseParser', () => {
  it('reads the pool API’s messages with their ids and types, skipping the heartbeat', () => {
    const { messages, retries } = parse([stream]);
    expect(retries).toEqual([2000]);
    expect(messages).toEqual([
      { event: 'ready', id: '41', data: '{"expiresAt":"2026-11-22T18:05:00.000Z"}' },
      { event: 'worker', id: '42', data: '{"workerId":"w1","status":"offline"}' },
      { event: 'alert', id: '43', data: '{"id":"a1"}' },
    ]);
  });

  it('gives the same messages however the network splits the bytes, one character at a time included', () => {
    const whole = parse([stream]).messages;
    expect(parse(stream.split('')).messages).toEqual(whole);
    for (const size of [2, 3, 7, 16, 50]) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parse(chunks).messages, `chunks of ${size}`).toEqual(whole);
    }
  });

  it('accepts CR LF and CR line ends, also when a CR LF pair is split between chunks', () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    expect(parse([crlf]).messages).toEqual(parse([stream]).messages);
    expect(parse(crlf.split(/(?<=\r)/)).messages).toEqual(parse([stream]).messages);
    expect(parse([stream.replaceAll('\n', '\r')]).messages).toEqual(parse([stream]).messages);
  });

  it('joins data lines, defaults the type to message, keeps the last id, and waits for the blank line', () => {
    const { messages } = parse([
      'data: one\ndata:two\n\n',
      'id: 7\ndata\n\n',
      'data: three\n\ndata: unfinished\n',
    ]);
    expect(messages).toEqual([
      { event: 'message', id: '', data: 'one\ntwo' },
      { event: 'message', id: '7', data: '' },
      { event: 'message', id: '7', data: 'three' },
    ]);
  });

  it('dispatches nothing for a message without data, and ignores unknown fields and a bad retry', () => {
    const { messages, retries } = parse(['event: ready\n\n', 'retry: soon\nfoo: bar\n\n']);
    expect(messages).toEqual([]);
    expect(retries).toEqual([]);
  });
});
