import type { Database, Queryable } from '../db/types';
import { DAY_MS, iso } from '../domain/time';
import {
  BALANCE_RESET_USAGE,
  CLEANUP_INTERVAL_SECONDS,
  HASHRATE_WINDOW_SECONDS,
  PAYMENT_INTERVAL_SECONDS,
  STATS_INTERVAL_SECONDS,
  fromAtoms,
  poolHashrate,
  rewardForBlock,
  rewardForShares,
  toAtoms,
  workerSample,
} from './formulas';
import { Chain, type MiningcorePool } from './pools';
import { RandomStream, hash32, hexOf } from './random';

// Writes a pool's life into Miningcore's tables the way the engine does, on a clock the caller moves: accepted
// shares as workers mine, a `poolstats` row per pool and a `minerstats` row per mining (miner, worker) every 120 s
// (one zero row when a worker stops, then none), blocks found by shares that meet the network's difficulty, their
// confirmation checks every 600 s, rewards split by the pool's scheme at confirmation, payouts with their balance
// resets, and the retention of old statistics. Every random choice comes from a seeded stream named after what it
// decides, so the same options and schedule give the same rows however the clock is stepped.
//
// The seeder owns its database from `start`: it keeps the statistics window, the pending blocks and which workers
// last reported a hashrate in memory (the engine keeps the first two in memory too), so a second seeder must not
// write into the same tables.

/** A time: a Date or epoch milliseconds (as `Date.now()` gives). */
export type Instant = Date | number;

const ms = (t: Instant) => (typeof t === 'number' ? t : t.getTime());

/** A worker of a seeded miner: the name after the address's `.` in the stratum login. */
export interface WorkerPlan {
  /** `''` for a login without a worker name. */
  name: string;
  /** Nominal hashrate, H/s. */
  hashrate: number;
  /** When it starts mining. */
  start: Instant;
  /** When it stops, if it does. */
  stop?: Instant;
  /** Mines `onSeconds`, pauses `offSeconds`, again and again (from `start` until `stop`). */
  flap?: { onSeconds: number; offSeconds: number };
  /** The `useragent` of its shares (a miner firmware's by default). */
  userAgent?: string;
}

/** A miner: an address in one pool, with its workers. */
export interface MinerPlan {
  pool: string;
  address: string;
  /** A `miner_settings` payout threshold (coins, decimal), written at `start`; the pool's minimum otherwise. */
  paymentThreshold?: string;
  /** The address its shares come from (`shares.ipaddress`); one from a documentation range by default. */
  ipAddress?: string;
  workers: WorkerPlan[];
}

/** What a seeder writes. */
export interface MiningcoreSeederOptions {
  pools: MiningcorePool[];
  /** The seeder's clock starts here; nothing is written before it. */
  start: Instant;
  miners?: MinerPlan[];
  /**
   * Shares a worker submits per 120 s on average (6 by default). Real workers send more at a lower difficulty; the
   * stored difficulty is set so the sum, and so every hashrate, is the same.
   */
  sharesPerCycle?: number;
  /** Names every random stream (`lode` by default). */
  seed?: string;
  /** Whether shares find blocks by luck (true by default); `findBlock` always works. */
  randomBlocks?: boolean;
  /** Delete `poolstats`/`minerstats` older than this many days every 4 h, as `statistics.cleanupDays` does. */
  cleanupDays?: number;
}

interface Segment {
  start: number;
  end: number;
  hashrate: number;
  /** Stored difficulty of its shares. */
  difficulty: number;
  flap?: { on: number; off: number };
}

interface Share {
  worker: WorkerState;
  t: number;
  difficulty: number;
  /** Uniform draw: the share is a block when below difficulty ÷ network difficulty. */
  luck: number;
  forced?: { orphan?: boolean };
}

interface BlockState {
  pool: PoolState;
  height: number;
  networkDifficulty: number;
  miner: string;
  created: number;
  txid: string;
  hash: string;
  status: 'pending' | 'confirmed' | 'orphaned';
  progress: number;
  effort: number | null;
  reward: bigint;
  /** What the wallet will say about the coinbase: orphaned after so many confirmations, or mature. */
  orphanAfter: number | null;
  amount: bigint;
  inserted: boolean;
  dirty: boolean;
}

/** A share still in the table, as the schemes and the effort read it. */
interface LoggedShare {
  t: number;
  miner: string;
  difficulty: number;
  networkDifficulty: number;
}

