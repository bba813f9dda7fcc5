import type { Queryable } from '../db/types';

// Miningcore's own PostgreSQL schema (the mainline engine, not a fork), so tests, the demo and the benchmark run on
// the tables a real pool has. Column names, types, nullability, defaults and indexes are Miningcore's: the SQL that
// reads them must work against a database Miningcore created, not one shaped to suit Lode. The engine writes
// amounts as numeric(28,12) (read back as strings), hashrates and difficulties as double precision, and every
// time as timestamptz in UTC. Every table carries the pool's configured id (`poolid`): LTC and DOGE are two pools.

/** The tables Miningcore creates, in creation order. */
export const miningcoreTables = [
  'shares',
  'blocks',
  'balances',
  'balance_changes',
  'miner_settings',
  'payments',
  'poolstats',
  'minerstats',
] as const;

/** One of {@link miningcoreTables}. */
export type MiningcoreTable = (typeof miningcoreTables)[number];

const tables: Record<MiningcoreTable, string> = {
  // Accepted shares only (rejects are never stored); no key. `difficulty` is the stratum difficulty divided by the
  // coin's share multiplier, on the same scale as `networkdifficulty`. `worker` is '' when the login had none.
  shares: `CREATE TABLE shares (
    poolid TEXT NOT NULL,
    blockheight BIGINT NOT NULL,
    difficulty DOUBLE PRECISION NOT NULL,
    networkdifficulty DOUBLE PRECISION NOT NULL,
    miner TEXT NOT NULL,
    worker TEXT NULL,
    useragent TEXT NULL,
    ipaddress TEXT NOT NULL,
    source TEXT NULL,
    created TIMESTAMPTZ NOT NULL
  )`,
  // `type` is NULL for the bitcoin family, so the unique constraint does not bind there (NULLs are distinct).
  blocks: `CREATE TABLE blocks (
    id BIGSERIAL NOT NULL PRIMARY KEY,
    poolid TEXT NOT NULL,
    blockheight BIGINT NOT NULL,
    networkdifficulty DOUBLE PRECISION NOT NULL,
    status TEXT NOT NULL,
    type TEXT NULL,
    confirmationprogress FLOAT NOT NULL DEFAULT 0,
    effort FLOAT NULL,
    transactionconfirmationdata TEXT NOT NULL,
    miner TEXT NULL,
    reward DECIMAL(28,12) NULL,
    source TEXT NULL,
    hash TEXT NULL,
    created TIMESTAMPTZ NOT NULL,
    CONSTRAINT blocks_pool_height UNIQUE (poolid, blockheight, type)
  )`,
  balances: `CREATE TABLE balances (
    poolid TEXT NOT NULL,
    address TEXT NOT NULL,
    amount DECIMAL(28,12) NOT NULL DEFAULT 0,
    created TIMESTAMPTZ NOT NULL,
    updated TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (poolid, address)
  )`,
  // Signed amounts; the engine always writes an empty `tags` array, and no block id (it is only in `usage`).
  balance_changes: `CREATE TABLE balance_changes (
    id BIGSERIAL NOT NULL PRIMARY KEY,
    poolid TEXT NOT NULL,
    address TEXT NOT NULL,
    amount DECIMAL(28,12) NOT NULL DEFAULT 0,
    usage TEXT NULL,
    tags TEXT[] NULL,
    created TIMESTAMPTZ NOT NULL
  )`,
  miner_settings: `CREATE TABLE miner_settings (
    poolid TEXT NOT NULL,
    address TEXT NOT NULL,
    paymentthreshold DECIMAL(28,12) NOT NULL,
    created TIMESTAMPTZ NOT NULL,
    updated TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (poolid, address)
  )`,
  // `coin` is the ticker; `amount` the unrounded balance that was paid.
  payments: `CREATE TABLE payments (
    id BIGSERIAL NOT NULL PRIMARY KEY,
    poolid TEXT NOT NULL,
    coin TEXT NOT NULL,
    address TEXT NOT NULL,
    amount DECIMAL(28,12) NOT NULL,
    transactionconfirmationdata TEXT NOT NULL,
    created TIMESTAMPTZ NOT NULL
  )`,
  poolstats: `CREATE TABLE poolstats (
    id BIGSERIAL NOT NULL PRIMARY KEY,
    poolid TEXT NOT NULL,
    connectedminers INT NOT NULL DEFAULT 0,
    poolhashrate DOUBLE PRECISION NOT NULL DEFAULT 0,
    sharespersecond DOUBLE PRECISION NOT NULL DEFAULT 0,
    networkhashrate DOUBLE PRECISION NOT NULL DEFAULT 0,
    networkdifficulty DOUBLE PRECISION NOT NULL DEFAULT 0,
    lastnetworkblocktime TIMESTAMPTZ NULL,
    blockheight BIGINT NOT NULL DEFAULT 0,
    connectedpeers INT NOT NULL DEFAULT 0,
    created TIMESTAMPTZ NOT NULL
  )`,
  // One row per (miner, worker) per statistics cycle; no per-miner total rows. `worker` is '' when there was none.
  minerstats: `CREATE TABLE minerstats (
    id BIGSERIAL NOT NULL PRIMARY KEY,
    poolid TEXT NOT NULL,
    miner TEXT NOT NULL,
    worker TEXT NOT NULL,
    hashrate DOUBLE PRECISION NOT NULL DEFAULT 0,
    sharespersecond DOUBLE PRECISION NOT NULL DEFAULT 0,
    created TIMESTAMPTZ NOT NULL
  )`,
};

