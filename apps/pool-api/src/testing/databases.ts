import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';

// Where a test's database lives. The `unit:pool-api` project runs on PGlite (in memory, or a folder for data that
// must survive a restart); `postgres:pool-api` runs the same files on a real PostgreSQL server that its
// global set-up starts (testing/postgresSetup.ts), and each database a test asks for is a new one on that server,
// so test files running side by side never see each other's rows. `LODE_TEST_DATABASE_URL` points the PGlite
// project at a server of your own instead.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test PostgreSQL server's admin URL, when the project runs on one. */
    lodePostgresUrl?: string;
  }
}

/** The server this run's databases are created on, or undefined for PGlite. */
export function testServerUrl(): string | undefined {
  return process.env.LODE_TEST_DATABASE_URL || inject('lodePostgresUrl') || undefined;
}

/** Which engine the tests run on, for names and the few assertions that differ. */
export const testEngine = (): 'postgres' | 'pglite' => (testServerUrl() ? 'postgres' : 'pglite');

let created = 0;

/** Creates an empty database on the test server and returns its URL. */
async function createServerDatabase(server: string): Promise<string> {
  const name = `lode_${process.pid}_${Date.now().toString(36)}_${(created += 1)}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}

/** Options for a new, empty database: a fresh one on the test server, else PGlite in memory (`{}`). */
export async function freshDatabase(): Promise<{ databaseUrl?: string }> {
  const server = testServerUrl();
  return server ? { databaseUrl: await createServerDatabase(server) } : {};
}

/**
 * A database that outlives the API or connection using it (a restart test): a database on the test server, else a
 * PGlite folder. `remove()` deletes the folder; server databases go with the server.
 */
export async function lastingDatabase(): Promise<{
  options: { databaseUrl: string } | { dataDir: string };
  remove(): Promise<void>;
}> {
  const server = testServerUrl();
  if (server) return { options: { databaseUrl: await createServerDatabase(server) }, remove: async () => {} };
  const dataDir = await mkdtemp(join(tmpdir(), 'lode-pool-api-'));
  return { options: { dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