interface PoolState {
  config: MiningcorePool;
  chain: Chain;
  workers: WorkerState[];
  pending: BlockState[];
  lastBlockHeight: number;
  forced: Share[];
  /** The pool's shares in the table, in time order: what the engine's queries would read, without reading them. */
  log: LoggedShare[];
  /** When each of its blocks was found, in order (the previous block bounds a block's effort). */
  blockTimes: number[];
}

class WorkerState {
  readonly segments: Segment[] = [];
  /** Shares are generated up to here. */
  cursor: number;
  /** The next arrival, drawn but not yet reached. */
  pending: number | null = null;
  /** Shares of the current statistics window still in the table, in time order. */
  window: { t: number; d: number }[] = [];
  /** Whether its last `minerstats` row had a hashrate (the engine writes a zero row once when it goes quiet). */
  reported = false;

  constructor(
    readonly pool: PoolState,
    readonly miner: MinerState,
    readonly name: string,
    readonly random: RandomStream,
    readonly userAgent: string,
    from: number,
  ) {
    this.cursor = from;
  }

  /** The stretch of mining that contains `t`, or the next one after it. */
  activeAfter(t: number): { from: number; to: number; segment: Segment } | null {
    for (const segment of this.segments) {
      if (segment.end <= t) continue;
      const from = Math.max(segment.start, t);
      if (!segment.flap) return { from, to: segment.end, segment };
      const cycle = segment.flap.on + segment.flap.off;
      let on = segment.start + Math.floor((from - segment.start) / cycle) * cycle;
      if (from < on + segment.flap.on)
        return { from, to: Math.min(on + segment.flap.on, segment.end), segment };
      on += cycle;
      if (on < segment.end) return { from: on, to: Math.min(on + segment.flap.on, segment.end), segment };
    }
    return null;
  }

  /** Its shares in (cursor, until]: a Poisson process at its hashrate while it mines. */
  generate(until: number, gap: number, out: Share[]): void {
    while (this.cursor < until) {
      const active = this.activeAfter(this.cursor);
      if (!active || active.from > this.cursor) this.pending = null;
      if (!active || active.from >= until) break;
      this.pending ??= active.from + Math.max(1, Math.round(gap * this.random.exponential()));
      if (this.pending >= active.to) {
        if (active.to > until) break;
        this.pending = null;
        this.cursor = active.to;
        continue;
      }
      if (this.pending > until) break;
      out.push({
        worker: this,
        t: this.pending,
        difficulty: active.segment.difficulty,
        luck: this.random.next(),
      });
      this.cursor = this.pending;
      this.pending = null;
    }
    this.cursor = Math.max(this.cursor, until);
  }
}

interface MinerState {
  pool: PoolState;
  address: string;
  ipAddress: string;
}

const userAgents = [
  'bmminer/2.0.0',
  'cgminer/4.11.1',
  'cgminer/4.10.0',
  'sgminer/5.6.1',
  'Goldshell-DG/2.2.7',
];

/** Buffered rows of one table, column by column, written with `INSERT … SELECT FROM unnest(…)`. */
class RowBuffer {
  readonly columns: unknown[][];
  constructor(
    private readonly table: string,
    private readonly names: string[],
    private readonly types: string[],
    private readonly constants: Record<string, string> = {},
  ) {
    this.columns = names.map(() => []);
  }
  get size() {
    return this.columns[0]?.length ?? 0;
  }
  push(...values: unknown[]) {
    values.forEach((v, i) => this.columns[i]?.push(v));
  }
  /** Drops the buffered rows `keep` says no to (given each row's values). */
  retain(keep: (row: (column: number) => unknown) => boolean) {
    const kept: number[] = [];
    for (let i = 0; i < this.size; i += 1) if (keep((column) => this.columns[column]?.[i])) kept.push(i);
    if (kept.length === this.size) return;
    for (const column of this.columns) {
      kept.forEach((from, to) => (column[to] = column[from])); // from ≥ to: compacts in place
      column.length = kept.length;
    }
  }
  async write(db: Queryable, chunk = 20_000) {
    const names = [...this.names, ...Object.keys(this.constants)];
    const selects = [...this.names, ...Object.values(this.constants)];
    const unnest = this.types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    for (let i = 0; i < this.size; i += chunk) {
      await db.query(
        `INSERT INTO ${this.table} (${names.join(', ')}) SELECT ${selects.join(', ')}
           FROM unnest(${unnest}) AS u(${this.names.join(', ')})`,
        this.columns.map((column) => column.slice(i, i + chunk)),
      );
    }
    for (const column of this.columns) column.length = 0;
  }
}

