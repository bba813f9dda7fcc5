// The PPS+ profitability formula as a plain function, so the page, its tests and the e2e check one implementation:
// the expected blocks a day are the day's hashes over difficulty × 2^32; each pays its subsidy (PPS) plus the average
// transaction fees (the "+"), less the pool fee. The pool API states the same formula for its own use
// (apps/pool-api/src/domain/profitability.ts). It runs in the browser on the API's coin figures: typing never waits for a request.

/** 2^32: difficulty 1 is that many hashes on average (Scrypt and SHA-256 alike). */
export const twoPow32 = 2 ** 32;

/** Seconds in a day. */
export const secondsPerDay = 86_400;

/** The periods results are shown for, in days: a month is 30 days, as the leading pools' calculators count it. */
export const periodDays = { day: 1, week: 7, month: 30 } as const;

/** One period of {@link periodDays}. */
export type Period = keyof typeof periodDays;

/** A coin's figures the formula needs (from the pool API's `Coin`). */
export interface CoinMarket {
  /** Ticker, e.g. `LTC`. */
  id: string;
  /** Block subsidy in coins. */
  blockReward: number;
  /** Average transaction fees per block in coins (0 when unknown: plain PPS). */
  blockFees: number;
  /** Network difficulty. */
  difficulty: number;
  /** Price in USD; null where the pool engine does not report it. */
  priceUsd: number | null;
}

/** What the visitor enters. */
export interface CalculatorInput {
  /** Hashrate in H/s. */
  hashrate: number;
  /** Power draw in watts. */
  power: number;
  /** Electricity price in USD per kWh. */
  electricityPrice: number;
  /** Pool fee as a fraction (0.02 = 2 %). */
  poolFee: number;
  /** Hardware price in USD, for the break-even time (0: not asked). */
  hardwareCost: number;
  /** Share of the day the hardware runs, 0..1. */
  uptime: number;
}

/** Per-day figures for one coin. */
export interface CoinEstimate {
  /** Ticker. */
  id: string;
  /** Coins per day. */
  amount: number;
  /** USD per day at the coin's price; null when the price is unknown. */
  revenueUsd: number | null;
}

/** The whole estimate, per day; multiply by {@link periodDays} for longer periods. */
export interface Estimate {
  /** Per coin, in the order given (LTC, then its merge-mined DOGE). */
  coins: CoinEstimate[];
  /** Sum of the coins' USD revenue per day; null when a coin's price is unknown (a part is not the whole). */
  revenueUsd: number | null;
  /** Electricity per day in USD (known whatever the prices). */
  powerCostUsd: number;
  /** Revenue minus electricity per day; null when the revenue is unknown. */
  profitUsd: number | null;
  /** Days until the hardware pays for itself; null when there is no hardware price, no profit or no known profit. */
  breakEvenDays: number | null;
}

/** Expected coins per day: u · H · 86,400 · (R + f) / (D · 2^32) · (1 − φ). */
export function coinsPerDay(input: CalculatorInput, coin: CoinMarket): number {
  if (coin.difficulty <= 0) return 0;
  return (
    ((input.uptime * input.hashrate * secondsPerDay * (coin.blockReward + coin.blockFees)) /
      (coin.difficulty * twoPow32)) *
    (1 - input.poolFee)
  );
}

/** Electricity per day: W / 1000 · 24 · u · price per kWh. */
export function powerCostPerDay(input: CalculatorInput): number {
  return (input.power / 1000) * 24 * input.uptime * input.electricityPrice;
}

/** The estimate per day for the coins mined together on the same work (merged mining pays each of them). */
export function estimate(input: CalculatorInput, coins: readonly CoinMarket[]): Estimate {
  const perCoin = coins.map((coin) => {
    const amount = coinsPerDay(input, coin);
    return { id: coin.id, amount, revenueUsd: coin.priceUsd === null ? null : amount * coin.priceUsd };
  });
  const revenueUsd = perCoin.reduce<number | null>(
    (sum, c) => (sum === null || c.revenueUsd === null ? null : sum + c.revenueUsd),
    0,
  );
  const powerCostUsd = powerCostPerDay(input);
  const profitUsd = revenueUsd === null ? null : revenueUsd - powerCostUsd;
  const breakEvenDays =
    input.hardwareCost > 0 && profitUsd !== null && profitUsd > 0 ? input.hardwareCost / profitUsd : null;
  return { coins: perCoin, revenueUsd, powerCostUsd, profitUsd, breakEvenDays };
}
