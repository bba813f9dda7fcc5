// A parser of the `text/event-stream` format (the WHATWG HTML standard's "event stream interpretation"), for streams
// read with `fetch`: the browser's EventSource cannot send the `Authorization` header the pool API asks for.

/** One dispatched message of an event stream. */
export interface SseMessage {
  /** The `event:` field; `message` when the message named none. */
  event: string;
  /** The `data:` lines joined with line feeds. */
  data: string;
  /** The stream's last event id when the message was dispatched (an `id:` field sticks for later messages). */
  id: string;
}

/** What {@link createSseParser} reports besides messages. */
export interface SseHandlers {
  /** A complete message. */
  message(message: SseMessage): void;
  /** A `retry:` field: the reconnection delay the server asks for, in milliseconds. */
  retry?(ms: number): void;
}

/**
 * An incremental parser: feed it the decoded text as it arrives, in chunks of any size (a line, a field or a
 * CR LF pair may be split between two chunks); it calls `message` for each message a blank line ends. Comments
 * (`: heartbeat`) are skipped; a message without data is not dispatched, as the standard says.
 */
export function createSseParser(handlers: SseHandlers): { feed(text: string): void } {
  let buffer = '';
  let lastId = '';
  let event = '';
  let data: string[] = [];
  // A chunk that ended with CR: a LF at the start of the next belongs to the same line end.
  let afterCarriageReturn = false;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) handlers.message({ event: event || 'message', data: data.join('\n'), id: lastId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') {
      if (!value.includes('\0')) lastId = value;
    } else if (field === 'retry' && /^\d+$/.test(value)) handlers.retry?.(Number(value));
  };

  return {
    feed(text: string) {
      let chunk = text;
      if (afterCarriageReturn && chunk.startsWith('\n')) chunk = chunk.slice(1);
      afterCarriageReturn = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 === buffer.length) afterCarriageReturn = true;
          else if (buffer[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