/** An incremental, deterministic writer of Miningcore's rows (see the file's opening comment). */
export class MiningcoreSeeder {
  private readonly pools = new Map<string, PoolState>();
  private readonly workers = new Map<string, WorkerState>();
  private readonly miners = new Map<string, MinerState>();
  private readonly options: Required<Omit<MiningcoreSeederOptions, 'cleanupDays' | 'miners'>> &
    Pick<MiningcoreSeederOptions, 'cleanupDays'>;
  private clock: number;
  private initialised = false;
  private readonly settings: { pool: string; address: string; threshold: string }[] = [];

  private readonly shares = new RowBuffer(
    'shares',
    [
      'poolid',
      'blockheight',
      'difficulty',
      'networkdifficulty',
      'miner',
      'worker',
      'useragent',
      'ipaddress',
      'source',
      'created',
    ],
    ['text', 'bigint', 'float8', 'float8', 'text', 'text', 'text', 'text', 'text', 'timestamptz'],
  );
  private readonly minerstats = new RowBuffer(
    'minerstats',
    ['poolid', 'miner', 'worker', 'hashrate', 'sharespersecond', 'created'],
    ['text', 'text', 'text', 'float8', 'float8', 'timestamptz'],
  );
  private readonly poolstats = new RowBuffer(
    'poolstats',
    [
      'poolid',
      'connectedminers',
      'poolhashrate',
      'sharespersecond',
      'networkhashrate',
      'networkdifficulty',
      'lastnetworkblocktime',
      'blockheight',
      'connectedpeers',
      'created',
    ],
    ['text', 'int', 'float8', 'float8', 'float8', 'float8', 'timestamptz', 'bigint', 'int', 'timestamptz'],
  );
  private readonly blocks: BlockState[] = [];

  constructor(
    private readonly db: Database,
    options: MiningcoreSeederOptions,
  ) {
    this.options = {
      pools: options.pools,
      start: options.start,
      sharesPerCycle: options.sharesPerCycle ?? 6,
      seed: options.seed ?? 'lode',
      randomBlocks: options.randomBlocks ?? true,
      cleanupDays: options.cleanupDays,
    };
    this.clock = ms(options.start);
    for (const config of options.pools) {
      this.pools.set(config.id, {
        config,
        chain: new Chain(config),
        workers: [],
        pending: [],
        lastBlockHeight: 0,
        forced: [],
        log: [],
        blockTimes: [],
      });
    }
    for (const miner of options.miners ?? []) {
      const state = this.miner(miner.pool, miner.address, miner.ipAddress);
      if (miner.paymentThreshold !== undefined)
        this.settings.push({ pool: miner.pool, address: miner.address, threshold: miner.paymentThreshold });
      for (const plan of miner.workers) {
        const worker = this.worker(miner.pool, state.address, plan.name, plan.userAgent);
        this.addSegment(
          worker,
          ms(plan.start),
          plan.stop === undefined ? Infinity : ms(plan.stop),
          plan.hashrate,
          plan.flap,
        );
      }
    }
  }

  /** The seeder's clock: everything up to here is written (or buffered until the next `advanceTo` returns). */
  get now(): number {
    return this.clock;
  }

  /** Makes `worker` of `address` mine at `hashrate` H/s from `at` (a hashrate change if it already mines). */
  startWorker(
    pool: string,
    address: string,
    worker: string,
    hashrate: number,
    at: Instant = this.clock,
  ): void {
    const t = this.notBefore(at);
    const state = this.worker(pool, this.miner(pool, address).address, worker);
    for (const segment of state.segments) if (segment.end > t) segment.end = Math.max(segment.start, t);
    this.addSegment(state, t, Infinity, hashrate);
  }

  /** Makes `worker` of `address` stop mining at `at`. */
  stopWorker(pool: string, address: string, worker: string, at: Instant = this.clock): void {
    const t = this.notBefore(at);
    const state = this.workers.get(this.key(pool, address, worker));
    if (!state) throw new Error(`No worker ${address}.${worker} in pool ${pool}`);
    for (const segment of state.segments) if (segment.end > t) segment.end = Math.max(segment.start, t);
  }

  /** Makes `worker`'s share at `at` a block (orphaned later when `orphan`), whatever its luck. */
  findBlock(
    pool: string,
    address: string,
    worker: string,
    at: Instant,
    options: { orphan?: boolean } = {},
  ): void {
    const t = this.notBefore(at);
    const state = this.workers.get(this.key(pool, address, worker));
    if (!state) throw new Error(`No worker ${address}.${worker} in pool ${pool}`);
    const active = state.activeAfter(t);
    const segment = active?.segment ?? state.segments.at(-1);
    if (!segment) throw new Error(`Worker ${address}.${worker} never mines`);
    state.pool.forced.push({ worker: state, t, difficulty: segment.difficulty, luck: 0, forced: options });
  }

