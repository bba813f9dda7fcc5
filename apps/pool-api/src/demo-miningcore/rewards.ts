import type { Database } from '../db/types';
import { iso } from '../domain/time';
import { BALANCE_RESET_USAGE, toAtoms } from './formulas';
import { hexOf } from './random';
import { addAmounts } from './rows';
import type { BlockState, LoggedShare, PoolState } from './state';

// How the seeded pools pay: a block's effort, the PPLNS and PROP splits of its reward among the shares before it,
// and the payout runs that pay every balance past its threshold.

/** A payout run: every balance at or above its threshold is paid in one transaction and set back to zero. */
export async function payOut(db: Database, seed: string, pool: PoolState, now: number) {
  const { config } = pool;
  const due = await db.query<{ address: string; amount: string }>(
    `SELECT b.address, b.amount FROM balances b
       LEFT JOIN miner_settings s ON s.poolid = b.poolid AND s.address = b.address
      WHERE b.poolid = $1 AND b.amount > 0 AND b.amount >= COALESCE(s.paymentthreshold, $2)
      ORDER BY b.address`,
    [config.id, config.minimumPayment],
  );
  if (!due.length) return;
  const txid = hexOf(`${seed}:${config.id}:payout:${now}`);
  await db.transaction(async (tx) => {
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

export interface Split {
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
export function effort(pool: PoolState, block: BlockState): number | null {
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
export function pplns(log: LoggedShare[], block: BlockState, reward: bigint, factor: number): Split {
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
export function prop(log: LoggedShare[], block: BlockState, reward: bigint): Split {
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
