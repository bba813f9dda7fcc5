import type { PoolDataSource } from '../../alerts/engine';
import { PAYOUT_WINDOW_SECONDS, workerReadings } from '../../alerts/readings';
import { formatAmount } from '../../domain/amounts';
import type { MiningcoreContext } from './context';
import { atoms, coinSymbols, epoch, ownedParams, paidTo } from './sql';
import type { miningcoreWorkers } from './workers';

/** The alert engine's readings from Miningcore's tables: the account's workers and its recent payments. */
export function miningcoreAlerts(
  context: MiningcoreContext,
  workers: ReturnType<typeof miningcoreWorkers>,
): PoolDataSource {
  return {
    async readings(sub, at) {
      const list = await workerReadings((algorithm) => workers.workers(sub, algorithm));
      const owned = await context.linked(sub);
      const [poolIds, addresses] = ownedParams(owned);
      const payments =
        owned.length === 0
          ? []
          : await context.engine.query<{
              poolid: string;
              id: number;
              amount: number;
              address: string;
              tx: string;
              at: number;
            }>(
              `SELECT poolid, id::float8 AS id, ${atoms('amount')} AS amount, address, transactionconfirmationdata AS tx,
                      ${epoch('created')} AS at
               FROM payments
               WHERE ${paidTo('$5')}
                 AND created > to_timestamp($3) AND created <= to_timestamp($4)
               ORDER BY created`,
              [poolIds, addresses, at - PAYOUT_WINDOW_SECONDS, at, coinSymbols(owned)],
            );
      return {
        sub,
        at,
        workers: list,
        payouts: payments.map((p) => ({
          id: `${p.poolid}-${p.id}`,
          coin: context.poolById(p.poolid).coin,
          amount: formatAmount(p.amount),
          address: p.address,
          txId: p.tx,
          sentAt: Math.floor(p.at),
        })),
      };
    },
  };
}