  /** Sets an address's payout threshold as the engine's settings API does (`miner_settings`, at the clock's time). */
  async setPaymentThreshold(pool: string, address: string, threshold: string): Promise<void> {
    await this.db.query(
      `INSERT INTO miner_settings (poolid, address, paymentthreshold, created, updated) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (poolid, address) DO UPDATE SET paymentthreshold = EXCLUDED.paymentthreshold, updated = EXCLUDED.updated`,
      [pool, address, threshold, iso(this.clock, 'ms')],
    );
  }

  /** Runs the pool up to `t`: shares, statistics cycles, block checks, payouts and retention, all written. */
  async advanceTo(t: Instant): Promise<void> {
    const target = this.notBefore(t);
    await this.initialise();
    const step = STATS_INTERVAL_SECONDS * 1000;
    for (let cycle = Math.floor(this.clock / step) * step + step; cycle <= target; cycle += step) {
      this.mine(cycle);
      this.recordStatistics(cycle);
      if (cycle % (PAYMENT_INTERVAL_SECONDS * 1000) === 0) await this.processBlocks(cycle);
      for (const pool of this.pools.values())
        if (cycle % (pool.config.payoutIntervalSeconds * 1000) === 0) await this.payout(pool, cycle);
      if (this.options.cleanupDays !== undefined && cycle % (CLEANUP_INTERVAL_SECONDS * 1000) === 0)
        await this.cleanup(cycle);
      // Shares wait longer: most are deleted by a block's rewards before they would ever be read.
      if (this.minerstats.size > 100_000 || this.shares.size > 250_000) await this.flush();
    }
    this.mine(target);
    await this.flush();
  }

  /** Writes every buffered row (shares, statistics, blocks) in one transaction. */
  async flush(): Promise<void> {
    await this.write(true);
  }

  private async write(withShares: boolean): Promise<void> {
    const fresh = this.blocks.filter((b) => !b.inserted);
    const changed = this.blocks.filter((b) => b.inserted && b.dirty);
    if (
      (!withShares || !this.shares.size) &&
      !this.minerstats.size &&
      !this.poolstats.size &&
      !fresh.length &&
      !changed.length
    )
      return;
    await this.db.transaction(async (tx) => {
      if (withShares) await this.shares.write(tx);
      if (fresh.length) {
        await tx.query(
          `INSERT INTO blocks (poolid, blockheight, networkdifficulty, status, type, confirmationprogress, effort,
                               transactionconfirmationdata, miner, reward, source, hash, created)
           SELECT poolid, blockheight, networkdifficulty, status, NULL, confirmationprogress, effort,
                  transactionconfirmationdata, miner, reward, source, hash, created
             FROM unnest($1::text[], $2::bigint[], $3::float8[], $4::text[], $5::float8[], $6::float8[], $7::text[],
                         $8::text[], $9::numeric[], $10::text[], $11::text[], $12::timestamptz[])
               AS u(poolid, blockheight, networkdifficulty, status, confirmationprogress, effort,
                    transactionconfirmationdata, miner, reward, source, hash, created)`,
          [
            fresh.map((b) => b.pool.config.id),
            fresh.map((b) => b.height),
            fresh.map((b) => b.networkDifficulty),
            fresh.map((b) => b.status),
            fresh.map((b) => b.progress),
            fresh.map((b) => b.effort),
            fresh.map((b) => b.txid),
            fresh.map((b) => b.miner),
            fresh.map((b) => fromAtoms(b.reward)),
            fresh.map((b) => b.pool.config.source),
            fresh.map((b) => b.hash),
            fresh.map((b) => iso(b.created, 'ms')),
          ],
        );
      }
      if (changed.length) await this.updateBlocks(tx, changed);
      await this.minerstats.write(tx);
      await this.poolstats.write(tx);
    });
    for (const block of this.blocks) {
      block.inserted = true;
      block.dirty = false;
    }
    // Only pending blocks change again; the rest need not be kept.
    this.blocks.splice(0, this.blocks.length, ...this.blocks.filter((b) => b.status === 'pending'));
  }

