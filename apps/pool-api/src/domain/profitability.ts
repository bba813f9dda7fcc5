// The PPS+ yield formula, used by the calculator and by the simulator's accruals. Expected blocks a day are the day's
// hashes over difficulty × 2^32; PPS pays the subsidy of each expected block, the "+" also pays the average
// transaction fees; both less the pool fee. Worked example: 9.5 GH/s at Litecoin difficulty 3e7 and 6.25 LTC a block
// is about 0.0398 LTC a day; at Dogecoin difficulty 2e7 and 10,000 DOGE, about 95.6 DOGE.

/** 2^32: difficulty 1 is that many hashes on average. */
export const TWO_POW_32 = 2 ** 32;

/** Inputs of the expected-yield formula. */
export interface YieldInput {
  /** Hashrate in H/s. */
  hashrate: number;
  /** Network difficulty. */
  difficulty: number;
  /** Block subsidy in coins. */
  blockReward: number;
  /** Average transaction fees per block in coins (0 for plain PPS). */
  blockFees: number;
  /** Pool fee as a fraction (0.02 = 2 %). */
  poolFee: number;
  /** Share of the day the hardware runs, 0..1. */
  uptime: number;
}

/** Expected coins per day, split into the subsidy part (PPS) and the fee bonus (the "+" of PPS+). */
export function dailyYield(input: YieldInput): { scheme: number; feeBonus: number; total: number } {
  const hashesPerDay = input.uptime * input.hashrate * 86_400;
  const perBlock = hashesPerDay / (input.difficulty * TWO_POW_32);
  const keep = 1 - input.poolFee;
  const scheme = perBlock * input.blockReward * keep;
  const feeBonus = perBlock * input.blockFees * keep;
  return { scheme, feeBonus, total: scheme + feeBonus };
}

/** Power cost per day in the electricity price's currency. */
export function dailyPowerCost(watts: number, pricePerKwh: number, uptime: number): number {
  return (watts / 1000) * 24 * uptime * pricePerKwh;
}

/** Days until the hardware pays for itself, or `null` when it never does. */
export function breakEvenDays(hardwareCost: number, dailyProfit: number): number | null {
  if (dailyProfit <= 0) return null;
  return hardwareCost / dailyProfit;
}
