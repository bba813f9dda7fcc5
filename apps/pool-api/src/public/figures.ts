import { coinsToAtoms, formatAmount } from '../domain/amounts';
import { type Algorithm, type CoinConfig, type CoinId, coins } from '../domain/coins';
import {
  chainHeight,
  networkDifficulty,
  networkHashrate,
  poolHashrate,
  poolPopulation,
  priceUsd,
  recentBlocks,
  topMiners,
} from '../domain/market';
import { breakEvenDays, dailyPowerCost, dailyYield } from '../domain/profitability';
import { BLOCK_DAYS, type Interval, intervalSeconds, type Range, rangeSeconds } from '../domain/history';
import { iso } from '../domain/time';
import { localDay, localMidnight } from '../domain/timeZones';

// The public tag: pool and network figures, blocks, top miners, the calculator. No account, no database.

const usd = (value: number) => value.toFixed(value >= 1 ? 2 : 6);

/** One coin's public card at `now` (epoch seconds). */
export function coinCard(coin: CoinConfig, now: number) {
  const last = recentBlocks([coin.id], now, 2)[0];
  const population = poolPopulation(coin.algorithm, now);
  return {
    id: coin.id,
    name: coin.name,
    algorithm: coin.algorithm,
    mergedWith: coin.mergedWith,
    scheme: coin.scheme,
    poolFee: String(coin.poolFee),
    blockReward: formatAmount(coinsToAtoms(coin.blockReward)),
    blockTime: coin.blockTime,
    minPayout: formatAmount(coinsToAtoms(Number(coin.minPayout))),
    maxPayout: formatAmount(coinsToAtoms(Number(coin.maxPayout))),
    payoutFee: formatAmount(coinsToAtoms(Number(coin.payoutFee))),
    priceUsd: usd(priceUsd(coin.id, now)),
    poolHashrate: poolHashrate(coin.algorithm, now),
    networkHashrate: networkHashrate(coin.id, now),
    networkDifficulty: networkDifficulty(coin.id, now),
    workers: population.workers,
    miners: population.miners,
    lastBlock: last ? { height: last.height, time: iso(last.time) } : null,
    stratum: coin.stratum,
    explorerTxUrl: coin.explorerTx,
  };
}

/** Pool hashrate, difficulty and price over a range, sampled at the start of each bucket. */
export function coinHistory(coin: CoinId, range: Range, interval: Interval, tz: string, now: number) {
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
      priceUsd: usd(priceUsd(coin, t)),
    });
    t = daily ? localMidnight(tz, localDay(tz, t) + 1) : t + step;
  }
  return { coin, range, interval, tz, points };
}

/** The pool's blocks, newest first, with status from confirmations. */
export function listBlocks(
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
        effort: Math.round(b.effort * 10_000) / 10_000,
        status: b.orphaned
          ? ('orphaned' as const)
          : confirmations >= maturity
            ? ('confirmed' as const)
            : ('pending' as const),
        confirmations,
        requiredConfirmations: maturity,
        explorerUrl: coins[b.coin].explorerBlock.replace('{height}', String(b.height)),
      };
    })
    .filter((b) => !filter.status || b.status === filter.status);
  return { total: list.length, items: list.slice(page.offset, page.offset + page.limit) };
}

/** The top 100 miners of an algorithm by 24 h hashrate, masked. */
export function listTopMiners(algorithm: Algorithm, now: number, page: { offset: number; limit: number }) {
  const all = topMiners(algorithm, now, 100).map((m, i) => ({ rank: i + 1, ...m }));
  return { total: all.length, items: all.slice(page.offset, page.offset + page.limit) };
}

/** The profitability calculator: the PPS+ formula on each coin's difficulty and price now. */
export function calculate(
  input: {
    algorithm: Algorithm;
    hashrate: number;
    power: number;
    electricityPrice: number;
    hardwareCost: number;
    uptime: number;
  },
  markets: readonly { coin: CoinConfig; networkDifficulty: number; priceUsd: number | null }[],
) {
  const rows = markets.map(({ coin, networkDifficulty: difficulty, priceUsd: price }) => {
    const y = dailyYield({
      hashrate: input.hashrate,
      difficulty,
      blockReward: coin.blockReward,
      blockFees: coin.averageBlockFees,
      poolFee: coin.poolFee,
      uptime: input.uptime,
    });
    return { coin, y, price, difficulty };
  });
  // One unknown price makes the revenue, and all that follows from it, unknown: never a sum that leaves a coin out.
  const revenue = rows.every((r) => r.price !== null)
    ? rows.reduce((sum, r) => sum + r.y.total * (r.price as number), 0)
    : null;
  const power = dailyPowerCost(input.power, input.electricityPrice, input.uptime);
  const profit = revenue === null ? null : revenue - power;
  const breakEven =
    input.hardwareCost > 0 && profit !== null ? breakEvenDays(input.hardwareCost, profit) : null;
  return {
    algorithm: input.algorithm,
    hashrate: input.hashrate,
    coins: rows.map((r) => ({
      coin: r.coin.id,
      perDay: formatAmount(coinsToAtoms(r.y.total)),
      schemePerDay: formatAmount(coinsToAtoms(r.y.scheme)),
      feeBonusPerDay: formatAmount(coinsToAtoms(r.y.feeBonus)),
      priceUsd: r.price === null ? null : usd(r.price),
      revenueUsdPerDay: r.price === null ? null : (r.y.total * r.price).toFixed(2),
      networkDifficulty: r.difficulty,
    })),
    revenueUsdPerDay: revenue === null ? null : revenue.toFixed(2),
    powerCostUsdPerDay: power.toFixed(2),
    profitUsdPerDay: profit === null ? null : profit.toFixed(2),
    breakEvenDays: breakEven === null ? null : Math.round(breakEven * 10) / 10,
  };
}
