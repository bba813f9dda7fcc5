import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real webhook receiver for the tests: an HTTP server on loopback that keeps every request it gets (headers and
// raw body) and answers what the test tells it. `down()` closes its port (connections are refused) and `up()` opens
// the same port again: a receiver that is away, not one that answers errors.

/** One request as the receiver got it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A running receiver. */
export interface TestReceiver {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  received: ReceivedRequest[];
  /** The answer to the next requests: a status and optional headers and body. */
  answer: { status: number; headers?: Record<string, string>; body?: string };
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver on a free loopback port, answering 200 until told otherwise. */
export async function startTestReceiver(): Promise<TestReceiver> {
  const receiver = {} as TestReceiver;
  const open = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(request.headers))
            if (typeof value === 'string') headers[name] = value;
          receiver.received.push({
            method: request.method ?? '',
            path: request.url ?? '/',
            headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
          response
            .writeHead(receiver.answer.status, receiver.answer.headers)
            .end(receiver.answer.body ?? 'ok');
        });
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  let server: Server | null = await open(0);
  const port = (server.address() as AddressInfo).port;
  const stop = async () => {
    const s = server;
    server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  Object.assign(receiver, {
    origin: `http://127.0.0.1:${port}`,
    port,
    received: [],
    answer: { status: 200 },
    down: stop,
    async up() {
      server ??= await open(port);
    },
    close: stop,
  });
  return receiver;
}
