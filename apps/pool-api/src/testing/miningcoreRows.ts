import type { Queryable } from '../db/database';
import { MININGCORE_CYCLE_SECONDS } from '../source/miningcore/config';

// Rows written into Miningcore's tables the way the engine writes them, for tests that need exact figures: a
// statistics sample every cycle per worker, one 0 row when a worker stops, pool statistics, reward credits.

const CYCLE = MININGCORE_CYCLE_SECONDS;

/** Statistics rows of one worker, one per cycle in (from, until], at a constant hashrate. */
export async function mine(
  engine: Queryable,
  row: { pool: string; miner: string; worker: string; hashrate: number; from: number; until: number },
) {
  await engine.query(
    `INSERT INTO minerstats (poolid, miner, worker, hashrate, sharespersecond, created)
     SELECT $1, $2, $3, $4::float8, 1, to_timestamp(t) FROM generate_series($5::bigint, $6::bigint, $7::bigint) AS t`,
    [row.pool, row.miner, row.worker, row.hashrate, row.from + CYCLE, row.until, CYCLE],
  );
}

/** The one 0 row Miningcore writes when a worker stops. */
export async function stop(
  engine: Queryable,
  row: { pool: string; miner: string; worker: string; at: number },
) {
  await engine.query(
    `INSERT INTO minerstats (poolid, miner, worker, hashrate, sharespersecond, created)
     VALUES ($1, $2, $3, 0, 0, to_timestamp($4))`,
    [row.pool, row.miner, row.worker, row.at],
  );
}

/** One `poolstats` row per cycle in (from, until]: two miners, network hashrate 50× the pool's. */
export async function poolStats(
  engine: Queryable,
  row: { pool: string; from: number; until: number; hashrate: number; difficulty: number },
) {
  await engine.query(
    `INSERT INTO poolstats (poolid, connectedminers, poolhashrate, sharespersecond, networkhashrate,
                            networkdifficulty, lastnetworkblocktime, blockheight, connectedpeers, created)
     SELECT $1, 2, $2::float8, 10, $2::float8 * 50, $3::float8, NULL, 3000000, 8, to_timestamp(t)
     FROM generate_series($4::bigint, $5::bigint, $6::bigint) AS t`,
    [row.pool, row.hashrate, row.difficulty, row.from + CYCLE, row.until, CYCLE],
  );
}

/** A PPLNS reward credited to an address for a block. */
export async function credit(
  engine: Queryable,
  row: { pool: string; address: string; amount: string; at: number; block: number },
) {
  await engine.query(
    `INSERT INTO balance_changes (poolid, address, amount, usage, tags, created)
     VALUES ($1, $2, $3, $4, '{}', to_timestamp($5))`,
    [row.pool, row.address, row.amount, `Reward for 1.23K shares for block ${row.block}`, row.at],
  );
}
