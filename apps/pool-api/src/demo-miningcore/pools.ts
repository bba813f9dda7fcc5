import { createHash } from 'node:crypto';
import { encodeBase58Check } from '../domain/addresses';
import { DAY_MS } from '../domain/time';
import { HASHES_PER_DIFFICULTY } from './formulas';
import { hash32 } from './random';

// A Miningcore pool as the seeder needs it (what its configuration says, and the chain it mines), with presets for
// the two Scrypt pools of a typical Litecoin/Dogecoin operator. Each pool is separate in Miningcore: its own
// `poolid`, miners, blocks, balances and payments.

/** How a pool splits a block's reward among miners. */
export type PayoutScheme = 'PPLNS' | 'PROP' | 'SOLO';

/** One pool of the seeded Miningcore (the reader's view of a pool is source/miningcore/config.ts). */
export interface SeededPool {
  /** The configured pool id, written in every row's `poolid`: `ltc`, `doge`. */
  id: string;
  /** The coin's ticker (`payments.coin`). */
  coin: string;
  scheme: PayoutScheme;
  /** PPLNS window: shares are paid back until their difficulty adds up to this many network difficulties. */
  pplnsFactor: number;
  /** Pool fee in percent, credited to `feeAddress` at every confirmed block. */
  poolFeePercent: number;
  feeAddress: string;
  /** Payout threshold (coins, decimal) for miners without `miner_settings`. */
  minimumPayment: string;
  /** Block subsidy in coins (decimal); the coinbase pays this plus the block's fees. */
  blockReward: string;
  /** Highest transaction fees a block adds to the subsidy, coins. */
  maxBlockFees: number;
  /** Seconds between two blocks of the network. */
  blockTime: number;
  /** Network difficulty (same scale as a share's stored difficulty) the chain varies around. */
  networkDifficulty: number;
  /** Network height at `chainEpoch` (epoch ms). */
  chainHeight: number;
  chainEpoch: number;
  /** Confirmations after which the wallet calls a coinbase mature (`generate`): the block is then confirmed. */
  coinbaseMaturity: number;
  /** Confirmations the progress is measured against (`minimumConfirmations`, else the coin's default). */
  minimumConfirmations: number;
  /** Stratum difficulty ÷ this = stored difficulty (65,536 on Scrypt). */
  shareMultiplier: number;
  /** Part of the pool's blocks the network orphans. */
  orphanRate: number;
  /** Seconds between two payout runs (a multiple of 600). */
  payoutIntervalSeconds: number;
  /** The cluster name in `shares.source` and `blocks.source`. */
  source: string;
}

const epoch2025 = Date.UTC(2025, 0, 1);

/** A valid legacy address of `coin` (LTC `L…`, DOGE `D…`) derived from `name`: the same name, the same address. */
export function coinAddress(coin: 'LTC' | 'DOGE', name: string): string {
  const hash160 = createHash('sha256').update(`${coin}:${name}`).digest().subarray(0, 20);
  return encodeBase58Check(coin === 'LTC' ? 0x30 : 0x1e, hash160);
}

/** A Litecoin pool (`ltc`, PPLNS, 1 % fee), Miningcore's defaults for the coin; override what differs. */
export function litecoinPool(overrides: Partial<SeededPool> = {}): SeededPool {
  return {
    id: 'ltc',
    coin: 'LTC',
    scheme: 'PPLNS',
    pplnsFactor: 2,
    poolFeePercent: 1,
    feeAddress: coinAddress('LTC', 'pool fee'),
    minimumPayment: '0.01',
    blockReward: '6.25',
    maxBlockFees: 0.02,
    blockTime: 150,
    networkDifficulty: 3.2e7,
    chainHeight: 2_820_000,
    chainEpoch: epoch2025,
    coinbaseMaturity: 101,
    minimumConfirmations: 102,
    shareMultiplier: 65_536,
    orphanRate: 0.02,
    payoutIntervalSeconds: 6 * 3600,
    source: 'lode',
    ...overrides,
  };
}

/** A Dogecoin pool (`doge`, PPLNS, 1 % fee); Miningcore measures DOGE's progress against 251 confirmations. */
export function dogecoinPool(overrides: Partial<SeededPool> = {}): SeededPool {
  return litecoinPool({
    id: 'doge',
    coin: 'DOGE',
    feeAddress: coinAddress('DOGE', 'pool fee'),
    minimumPayment: '10',
    blockReward: '10000',
    maxBlockFees: 5,
    blockTime: 60,
    networkDifficulty: 2.1e7,
    chainHeight: 5_530_000,
    coinbaseMaturity: 241,
    minimumConfirmations: 251,
    ...overrides,
  });
}

/** The network a pool mines, as a pure function of time: height, difficulty and hashrate move as a real chain's. */
export class Chain {
  constructor(private readonly pool: SeededPool) {}

  /** Height of the network's newest block at `t` (epoch ms). */
  height(t: number): number {
    return this.pool.chainHeight + Math.floor((t - this.pool.chainEpoch) / (this.pool.blockTime * 1000));
  }

  /** When the network's newest block at `t` came. */
  lastBlockTime(t: number): number {
    return this.pool.chainEpoch + (this.height(t) - this.pool.chainHeight) * this.pool.blockTime * 1000;
  }

  /** Network difficulty at `t`: slow swings of a few percent around the configured value. */
  difficulty(t: number): number {
    const days = (t - this.pool.chainEpoch) / DAY_MS;
    const swing = 0.06 * Math.sin((2 * Math.PI * days) / 11) + 0.02 * Math.sin((2 * Math.PI * days) / 2.3);
    return Math.round(this.pool.networkDifficulty * (1 + swing) * 1000) / 1000;
  }

  /** Network hashrate, H/s, as the daemon estimates it at `t`. */
  hashrate(t: number): number {
    return Math.floor((this.difficulty(t) * HASHES_PER_DIFFICULTY) / this.pool.blockTime);
  }

  /** Peers the daemon has at `t` (varies a little each cycle). */
  peers(t: number): number {
    return 8 + (hash32(`${this.pool.id}:${t}`) % 5);
  }

  /** Confirmations at `t` of a block at `height` (0 before the network has it). */
  confirmations(height: number, t: number): number {
    return Math.max(0, this.height(t) - height + 1);
  }
}
