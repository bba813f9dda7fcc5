import type { Queryable } from '../../db/database';
import { formatAmount } from '../../domain/amounts';
import { type CoinId, coins, coinsOf } from '../../domain/coins';
import { DAY, iso } from '../../domain/time';
import { txExplorerUrl } from '../figures';
import type { AccrualFilter, Page, Payout, PayoutFilter } from '../types';

// The simulator's money: the accruals it settles per UTC day and the payouts it sends, newest first, by `sub`.

/** Accruals newest first; `limit` null for every row (CSV). */
export async function listAccruals(
  db: Queryable,
  sub: string,
  filter: AccrualFilter,
  now: number,
  page: Page,
) {
  const coinIds = filter.coin
    ? coinsOf(filter.algorithm).some((c) => c.id === filter.coin)
      ? [filter.coin]
      : []
    : coinsOf(filter.algorithm).map((c) => c.id);
  const status = `CASE WHEN a.payout_id IS NULL THEN 'unpaid' WHEN p.confirmed_at <= $2 THEN 'paid' ELSE 'paying' END`;
  const filters = [
    sub,
    Math.floor(now / 1000),
    coinIds.join(','),
    filter.type ?? null,
    filter.from ?? null,
    filter.to ?? null,
    filter.status ?? null,
  ];
  const rows = await db.query<{
    day: string;
    coin: CoinId;
    type: 'mining' | 'merged' | 'referral';
    status: 'unpaid' | 'paying' | 'paid';
    hashrate: number;
    amount: number;
    scheme_amount: number;
    fee_bonus: number;
    payout_id: string | null;
    total: number;
  }>(
    `SELECT * FROM (
       SELECT a.day, a.coin, a.type, ${status} AS status, a.hashrate, a.amount, a.scheme_amount, a.fee_bonus,
              a.payout_id
       FROM accruals a LEFT JOIN payouts p ON p.id = a.payout_id
       WHERE a.sub = $1 AND a.coin = ANY(string_to_array($3, ','))
         AND ($4::text IS NULL OR a.type = $4) AND ($5::text IS NULL OR a.day >= $5)
         AND ($6::text IS NULL OR a.day <= $6)
     ) x
     WHERE ($7::text IS NULL OR x.status = $7)
     ORDER BY x.day DESC, x.coin, x.type
     ${page.limit === null ? '' : 'LIMIT $8 OFFSET $9'}`,
    [...filters, ...(page.limit === null ? [] : [page.limit, page.offset])],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT COUNT(*)::bigint AS total FROM accruals a LEFT JOIN payouts p ON p.id = a.payout_id
     WHERE a.sub = $1 AND a.coin = ANY(string_to_array($3, ','))
       AND ($4::text IS NULL OR a.type = $4) AND ($5::text IS NULL OR a.day >= $5)
       AND ($6::text IS NULL OR a.day <= $6) AND ($7::text IS NULL OR ${status} = $7)`,
    filters,
  );
  return {
    total: count?.total ?? 0,
    items: rows.map((r) => ({
      date: r.day,
      coin: r.coin,
      type: r.type,
      status: r.status,
      hashrate: r.hashrate,
      amount: formatAmount(r.amount),
      schemeAmount: formatAmount(r.scheme_amount),
      feeBonus: formatAmount(r.fee_bonus),
      payoutId: r.payout_id,
    })),
  };
}

/** A row of `payouts`, as {@link PAYOUT_COLUMNS} selects it. */
export interface PayoutRow {
  id: string;
  coin: CoinId;
  sent_at: number;
  confirmed_at: number;
  amount: number;
  fee: number;
  address: string;
  tx_id: string;
}

/** The columns of a {@link PayoutRow}. */
export const PAYOUT_COLUMNS = 'id, coin, sent_at, confirmed_at, amount, fee, address, tx_id';

/** A payout as the API answers it; confirmed once its confirmation time is past `now` (epoch seconds). */
export function payoutOf(r: PayoutRow, now: number): Payout {
  return {
    id: r.id,
    time: iso(r.sent_at),
    coin: r.coin,
    amount: formatAmount(r.amount),
    fee: formatAmount(r.fee),
    address: r.address,
    txId: r.tx_id,
    explorerUrl: txExplorerUrl(coins[r.coin], r.tx_id),
    status: r.confirmed_at <= now ? 'confirmed' : 'pending',
  };
}

/** Payouts newest first; `limit` null for every row (CSV). */
export async function listPayouts(db: Queryable, sub: string, filter: PayoutFilter, now: number, page: Page) {
  const coinIds = coinsOf(filter.algorithm)
    .map((c) => c.id)
    .filter((id) => !filter.coin || id === filter.coin);
  const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
  // A payout is confirmed once its confirmation time has passed (the same rule as the `status` of each row).
  const where = `sub = $1 AND coin = ANY(string_to_array($2, ','))
     AND ($3::bigint IS NULL OR sent_at >= $3) AND ($4::bigint IS NULL OR sent_at < $4)
     AND ($5::text IS NULL OR (CASE WHEN confirmed_at <= $6::bigint THEN 'confirmed' ELSE 'pending' END) = $5)`;
  const filters = [
    sub,
    coinIds.join(','),
    filter.from ? dayStart(filter.from) : null,
    filter.to ? dayStart(filter.to) + DAY : null,
    filter.status ?? null,
    Math.floor(now / 1000),
  ];
  const rows = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE ${where}
     ORDER BY sent_at DESC, coin ${page.limit === null ? '' : 'LIMIT $7 OFFSET $8'}`,
    [...filters, ...(page.limit === null ? [] : [page.limit, page.offset])],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT COUNT(*)::bigint AS total FROM payouts WHERE ${where}`,
    filters,
  );
  return {
    total: count?.total ?? 0,
    items: rows.map((r) => payoutOf(r, now / 1000)),
  };
}
