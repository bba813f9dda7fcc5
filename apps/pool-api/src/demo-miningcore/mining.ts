import { iso } from '../domain/time';
import { STATS_INTERVAL_SECONDS, toAtoms } from './formulas';
import { hexOf, RandomStream } from './random';
import type { RowBuffer } from './rows';
import type { BlockState, PoolState, Share } from './state';

// The shares the seeder's workers submit, in time order per pool, and the blocks found among them: by luck (a share
// whose difficulty meets the network's) or where a test asked for one.

/** Generates every worker's shares up to `until` into `shares`, and appends the blocks among them to `blocks`. */
export function mineUntil(
  pools: Iterable<PoolState>,
  until: number,
  options: { seed: string; sharesPerCycle: number; randomBlocks: boolean },
  shares: RowBuffer,
  blocks: BlockState[],
) {
  const gap = (STATS_INTERVAL_SECONDS * 1000) / options.sharesPerCycle;
  for (const pool of pools) {
    const mined: Share[] = [];
    for (const worker of pool.workers) worker.generate(until, gap, mined);
    const forced = pool.forced.filter((s) => s.t <= until);
    if (forced.length) {
      pool.forced = pool.forced.filter((s) => s.t > until);
      mined.push(...forced);
    }
    mined.sort((a, b) => a.t - b.t);
    const { config, chain } = pool;
    for (const share of mined) {
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
      shares.push(
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
        options.randomBlocks &&
        share.luck < share.difficulty / networkDifficulty &&
        height > pool.lastBlockHeight;
      if (share.forced && height <= pool.lastBlockHeight)
        throw new Error(`Pool ${config.id} already found block ${height}: findBlock needs another height`);
      if (share.forced || lucky)
        blocks.push(foundBlock(options.seed, pool, share, height, networkDifficulty));
    }
  }
}

/** A block found by `share`: its fate (orphaned after a few confirmations, or not) drawn from its own stream. */
function foundBlock(seed: string, pool: PoolState, share: Share, height: number, networkDifficulty: number) {
  const { config } = pool;
  const name = `${seed}:${config.id}:${height}`;
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
  return block;
}
