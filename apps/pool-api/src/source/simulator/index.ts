import type { Database } from '../../db/database';
import { hashesPerShare } from '../../domain/coins';
import type { Simulator } from '../../simulator';
import type { PoolSource } from '../types';
import { simulatorAlerts } from './alerts';
import { hashrateHistory } from './history';
import { listAccruals, listPayouts } from './money';
import { simulatorPublicReads } from './public';
import { accountSummary } from './summary';
import { simulatorWallets } from './wallets';
import { workerAlgorithm, workerStats } from './workers';

/**
 * The embedded pool: public figures are pure functions of time, account data comes from the API's own tables,
 * which the simulator writes (a new account's history on its first request, then every minute).
 */
export function simulatorSource(db: Database, simulator: Simulator): PoolSource {
  return {
    kind: 'simulator',
    ...simulatorPublicReads(),

    ensureAccount: (sub, username) => simulator.ensure(sub, username),
    // One simulator step for every account: it names the accounts it wrote.
    minute: () => simulator.tick(),
    summary: (sub, algorithm) => accountSummary(db, sub, algorithm),
    async hashrate(sub, filter, range, interval, tz) {
      const workerId = 'workerId' in filter ? filter.workerId : undefined;
      const algorithm =
        'workerId' in filter ? await workerAlgorithm(db, sub, filter.workerId) : filter.algorithm;
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
    workerAlgorithm: (sub, workerId) => workerAlgorithm(db, sub, workerId),
    accruals: (sub, filter, now, page) => listAccruals(db, sub, filter, now * 1000, page),
    payouts: (sub, filter, now, page) => listPayouts(db, sub, filter, now * 1000, page),
    alerts: simulatorAlerts(db),
    wallets: simulatorWallets(db),
  };
}
