// The coins the reference pool mines. Figures are believable examples of such a pool, not market data.

/** Mining algorithms; account data is always filtered by one (Scrypt by default, as the app's cookie says). */
export const algorithms = ['Scrypt', 'SHA256'] as const;
/** One of {@link algorithms}. */
export type Algorithm = (typeof algorithms)[number];

/** Coin tickers. */
export const coinIds = ['LTC', 'DOGE', 'BTC'] as const;
/** One of {@link coinIds}. */
export type CoinId = (typeof coinIds)[number];

/**
 * How a pool pays for work: PPS+ (a fixed price per share plus the block's transaction fees), PPLNS (a share of each
 * block found, by the last N shares), PROP (a share of each block, by the round's shares), SOLO (the finder keeps the
 * block). Spelled as pools write them.
 */
export const payoutSchemes = ['PPS+', 'PPLNS', 'PROP', 'SOLO'] as const;
/** One of {@link payoutSchemes}. */
export type PayoutScheme = (typeof payoutSchemes)[number];

/** What the pool publishes about one coin, plus the constants the simulator needs. */
export interface CoinConfig {
  id: CoinId;
  name: string;
  algorithm: Algorithm;
  /** The coin whose work this one is merge-mined on. */
  mergedWith: CoinId | null;
  /** The simulator pays every coin PPS+; a real engine's pools may pay another scheme. */
  scheme: PayoutScheme;
  /** Pool fee as a fraction. */
  poolFee: number;
  /** Block subsidy in coins. */
  blockReward: number;
  /** Average transaction fees per block in coins (the "+" of PPS+). */
  averageBlockFees: number;
  /** Target block time in seconds. */
  blockTime: number;
  /** Confirmations before a block counts as confirmed (coinbase maturity). */
  maturity: number;
  /** Network difficulty around the simulation's epoch. */
  baseDifficulty: number;
  /** Price in USD around the epoch. */
  basePriceUsd: number;
  /** Hashrate of the whole pool on this algorithm, H/s, around the epoch. */
  basePoolHashrate: number;
  /** Payout thresholds in coins (decimal strings), and the network fee charged per payout. */
  minPayout: string;
  maxPayout: string;
  defaultPayout: string;
  payoutFee: string;
  /** Explorer link for a transaction; `{tx}` is replaced. */
  explorerTx: string;
  /** Explorer link for a block; `{height}` is replaced. */
  explorerBlock: string;
  /** Block height at the epoch. */
  epochHeight: number;
  stratum: string[];
}

/** Every coin the pool mines, by ticker. */
export const coins: Record<CoinId, CoinConfig> = {
  LTC: {
    id: 'LTC',
    name: 'Litecoin',
    algorithm: 'Scrypt',
    mergedWith: null,
    scheme: 'PPS+',
    poolFee: 0.02,
    blockReward: 6.25,
    averageBlockFees: 0.012,
    blockTime: 150,
    maturity: 100,
    baseDifficulty: 3.2e7,
    basePriceUsd: 86,
    basePoolHashrate: 180e12,
    minPayout: '0.01',
    maxPayout: '1000',
    defaultPayout: '1',
    payoutFee: '0.0001',
    explorerTx: 'https://blockchair.com/litecoin/transaction/{tx}',
    explorerBlock: 'https://blockchair.com/litecoin/block/{height}',
    epochHeight: 2_900_000,
    stratum: ['stratum+tcp://ltc.lode.example:3333', 'stratum+ssl://ltc.lode.example:3334'],
  },
  DOGE: {
    id: 'DOGE',
    name: 'Dogecoin',
    algorithm: 'Scrypt',
    mergedWith: 'LTC',
    scheme: 'PPS+',
    poolFee: 0.02,
    blockReward: 10_000,
    averageBlockFees: 0,
    blockTime: 60,
    maturity: 240,
    baseDifficulty: 2.1e7,
    basePriceUsd: 0.17,
    basePoolHashrate: 180e12,
    minPayout: '10',
    maxPayout: '10000000',
    defaultPayout: '2000',
    payoutFee: '1',
    explorerTx: 'https://blockchair.com/dogecoin/transaction/{tx}',
    explorerBlock: 'https://blockchair.com/dogecoin/block/{height}',
    epochHeight: 5_500_000,
    stratum: ['stratum+tcp://ltc.lode.example:3333', 'stratum+ssl://ltc.lode.example:3334'],
  },
  BTC: {
    id: 'BTC',
    name: 'Bitcoin',
    algorithm: 'SHA256',
    mergedWith: null,
    scheme: 'PPS+',
    poolFee: 0.025,
    blockReward: 3.125,
    averageBlockFees: 0.03,
    blockTime: 600,
    maturity: 100,
    baseDifficulty: 1.1e14,
    basePriceUsd: 94_000,
    basePoolHashrate: 12e18,
    minPayout: '0.0005',
    maxPayout: '100',
    defaultPayout: '0.005',
    payoutFee: '0.00002',
    explorerTx: 'https://blockchair.com/bitcoin/transaction/{tx}',
    explorerBlock: 'https://blockchair.com/bitcoin/block/{height}',
    epochHeight: 900_000,
    stratum: ['stratum+tcp://btc.lode.example:3333', 'stratum+ssl://btc.lode.example:3334'],
  },
};

/** The coins mined on one algorithm: the main coin first, then those merge-mined on it. */
export function coinsOf(algorithm: Algorithm): CoinConfig[] {
  return Object.values(coins).filter((c) => c.algorithm === algorithm);
}

/**
 * The coin whose pool an algorithm's work is sent to: the one its merge-mined coins ride on (LTC for Scrypt, where
 * DOGE is merge-mined on the same work; BTC for SHA256).
 */
export function workCoin(algorithm: Algorithm): CoinId {
  const parent = coinsOf(algorithm).find((c) => c.mergedWith === null);
  if (!parent) throw new Error(`No coin of ${algorithm} is mined on its own`);
  return parent.id;
}

/** Share difficulty 1 is worth this many hashes (Scrypt pools use 65,536; SHA-256 uses 2^32). */
export function hashesPerShare(algorithm: Algorithm): number {
  return algorithm === 'Scrypt' ? 65_536 : 2 ** 32;
}
