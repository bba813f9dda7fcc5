import type { PoolDataSource } from '../../alerts/engine';
import { PAYOUT_WINDOW_SECONDS, workerReadings } from '../../alerts/readings';
import type { Queryable } from '../../db/database';
import { formatAmount } from '../../domain/amounts';
import { workerStats } from './workers';

/** The alert engine's readings from the API's own tables, which the simulator fills. */
export function simulatorAlerts(db: Queryable): PoolDataSource {
  return {
    async readings(sub, at) {
      const workers = await workerReadings((algorithm) => workerStats(db, sub, algorithm));
      const payouts = await db.query<{
        id: string;
        coin: string;
        amount: number;
        address: string;
        tx_id: string;
        sent_at: number;
      }>(
        `SELECT id, coin, amount, address, tx_id, sent_at FROM payouts
         WHERE sub = $1 AND sent_at > $2 AND sent_at <= $3 ORDER BY sent_at`,
        [sub, at - PAYOUT_WINDOW_SECONDS, at],
      );
      return {
        sub,
        at,
        workers,
        payouts: payouts.map((p) => ({
          id: p.id,
          coin: p.coin,
          amount: formatAmount(p.amount),
          address: p.address,
          txId: p.tx_id,
          sentAt: p.sent_at,
        })),
      };
    },
  };
}
