import { coinsToAtoms, formatAmount } from '../domain/amounts';
import type { CoinConfig } from '../domain/coins';
import { dailyYield } from '../domain/profitability';
import type { Block, Coin, Summary, WorkerReading } from './types';

// What every engine answers in the same shape: a coin's public card, a block's explorer link, and the dashboard
// summary's worker sums and money tiles.

/** The terms a pool sets for a coin (the coin table's on the simulator, the operator's on Miningcore). */
export type PoolTerms = Pick<Coin, 'mergedWith' | 'scheme' | 'poolFee' | 'minPayout' | 'stratum'>;

/** The figures of a coin's card at one moment. */
export type CoinFigures = Pick<
  Coin,
  'priceUsd' | 'poolHashrate' | 'networkHashrate' | 'networkDifficulty' | 'workers' | 'miners' | 'lastBlock'
>;

/** A coin's public card: the coin table's facts, the pool's terms and the figures of the moment. */
export function coinCard(coin: CoinConfig, terms: PoolTerms, figures: CoinFigures): Coin {
  return {
    id: coin.id,
    name: coin.name,
    algorithm: coin.algorithm,
    mergedWith: terms.mergedWith,
    scheme: terms.scheme,
    poolFee: terms.poolFee,
    blockReward: formatAmount(coinsToAtoms(coin.blockReward)),
    blockTime: coin.blockTime,
    minPayout: terms.minPayout,
    maxPayout: formatAmount(coinsToAtoms(Number(coin.maxPayout))),
    payoutFee: formatAmount(coinsToAtoms(Number(coin.payoutFee))),
    priceUsd: figures.priceUsd,
    poolHashrate: figures.poolHashrate,
    networkHashrate: figures.networkHashrate,
    networkDifficulty: figures.networkDifficulty,
    workers: figures.workers,
    miners: figures.miners,
    lastBlock: figures.lastBlock,
    stratum: terms.stratum,
    explorerTxUrl: coin.explorerTx,
  };
}

/** A block's page on the coin's explorer. */
export const blockExplorerUrl = (coin: CoinConfig, height: number): Block['explorerUrl'] =>
  coin.explorerBlock.replace('{height}', String(height));

/** A transaction's page on the coin's explorer. */
export const txExplorerUrl = (coin: CoinConfig, tx: string) => coin.explorerTx.replace('{tx}', tx);

/** A block's effort as the API answers it: four decimals. */
export const roundEffort = (effort: number) => Math.round(effort * 10_000) / 10_000;

/** The summary's worker figures: hashrate sums over the three windows and how many workers have each status. */
export function workerSums(list: readonly WorkerReading[]): Pick<Summary, 'hashrate' | 'workers'> {
  const sum = (pick: (w: WorkerReading) => number) => list.reduce((s, w) => s + pick(w), 0);
  return {
    hashrate: {
      tenMinutes: sum((w) => w.hashrate.tenMinutes),
      oneHour: sum((w) => w.hashrate.oneHour),
      oneDay: sum((w) => w.hashrate.oneDay),
    },
    workers: {
      online: list.filter((w) => w.status === 'online').length,
      offline: list.filter((w) => w.status === 'offline').length,
      inactive: list.filter((w) => w.status === 'inactive').length,
    },
  };
}

/** Coins a whole day at `hashrate` (H/s, the 24 h average) earns of `coin` at `difficulty`, after `poolFee`. */
export function todayEstimate(
  coin: CoinConfig,
  hashrate: number,
  difficulty: number,
  poolFee: number,
): number {
  return dailyYield({
    hashrate,
    difficulty,
    blockReward: coin.blockReward,
    blockFees: coin.averageBlockFees,
    poolFee,
    uptime: 1,
  }).total;
}

/** One coin's money tile: amounts in atoms, the estimate in coins (rounded down to atoms). */
export function earningTile(
  coin: CoinConfig,
  atoms: { balance: number; yesterday: number; totalPaid: number },
  estimate: number,
): Summary['earnings'][number] {
  return {
    coin: coin.id,
    balance: formatAmount(atoms.balance),
    todayEstimate: formatAmount(Math.floor(estimate * 1e8)),
    yesterday: formatAmount(atoms.yesterday),
    totalPaid: formatAmount(atoms.totalPaid),
  };
}
