import type { Database, Queryable } from '../../db/database';
import { type Algorithm, type CoinId, coinIds, coins } from '../../domain/coins';
import { Memory } from '../memory';
import type { MiningcorePool } from './config';
import { epoch, type Linked } from './sql';

// What every Miningcore read shares: the two databases, the configured pools by id, coin and algorithm, the clock,
// the account's proved addresses and the pools' newest statistics cycles (each remembered a few seconds).

/** How the Miningcore source is set up: `lode` is the API's own database (accounts, wallets), `engine` Miningcore's. */
export interface MiningcoreOptions {
  lode: Database;
  engine: Queryable;
  pools: MiningcorePool[];
  /** The clock, epoch milliseconds. */
  now: () => number;
  /** Miningcore's admin API, for payout thresholds (else its `miner_settings` table). */
  adminUrl?: string;
}

/** A pool's newest statistics cycle: its time (epoch seconds) and the network difficulty it recorded. */
export interface Cycle {
  poolid: string;
  t: number;
  difficulty: number;
}

/**
 * Reads that every request repeats are kept this long (by the source's clock): the account's proved addresses
 * (forgotten at once when this server changes them) and the pools' newest cycles, which change every 120 s.
 * Another server's address change shows here within that time.
 */
const SHORT_MEMORY_MS = 5_000;

/** The shared part of the Miningcore source. */
export interface MiningcoreContext {
  readonly lode: Database;
  readonly engine: Queryable;
  /** The configured pools in display order: the coin table's, merge-mined coins after the coin they ride on. */
  readonly pools: readonly MiningcorePool[];
  /** The configured pool of this id (every row read is filtered to configured pools). */
  poolById(id: string): MiningcorePool;
  /** The pool that mines this coin, if one does. */
  poolOf(coin: CoinId): MiningcorePool | undefined;
  /** The pools of an algorithm's coins, in display order. */
  poolsOf(algorithm: Algorithm): MiningcorePool[];
  /** The clock, epoch seconds (not rounded). */
  seconds(): number;
  /** A memory of reads on the source's clock (source/memory.ts). */
  memory<T>(ttlMs: number, maxEntries: number): Memory<T>;
  /** The addresses the account has proved, on the algorithm's pools or on all of them. */
  linked(sub: string, algorithm?: Algorithm): Promise<Linked[]>;
  /** Forgets the account's proved addresses (this server changed them). */
  addressesChanged(sub: string): void;
  /** Each pool's newest statistics cycle up to `now` (epoch seconds), remembered a few seconds. */
  latestCycles(ids: readonly string[], now: number): Promise<Cycle[]>;
  /** The same, read now. */
  readLatestCycles(ids: readonly string[], now: number): Promise<Cycle[]>;
  /**
   * The end of the account's averaging windows: Miningcore's newest statistics cycle up to now (a window ending
   * between two cycles would miss part of its samples), epoch seconds.
   */
  newestCycle(pools: readonly MiningcorePool[], now: number): Promise<number>;
}

/** Builds the context of one Miningcore source. */
export function miningcoreContext(options: MiningcoreOptions): MiningcoreContext {
  const { lode, engine } = options;
  const pools = [...options.pools].sort((a, b) => coinIds.indexOf(a.coin) - coinIds.indexOf(b.coin));
  const byId = new Map<string, MiningcorePool>();
  for (const pool of pools) if (!byId.has(pool.id)) byId.set(pool.id, pool);
  const memory = <T>(ttlMs: number, maxEntries: number) =>
    new Memory<T>({ ttlMs, maxEntries, now: options.now });
  const linkedMemory = memory<{ coin: CoinId; address: string }[]>(SHORT_MEMORY_MS, 10_000);
  const cycleMemory = memory<Cycle[]>(SHORT_MEMORY_MS, 10_000);
  const poolOf = (coin: CoinId) => pools.find((p) => p.coin === coin);

  /**
   * One row per pool, read backwards on the (poolid, created) index. A cycle the engine stamped after `now` (a
   * clock behind the engine's) is not shown yet.
   */
  async function readLatestCycles(ids: readonly string[], now: number): Promise<Cycle[]> {
    if (ids.length === 0) return [];
    const rows = await engine.query<Cycle>(
      `SELECT p.id AS poolid, s.t, s.difficulty FROM unnest(string_to_array($1, ',')) AS p(id),
         LATERAL (SELECT ${epoch('created')} AS t, networkdifficulty::float8 AS difficulty FROM poolstats
                  WHERE poolid = p.id AND created <= to_timestamp($2) ORDER BY created DESC LIMIT 1) s`,
      [ids.join(','), now],
    );
    return rows.filter((r) => r.t <= now);
  }

  const context: MiningcoreContext = {
    lode,
    engine,
    pools,
    poolById(id) {
      const pool = byId.get(id);
      if (!pool) throw new Error(`Miningcore pool ${id} is not one of LODE_MININGCORE_POOLS`);
      return pool;
    },
    poolOf,
    poolsOf: (algorithm) => pools.filter((p) => coins[p.coin].algorithm === algorithm),
    seconds: () => options.now() / 1000,
    memory,

    async linked(sub, algorithm) {
      const rows = await linkedMemory.remember(sub, () =>
        lode.query<{ coin: CoinId; address: string }>(
          'SELECT coin, address FROM wallets WHERE sub = $1 AND proven_at IS NOT NULL ORDER BY coin',
          [sub],
        ),
      );
      return rows.flatMap((row) => {
        const pool = poolOf(row.coin);
        return pool && (!algorithm || coins[pool.coin].algorithm === algorithm)
          ? [{ pool, address: row.address }]
          : [];
      });
    },
    addressesChanged: (sub) => linkedMemory.forget(sub),

    async latestCycles(ids, now) {
      if (ids.length === 0) return [];
      const rows = await cycleMemory.remember(ids.join(','), () => readLatestCycles(ids, now));
      return rows.filter((r) => r.t <= now);
    },
    readLatestCycles,

    async newestCycle(linkedPools, now) {
      const rows = await context.latestCycles(
        linkedPools.map((p) => p.id),
        now,
      );
      return rows.length ? Math.max(...rows.map((r) => r.t)) : now;
    },
  };
  return context;
}