  private async updateBlocks(tx: Queryable, blocks: BlockState[]) {
    await tx.query(
      `UPDATE blocks b SET status = u.status, confirmationprogress = u.progress, effort = u.effort, reward = u.reward
         FROM unnest($1::text[], $2::bigint[], $3::text[], $4::float8[], $5::float8[], $6::numeric[])
           AS u(poolid, blockheight, status, progress, effort, reward)
        WHERE b.poolid = u.poolid AND b.blockheight = u.blockheight`,
      [
        blocks.map((b) => b.pool.config.id),
        blocks.map((b) => b.height),
        blocks.map((b) => b.status),
        blocks.map((b) => b.progress),
        blocks.map((b) => b.effort),
        blocks.map((b) => fromAtoms(b.reward)),
      ],
    );
  }

  private notBefore(at: Instant): number {
    const t = ms(at);
    if (t < this.clock) throw new Error(`${iso(t, 'ms')} is before the seeder's clock (${iso(this.clock, 'ms')})`);
    return t;
  }

  private key(pool: string, address: string, worker: string) {
    return `${pool}\u0000${address}\u0000${worker}`;
  }

  private pool(id: string): PoolState {
    const pool = this.pools.get(id);
    if (!pool) throw new Error(`No pool ${id}`);
    return pool;
  }

  private miner(pool: string, address: string, ipAddress?: string): MinerState {
    const key = this.key(pool, address, '');
    let miner = this.miners.get(key);
    if (!miner) {
      const h = hash32(`${this.options.seed}:${address}`);
      miner = {
        pool: this.pool(pool),
        address,
        ipAddress: ipAddress ?? `${h % 2 ? '198.51.100' : '203.0.113'}.${(h % 253) + 1}`,
      };
      this.miners.set(key, miner);
    }
    return miner;
  }

  private worker(pool: string, address: string, name: string, userAgent?: string): WorkerState {
    const key = this.key(pool, address, name);
    let worker = this.workers.get(key);
    if (!worker) {
      const miner = this.miner(pool, address);
      const streamName = `${this.options.seed}:${pool}:${address}:${name}`;
      worker = new WorkerState(
        miner.pool,
        miner,
        name,
        new RandomStream(streamName),
        userAgent ?? (userAgents[hash32(streamName) % userAgents.length] as string),
        this.clock,
      );
      this.workers.set(key, worker);
      miner.pool.workers.push(worker);
      miner.pool.workers.sort((a, b) =>
        a.miner.address === b.miner.address
          ? a.name < b.name
            ? -1
            : 1
          : a.miner.address < b.miner.address
            ? -1
            : 1,
      );
    }
    return worker;
  }

  private addSegment(
    worker: WorkerState,
    start: number,
    end: number,
    hashrate: number,
    flap?: { onSeconds: number; offSeconds: number },
  ) {
    // The stored difficulty that makes `sharesPerCycle` shares per 120 s add up to the hashrate (vardiff's job).
    const gapSeconds = STATS_INTERVAL_SECONDS / this.options.sharesPerCycle;
    const multiplier = worker.pool.config.shareMultiplier;
    const stratum = Math.max(1, Math.round((hashrate * gapSeconds) / multiplier));
    worker.segments.push({
      start,
      end,
      hashrate,
      difficulty: stratum / multiplier,
      ...(flap ? { flap: { on: flap.onSeconds * 1000, off: flap.offSeconds * 1000 } } : {}),
    });
    worker.segments.sort((a, b) => a.start - b.start);
  }

  private async initialise() {
    if (this.initialised) return;
    this.initialised = true;
    if (this.settings.length) {
      await this.db.query(
        `INSERT INTO miner_settings (poolid, address, paymentthreshold, created, updated)
         SELECT poolid, address, threshold, $4, $4 FROM unnest($1::text[], $2::text[], $3::numeric[]) AS u(poolid, address, threshold)
         ON CONFLICT (poolid, address) DO UPDATE SET paymentthreshold = EXCLUDED.paymentthreshold, updated = EXCLUDED.updated`,
        [
          this.settings.map((s) => s.pool),
          this.settings.map((s) => s.address),
          this.settings.map((s) => s.threshold),
          iso(this.clock, 'ms'),
        ],
      );
    }
  }

