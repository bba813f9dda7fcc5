import { type Algorithm, coins } from '../../domain/coins';
import { DAY, iso } from '../../domain/time';
import { earningTile, todayEstimate, workerSums } from '../figures';
import type { Summary } from '../types';
import type { MiningcoreContext } from './context';
import { atoms, coinSymbols, ownedParams } from './sql';
import type { miningcoreWorkers } from './workers';

// The dashboard tiles in front of Miningcore: the workers' windows as of the pools' newest cycle, and per coin the
// balance, yesterday's credits and what was paid. Miningcore records no rejected or stale work.

/** The Miningcore account summary. */
export function miningcoreSummary(context: MiningcoreContext, workers: ReturnType<typeof miningcoreWorkers>) {
  const { engine } = context;

  return async function summary(sub: string, algorithm: Algorithm): Promise<Summary> {
    const owned = await context.linked(sub, algorithm);
    const now = context.seconds();
    const [poolIds, addresses] = ownedParams(owned);
    // Yesterday is the UTC day before the clock's (the money does not wait for a statistics cycle).
    const yesterdayStart = (Math.floor(now / DAY) - 1) * DAY;
    // The pools' newest cycles and the money side by side, each statement on its own connection; the workers'
    // windows then come from memory for the rest of the cycle.
    const [latest, money] = await Promise.all([
      context.latestCycles(
        context.poolsOf(algorithm).map((p) => p.id),
        now,
      ),
      owned.length === 0
        ? []
        : engine.query<{ poolid: string; balance: number; yesterday: number; paid: number }>(
            `SELECT o.poolid,
                    COALESCE((SELECT ${atoms('amount')} FROM balances b WHERE b.poolid = o.poolid AND b.address = o.miner), 0) AS balance,
                    COALESCE((SELECT ${atoms('SUM(amount)')} FROM balance_changes c
                              WHERE c.poolid = o.poolid AND c.address = o.miner AND c.amount > 0
                                AND c.created >= to_timestamp($3) AND c.created < to_timestamp($3 + 86400)), 0) AS yesterday,
                    COALESCE((SELECT ${atoms('SUM(amount)')} FROM payments p
                              WHERE p.poolid = o.poolid AND p.coin = o.coin AND p.address = o.miner), 0) AS paid
             FROM unnest(string_to_array($1, ','), string_to_array($2, ','), string_to_array($4, ','))
                    AS o(poolid, miner, coin)`,
            [poolIds, addresses, yesterdayStart, coinSymbols(owned)],
          ),
    ]);
    const ownedPools = new Set(owned.map((o) => o.pool.id));
    const ownedLatest = latest.filter((l) => ownedPools.has(l.poolid)).map((l) => l.t);
    const end = ownedLatest.length ? Math.max(...ownedLatest) : now;
    const { hashrate, workers: statuses } = workerSums(await workers.readWorkers(owned, algorithm, now, end));
    return {
      algorithm,
      updatedAt: iso(Math.floor(end)),
      hashrate,
      rejectRate: null,
      staleRate: null,
      workers: statuses,
      earnings: context.poolsOf(algorithm).map((pool) => {
        const coin = coins[pool.coin];
        const row = money.find((m) => m.poolid === pool.id);
        const difficulty = latest.find((l) => l.poolid === pool.id)?.difficulty ?? 0;
        return earningTile(
          coin,
          { balance: row?.balance ?? 0, yesterday: row?.yesterday ?? 0, totalPaid: row?.paid ?? 0 },
          difficulty > 0 && row ? todayEstimate(coin, hashrate.oneDay, difficulty, pool.poolFee) : 0,
        );
      }),
    };
  };
}
