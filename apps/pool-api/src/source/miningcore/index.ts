import { coins } from '../../domain/coins';
import type { CycleObserver, PoolSource } from '../types';
import { miningcoreAccounts } from './accounts';
import { miningcoreAlerts } from './alerts';
import { miningcoreContext, type MiningcoreOptions } from './context';
import { miningcoreHistory } from './history';
import { miningcoreMoney } from './money';
import { miningcorePublicReads } from './public';
import { miningcoreSummary } from './summary';
import { miningcoreWallets } from './wallets';
import { miningcoreWorkers } from './workers';

// Pool data read from Miningcore's PostgreSQL tables (read-only), for the accounts Lode keeps in its own database.
// A miner's data is keyed in Miningcore by pool and address; an account sees the addresses it has proved are its
// own (the wallets it linked, `proven_at` set). What Miningcore does not record stays unknown (null): reject and
// stale rates (it stores accepted shares only), worker groups and models, payout fees and confirmations, the fee
// bonus, prices. One file per kind of read; context.ts holds what they share, sql.ts the SQL they share.

export { maskAddress } from './public';
export { miningcoreWorkerId } from './workers';
export type { MiningcoreOptions } from './context';

/** The Miningcore source; `cycles` hears of each account's pool writing a new statistics cycle. */
export function miningcoreSource(options: MiningcoreOptions & { cycles?: CycleObserver }): PoolSource {
  const context = miningcoreContext(options);
  const workers = miningcoreWorkers(context);
  return {
    kind: 'miningcore',
    ...miningcorePublicReads(context),
    ...miningcoreAccounts(context, options.cycles),
    summary: miningcoreSummary(context, workers),
    ...miningcoreHistory(context, workers),
    workers: workers.workers,
    async workerAlgorithm(sub, workerId) {
      const found = await workers.findWorker(sub, workerId);
      return found ? coins[found.owned.pool.coin].algorithm : null;
    },
    ...miningcoreMoney(context),
    wallets: miningcoreWallets({ ...options, changed: (sub) => context.addressesChanged(sub) }),
    alerts: miningcoreAlerts(context, workers),
  };
}