  /** Generates every worker's shares up to `until`, in time order per pool, and the blocks among them. */
  private mine(until: number) {
    const gap = (STATS_INTERVAL_SECONDS * 1000) / this.options.sharesPerCycle;
    for (const pool of this.pools.values()) {
      const shares: Share[] = [];
      for (const worker of pool.workers) worker.generate(until, gap, shares);
      const forced = pool.forced.filter((s) => s.t <= until);
      if (forced.length) {
        pool.forced = pool.forced.filter((s) => s.t > until);
        shares.push(...forced);
      }
      shares.sort((a, b) => a.t - b.t);
      const { config, chain } = pool;
      for (const share of shares) {
        const height = chain.height(share.t) + 1;
        const networkDifficulty = chain.difficulty(share.t);
        const { worker } = share;
        worker.window.push({ t: share.t, d: share.difficulty });
        pool.log.push({
          t: share.t,
          miner: worker.miner.address,
          difficulty: share.difficulty,
          networkDifficulty,
        });
        this.shares.push(
          config.id,
          height,
          share.difficulty,
          networkDifficulty,
          worker.miner.address,
          worker.name,
          worker.userAgent,
          worker.miner.ipAddress,
          config.source,
          iso(share.t, 'ms'),
        );
        const lucky =
          this.options.randomBlocks &&
          share.luck < share.difficulty / networkDifficulty &&
          height > pool.lastBlockHeight;
        if (share.forced && height <= pool.lastBlockHeight)
          throw new Error(`Pool ${config.id} already found block ${height}: findBlock needs another height`);
        if (share.forced || lucky) this.foundBlock(pool, share, height, networkDifficulty);
      }
    }
    this.clock = until;
  }

  private foundBlock(pool: PoolState, share: Share, height: number, networkDifficulty: number) {
    const { config } = pool;
    const name = `${this.options.seed}:${config.id}:${height}`;
    const fate = new RandomStream(`${name}:fate`);
    const orphanDraw = fate.next();
    const orphan = share.forced?.orphan ?? (!share.forced && orphanDraw < config.orphanRate);
    const fees = Math.floor(fate.next() * config.maxBlockFees * 1e8) / 1e8;
    const block: BlockState = {
      pool,
      height,
      networkDifficulty,
      miner: share.worker.miner.address,
      created: share.t,
      txid: hexOf(`${name}:coinbase`),
      hash: `00000000${hexOf(`${name}:hash`, 28)}`,
      status: 'pending',
      progress: 0,
      effort: null,
      reward: 0n,
      orphanAfter: orphan ? 2 + Math.floor(fate.next() * 4) : null,
      amount: toAtoms(config.blockReward) + toAtoms(fees),
      inserted: false,
      dirty: false,
    };
    pool.lastBlockHeight = Math.max(pool.lastBlockHeight, height);
    pool.blockTimes.push(share.t);
    pool.pending.push(block);
    this.blocks.push(block);
  }

  /** One statistics cycle at `now`: the hashrates of the last 10 minutes' shares, as the engine records them. */
  private recordStatistics(now: number) {
    const windowStart = now - HASHRATE_WINDOW_SECONDS * 1000;
    const created = iso(now, 'ms');
    for (const pool of this.pools.values()) {
      let sum = 0;
      let count = 0;
      const miners = new Set<string>();
      for (const worker of pool.workers) {
        const window = worker.window;
        let drop = 0;
        while (drop < window.length && (window[drop]?.t ?? 0) < windowStart) drop += 1;
        if (drop) window.splice(0, drop);
        if (!window.length) {
          if (worker.reported)
            this.minerstats.push(pool.config.id, worker.miner.address, worker.name, 0, 0, created);
          worker.reported = false;
          continue;
        }
        let workerSum = 0;
        for (const share of window) workerSum += share.d;
        const sample = workerSample(
          { sum: workerSum, count: window.length, first: window[0]?.t ?? now, last: window.at(-1)?.t ?? now },
          now,
        );
        this.minerstats.push(
          pool.config.id,
          worker.miner.address,
          worker.name,
          sample.hashrate,
          sample.sharesPerSecond,
          created,
        );
        worker.reported = sample.hashrate > 0;
        miners.add(worker.miner.address);
        sum += workerSum;
        count += window.length;
      }
      const { chain } = pool;
      this.poolstats.push(
        pool.config.id,
        miners.size,
        count ? poolHashrate(sum) : 0,
        Math.trunc(count / HASHRATE_WINDOW_SECONDS),
        chain.hashrate(now),
        chain.difficulty(now),
        iso(chain.lastBlockTime(now), 'ms'),
        chain.height(now),
        chain.peers(now),
        created,
      );
    }
  }

  /** The 600 s block check: effort, confirmation progress, orphans, and rewards for the blocks that matured. */
  private async processBlocks(now: number) {
    for (const pool of this.pools.values()) {
      const { config, chain } = pool;
      for (const block of [...pool.pending]) {
        if (block.effort === null) block.effort = effort(pool, block);
        block.dirty = true;
        const confirmations = chain.confirmations(block.height, now);
        if (block.orphanAfter !== null && confirmations >= block.orphanAfter) {
          block.status = 'orphaned';
          block.reward = 0n;
        } else if (block.orphanAfter === null && confirmations >= config.coinbaseMaturity) {
          // The block's row must be there to turn confirmed with its rewards; buffered shares the rewards delete
          // are dropped from the buffer instead of written.
          await this.write(false);
          block.status = 'confirmed';
          block.progress = 1;
          block.reward = block.amount;
          await this.credit(pool, block, now);
        } else {
          block.progress = Math.min(1, confirmations / config.minimumConfirmations);
          block.reward = block.amount;
        }
        if (block.status !== 'pending') pool.pending.splice(pool.pending.indexOf(block), 1);
      }
    }
  }

