import { afterEach, expect, it } from 'vitest';
import { createLogger } from '../log';
import { freshDatabase } from '../testing/databases';
import { startRelay } from '../testing/relay';
import { connectDatabase, type Database } from './database';

// A new connection the server does not finish setting up within `connect_timeout` (3 s), while the connections
// already set up go on answering: what a restarted PostgreSQL on a busy machine does when every replica opens its
// pool at once. That query's failure says nothing about the server: the gate in front of the database must stay
// open (else every request is refused for a while, after the outage is over), and the query, never sent, runs on
// another connection. A TCP relay in front of the test's real server holds the second connection unanswered.

/** Relays connections to the server, but never answers the second one. */
const relayHoldingSecond = (databaseUrl: string) =>
  startRelay(databaseUrl, ({ client, number, open }) => {
    if (number === 2) return;
    const upstream = open();
    upstream.pipe(client);
    client.pipe(upstream);
  });

let db: Database | undefined;
let relay: Awaited<ReturnType<typeof relayHoldingSecond>> | undefined;

afterEach(async () => {
  await db?.close();
  relay?.close();
});

it('a connection not set up in time while the server answers: the query runs on another, nothing is refused', async () => {
  const { databaseUrl } = await freshDatabase();
  if (!databaseUrl) throw new Error('this file runs on the PostgreSQL lane (postgres:pool-api)');
  relay = await relayHoldingSecond(databaseUrl);
  const logged: { level: string; message: string; code?: string; retried?: boolean }[] = [];
  db = await connectDatabase({
    databaseUrl: relay.url,
    log: createLogger({ write: (line) => logged.push(JSON.parse(line) as (typeof logged)[number]) }),
  });
  expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  // The first connection busy, a query asks for a second one, which the relay holds.
  const busy = db.query('SELECT pg_sleep(0.2)');
  const held = db.query<{ two: number }>('SELECT 2 AS two');
  await busy;
  let settled = false;
  void held.then(
    () => (settled = true),
    () => (settled = true),
  );
  // While it waits, the server answers: queries go through the gate all along.
  const answered: number[] = [];
  while (!settled) {
    answered.push(...(await db.query<{ n: number }>('SELECT 3 AS n')).map((row) => row.n));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await held).toEqual([{ two: 2 }]);
  expect(answered.length).toBeGreaterThan(0);
  expect(await db.query('SELECT 4 AS four')).toEqual([{ four: 4 }]);
  expect(logged.map(({ level, message, code, retried }) => ({ level, message, code, retried }))).toEqual([
    {
      level: 'warn',
      message: 'database connection failed while the server answered',
      code: 'CONNECT_TIMEOUT',
      retried: true,
    },
  ]);
}, 20_000);
