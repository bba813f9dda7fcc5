import type { Database } from '../db/types';
import { DAY_MS, iso } from '../domain/time';
import {
  CLEANUP_INTERVAL_SECONDS,
  PAYMENT_INTERVAL_SECONDS,
  STATS_INTERVAL_SECONDS,
  rewardForBlock,
  rewardForShares,
} from './formulas';
import { mineUntil } from './mining';
import { type Instant, type MiningcoreSeederOptions, toMs } from './plans';
import { Chain } from './pools';
import { RandomStream, hash32 } from './random';
import { effort, payOut, pplns, prop } from './rewards';
import { addAmounts, cycleBuffers, insertBlocks, updateBlocks } from './rows';
import { type BlockState, type MinerState, type PoolState, userAgents, WorkerState } from './state';
import { recordStatistics } from './statistics';

export type { Instant, MinerPlan, MiningcoreSeederOptions, StratumWorkerPlan } from './plans';

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
//
// This file keeps the clock and runs the cycles; plans.ts says what to write, state.ts what is kept between cycles,
// mining.ts makes the shares and blocks, statistics.ts the statistics rows, rewards.ts the splits and payout runs,
// rows.ts writes the tables.

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

  private readonly buffers = cycleBuffers();
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
    this.clock = toMs(options.start);
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
          toMs(plan.start),
          plan.stop === undefined ? Infinity : toMs(plan.stop),
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
      recordStatistics(this.pools.values(), cycle, this.buffers.minerstats, this.buffers.poolstats);
      if (cycle % (PAYMENT_INTERVAL_SECONDS * 1000) === 0) await this.processBlocks(cycle);
      for (const pool of this.pools.values())
        if (cycle % (pool.config.payoutIntervalSeconds * 1000) === 0)
          await payOut(this.db, this.options.seed, pool, cycle);
      if (this.options.cleanupDays !== undefined && cycle % (CLEANUP_INTERVAL_SECONDS * 1000) === 0)
        await this.cleanup(cycle);
      // Shares wait longer: most are deleted by a block's rewards before they would ever be read.
      if (this.buffers.minerstats.size > 100_000 || this.buffers.shares.size > 250_000) await this.flush();
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
      (!withShares || !this.buffers.shares.size) &&
      !this.buffers.minerstats.size &&
      !this.buffers.poolstats.size &&
      !fresh.length &&
      !changed.length
    )
      return;
    await this.db.transaction(async (tx) => {
      if (withShares) await this.buffers.shares.write(tx);
      if (fresh.length) await insertBlocks(tx, fresh);
      if (changed.length) await updateBlocks(tx, changed);
      await this.buffers.minerstats.write(tx);
      await this.buffers.poolstats.write(tx);
    });
    for (const block of this.blocks) {
      block.inserted = true;
      block.dirty = false;
    }
    // Only pending blocks change again; the rest need not be kept.
    this.blocks.splice(0, this.blocks.length, ...this.blocks.filter((b) => b.status === 'pending'));
  }

  private notBefore(at: Instant): number {
    const t = toMs(at);
    if (t < this.clock)
      throw new Error(`${iso(t, 'ms')} is before the seeder's clock (${iso(this.clock, 'ms')})`);
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
  /** Generates every worker's shares up to `until`, in time order per pool, and the blocks among them. */
  private mine(until: number) {
    mineUntil(this.pools.values(), until, this.options, this.buffers.shares, this.blocks);
    this.clock = until;
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
      await updateBlocks(tx, [block]);
      block.dirty = false;
      const credits: { address: string; amount: bigint; usage: string }[] = [];
      const fee = (block.reward * BigInt(Math.round(config.poolFeePercent * 1e6))) / 100_000_000n;
      if (fee > 0n)
        credits.push({ address: config.feeAddress, amount: fee, usage: rewardForBlock(block.height) });
      const remaining = block.reward - fee;
      if (config.scheme === 'SOLO') {
        credits.push({ address: block.miner, amount: remaining, usage: rewardForBlock(block.height) });
        await tx.query('DELETE FROM shares WHERE poolid = $1 AND miner = $2', [config.id, block.miner]);
        this.buffers.shares.retain((row) => row(0) !== config.id || row(4) !== block.miner);
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
          this.buffers.shares.retain(
            (row) => row(0) !== config.id || (inclusive ? String(row(9)) > at : String(row(9)) >= at),
          );
          pool.log = pool.log.filter((s) => kept(s.t));
          for (const worker of pool.workers) worker.window = worker.window.filter((s) => kept(s.t));
        }
      }
      await addAmounts(tx, config.id, credits, now);
    });
  }

  private async cleanup(now: number) {
    await this.flush();
    const before = iso(now - (this.options.cleanupDays ?? 0) * DAY_MS, 'ms');
    await this.db.query('DELETE FROM poolstats WHERE created < $1', [before]);
    await this.db.query('DELETE FROM minerstats WHERE created < $1', [before]);
  }
}