/** Miningcore's secondary indexes by table (names as the engine gives them, folded to lower case by PostgreSQL). */
export const miningcoreIndexes: Record<MiningcoreTable, string[]> = {
  shares: [
    'CREATE INDEX idx_shares_pool_miner ON shares (poolid, miner)',
    'CREATE INDEX idx_shares_pool_created ON shares (poolid, created)',
    'CREATE INDEX idx_shares_pool_miner_difficulty ON shares (poolid, miner, difficulty)',
  ],
  blocks: ['CREATE INDEX idx_blocks_pool_block_status ON blocks (poolid, blockheight, status)'],
  balances: [],
  balance_changes: [
    'CREATE INDEX idx_balance_changes_pool_address_created ON balance_changes (poolid, address, created DESC)',
    'CREATE INDEX idx_balance_changes_pool_tags ON balance_changes USING gin (tags)',
  ],
  miner_settings: [],
  payments: ['CREATE INDEX idx_payments_pool_coin_wallet ON payments (poolid, coin, address)'],
  poolstats: ['CREATE INDEX idx_poolstats_pool_created ON poolstats (poolid, created)'],
  minerstats: [
    'CREATE INDEX idx_minerstats_pool_created ON minerstats (poolid, created)',
    'CREATE INDEX idx_minerstats_pool_miner_created ON minerstats (poolid, miner, created)',
    'CREATE INDEX idx_minerstats_pool_miner_worker_created_hashrate ON minerstats (poolid, miner, worker, created DESC, hashrate)',
  ],
};

/** The name of an index from its CREATE statement in {@link miningcoreIndexes}. */
export const indexName = (statement: string): string => /INDEX (\S+)/.exec(statement)?.[1] ?? statement;

/** Every statement that creates Miningcore's schema on an empty database, in order. */
export function miningcoreSchemaStatements(): string[] {
  return miningcoreTables.flatMap((table) => [tables[table], ...miningcoreIndexes[table]]);
}

/** Creates Miningcore's tables and indexes in one transaction; fails if any of them already exists. */
export async function createMiningcoreSchema(db: {
  transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R>;
}): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of miningcoreSchemaStatements()) await tx.query(statement);
  });
}

/** Drops Miningcore's tables (and so their rows and indexes) where they exist. */
export async function dropMiningcoreSchema(db: Queryable): Promise<void> {
  await db.query(`DROP TABLE IF EXISTS ${[...miningcoreTables].reverse().join(', ')}`);
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then builds them again: a large first load into
 * empty tables is several times faster that way. The indexes come back even when `load` fails.
 */
export async function withoutIndexes<R>(
  db: Queryable,
  tables: MiningcoreTable[],
  load: () => Promise<R>,
): Promise<R> {
  const statements = tables.flatMap((table) => miningcoreIndexes[table]);
  for (const statement of statements) await db.query(`DROP INDEX IF EXISTS ${indexName(statement)}`);
  try {
    return await load();
  } finally {
    for (const statement of statements) await db.query(statement);
  }
}
