import type { Queryable } from '../db/database';
import { formatAmount } from '../domain/amounts';
import { type Algorithm, type CoinId, coins, coinsOf } from '../domain/coins';
import { networkDifficulty } from '../domain/market';
import { dailyYield } from '../domain/profitability';
import { type Interval, intervalSeconds, type Range, rangeSeconds } from '../domain/history';
import { REFERRAL_RATE } from '../domain/referral';
import { DAY, iso, isoDate } from '../domain/time';
import { localDay, localMidnight } from '../domain/timeZones';
import { workerStatus } from '../domain/workerStatus';

// Reads of one account's data, always filtered by `sub` (and by algorithm where the data has one): the only place
// account rows are selected, so no handler can forget the owner.

/** The account's clock: samples exist up to here (the last whole minute the simulator wrote). */
export async function sampledUntil(db: Queryable, sub: string): Promise<number> {
  const [row] = await db.query<{ sampled_until: number }>(
    'SELECT sampled_until FROM accounts WHERE sub = $1',
    [sub],
  );
  return row?.sampled_until ?? 0;
}

interface Point {
  time: string;
  hashrate: number;
  rejectedHashrate: number;
  staleHashrate: number;
}

/** Hashrate history of the account's workers on an algorithm (or of one worker), averaged per bucket. */
export async function hashrateHistory(
  db: Queryable,
  filter: { sub: string; algorithm: Algorithm; workerId?: string; hashesPerShare: number },
  range: Range,
  interval: Interval,
  tz: string,
): Promise<Point[]> {
  const end = await sampledUntil(db, filter.sub);
  const daily = interval === '1d';
  // Daily buckets follow the time zone's midnights: fetch quarter hours and fold them into local days.
  const step = daily ? 900 : intervalSeconds[interval];
  // Whole buckets only at the old end (the newest one grows until it is whole).
  const earliest = end - rangeSeconds[range];
  const start = daily ? localMidnight(tz, localDay(tz, earliest - 1) + 1) : Math.ceil(earliest / step) * step;
  const rows = await db.query<{ b: number; hashes: number; rejected: number; stale: number }>(
    // A sample that straddles the range's start counts with the part inside it (older samples are hours long).
    `SELECT (GREATEST(t, $3) / $4) * $4 AS b,
            SUM(hashrate * (LEAST(t + seconds, $5) - GREATEST(t, $3)))::float8 AS hashes,
            SUM(rejected * (LEAST(t + seconds, $5) - GREATEST(t, $3)) / seconds)::float8 AS rejected,
            SUM(stale * (LEAST(t + seconds, $5) - GREATEST(t, $3)) / seconds)::float8 AS stale
     FROM samples WHERE sub = $1 AND algorithm = $2 AND t > $3 - 3600 AND t + seconds > $3 AND t < $5
       ${filter.workerId ? 'AND worker_id = $6' : ''}
     GROUP BY 1 ORDER BY 1`,
    [filter.sub, filter.algorithm, start, step, end, ...(filter.workerId ? [filter.workerId] : [])],
  );
  const buckets = new Map<number, { hashes: number; rejected: number; stale: number }>();
  const bucketOf = (t: number) => (daily ? localMidnight(tz, localDay(tz, t)) : Math.floor(t / step) * step);
  for (const r of rows) {
    const key = bucketOf(r.b);
    const bucket = buckets.get(key) ?? { hashes: 0, rejected: 0, stale: 0 };
    bucket.hashes += r.hashes;
    bucket.rejected += r.rejected;
    bucket.stale += r.stale;
    buckets.set(key, bucket);
  }
  const points: Point[] = [];
  for (let b = bucketOf(start); b < end;) {
    const next = daily ? localMidnight(tz, localDay(tz, b) + 1) : b + step;
    const covered = Math.min(next, end) - Math.max(b, start);
    const bucket = buckets.get(b);
    const perSecond = (x: number) => (covered > 0 ? x / covered : 0);
    points.push({
      time: iso(b),
      hashrate: perSecond(bucket?.hashes ?? 0),
      rejectedHashrate: perSecond((bucket?.rejected ?? 0) * filter.hashesPerShare),
      staleHashrate: perSecond((bucket?.stale ?? 0) * filter.hashesPerShare),
    });
    b = next;
  }
  return points;
}

interface WorkerStats {
  id: string;
  name: string;
  grp: string;
  model: string;
  algorithm: Algorithm;
  last_share_at: number | null;
  ten: number | null;
  hour: number | null;
  day: number | null;
  accepted: number | null;
  rejected: number | null;
  stale: number | null;
  up_seconds: number | null;
}

