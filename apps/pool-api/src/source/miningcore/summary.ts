import { type Algorithm, coins } from '../../domain/coins';
import { DAY, iso } from '../../domain/time';
import { earningTile, todayEstimate } from '../figures';
import type { Summary } from '../types';
import type { MiningcoreContext } from './context';
import { MININGCORE_CYCLE_SECONDS } from './config';
import { atoms, coinSymbols, type Linked, ownedParams } from './sql';
import type { miningcoreWorkers } from './workers';

// The dashboard tiles in front of Miningcore: the workers' windows as of the pools' newest cycle, and per coin the
// balance, yesterday's credits and what was paid. Miningcore records no rejected or stale work.

/**
 * How long one cycle's money is answered: read again at the account's pools' next statistics cycle, and after one
 * cycle's length in any case (Miningcore credits and pays on its own schedule, not at its statistics cycles).
 */
const MONEY_MEMORY_MS = MININGCORE_CYCLE_SECONDS * 1000;

interface MoneyRow {
  poolid: string;
  balance: number;
  yesterday: number;
  paid: number;
}

/** The Miningcore account summary. */
export function miningcoreSummary(context: MiningcoreContext, workers: ReturnType<typeof miningcoreWorkers>) {
  const { engine } = context;
  /** Per addresses, UTC day and the pools' cycles: the money, read once per cycle however often the tiles are. */
  const cycleMoney = context.memory<MoneyRow[]>(MONEY_MEMORY_MS, 10_000);

  /** Balance, yesterday's credits and total paid of each owned address: three index lookups each. */
  function readMoney(owned: Linked[], yesterdayStart: number) {
    const [poolIds, addresses] = ownedParams(owned);
    return engine.query<MoneyRow>(
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
    );
  }

  return async function summary(sub: string, algorithm: Algorithm): Promise<Summary> {
    const owned = await context.linked(sub, algorithm);
    const now = context.seconds();
    // Yesterday is the UTC day before the clock's (the money does not wait for a statistics cycle).
    const yesterdayStart = (Math.floor(now / DAY) - 1) * DAY;
    const latest = await context.latestCycles(
      context.poolsOf(algorithm).map((p) => p.id),
      now,
    );
    const ownedPools = new Set(owned.map((o) => o.pool.id));
    const ownedLatest = latest.filter((l) => ownedPools.has(l.poolid));
    const end = ownedLatest.length ? Math.max(...ownedLatest.map((l) => l.t)) : now;
    // The money and the workers' windows of this cycle side by side, each read on its own connection once per
    // cycle and then answered from memory: a new cycle of any owned pool (or a new UTC day) reads the money again.
    const moneyKey = [
      ...ownedParams(owned),
      coinSymbols(owned),
      yesterdayStart,
      ownedLatest.map((l) => `${l.poolid}:${l.t}`).join(','),
    ].join('|');
    const [money, { hashrate, workers: statuses }] = await Promise.all([
      owned.length === 0 ? [] : cycleMoney.remember(moneyKey, () => readMoney(owned, yesterdayStart)),
      workers.readSums(owned, algorithm, now, end),
    ]);
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
