import postgres from 'postgres';
import { afterEach, expect, it } from 'vitest';
import { freshDatabase } from '../testing/databases';
import { waitFor } from '../../../../scripts/wait.ts';
import { connectDatabase, type Database } from './database';
import { POSTGRES_POOL_MAX } from './instrument';

// PostgreSQL ends a session while it runs a query (a restart's fast shutdown ends every session so): the server
// sends that query an error (57P01) and closes the connection. postgres.js 3.4.9 kept that query and its error on
// the connection, and the next session it opened there handed the stale error to its first query, one begun well
// after the server was back. That closed the API's database gate again after each restart (a burst of 503s on a
// working server); patches/postgres@3.4.9.patch forgets a closed session's query and error.

let db: Database | undefined;
let admin: postgres.Sql | undefined;

afterEach(async () => {
  await db?.close();
  await admin?.end({ timeout: 1 });
});

it("the next session on a connection whose query was ended does not inherit that query's error", async () => {
  const { databaseUrl } = await freshDatabase();
  if (!databaseUrl) throw new Error('this file runs on the PostgreSQL lane (postgres:pool-api)');
  const pool = await connectDatabase({ databaseUrl });
  db = pool;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  admin = sql;
  const poolful = () =>
    Array.from({ length: POSTGRES_POOL_MAX }, (_, i) => pool.query(`SELECT ${i} AS n, pg_sleep(0.05)`));
  // Every connection of the pool set up and idle.
  await Promise.all(poolful());
  // One of them runs a query when the server ends its session. Its failure is caught at once: the socket's close
  // may reach it before the terminate call returns, and an unhandled rejection would fail the run.
  const ended = pool.query('SELECT pg_sleep(30)').then(
    () => undefined,
    (error: unknown) => error,
  );
  const victim = await waitFor(
    () =>
      sql
        .unsafe<{ pid: number }[]>("SELECT pid FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)'")
        .then((rows) => rows[0]?.pid),
    'the long query running',
  );
  await sql.unsafe('SELECT pg_terminate_backend($1)', [victim]);
  expect(await ended).toMatchObject({ code: expect.stringMatching(/^(57P01|CONNECTION_CLOSED)$/) });
  // The API's gate, closed by that failure, opens again on the connections still there.
  await waitFor(() => pool.query('SELECT 1').then(() => true), 'the database answering again');
  // As many queries at once as the pool has connections: one of them sets up a new session where the ended one was.
  const answers = await Promise.allSettled(poolful());
  expect(answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []))).toEqual([]);
});
