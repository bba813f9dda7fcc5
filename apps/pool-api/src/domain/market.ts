import { type Algorithm, type CoinConfig, type CoinId, coins, coinsOf } from './coins';
import { digestHex, noise, seedOf } from './noise';
import { TWO_POW_32 } from './profitability';
import { DAY, HOUR } from './time';

// The public side of the simulation: network difficulty, prices, the pool's hashrate and its blocks, as pure
// functions of time. Every server (and every restart) answers the same figures for the same moment.

/** 2026-01-01T00:00:00Z: the simulation's reference point. */
export const EPOCH = 1_767_225_600;

const coinSeed = (coin: CoinId) => seedOf(`coin:${coin}`);

/** The UTC day index of a time (days since 1970-01-01). */
export const dayIndex = (t: number) => Math.floor(t / DAY);

/** Network difficulty on the UTC day holding `t`: slow growth, a two-week wave and daily retargeting noise. */
export function networkDifficulty(coin: CoinId, t: number): number {
  const config = coins[coin];
  const day = dayIndex(t);
  const days = day - dayIndex(EPOCH);
  const wave = 1 + 0.04 * Math.sin((2 * Math.PI * days) / 14 + coinSeed(coin));
  return config.baseDifficulty * (1 + 0.0006 * days) * wave * (0.98 + 0.04 * noise(coinSeed(coin), day));
}

/** Network hashrate in H/s implied by the difficulty and the block time. */
export function networkHashrate(coin: CoinId, t: number): number {
  return (networkDifficulty(coin, t) * TWO_POW_32) / coins[coin].blockTime;
}

/** Coin price in USD for the hour holding `t`. */
export function priceUsd(coin: CoinId, t: number): number {
  const hour = Math.floor(t / HOUR);
  const days = (t - EPOCH) / DAY;
  const wave = 1 + 0.08 * Math.sin((2 * Math.PI * days) / 30 + coinSeed(coin) / 7);
  return coins[coin].basePriceUsd * wave * (0.985 + 0.03 * noise(coinSeed(coin), hour, 1));
}

/** The pool's hashrate on an algorithm for the 10 minutes holding `t`, H/s. */
export function poolHashrate(algorithm: Algorithm, t: number): number {
  const main = coinsOf(algorithm)[0] as CoinConfig;
  const slot = Math.floor(t / 600);
  const days = (t - EPOCH) / DAY;
  const daily = 1 + 0.03 * Math.sin((2 * Math.PI * (t % DAY)) / DAY);
  return (
    main.basePoolHashrate * (1 + 0.001 * days) * daily * (0.97 + 0.06 * noise(seedOf(algorithm), slot, 2))
  );
}

/** Workers and miners connected to the pool on an algorithm (scaled from the hashrate, as real pools are). */
export function poolPopulation(algorithm: Algorithm, t: number): { workers: number; miners: number } {
  const perWorker = algorithm === 'Scrypt' ? 9e9 : 120e12;
  const workers = Math.round(poolHashrate(algorithm, t) / perWorker);
  return { workers, miners: Math.round(workers / 6.5) };
}

/** A block found by the pool. */
export interface PoolBlock {
  coin: CoinId;
  height: number;
  hash: string;
  /** Epoch seconds. */
  time: number;
  /** Coins, subsidy plus fees. */
  reward: number;
  /** Shares spent against the expected work, 1 = 100 %. */
  effort: number;
  orphaned: boolean;
}

const hourCache = new Map<string, PoolBlock[]>();

/** The blocks the pool found on `coin` during the UTC hour `hour` (hours since 1970). */
function blocksInHour(coin: CoinId, hour: number): PoolBlock[] {
  const key = `${coin}:${hour}`;
  const cached = hourCache.get(key);
  if (cached) return cached;
  const config = coins[coin];
  const start = hour * HOUR;
  const share = poolHashrate(config.algorithm, start) / networkHashrate(coin, start);
  const expected = (HOUR / config.blockTime) * share;
  const seed = coinSeed(coin);
  // Whole blocks plus one more with the fractional chance: the long-run rate matches `expected`.
  const count = Math.floor(expected) + (noise(seed, hour, 3) < expected % 1 ? 1 : 0);
  const blocks: PoolBlock[] = [];
  for (let i = 0; i < count; i += 1) {
    // Each block in its own slot of the hour, at least one block time from the slot's edges: two blocks of the pool
    // are then a block time apart or more, so never at one height (a chain has one block per height).
    const slot = HOUR / count;
    const margin = Math.min(config.blockTime, slot / 4);
    const time = start + Math.floor(i * slot + margin + noise(seed, hour, 10 + i) * (slot - 2 * margin));
    const height = config.epochHeight + Math.floor((time - EPOCH) / config.blockTime);
    const effort = -Math.log(1 - noise(seed, hour, 40 + i) * 0.97);
    blocks.push({
      coin,
      height,
      hash: digestHex('block', coin, height).replace(/^.{8}/, '00000000'),
      time,
      reward: config.blockReward + config.averageBlockFees * (0.5 + noise(seed, hour, 70 + i)),
      effort: Math.max(0.01, effort),
      orphaned: noise(seed, hour, 100 + i) < 0.01,
    });
  }
  if (hourCache.size > 20_000) hourCache.clear();
  hourCache.set(key, blocks);
  return blocks;
}

/** The chain height of `coin` at `t` (the simulated network's tip). */
export function chainHeight(coin: CoinId, t: number): number {
  return coins[coin].epochHeight + Math.floor((t - EPOCH) / coins[coin].blockTime);
}

/** Blocks found on the given coins in the `days` before `now`, newest first. */
export function recentBlocks(coinList: CoinId[], now: number, days: number): PoolBlock[] {
  const last = Math.floor(now / HOUR);
  const out: PoolBlock[] = [];
  for (let hour = last; hour > last - days * 24; hour -= 1) {
    const inHour: PoolBlock[] = [];
    for (const coin of coinList) inHour.push(...blocksInHour(coin, hour).filter((b) => b.time <= now));
    out.push(...inHour.sort((a, b) => b.time - a.time));
  }
  return out;
}

/** The top miners of an algorithm by 24 h hashrate: masked names and deterministic figures. */
export function topMiners(algorithm: Algorithm, now: number, count: number) {
  const seed = seedOf(`top:${algorithm}`);
  const day = dayIndex(now);
  const main = coinsOf(algorithm)[0] as CoinConfig;
  const rows = Array.from({ length: count }, (_, i) => {
    const base = (main.basePoolHashrate * 0.12) / (i + 1) ** 0.9;
    const hashrate = base * (0.9 + 0.2 * noise(seed, day, i));
    const id = digestHex('miner', algorithm, i);
    return {
      // Masked as pools do: the first and last characters of the account, never the whole name.
      miner: `${id.slice(0, 3)}***${id.slice(-2)}`,
      hashrate24h: hashrate,
      workers: Math.max(1, Math.round(hashrate / (algorithm === 'Scrypt' ? 9e9 : 120e12))),
    };
  });
  return rows.sort((a, b) => b.hashrate24h - a.hashrate24h);
}