/** Every worker of the account on an algorithm with its averages over 10 min, 1 h and 24 h. */
export async function workerStats(db: Queryable, sub: string, algorithm: Algorithm) {
  const end = await sampledUntil(db, sub);
  const rows = await db.query<WorkerStats>(
    `SELECT w.id, w.name, w.grp, w.model, w.algorithm, w.last_share_at,
            SUM(CASE WHEN s.t >= $3 - 600 THEN s.hashrate * s.seconds END)::float8 / 600 AS ten,
            SUM(CASE WHEN s.t >= $3 - 3600 THEN s.hashrate * s.seconds END)::float8 / 3600 AS hour,
            SUM(s.hashrate * s.seconds)::float8 / 86400 AS day,
            SUM(s.accepted)::float8 AS accepted, SUM(s.rejected)::float8 AS rejected, SUM(s.stale)::float8 AS stale,
            SUM(CASE WHEN s.hashrate > 0 THEN s.seconds END)::float8 AS up_seconds
     FROM workers w LEFT JOIN samples s ON s.worker_id = w.id AND s.t >= $3 - 86400 AND s.t < $3
     WHERE w.sub = $1 AND w.algorithm = $2
     GROUP BY w.id ORDER BY w.position`,
    [sub, algorithm, end],
  );
  return rows.map((r) => {
    const work = (r.accepted ?? 0) + (r.rejected ?? 0) + (r.stale ?? 0);
    return {
      id: r.id,
      name: r.name,
      group: r.grp,
      model: r.model,
      algorithm: r.algorithm,
      status: workerStatus(r.last_share_at, end),
      hashrate: { tenMinutes: r.ten ?? 0, oneHour: r.hour ?? 0, oneDay: r.day ?? 0 },
      rejectRate: work > 0 ? (r.rejected ?? 0) / work : 0,
      staleRate: work > 0 ? (r.stale ?? 0) / work : 0,
      lastShareAt: r.last_share_at === null ? null : iso(r.last_share_at),
      uptime: Math.min(1, (r.up_seconds ?? 0) / DAY),
      totals: { accepted: r.accepted ?? 0, rejected: r.rejected ?? 0, stale: r.stale ?? 0 },
    };
  });
}

/** The dashboard tiles for one algorithm. */
export async function accountSummary(db: Queryable, sub: string, algorithm: Algorithm) {
  const end = await sampledUntil(db, sub);
  const workers = await workerStats(db, sub, algorithm);
  const sum = (pick: (w: (typeof workers)[number]) => number) => workers.reduce((s, w) => s + pick(w), 0);
  const accepted = sum((w) => w.totals.accepted);
  const rejected = sum((w) => w.totals.rejected);
  const stale = sum((w) => w.totals.stale);
  const work = accepted + rejected + stale;
  const oneDay = sum((w) => w.hashrate.oneDay);
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
  return {
    algorithm,
    updatedAt: iso(end),
    hashrate: {
      tenMinutes: sum((w) => w.hashrate.tenMinutes),
      oneHour: sum((w) => w.hashrate.oneHour),
      oneDay,
    },
    rejectRate: work > 0 ? rejected / work : 0,
    staleRate: work > 0 ? stale / work : 0,
    workers: {
      online: workers.filter((w) => w.status === 'online').length,
      offline: workers.filter((w) => w.status === 'offline').length,
      inactive: workers.filter((w) => w.status === 'inactive').length,
    },
    earnings: coinList.map((coin) => {
      const row = money.find((m) => m.coin === coin.id);
      const estimate = dailyYield({
        hashrate: oneDay,
        difficulty: networkDifficulty(coin.id, end),
        blockReward: coin.blockReward,
        blockFees: coin.averageBlockFees,
        poolFee: coin.poolFee,
        uptime: 1,
      });
      return {
        coin: coin.id,
        balance: formatAmount(row?.balance ?? 0),
        todayEstimate: formatAmount(Math.floor(estimate.total * 1e8)),
        yesterday: formatAmount(row?.yesterday ?? 0),
        totalPaid: formatAmount(paid.find((p) => p.coin === coin.id)?.paid ?? 0),
      };
    }),
  };
}

/** Filters of the accruals list and its CSV. */
export interface AccrualFilter {
  algorithm: Algorithm;
  coin?: CoinId;
  type?: string;
  status?: string;
  from?: string;
  to?: string;
}

