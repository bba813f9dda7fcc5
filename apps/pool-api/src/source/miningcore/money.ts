import { formatAmount } from '../../domain/amounts';
import { coinIds, coins } from '../../domain/coins';
import { DAY, iso } from '../../domain/time';
import { txExplorerUrl } from '../figures';
import type { Accrual, Payout, PoolSource } from '../types';
import { MININGCORE_CYCLE_SECONDS } from './config';
import type { MiningcoreContext } from './context';
import { atoms, coinSymbols, epoch, type Linked, ownedBy, ownedParams, paidTo } from './sql';

// An account's money in Miningcore's tables: credits per UTC day (`balance_changes`) as accruals, and `payments` as
// payouts. Miningcore records a payment once its transaction is sent, never its fee or confirmation, and no fee
// bonus.

/** The Miningcore accruals and payouts. */
export function miningcoreMoney(context: MiningcoreContext): Pick<PoolSource, 'accruals' | 'payouts'> {
  const { engine } = context;

  /** Per UTC day and pool: rewards credited, and the day's average hashrate. */
  async function accrualDays(owned: Linked[]) {
    if (owned.length === 0) return [];
    const [poolIds, addresses] = ownedParams(owned);
    const credits = await engine.query<{ poolid: string; day: string; amount: number; last: number }>(
      `SELECT poolid, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, ${atoms('SUM(amount)')} AS amount,
              ${epoch('max(created)')} AS last
       FROM balance_changes
       WHERE ${ownedBy('address')}
         AND amount > 0
       GROUP BY 1, 2`,
      [poolIds, addresses],
    );
    const hashrates = await engine.query<{ poolid: string; day: string; hashes: number }>(
      `SELECT poolid, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, SUM(hashrate)::float8 AS hashes
       FROM minerstats WHERE ${ownedBy('miner')} GROUP BY 1, 2`,
      [poolIds, addresses],
    );
    const payments = await engine.query<{ poolid: string; id: number; at: number }>(
      `SELECT poolid, id::float8 AS id, ${epoch('created')} AS at FROM payments
       WHERE ${paidTo('$3')}
       ORDER BY created`,
      [poolIds, addresses, coinSymbols(owned)],
    );
    return credits.map((c) => {
      const pool = context.poolById(c.poolid);
      // Miningcore pays a whole balance at once: a day is paid by the first payment after its last credit.
      const payment = payments.find((p) => p.poolid === c.poolid && p.at >= c.last);
      const hashes = hashrates.find((h) => h.poolid === c.poolid && h.day === c.day)?.hashes ?? 0;
      return {
        date: c.day,
        coin: pool.coin,
        type: pool.mergedWith ? ('merged' as const) : ('mining' as const),
        status: payment ? ('paid' as const) : ('unpaid' as const),
        hashrate: (hashes * MININGCORE_CYCLE_SECONDS) / DAY,
        amount: formatAmount(c.amount),
        schemeAmount: formatAmount(c.amount),
        feeBonus: null,
        payoutId: payment ? `${c.poolid}-${payment.id}` : null,
      } satisfies Accrual;
    });
  }

  return {
    async accruals(sub, filter, _now, page) {
      const days = (await accrualDays(await context.linked(sub, filter.algorithm)))
        .filter(
          (a) =>
            (!filter.coin || a.coin === filter.coin) &&
            (!filter.type || a.type === filter.type) &&
            (!filter.status || a.status === filter.status) &&
            (!filter.from || a.date >= filter.from) &&
            (!filter.to || a.date <= filter.to),
        )
        .sort((a, b) =>
          a.date < b.date ? 1 : a.date > b.date ? -1 : coinIds.indexOf(a.coin) - coinIds.indexOf(b.coin),
        );
      return {
        total: days.length,
        items: page.limit === null ? days : days.slice(page.offset, page.offset + page.limit),
      };
    },

    async payouts(sub, filter, _now, page) {
      const owned = (await context.linked(sub, filter.algorithm)).filter(
        (o) => !filter.coin || o.pool.coin === filter.coin,
      );
      // Miningcore records a payment once its transaction is sent, and never its confirmation.
      if (owned.length === 0 || (filter.status && filter.status !== 'sent')) return { items: [], total: 0 };
      const [poolIds, addresses] = ownedParams(owned);
      const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
      const where = `${paidTo('$5')}
        AND ($3::float8 IS NULL OR created >= to_timestamp($3)) AND ($4::float8 IS NULL OR created < to_timestamp($4))`;
      const params = [
        poolIds,
        addresses,
        filter.from ? dayStart(filter.from) : null,
        filter.to ? dayStart(filter.to) + DAY : null,
        coinSymbols(owned),
      ];
      const rows = await engine.query<{
        poolid: string;
        id: number;
        at: number;
        amount: number;
        address: string;
        tx: string;
      }>(
        `SELECT poolid, id::float8 AS id, ${epoch('created')} AS at, ${atoms('amount')} AS amount, address,
                transactionconfirmationdata AS tx
         FROM payments WHERE ${where} ORDER BY created DESC, id DESC
         ${page.limit === null ? '' : 'LIMIT $6 OFFSET $7'}`,
        [...params, ...(page.limit === null ? [] : [page.limit, page.offset])],
      );
      const [count] = await engine.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM payments WHERE ${where}`,
        params,
      );
      return {
        total: count?.n ?? 0,
        items: rows.map((r) => {
          const coin = context.poolById(r.poolid).coin;
          return {
            id: `${r.poolid}-${r.id}`,
            time: iso(Math.floor(r.at)),
            coin,
            amount: formatAmount(r.amount),
            fee: null,
            address: r.address,
            txId: r.tx,
            explorerUrl: txExplorerUrl(coins[coin], r.tx),
            status: 'sent',
          } satisfies Payout;
        }),
      };
    },
  };
}
