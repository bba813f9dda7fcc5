import { connectDatabase } from '../db/database';
import type { Database } from '../db/types';

// Miningcore's database is the engine's, not Lode's: it is opened as it is, without Lode's migrations, through the
// same PGlite / postgres.js set-up the API uses (bigint read as a number, numeric as a string, timestamptz as a
// Date).

/** Where Miningcore's database is: a PostgreSQL URL, a PGlite folder, or (neither) PGlite in memory. */
export type MiningcoreDatabaseOptions = { databaseUrl?: string; dataDir?: string };

/** Opens a Miningcore database without touching its schema (see `createMiningcoreSchema` for an empty one). */
export function openMiningcoreDatabase(options: MiningcoreDatabaseOptions = {}): Promise<Database> {
  return connectDatabase(options);
}
