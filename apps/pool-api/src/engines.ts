import { connectDatabase, type Database } from './db/database';
import { openMiningcoreDatabase } from './demo-miningcore/database';
import { seedDemo } from './demo-miningcore/demo';
import { createMiningcoreSchema } from './demo-miningcore/schema';
import type { MiningcoreSeeder } from './demo-miningcore/seeder';
import type { Logger } from './log';
import type { SourceOptions } from './options';
import type { Simulator } from './simulator';
import { miningcoreSource } from './source/miningcore';
import { simulatorSource } from './source/simulator';
import type { CycleObserver, PoolSource } from './source/types';

// Which pool engine the API reads: the embedded simulator (over the API's own tables) or Miningcore's database,
// given, at a URL, or else an embedded demo pool (Miningcore's schema in memory, seeded with a week of two pools'
// life and carried on every minute: npm start with LODE_POOL_SOURCE=miningcore).

/** Miningcore's database, when the API reads one. */
export interface EngineDatabase {
  database: Database;
  /** The embedded demo pool writing into it, when the API runs one (a real Miningcore writes its own). */
  demo: MiningcoreSeeder | null;
  /** Closes the database if the API opened it. */
  close(): Promise<void>;
}

/** Opens Miningcore's database when the source is Miningcore (`null` for the simulator). */
export async function openEngineDatabase(
  source: SourceOptions,
  log: Logger,
  now: () => number,
): Promise<EngineDatabase | null> {
  if (source.kind !== 'miningcore') return null;
  if (source.database) return { database: source.database, demo: null, close: async () => {} };
  if (source.databaseUrl) {
    const database = await connectDatabase({ databaseUrl: source.databaseUrl, log, name: 'miningcore' });
    return { database, demo: null, close: () => database.close() };
  }
  const database = await openMiningcoreDatabase({});
  try {
    await createMiningcoreSchema(database);
    return { database, demo: await seedDemo(database, now()), close: () => database.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The pool source: Miningcore's tables when its database is open, else the simulator's. */
export function poolSource(
  engine: EngineDatabase | null,
  source: SourceOptions,
  parts: { db: Database; simulator: Simulator; now: () => number; cycles: CycleObserver },
): PoolSource {
  if (!engine || source.kind !== 'miningcore') return simulatorSource(parts.db, parts.simulator);
  return miningcoreSource({
    lode: parts.db,
    engine: engine.database,
    pools: source.pools,
    now: parts.now,
    cycles: parts.cycles,
    ...(source.adminUrl ? { adminUrl: source.adminUrl } : {}),
  });
}
