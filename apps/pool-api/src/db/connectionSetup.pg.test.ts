import { afterEach, expect, it } from 'vitest';
import { freshDatabase } from '../testing/databases';
import { startRelay } from '../testing/relay';
import { connectDatabase, type Database } from './database';

// A connection PostgreSQL ends while postgres.js is still setting it up (its array-types query under way), as a
// server restart or fail-over ends every session: the query that was waiting for the connection must run on the
// next one, and nothing may escape as an unhandled rejection (Node ends the process on one). postgres.js 3.4.9 did
// both wrong; patches/postgres@3.4.9.patch mends them. A TCP relay in front of the test's real server plays the
// server's side of the ending: the answer PostgreSQL sends a session it terminates, then the closed socket.

/** The message PostgreSQL sends a session it ends (SQLSTATE 57P01 on a fast shutdown or pg_terminate_backend). */
function terminated(): Buffer {
  const field = (type: string, value: string) => Buffer.from(`${type}${value}\0`);
  const body = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', '57P01'),
    field('M', 'terminating connection due to administrator command'),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** Relays connections to the server; the first one is ended, as above, when it asks for the array types. */
const relayEndingFirstSetup = (databaseUrl: string) =>
  startRelay(databaseUrl, ({ client, number, open }) => {
    const upstream = open();
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (number === 1 && chunk.includes('typarray')) {
        upstream.destroy();
        client.end(terminated());
        return;
      }
      upstream.write(chunk);
    });
  });

let db: Database | undefined;
let relay: Awaited<ReturnType<typeof relayEndingFirstSetup>> | undefined;

afterEach(async () => {
  await db?.close();
  relay?.close();
});

it('runs the waiting query on the next connection when the first is ended while it is set up', async () => {
  const { databaseUrl } = await freshDatabase();
  if (!databaseUrl) throw new Error('this file runs on the PostgreSQL lane (postgres:pool-api)');
  relay = await relayEndingFirstSetup(databaseUrl);
  const escaped: unknown[] = [];
  const onUnhandled = (reason: unknown) => escaped.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    db = await connectDatabase({ databaseUrl: relay.url });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(relay.connections).toBe(2);
    // Node reports an unhandled rejection once the microtasks of the turn that made it have run.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(escaped).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
