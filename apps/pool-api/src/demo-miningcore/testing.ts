import type { Database } from '../db/types';
import { freshDatabase } from '../testing/databases';
import { openMiningcoreDatabase } from './database';
import { createMiningcoreSchema } from './schema';

// What the Miningcore tests share: an empty Miningcore database on the project's engine, and rows read back in a
// comparable form.

/** A new database with Miningcore's schema: PGlite in memory, or a fresh one on the test PostgreSQL server. */
export async function freshMiningcoreDatabase(): Promise<Database> {
  const db = await openMiningcoreDatabase(await freshDatabase());
  try {
    await createMiningcoreSchema(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** A share as the tests read it back. */
export interface ShareRow {
  miner: string;
  worker: string;
  difficulty: number;
  networkdifficulty: number;
  blockheight: number;
  created: Date;
}

/** A pool's shares, oldest first. */
export const readShares = (db: Database, pool: string) =>
  db.query<ShareRow>(
    `SELECT miner, worker, difficulty, networkdifficulty, blockheight, created FROM shares
      WHERE poolid = $1 ORDER BY created, miner, worker`,
    [pool],
  );

/** A `minerstats` row as the tests read it back. */
export interface MinerStatsRow {
  miner: string;
  worker: string;
  hashrate: number;
  sharespersecond: number;
  created: Date;
}

/** A pool's `minerstats`, in time order, `worker` narrowing to one worker. */
export const readMinerStats = (db: Database, pool: string, worker?: string) =>
  db.query<MinerStatsRow>(
    `SELECT miner, worker, hashrate, sharespersecond, created FROM minerstats
      WHERE poolid = $1 AND ($2::text IS NULL OR worker = $2) ORDER BY created, miner, worker`,
    [pool, worker ?? null],
  );

/** `value`, or a failure naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}