  /** Rewards of a confirmed block, in one transaction with its status: the fee, then the scheme's split. */
  private async credit(pool: PoolState, block: BlockState, now: number) {
    const { config } = pool;
    await this.db.transaction(async (tx) => {
      await this.updateBlocks(tx, [block]);
      block.dirty = false;
      const credits: { address: string; amount: bigint; usage: string }[] = [];
      const fee = (block.reward * BigInt(Math.round(config.poolFeePercent * 1e6))) / 100_000_000n;
      if (fee > 0n)
        credits.push({ address: config.feeAddress, amount: fee, usage: rewardForBlock(block.height) });
      const remaining = block.reward - fee;
      if (config.scheme === 'SOLO') {
        credits.push({ address: block.miner, amount: remaining, usage: rewardForBlock(block.height) });
        await tx.query('DELETE FROM shares WHERE poolid = $1 AND miner = $2', [config.id, block.miner]);
        this.shares.retain((row) => row(0) !== config.id || row(4) !== block.miner);
        pool.log = pool.log.filter((s) => s.miner !== block.miner);
        for (const worker of pool.workers) if (worker.miner.address === block.miner) worker.window = [];
      } else {
        const split =
          config.scheme === 'PPLNS'
            ? pplns(pool.log, block, remaining, config.pplnsFactor)
            : prop(pool.log, block, remaining);
        for (const [address, { amount, shares }] of split.rewards)
          if (amount > 0n) credits.push({ address, amount, usage: rewardForShares(shares, block.height) });
        if (split.cutOff !== null) {
          const { cutOff, inclusive } = split;
          await tx.query(`DELETE FROM shares WHERE poolid = $1 AND created ${inclusive ? '<=' : '<'} $2`, [
            config.id,
            iso(cutOff, 'ms'),
          ]);
          const kept = (t: number) => (inclusive ? t > cutOff : t >= cutOff);
          const at = iso(cutOff, 'ms'); // ISO times of one format compare as text
          this.shares.retain(
            (row) => row(0) !== config.id || (inclusive ? String(row(9)) > at : String(row(9)) >= at),
          );
          pool.log = pool.log.filter((s) => kept(s.t));
          for (const worker of pool.workers) worker.window = worker.window.filter((s) => kept(s.t));
        }
      }
      await addAmounts(tx, config.id, credits, now);
    });
  }

