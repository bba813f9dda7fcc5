import { type CoinConfig, type CoinId, coinIds, coins } from '../../domain/coins';

// Which Miningcore pools Lode shows, as which coins, on which terms. Miningcore keeps these in its own JSON config,
// not in its database, so the operator names them once more here: `LODE_MININGCORE_POOLS`.

/** Miningcore's statistics cycle (`statistics.updateInterval`), seconds: one `minerstats` row per worker each. */
export const MININGCORE_CYCLE_SECONDS = 120;
/** Miningcore's payment run interval (`paymentProcessing.interval`): a new threshold applies from the next run. */
export const MININGCORE_PAYOUT_RUN_SECONDS = 600;

/** Payout schemes a Miningcore pool can run (PPS+ is the simulator's). */
export const miningcoreSchemes = ['PPLNS', 'PROP', 'SOLO'] as const;
export type MiningcoreScheme = (typeof miningcoreSchemes)[number];

/** One Miningcore pool as Lode shows it. */
export interface MiningcorePool {
  /** Miningcore's pool id (`poolid` in every table), e.g. `ltc`. */
  id: string;
  /** The coin it mines. */
  coin: CoinId;
  /** The coin whose work this one is merge-mined on (DOGE on LTC), or null. */
  mergedWith: CoinId | null;
  scheme: MiningcoreScheme;
  /** Pool fee as a fraction (Miningcore's `rewardRecipients` percentages ÷ 100). */
  poolFee: number;
  /** Miningcore's `paymentProcessing.minimumPayment`: the threshold of miners who set none. */
  minimumPayment: number;
  /** Confirmations before a block is final (`minimumConfirmations`, else the coin's default). */
  confirmations: number;
  stratum: string[];
}

/** The coin's defaults from Lode's coin table (fee, payout limits, stratum, confirmations). */
function defaultsOf(coin: CoinConfig): Omit<MiningcorePool, 'id'> {
  return {
    coin: coin.id,
    mergedWith: null,
    scheme: 'PPLNS',
    poolFee: coin.poolFee,
    minimumPayment: Number(coin.minPayout),
    confirmations: coin.maturity,
    stratum: coin.stratum,
  };
}

/**
 * The embedded demo Miningcore's pools as its configuration would name them (src/demo-miningcore/demo.ts): LTC on PPLNS
 * and DOGE on PROP, 1 % fee, Miningcore's confirmations for each coin. Used when the API runs on the demo and
 * `LODE_MININGCORE_POOLS` is unset.
 */
export const DEMO_POOLS = JSON.stringify([
  { id: 'ltc', coin: 'LTC', scheme: 'PPLNS', poolFee: 0.01, minimumPayment: 0.01, confirmations: 102 },
  {
    id: 'doge',
    coin: 'DOGE',
    mergedWith: 'LTC',
    scheme: 'PROP',
    poolFee: 0.01,
    minimumPayment: 10,
    confirmations: 251,
  },
]);

const isCoin = (value: unknown): value is CoinId => coinIds.includes(value as CoinId);

/**
 * Reads `LODE_MININGCORE_POOLS`: either the short form `ltc=LTC,doge=DOGE+LTC` (pool id = coin, `+X`: merge-mined on
 * X; everything else from the coin's defaults and PPLNS) or a JSON array of pools with any field of
 * {@link MiningcorePool} beside `id` and `coin`. Throws one line that names the variable and the fault.
 */
export function parseMiningcorePools(value: string | undefined): MiningcorePool[] {
  const name = 'LODE_MININGCORE_POOLS';
  const text = (value ?? '').trim() || 'ltc=LTC,doge=DOGE+LTC';
  const pools: MiningcorePool[] = [];
  if (text.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${name} is not valid JSON`);
    }
    if (!Array.isArray(parsed)) throw new Error(`${name} must be a JSON array of pools`);
    for (const [index, entry] of parsed.entries()) {
      const e = entry as Partial<Record<keyof MiningcorePool, unknown>>;
      if (typeof e.id !== 'string' || !e.id) throw new Error(`${name}[${index}]: "id" is missing`);
      if (!isCoin(e.coin)) throw new Error(`${name}[${index}]: "coin" must be one of ${coinIds.join(', ')}`);
      const base = defaultsOf(coins[e.coin]);
      if (e.mergedWith !== undefined && e.mergedWith !== null && !isCoin(e.mergedWith))
        throw new Error(`${name}[${index}]: "mergedWith" must be a coin or null`);
      if (e.scheme !== undefined && !miningcoreSchemes.includes(e.scheme as MiningcoreScheme))
        throw new Error(`${name}[${index}]: "scheme" must be one of ${miningcoreSchemes.join(', ')}`);
      const fraction = (key: 'poolFee', max: number) => {
        if (e[key] === undefined) return base[key];
        const n = Number(e[key]);
        if (!Number.isFinite(n) || n < 0 || n > max)
          throw new Error(`${name}[${index}]: "${key}" must be 0..${max}`);
        return n;
      };
      const positive = (key: 'minimumPayment' | 'confirmations') => {
        if (e[key] === undefined) return base[key];
        const n = Number(e[key]);
        if (!Number.isFinite(n) || n <= 0) throw new Error(`${name}[${index}]: "${key}" must be above 0`);
        return n;
      };
      pools.push({
        id: e.id,
        coin: e.coin,
        mergedWith: (e.mergedWith as CoinId | null | undefined) ?? null,
        scheme: (e.scheme as MiningcoreScheme | undefined) ?? base.scheme,
        poolFee: fraction('poolFee', 1),
        minimumPayment: positive('minimumPayment'),
        confirmations: Math.round(positive('confirmations')),
        stratum: Array.isArray(e.stratum) ? e.stratum.map(String) : base.stratum,
      });
    }
  } else {
    for (const part of text.split(',')) {
      const match = /^\s*([\w.-]+)\s*=\s*([A-Z]+)(?:\s*\+\s*([A-Z]+))?\s*$/.exec(part);
      if (!match) throw new Error(`${name}: "${part.trim()}" is not pool=COIN or pool=COIN+MERGEDWITH`);
      const [, id, coin, merged] = match as unknown as [string, string, string, string | undefined];
      if (!isCoin(coin)) throw new Error(`${name}: ${coin} is not one of ${coinIds.join(', ')}`);
      if (merged !== undefined && !isCoin(merged))
        throw new Error(`${name}: ${merged} is not one of ${coinIds.join(', ')}`);
      pools.push({ id, ...defaultsOf(coins[coin]), mergedWith: merged ?? null });
    }
  }
  const seen = new Set<string>();
  for (const pool of pools) {
    if (seen.has(pool.coin)) throw new Error(`${name}: ${pool.coin} is named twice`);
    seen.add(pool.coin);
    if (pool.mergedWith && !pools.some((p) => p.coin === pool.mergedWith))
      throw new Error(`${name}: ${pool.coin} is merge-mined on ${pool.mergedWith}, which no pool mines`);
  }
  if (pools.length === 0) throw new Error(`${name} names no pool`);
  return pools;
}