/** Accruals newest first; `limit` null for every row (CSV). */
export async function listAccruals(
  db: Queryable,
  sub: string,
  filter: AccrualFilter,
  now: number,
  page: { offset: number; limit: number | null },
) {
  const coinIds = filter.coin
    ? coinsOf(filter.algorithm).some((c) => c.id === filter.coin)
      ? [filter.coin]
      : []
    : coinsOf(filter.algorithm).map((c) => c.id);
  const status = `CASE WHEN a.payout_id IS NULL THEN 'unpaid' WHEN p.confirmed_at <= $2 THEN 'paid' ELSE 'paying' END`;
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
    [
      sub,
      Math.floor(now / 1000),
      coinIds.join(','),
      filter.type ?? null,
      filter.from ?? null,
      filter.to ?? null,
      filter.status ?? null,
      ...(page.limit === null ? [] : [page.limit, page.offset]),
    ],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT COUNT(*)::bigint AS total FROM accruals a LEFT JOIN payouts p ON p.id = a.payout_id
     WHERE a.sub = $1 AND a.coin = ANY(string_to_array($3, ','))
       AND ($4::text IS NULL OR a.type = $4) AND ($5::text IS NULL OR a.day >= $5)
       AND ($6::text IS NULL OR a.day <= $6) AND ($7::text IS NULL OR ${status} = $7)`,
    [
      sub,
      Math.floor(now / 1000),
      coinIds.join(','),
      filter.type ?? null,
      filter.from ?? null,
      filter.to ?? null,
      filter.status ?? null,
    ],
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

/** Filters of the payouts list and its CSV. */
export interface PayoutFilter {
  algorithm: Algorithm;
  coin?: CoinId;
  /** The simulator tracks every confirmation, so `sent` (confirmation not tracked) selects none of its payouts. */
  status?: 'pending' | 'confirmed' | 'sent';
  /** First UTC day the payout was sent (inclusive). */
  from?: string;
  /** Last UTC day the payout was sent (inclusive). */
  to?: string;
}

/** Payouts newest first; `limit` null for every row (CSV). */
export async function listPayouts(
  db: Queryable,
  sub: string,
  filter: PayoutFilter,
  now: number,
  page: { offset: number; limit: number | null },
) {
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
  const rows = await db.query<{
    id: string;
    coin: CoinId;
    sent_at: number;
    confirmed_at: number;
    amount: number;
    fee: number;
    address: string;
    tx_id: string;
  }>(
    `SELECT id, coin, sent_at, confirmed_at, amount, fee, address, tx_id FROM payouts WHERE ${where}
     ORDER BY sent_at DESC, coin ${page.limit === null ? '' : 'LIMIT $7 OFFSET $8'}`,
    [...filters, ...(page.limit === null ? [] : [page.limit, page.offset])],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT COUNT(*)::bigint AS total FROM payouts WHERE ${where}`,
    filters,
  );
  return {
    total: count?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      time: iso(r.sent_at),
      coin: r.coin,
      amount: formatAmount(r.amount),
      fee: formatAmount(r.fee),
      address: r.address,
      txId: r.tx_id,
      explorerUrl: coins[r.coin].explorerTx.replace('{tx}', r.tx_id),
      status: r.confirmed_at <= now / 1000 ? ('confirmed' as const) : ('pending' as const),
    })),
  };
}

/** The referral page: code, link, rate, referees and the last 30 days of rewards. */
export async function referral(db: Queryable, sub: string, publicUrl: string) {
  const [account] = await db.query<{ referral_code: string; sampled_until: number }>(
    'SELECT referral_code, sampled_until FROM accounts WHERE sub = $1',
    [sub],
  );
  const code = account?.referral_code ?? '';
  const referees = await db.query<{ name: string; joined_at: number; hashrate: number }>(
    'SELECT name, joined_at, hashrate FROM referees WHERE sub = $1 ORDER BY joined_at DESC',
    [sub],
  );
  const days = await db.query<{ day: string; amount: number }>(
    `SELECT day, amount FROM accruals WHERE sub = $1 AND type = 'referral' ORDER BY day DESC LIMIT 30`,
    [sub],
  );
  const [total] = await db.query<{ total: number }>(
    `SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM accruals WHERE sub = $1 AND type = 'referral'`,
    [sub],
  );
  const link = new URL('/', publicUrl);
  link.searchParams.set('ref', code);
  return {
    code,
    link: link.href,
    rate: String(REFERRAL_RATE),
    referees: referees.map((r) => ({ name: r.name, joinedAt: iso(r.joined_at), hashrate24h: r.hashrate })),
    rewards: {
      coin: 'LTC' as const,
      total: formatAmount(total?.total ?? 0),
      days: days.map((d) => ({ date: d.day, amount: formatAmount(d.amount) })),
    },
  };
}
