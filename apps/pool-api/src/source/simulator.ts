import { accountSummary, hashrateHistory, listAccruals, listPayouts, workerStats } from '../account/queries';
import { simulatorSource as simulatorAlertSource } from '../alerts/simulatorSource';
import type { Database } from '../db/database';
import { type Algorithm, coins, coinsOf, hashesPerShare } from '../domain/coins';
import { networkDifficulty, priceUsd } from '../domain/market';
import { coinCard, coinHistory, listBlocks, listTopMiners } from '../public/figures';
import { listWallets, unlinkWallet, updateWallet } from '../settings/queries';
import type { Simulator } from '../simulator';
import type { PoolSource } from './types';

/**
 * The embedded pool: public figures are pure functions of time, account data comes from the API's own tables,
 * which the simulator writes (a new account's history on its first request, then every minute).
 */
export function simulatorSource(db: Database, simulator: Simulator): PoolSource {
  return {
    kind: 'simulator',
    coins: async (now) => Object.values(coins).map((coin) => coinCard(coin, now)),
    coinHistory: async (coin, range, interval, tz, now) => coinHistory(coin, range, interval, tz, now),
    blocks: async (filter, now, page) => listBlocks(filter, now, page),
    topMiners: async (algorithm, now, page) => listTopMiners(algorithm, now, page),
    market: async (algorithm, now) =>
      coinsOf(algorithm).map((coin) => ({
        coin,
        networkDifficulty: networkDifficulty(coin.id, now),
        priceUsd: priceUsd(coin.id, now),
      })),

    ensureAccount: (sub, username) => simulator.ensure(sub, username),
    summary: (sub, algorithm) => accountSummary(db, sub, algorithm),
    async hashrate(sub, filter, range, interval, tz) {
      const workerId = 'workerId' in filter ? filter.workerId : undefined;
      const algorithm = workerId
        ? await this.workerAlgorithm(sub, workerId)
        : (filter as { algorithm: Algorithm }).algorithm;
      if (!algorithm) return null;
      return hashrateHistory(
        db,
        { sub, algorithm, workerId, hashesPerShare: hashesPerShare(algorithm) },
        range,
        interval,
        tz,
      );
    },
    workers: (sub, algorithm) => workerStats(db, sub, algorithm),
    async workerAlgorithm(sub, workerId) {
      const [worker] = await db.query<{ algorithm: 'Scrypt' | 'SHA256' }>(
        'SELECT algorithm FROM workers WHERE id = $1 AND sub = $2',
        [workerId, sub],
      );
      return worker?.algorithm ?? null;
    },
    accruals: (sub, filter, now, page) => listAccruals(db, sub, filter, now * 1000, page),
    payouts: (sub, filter, now, page) => listPayouts(db, sub, filter, now * 1000, page),
    alerts: simulatorAlertSource(db),
    wallets: {
      list: (sub, algorithm) => listWallets(db, sub, algorithm),
      update: (sub, coin, update, now) => updateWallet(db, sub, coin, update, now),
      unlink: (sub, coin) => unlinkWallet(db, sub, coin),
    },
  };
}
