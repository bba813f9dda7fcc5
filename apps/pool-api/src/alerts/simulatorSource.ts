import { workerStats } from '../account/queries';
import type { Queryable } from '../db/database';
import { formatAmount } from '../domain/amounts';
import type { PoolDataSource, PoolReadings } from './engine';

/** How far back payouts are reported: longer than any gap between two readings of a running server. */
const PAYOUT_WINDOW_SECONDS = 7 * 24 * 3600;

/** Readings from the API's own tables, which the simulator fills (a Miningcore source would read its tables). */
export function simulatorSource(db: Queryable): PoolDataSource {
  return {
    async readings(sub: string, at: number): Promise<PoolReadings> {
      const workers = [
        ...(await workerStats(db, sub, 'Scrypt')),
        ...(await workerStats(db, sub, 'SHA256')),
      ].map((w) => ({
        workerId: w.id,
        workerName: w.name,
        lastShareAt: w.lastShareAt === null ? null : Math.floor(Date.parse(w.lastShareAt) / 1000),
        hashrate: w.hashrate.oneHour,
        averageHashrate24h: w.hashrate.oneDay,
        rejectRate: w.rejectRate,
      }));
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
