import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { connectDatabase, type Database } from './database';
import { isDatabaseUnavailable } from './unavailable';

// The PostgreSQL connection pool when the server is away: the queries already waiting for a connection when it went
// (a busy replica has hundreds) fail within seconds, each as "not answering" (a 503 the client retries), not
// one per connection per second, which held the last of 300 for half a minute.

/** A loopback port nothing listens on: every connection to it is refused at once. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

let db: Database | undefined;

afterEach(async () => {
  await db?.close();
});

it('fails the queries queued for a server that is away within seconds, each as the database not answering', async () => {
  db = await connectDatabase({ databaseUrl: `postgres://lode@127.0.0.1:${await refusingPort()}/lode` });
  const open = db;
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: 300 }, () =>
      open.query('SELECT 1').then(
        () => 'answered',
        (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)),
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  expect(new Set(outcomes)).toEqual(new Set(['unavailable']));
  // The waits between attempts are timers, not work: 3 s here, 29 s before; 15 s leaves a slow machine room.
  expect(seconds).toBeLessThan(15);
});
