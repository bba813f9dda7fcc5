import { coinsToAtoms, formatAmount, formatUsd } from '../domain/amounts';
import type { Algorithm, CoinConfig } from '../domain/coins';
import { breakEvenDays, dailyPowerCost, dailyYield } from '../domain/profitability';

// The calculator of the public tag: the PPS+ formula on the figures the pool source answers (source/types.ts).

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
      priceUsd: r.price === null ? null : formatUsd(r.price),
      revenueUsdPerDay: r.price === null ? null : (r.y.total * r.price).toFixed(2),
      networkDifficulty: r.difficulty,
    })),
    revenueUsdPerDay: revenue === null ? null : revenue.toFixed(2),
    powerCostUsdPerDay: power.toFixed(2),
    profitUsdPerDay: profit === null ? null : profit.toFixed(2),
    breakEvenDays: breakEven === null ? null : Math.round(breakEven * 10) / 10,
  };
}
