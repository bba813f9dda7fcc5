// The live stream read over real HTTP with fetch, as the web client reads it, for the stream's tests.

/** One server-sent event as a client reads it. */
export interface Message {
  id: string | undefined;
  event: string;
  data: string;
}

/** A stream read as a client reads it: messages as they arrive, comments counted, the end noticed. */
export class StreamReader {
  readonly messages: Message[] = [];
  comments = 0;
  ended = false;
  readonly #waiters = new Set<() => void>();
  readonly #abort = new AbortController();
  response!: Response;

  /** Opens `GET /account/stream` of the API at `url` with `token` (none: `null`), resuming after `lastEventId`. */
  static async open(url: string, token: string | null, lastEventId?: string): Promise<StreamReader> {
    const reader = new StreamReader();
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    reader.response = await fetch(`${url}/api/v1/account/stream`, {
      headers,
      signal: reader.#abort.signal,
    });
    if (reader.response.ok) void reader.#read();
    return reader;
  }

  async #read() {
    const body = this.response.body as ReadableStream<Uint8Array>;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) this.comments += 1;
            else {
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
          }
          if (fields.has('event'))
            this.messages.push({
              id: fields.get('id'),
              event: fields.get('event') as string,
              data: fields.get('data') ?? '',
            });
          this.#wake();
        }
      }
    } catch {
      // Aborted by the test.
    }
    this.ended = true;
    this.#wake();
  }

  #wake() {
    for (const waiter of this.#waiters) waiter();
  }

  /** Resolves once `condition` holds (checked on every message); fails after `ms`. */
  until(condition: () => boolean, what: string, ms = 15_000): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`stream: no ${what} within ${ms} ms; got ${JSON.stringify(this.messages)}`));
      }, ms);
      const check = () => {
        if (!condition()) return;
        clearTimeout(timer);
        this.#waiters.delete(check);
        resolve();
      };
      this.#waiters.add(check);
    });
  }

  /** Events of the account (not the stream's own ready/reset/end). */
  get events(): Message[] {
    return this.messages.filter((m) => !['ready', 'reset', 'end'].includes(m.event));
  }

  get lastId(): number {
    return Number(this.messages.filter((m) => m.id !== undefined).at(-1)?.id ?? Number.NaN);
  }

  close() {
    this.#abort.abort();
  }
}
