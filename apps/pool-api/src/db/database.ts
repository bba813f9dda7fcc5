import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { errorFields, type Logger } from '../log';
import { POSTGRES_POOL_MAX } from './instrument';
import { migrate } from './migrations';
import { DATABASE_DOWN, isDatabaseUnavailable, neverSent } from './unavailable';
import type { Database } from './types';

export type { Database, Queryable } from './types';

// int8 (oid 20) as a JS number: epoch seconds and amounts in atoms stay far below 2^53, and both engines then agree.
const INT8 = 20;

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [INT8]: (value: string) => Number(value) },
  });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        }),
      ),
    close: () => db.close(),
  };
}

/** How often a database found down is asked again, ms. */
const DOWN_PROBE_MS = 250;

/** What the gate reports: the failure that closed it and how long its query had run, and the outage's length. */
export interface DownGateReport {
  down(error: unknown, queryMs: number): void;
  back(downMs: number): void;
  /** A query lost its connection while the server went on answering others: the gate stayed open. */
  stray?(error: unknown, queryMs: number, retried: boolean): void;
}

/**
 * Once a query finds the server gone, the others are refused at once (a 503 now, not a query queued until the
 * server is back) while `probe` asks every `probeMs` whether it is back.
 *
 * A failure closes the gate only when it can say the server is away. Not that of a query that began before the
 * server was last found back (such as a connection attempt made while the server was starting, answered late on a
 * busy machine), nor that of one during whose life another query was answered: that is its own connection's
 * failure (a new connection not set up within `connect_timeout` while the restarted server sets up dozens at once on
 * a busy machine). Either would otherwise close the gate on a server that answers, and a burst of 503s would follow
 * the recovery. Such a query, if it was never sent (`neverSent`), is tried once more.
 */
export function downGate(
  probe: () => Promise<unknown>,
  { probeMs = DOWN_PROBE_MS, report }: { probeMs?: number; report?: DownGateReport } = {},
) {
  let down: Promise<void> | null = null;
  let closed = false;
  /** How many times the server has been found back. */
  let recoveries = 0;
  /** When a query last succeeded (performance.now()). */
  let answeredAt = -Infinity;
  const noteFailure = (error: unknown, queryMs: number) => {
    if (down || closed) return;
    const downSince = performance.now();
    report?.down(error, queryMs);
    down = (async () => {
      while (!closed) {
        await new Promise((resolve) => setTimeout(resolve, probeMs));
        try {
          await probe();
          break;
        } catch {
          // Still down: ask again.
        }
      }
    })().finally(() => {
      down = null;
      recoveries += 1;
      if (!closed) report?.back(performance.now() - downSince);
    });
  };
  const run = async <T>(work: () => Promise<T>, retried: boolean): Promise<T> => {
    if (down) throw Object.assign(new Error('PostgreSQL is not answering'), { code: DATABASE_DOWN });
    const since = recoveries;
    const began = performance.now();
    try {
      const result = await work();
      answeredAt = performance.now();
      return result;
    } catch (error) {
      // Another failure closed the gate meanwhile, or this one is not about reaching the server.
      if (!isDatabaseUnavailable(error) || since !== recoveries || down) throw error;
      const queryMs = performance.now() - began;
      if (answeredAt <= began) {
        noteFailure(error, queryMs);
        throw error;
      }
      const again = !retried && neverSent(error);
      report?.stray?.(error, queryMs, again);
      if (again) return run(work, true);
      throw error;
    }
  };
  return {
    /** Runs `work` unless the server was found down; a failure that says it is unreachable closes the gate. */
    run: <T>(work: () => Promise<T>): Promise<T> => run(work, false),
    close() {
      closed = true;
    },
  };
}

function openPostgres(url: string, log?: Logger, name = 'lode'): Database {
  const sql = postgres(url, {
    max: POSTGRES_POOL_MAX,
    // A server that does not answer fails a request within seconds (a 503 the client retries), not half a minute.
    connect_timeout: 3,
    // postgres.js waits up to 20 s between attempts to reconnect, and holds every query meanwhile: a restarted
    // server would be left unused that long. And each attempt to a server that is away fails only the one query it
    // was made for: the queries queued when the server went (before the gate closed) fail one per connection per
    // attempt, so 300 of them took 29 s with a second between attempts (nginx gave up first), 3 s with 100 ms.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.1),
    onnotice: () => {},
    types: {
      int8: { to: INT8, from: [INT8], serialize: (v: number) => String(v), parse: (v: string) => Number(v) },
    },
  });
  const gate = downGate(() => sql.unsafe('SELECT 1'), {
    ...(log && {
      report: {
        down: (error, queryMs) =>
          log.warn('database found down', {
            database: name,
            ...errorFields(error),
            stack: undefined,
            queryMs: Math.round(queryMs),
          }),
        back: (downMs) => log.info('database back', { database: name, downMs: Math.round(downMs) }),
        stray: (error, queryMs, retried) =>
          log.warn('database connection failed while the server answered', {
            database: name,
            ...errorFields(error),
            stack: undefined,
            queryMs: Math.round(queryMs),
            retried,
          }),
      },
    }),
  });
  const run = async <T>(
    client: postgres.Sql | postgres.TransactionSql,
    text: string,
    params: unknown[] = [],
  ) => (await client.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[];
  const guarded = <T>(work: () => Promise<T>) => gate.run(work);
  return {
    kind: 'postgres',
    query: (text, params) => guarded(() => run(sql, text, params)),
    transaction: (work) =>
      guarded(
        async () =>
          (await sql.begin((tx) => work({ query: (text, params) => run(tx, text, params) }))) as Awaited<
            ReturnType<typeof work>
          >,
      ),
    close: () => {
      gate.close();
      return sql.end({ timeout: 5 });
    },
  };
}

/**
 * Opens PostgreSQL at `databaseUrl` when given, else PGlite in `dataDir` (in memory without one), as it is: no
 * migrations (a database another program owns, such as Miningcore's, is opened this way).
 */
export async function connectDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Where PostgreSQL's outages are told: found down (with the failure) and back. */
  log?: Logger;
  /** The database's name in those lines (default `lode`). */
  name?: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.log, options.name)
    : await openPglite(options.dataDir);
}

/** Opens PostgreSQL at `databaseUrl` when given, else PGlite in `dataDir` (in memory without one), and migrates it. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  log?: Logger;
}): Promise<Database> {
  const db = await connectDatabase(options);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
