import type { Queryable } from '../../db/database';
import { type Algorithm, type CoinId, coinsOf } from '../../domain/coins';
import { networkDifficulty } from '../../domain/market';
import { DAY, iso, isoDate } from '../../domain/time';
import { earningTile, todayEstimate, workerSums } from '../figures';
import type { Summary } from '../types';
import { sampledUntil, workerStats } from './workers';

// The dashboard tiles of a simulated account: its workers' sums and the money its accruals and payouts hold.

/** The dashboard tiles for one algorithm. */
export async function accountSummary(db: Queryable, sub: string, algorithm: Algorithm): Promise<Summary> {
  const end = await sampledUntil(db, sub);
  const workers = await workerStats(db, sub, algorithm);
  const sum = (pick: (w: (typeof workers)[number]) => number) => workers.reduce((s, w) => s + pick(w), 0);
  const accepted = sum((w) => w.totals.accepted);
  const rejected = sum((w) => w.totals.rejected);
  const stale = sum((w) => w.totals.stale);
  const work = accepted + rejected + stale;
  const yesterday = isoDate((Math.floor(end / DAY) - 1) * DAY);
  const coinList = coinsOf(algorithm);
  const money = await db.query<{ coin: CoinId; balance: number; yesterday: number }>(
    `SELECT coin, COALESCE(SUM(amount) FILTER (WHERE payout_id IS NULL), 0)::bigint AS balance,
            COALESCE(SUM(amount) FILTER (WHERE day = $3), 0)::bigint AS yesterday
     FROM accruals WHERE sub = $1 AND coin = ANY(string_to_array($2, ',')) GROUP BY coin`,
    [sub, coinList.map((c) => c.id).join(','), yesterday],
  );
  const paid = await db.query<{ coin: CoinId; paid: number }>(
    `SELECT coin, SUM(amount + fee)::bigint AS paid FROM payouts
     WHERE sub = $1 AND coin = ANY(string_to_array($2, ',')) GROUP BY coin`,
    [sub, coinList.map((c) => c.id).join(',')],
  );
  const { hashrate, workers: statuses } = workerSums(workers);
  return {
    algorithm,
    updatedAt: iso(end),
    hashrate,
    rejectRate: work > 0 ? rejected / work : 0,
    staleRate: work > 0 ? stale / work : 0,
    workers: statuses,
    earnings: coinList.map((coin) => {
      const row = money.find((m) => m.coin === coin.id);
      return earningTile(
        coin,
        {
          balance: row?.balance ?? 0,
          yesterday: row?.yesterday ?? 0,
          totalPaid: paid.find((p) => p.coin === coin.id)?.paid ?? 0,
        },
        todayEstimate(coin, hashrate.oneDay, networkDifficulty(coin.id, end), coin.poolFee),
      );
    }),
  };
}