  /** A payout run: every balance at or above its threshold is paid in one transaction and set back to zero. */
  private async payout(pool: PoolState, now: number) {
    const { config } = pool;
    const due = await this.db.query<{ address: string; amount: string }>(
      `SELECT b.address, b.amount FROM balances b
         LEFT JOIN miner_settings s ON s.poolid = b.poolid AND s.address = b.address
        WHERE b.poolid = $1 AND b.amount > 0 AND b.amount >= COALESCE(s.paymentthreshold, $2)
        ORDER BY b.address`,
      [config.id, config.minimumPayment],
    );
    if (!due.length) return;
    const txid = hexOf(`${this.options.seed}:${config.id}:payout:${now}`);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO payments (poolid, coin, address, amount, transactionconfirmationdata, created)
         SELECT $1, $2, address, amount, $3, $4 FROM unnest($5::text[], $6::numeric[]) AS u(address, amount)`,
        [config.id, config.coin, txid, iso(now, 'ms'), due.map((d) => d.address), due.map((d) => d.amount)],
      );
      await addAmounts(
        tx,
        config.id,
        due.map((d) => ({ address: d.address, amount: -toAtoms(d.amount), usage: BALANCE_RESET_USAGE })),
        now,
      );
    });
  }

  private async cleanup(now: number) {
    await this.flush();
    const before = iso(now - (this.options.cleanupDays ?? 0) * DAY_MS, 'ms');
    await this.db.query('DELETE FROM poolstats WHERE created < $1', [before]);
    await this.db.query('DELETE FROM minerstats WHERE created < $1', [before]);
  }
}

/** Credits as the engine books them: a `balance_changes` row each (empty tags), and the balance moved by it. */
async function addAmounts(
  tx: Queryable,
  pool: string,
  credits: { address: string; amount: bigint; usage: string }[],
  now: number,
) {
  if (!credits.length) return;
  const addresses = credits.map((c) => c.address);
  const amounts = credits.map((c) => fromAtoms(c.amount));
  await tx.query(
    `INSERT INTO balance_changes (poolid, address, amount, usage, tags, created)
     SELECT $1, address, amount, usage, '{}', $2 FROM unnest($3::text[], $4::numeric[], $5::text[]) AS u(address, amount, usage)`,
    [pool, iso(now, 'ms'), addresses, amounts, credits.map((c) => c.usage)],
  );
  // One address can be credited twice in a run (the fee recipient mining too): sum before the upsert.
  await tx.query(
    `INSERT INTO balances (poolid, address, amount, created, updated)
     SELECT $1, address, SUM(amount), $2, $2 FROM unnest($3::text[], $4::numeric[]) AS u(address, amount) GROUP BY address
     ON CONFLICT (poolid, address) DO UPDATE SET amount = balances.amount + EXCLUDED.amount, updated = EXCLUDED.updated`,
    [pool, iso(now, 'ms'), addresses, amounts],
  );
}

interface Split {
  rewards: Map<string, { amount: bigint; shares: number }>;
  /** Shares before this time (or up to it, when `inclusive`) are deleted; null: none. */
  cutOff: number | null;
  inclusive: boolean;
}

/** How many shares of `log` (in time order) were submitted at or before `t`. */
function countUpTo(log: LoggedShare[], t: number): number {
  let low = 0;
  let high = log.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((log[mid]?.t ?? Infinity) <= t) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A block's effort: the pool's share difficulty after its previous block and before this one, over the network's. */
function effort(pool: PoolState, block: BlockState): number | null {
  const previous = pool.blockTimes.filter((t) => t < block.created).at(-1) ?? -Infinity;
  let sum = 0;
  let any = false;
  for (let i = countUpTo(pool.log, previous); i < pool.log.length; i += 1) {
    const share = pool.log[i];
    if (!share || share.t >= block.created) break;
    sum += share.difficulty;
    any = true;
  }
  return any ? sum / block.networkDifficulty : null;
}

// Scores in units of 1e-18 so the window's cap and every address's part add up exactly.
const SCORE = 1e18;

/**
 * PPLNS: walk back from the block through the pool's shares, each scoring difficulty ÷ network difficulty, until the
 * scores reach `factor`; the share that crosses is cut to fit. Each address gets its score × reward ÷ factor; a
 * window that never fills leaves the rest undistributed. Shares older than the one that filled it are deleted.
 */
function pplns(log: LoggedShare[], block: BlockState, reward: bigint, factor: number): Split {
  const window = BigInt(Math.round(factor * SCORE));
  const scores = new Map<string, { score: bigint; shares: number }>();
  let accumulated = 0n;
  let cutOff: number | null = null;
  for (let i = countUpTo(log, block.created) - 1; i >= 0 && cutOff === null; i -= 1) {
    const share = log[i];
    if (!share) break;
    let score = BigInt(Math.round((share.difficulty / share.networkDifficulty) * SCORE));
    if (accumulated + score >= window) {
      score = window - accumulated;
      cutOff = share.t;
    }
    accumulated += score;
    const entry = scores.get(share.miner) ?? { score: 0n, shares: 0 };
    entry.score += score;
    entry.shares += share.difficulty;
    scores.set(share.miner, entry);
  }
  const rewards = new Map<string, { amount: bigint; shares: number }>();
  for (const [address, { score, shares }] of scores)
    rewards.set(address, { amount: (score * reward) / window, shares });
  return { rewards, cutOff, inclusive: false };
}

/** PROP: every share up to the block, paid pro rata to difficulty; those shares are then deleted. */
function prop(log: LoggedShare[], block: BlockState, reward: bigint): Split {
  const count = countUpTo(log, block.created);
  const sums = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const share = log[i];
    if (share) sums.set(share.miner, (sums.get(share.miner) ?? 0) + share.difficulty);
  }
  const weights = [...sums].map(([miner, shares]) => ({
    miner,
    shares,
    weight: BigInt(Math.round(shares * 1e6)),
  }));
  const total = weights.reduce((sum, r) => sum + r.weight, 0n);
  const rewards = new Map<string, { amount: bigint; shares: number }>();
  if (total > 0n)
    for (const r of weights) rewards.set(r.miner, { amount: (r.weight * reward) / total, shares: r.shares });
  return { rewards, cutOff: count ? block.created : null, inclusive: true };
}
