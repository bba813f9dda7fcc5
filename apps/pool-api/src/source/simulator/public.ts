import { coinsToAtoms, formatAmount, formatUsd } from '../../domain/amounts';
import { type Algorithm, type CoinConfig, type CoinId, coins, coinsOf } from '../../domain/coins';
import { BLOCK_DAYS, type Interval, intervalSeconds, type Range, rangeSeconds } from '../../domain/history';
import {
  chainHeight,
  networkDifficulty,
  networkHashrate,
  poolHashrate,
  poolPopulation,
  priceUsd,
  recentBlocks,
  topMiners,
} from '../../domain/market';
import { iso } from '../../domain/time';
import { localDay, localMidnight } from '../../domain/timeZones';
import { blockExplorerUrl, coinCard, roundEffort } from '../figures';
import type { PoolSource } from '../types';

// The simulator's public figures: pool and network figures, blocks and top miners are pure functions of time
// (domain/market.ts), so every server answers the same for the same moment. No account, no database.

/** One coin's public card at `now` (epoch seconds). */
function cardAt(coin: CoinConfig, now: number) {
  const last = recentBlocks([coin.id], now, 2)[0];
  const population = poolPopulation(coin.algorithm, now);
  return coinCard(
    coin,
    {
      mergedWith: coin.mergedWith,
      scheme: coin.scheme,
      poolFee: String(coin.poolFee),
      minPayout: formatAmount(coinsToAtoms(Number(coin.minPayout))),
      stratum: coin.stratum,
    },
    {
      priceUsd: formatUsd(priceUsd(coin.id, now)),
      poolHashrate: poolHashrate(coin.algorithm, now),
      networkHashrate: networkHashrate(coin.id, now),
      networkDifficulty: networkDifficulty(coin.id, now),
      workers: population.workers,
      miners: population.miners,
      lastBlock: last ? { height: last.height, time: iso(last.time) } : null,
    },
  );
}

/** Pool hashrate, difficulty and price over a range, sampled at the start of each bucket. */
function coinHistory(coin: CoinId, range: Range, interval: Interval, tz: string, now: number) {
  const start = now - rangeSeconds[range];
  const points = [];
  const daily = interval === '1d';
  const step = intervalSeconds[interval];
  let t = daily ? localMidnight(tz, localDay(tz, start)) : Math.floor(start / step) * step;
  while (t < now && points.length < 5000) {
    points.push({
      time: iso(t),
      poolHashrate: poolHashrate(coins[coin].algorithm, t),
      networkDifficulty: networkDifficulty(coin, t),
      priceUsd: formatUsd(priceUsd(coin, t)),
    });
    t = daily ? localMidnight(tz, localDay(tz, t) + 1) : t + step;
  }
  return { coin, range, interval, tz, points };
}

/** The pool's blocks, newest first, with status from confirmations. */
function listBlocks(
  filter: { coin?: CoinId; status?: 'pending' | 'confirmed' | 'orphaned' },
  now: number,
  page: { offset: number; limit: number },
) {
  const list = recentBlocks(
    filter.coin ? [filter.coin] : Object.values(coins).map((c) => c.id),
    now,
    BLOCK_DAYS,
  )
    .map((b) => {
      const confirmations = Math.max(1, chainHeight(b.coin, now) - b.height + 1);
      const maturity = coins[b.coin].maturity;
      return {
        coin: b.coin,
        height: b.height,
        hash: b.hash,
        time: iso(b.time),
        reward: formatAmount(coinsToAtoms(b.reward)),
        effort: roundEffort(b.effort),
        status: b.orphaned
          ? ('orphaned' as const)
          : confirmations >= maturity
            ? ('confirmed' as const)
            : ('pending' as const),
        confirmations,
        requiredConfirmations: maturity,
        explorerUrl: blockExplorerUrl(coins[b.coin], b.height),
      };
    })
    .filter((b) => !filter.status || b.status === filter.status);
  return { total: list.length, items: list.slice(page.offset, page.offset + page.limit) };
}

/** The top 100 miners of an algorithm by 24 h hashrate, masked. */
function listTopMiners(algorithm: Algorithm, now: number, page: { offset: number; limit: number }) {
  const all = topMiners(algorithm, now, 100).map((m, i) => ({ rank: i + 1, ...m }));
  return { total: all.length, items: all.slice(page.offset, page.offset + page.limit) };
}

/** The public reads of the simulated pool. */
export function simulatorPublicReads(): Pick<
  PoolSource,
  'coins' | 'coinHistory' | 'blocks' | 'topMiners' | 'market'
> {
  return {
    coins: async (now) => Object.values(coins).map((coin) => cardAt(coin, now)),
    coinHistory: async (coin, range, interval, tz, now) => coinHistory(coin, range, interval, tz, now),
    blocks: async (filter, now, page) => listBlocks(filter, now, page),
    topMiners: async (algorithm, now, page) => listTopMiners(algorithm, now, page),
    market: async (algorithm, now) =>
      coinsOf(algorithm).map((coin) => ({
        coin,
        networkDifficulty: networkDifficulty(coin.id, now),
        priceUsd: priceUsd(coin.id, now),
      })),
  };
}
