import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { coinsToAtoms, formatAmount } from '../domain/amounts';
import { type Algorithm, type CoinId, coinIds, coins } from '../domain/coins';
import { dailyYield } from '../domain/profitability';
import { BLOCK_DAYS, type Interval, intervalSeconds, type Range, rangeSeconds } from '../domain/history';
import { referralCode } from '../domain/referral';
import { DAY, iso } from '../domain/time';
import { localDay, localMidnight } from '../domain/timeZones';
import { workerStatus } from '../domain/workerStatus';
import { MININGCORE_CYCLE_SECONDS, type MiningcorePool } from './miningcoreConfig';
import { miningcoreWallets } from './miningcoreWallets';
import type { Accrual, Block, HashratePoint, Payout, PoolSource, WorkerReading } from './types';

// Pool data read from Miningcore's PostgreSQL tables (read-only), for the accounts Lode keeps in its own database.
// A miner's data is keyed in Miningcore by pool and address; an account sees the addresses it has proved are its
// own (the wallets it linked, `proven_at` set). What Miningcore does not record stays unknown (null): reject and
// stale rates (it stores accepted shares only), worker groups and models, payout fees and confirmations, the fee
// bonus, prices.
//
// How Miningcore writes the rows read here: every statistics cycle (120 s) one `minerstats` row per miner and
// worker that had shares in the 10-minute window before it, with the hashrate of that window; one row of 0 when a
// worker stops, then none. So a window's average is Σ hashrate × cycle ÷ window (a missing cycle counts as 0: the
// plain AVG of the rows would overstate a worker that comes and goes), and a worker's last share is its newest row
// with hashrate above 0.

/** Miningcore's numeric(28,12) amounts as integer atoms (1e-8), rounded as the API shows amounts. */
const atoms = (column: string) => `round(${column} * 100000000)::float8`;
const epoch = (column: string) => `extract(epoch from ${column})::float8`;

/** A stable id for a Miningcore worker (it has none): the pool, address and name, hashed. */
export function miningcoreWorkerId(pool: string, address: string, worker: string): string {
  return `mc-${createHash('sha256').update(`${pool}\u0000${address}\u0000${worker}`).digest('base64url').slice(0, 16)}`;
}

/** Masks an address as the public top list shows miners: the first and last characters only. */
export function maskAddress(address: string): string {
  return address.length <= 6 ? `${address.slice(0, 1)}***` : `${address.slice(0, 3)}***${address.slice(-2)}`;
}

interface Linked {
  pool: MiningcorePool;
  address: string;
}

interface WorkerRow {
  poolid: string;
  miner: string;
  worker: string;
  last_share: number | null;
  ten: number | null;
  hour: number | null;
  day: number | null;
  up_cycles: number | null;
}

/** The Miningcore source: `lode` is the API's own database (accounts, wallets), `engine` Miningcore's. */
export function miningcoreSource(options: {
  lode: Database;
  engine: Queryable;
  pools: MiningcorePool[];
  /** The clock, epoch milliseconds. */
  now: () => number;
  /** Miningcore's admin API, for payout thresholds (else its `miner_settings` table). */
  adminUrl?: string;
}): PoolSource {
  const { lode, engine } = options;
  const seconds = () => options.now() / 1000;
  // Display order: the coin table's, merge-mined coins after the coin they ride on.
  const pools = [...options.pools].sort((a, b) => coinIds.indexOf(a.coin) - coinIds.indexOf(b.coin));
  const poolOf = (coin: CoinId) => pools.find((p) => p.coin === coin);
  const poolsOf = (algorithm: Algorithm) => pools.filter((p) => coins[p.coin].algorithm === algorithm);
  const pairs = (linked: Linked[]) => [
    linked.map((l) => l.pool.id).join(','),
    linked.map((l) => l.address).join(','),
  ];
  /** The linked coins' symbols: `payments` is indexed on (poolid, coin, address), so its reads name the coin too. */
  const symbols = (linked: Linked[]) => linked.map((l) => l.pool.coin).join(',');
  /** `(poolid, miner)` is one of the account's proven addresses. */
  const ownedBy = (poolParam: string, addressParam: string) =>
    `(poolid, miner) IN (SELECT * FROM unnest(string_to_array(${poolParam}, ','), string_to_array(${addressParam}, ',')))`;

  /** The addresses the account has proved on the algorithm's pools. */
  /**
   * Reads that every request repeats are kept for a few seconds (by the source's clock): the account's proved
   * addresses (forgotten at once when this server changes them) and the pools' newest cycles, which change every
   * 120 s. Another server's address change shows here within that time.
   */
  const SHORT_MEMORY_MS = 5_000;
  const linkedMemory = new Map<string, { at: number; rows: Promise<{ coin: CoinId; address: string }[]> }>();
  const cycleMemory = new Map<
    string,
    { at: number; rows: Promise<{ poolid: string; t: number; difficulty: number }[]> }
  >();
  const remembered = <T>(
    memory: Map<string, { at: number; rows: Promise<T> }>,
    key: string,
    read: () => Promise<T>,
  ) => {
    const now = options.now();
    const kept = memory.get(key);
    if (kept && now - kept.at < SHORT_MEMORY_MS && now >= kept.at) return kept.rows;
    const rows = read();
    rows.catch(() => memory.delete(key));
    if (memory.size >= 10_000) memory.clear();
    memory.set(key, { at: now, rows });
    return rows;
  };

  async function linked(sub: string, algorithm?: Algorithm): Promise<Linked[]> {
    const rows = await remembered(linkedMemory, sub, () =>
      lode.query<{ coin: CoinId; address: string }>(
        'SELECT coin, address FROM wallets WHERE sub = $1 AND proven_at IS NOT NULL ORDER BY coin',
        [sub],
      ),
    );
    return rows.flatMap((row) => {
      const pool = poolOf(row.coin);
      return pool && (!algorithm || coins[pool.coin].algorithm === algorithm)
        ? [{ pool, address: row.address }]
        : [];
    });
  }

  /**
   * Each pool's newest statistics cycle up to now, with the network difficulty it recorded: one row per pool, read
   * backwards on the (poolid, created) index.
   */
  async function latestCycles(ids: readonly string[], now: number) {
    if (ids.length === 0) return [];
    const rows = await remembered(cycleMemory, ids.join(','), () =>
      engine.query<{ poolid: string; t: number; difficulty: number }>(
        `SELECT p.id AS poolid, s.t, s.difficulty FROM unnest(string_to_array($1, ',')) AS p(id),
           LATERAL (SELECT ${epoch('created')} AS t, networkdifficulty::float8 AS difficulty FROM poolstats
                    WHERE poolid = p.id AND created <= to_timestamp($2) ORDER BY created DESC LIMIT 1) s`,
        [ids.join(','), now],
      ),
    );
    // A cycle the engine stamped after `now` (a clock behind the engine's) is not shown yet.
    return rows.filter((r) => r.t <= now);
  }

  /**
   * The end of the account's averaging windows: Miningcore's newest statistics cycle up to now (a window ending
   * between two cycles would miss part of its samples), epoch seconds.
   */
  async function newestCycle(linkedPools: readonly MiningcorePool[], now: number): Promise<number> {
    const rows = await latestCycles(
      linkedPools.map((p) => p.id),
      now,
    );
    return rows.length ? Math.max(...rows.map((r) => r.t)) : now;
  }

  /**
   * The workers' window sums as of a cycle, by addresses and cycle: Miningcore writes statistics rows only at its
   * cycles, stamped with the cycle's time, so what a cycle's windows hold never changes once it is written. A farm of
   * a hundred workers sums ninety thousand samples a day: once per cycle, not once per request.
   */
  const workerRowsCache = new Map<string, Promise<ReturnType<typeof prepare>[]>>();

  function workerRows(owned: Linked[], end: number, algorithm: Algorithm) {
    if (owned.length === 0) return Promise.resolve([]);
    const key = `${pairs(owned).join('|')}|${end}|${algorithm}`;
    let rows = workerRowsCache.get(key);
    if (!rows) {
      rows = readWorkerRows(owned, end).then((read) => read.map((r) => prepare(r, algorithm)));
      // A failed read is not kept: the next request tries again.
      rows.catch(() => workerRowsCache.delete(key));
      if (workerRowsCache.size >= 5_000)
        workerRowsCache.delete(workerRowsCache.keys().next().value as string);
      workerRowsCache.set(key, rows);
    }
    return rows;
  }

  async function readWorkerRows(owned: Linked[], end: number): Promise<WorkerRow[]> {
    const [poolIds, addresses] = pairs(owned);
    // Every worker the pool still has rows of (a skip scan over the (poolid, miner, worker, created) index), with
    // its newest sample above 0; then the 24 h window's sums from the (poolid, miner, created) index.
    return engine.query<WorkerRow>(
      `WITH RECURSIVE owned AS (
         SELECT * FROM unnest(string_to_array($1, ','), string_to_array($2, ',')) AS o(poolid, miner)
       ), names AS (
         SELECT o.poolid, o.miner, (SELECT worker FROM minerstats m WHERE m.poolid = o.poolid AND m.miner = o.miner
                                     ORDER BY worker LIMIT 1) AS worker
         FROM owned o
         UNION ALL
         SELECT n.poolid, n.miner, (SELECT worker FROM minerstats m WHERE m.poolid = n.poolid AND m.miner = n.miner
                                     AND m.worker > n.worker ORDER BY worker LIMIT 1)
         FROM names n WHERE n.worker IS NOT NULL
       ), windows AS (
         SELECT poolid, miner, worker,
                SUM(hashrate) FILTER (WHERE created > to_timestamp($3 - 600))::float8 AS ten,
                SUM(hashrate) FILTER (WHERE created > to_timestamp($3 - 3600))::float8 AS hour,
                SUM(hashrate)::float8 AS day,
                COUNT(*) FILTER (WHERE hashrate > 0)::int AS up_cycles
         FROM minerstats
         WHERE ${ownedBy('$1', '$2')} AND created > to_timestamp($3 - 86400) AND created <= to_timestamp($3)
         GROUP BY poolid, miner, worker
       )
       SELECT n.poolid, n.miner, n.worker,
              (SELECT ${epoch('max(created)')} FROM minerstats m
               WHERE m.poolid = n.poolid AND m.miner = n.miner AND m.worker = n.worker AND m.hashrate > 0
                 AND m.created <= to_timestamp($3)) AS last_share,
              w.ten, w.hour, w.day, w.up_cycles
       FROM names n LEFT JOIN windows w USING (poolid, miner, worker)
       WHERE n.worker IS NOT NULL
       ORDER BY n.poolid, n.worker`,
      [poolIds, addresses, end],
    );
  }

  async function workers(sub: string, algorithm: Algorithm): Promise<WorkerReading[]> {
    const owned = await linked(sub, algorithm);
    const now = seconds();
    const end = await newestCycle(
      owned.map((l) => l.pool),
      now,
    );
    return readWorkers(owned, algorithm, now, end);
  }

  /** The workers of these addresses, windows ending at `end`, status against `now`. */
  async function readWorkers(owned: Linked[], algorithm: Algorithm, now: number, end: number) {
    // Everything but the status is the cycle's, prepared once with its rows; the status follows the clock.
    const prepared = await workerRows(owned, end, algorithm);
    return prepared.map(({ reading, lastShare }) => ({
      ...reading,
      // Against the clock, not the newest cycle: when Miningcore stops writing, its workers do go offline.
      status: workerStatus(lastShare, now),
    })) satisfies WorkerReading[];
  }

  /** One worker's reading as of a cycle, without its status. */
  function prepare(r: WorkerRow, algorithm: Algorithm) {
    const cycle = MININGCORE_CYCLE_SECONDS;
    return {
      lastShare: r.last_share === null ? null : Math.floor(r.last_share),
      reading: {
        id: miningcoreWorkerId(r.poolid, r.miner, r.worker),
        // A login without a worker part is Miningcore's `''`: the address itself is the rig.
        name: r.worker || r.miner,
        group: null,
        model: null,
        algorithm,
        hashrate: {
          tenMinutes: ((r.ten ?? 0) * cycle) / 600,
          oneHour: ((r.hour ?? 0) * cycle) / 3600,
          oneDay: ((r.day ?? 0) * cycle) / DAY,
        },
        rejectRate: null,
        staleRate: null,
        lastShareAt: r.last_share === null ? null : iso(Math.floor(r.last_share)),
        uptime: Math.min(1, ((r.up_cycles ?? 0) * cycle) / DAY),
        totals: { accepted: (r.day ?? 0) * cycle, rejected: null, stale: null },
      },
    };
  }

  /** Sums of hashrate × cycle per bucket of `step` seconds (sample at `created` covers the cycle before it). */
  async function history(
    owned: Linked[],
    worker: { pool: string; address: string; name: string } | null,
    range: Range,
    interval: Interval,
    tz: string,
    end: number,
  ): Promise<HashratePoint[]> {
    const daily = interval === '1d';
    const step = daily ? 900 : intervalSeconds[interval];
    const earliest = end - rangeSeconds[range];
    const start = daily
      ? localMidnight(tz, localDay(tz, earliest - 1) + 1)
      : Math.ceil(earliest / step) * step;
    const cycle = MININGCORE_CYCLE_SECONDS;
    const [poolIds, addresses] = worker ? [worker.pool, worker.address] : pairs(owned);
    // A sample covers (created − cycle, created]: split it over the buckets it overlaps (only 1-minute buckets are
    // shorter than a cycle).
    const rows =
      owned.length === 0 && !worker
        ? []
        : await engine.query<{ b: number; hashes: number }>(
            `WITH p AS (SELECT $3::float8 AS start, $4::float8 AS step, $5::float8 AS cycle, $6::float8 AS stop)
             SELECT part.b, SUM(s.hashrate * (LEAST(part.b + p.step, s.t) - GREATEST(part.b, s.t - p.cycle)))::float8 AS hashes
             FROM p, (SELECT ${epoch('created')} AS t, hashrate FROM minerstats, p
                      WHERE ${ownedBy('$1', '$2')} AND created > to_timestamp(p.start)
                        AND created <= to_timestamp(p.stop + p.cycle) ${worker ? 'AND worker = $7' : ''}) s,
                  LATERAL (SELECT generate_series((floor((s.t - p.cycle) / p.step) * p.step)::bigint,
                                                  (floor((s.t - 1) / p.step) * p.step)::bigint,
                                                  p.step::bigint)::float8 AS b) part
             WHERE part.b >= p.start AND part.b < p.stop
             GROUP BY part.b`,
            [poolIds, addresses, start, step, cycle, end, ...(worker ? [worker.name] : [])],
          );
    const sums = new Map<number, number>();
    const bucketOf = (t: number) =>
      daily ? localMidnight(tz, localDay(tz, t)) : Math.floor(t / step) * step;
    for (const r of rows) sums.set(bucketOf(r.b), (sums.get(bucketOf(r.b)) ?? 0) + r.hashes);
    const points: HashratePoint[] = [];
    for (let b = bucketOf(start); b < end;) {
      const next = daily ? localMidnight(tz, localDay(tz, b) + 1) : b + step;
      const covered = Math.min(next, end) - Math.max(b, start);
      points.push({
        time: iso(b),
        hashrate: covered > 0 ? (sums.get(b) ?? 0) / covered : 0,
        rejectedHashrate: null,
        staleHashrate: null,
      });
      b = next;
    }
    return points;
  }

  /** The Miningcore worker behind one of our ids, if the account owns it. */
  async function findWorker(sub: string, workerId: string) {
    for (const owned of await linked(sub)) {
      const names = await engine.query<{ worker: string }>(
        `WITH RECURSIVE names AS (
           (SELECT worker FROM minerstats WHERE poolid = $1 AND miner = $2 ORDER BY worker LIMIT 1)
           UNION ALL
           SELECT (SELECT worker FROM minerstats WHERE poolid = $1 AND miner = $2 AND worker > n.worker
                   ORDER BY worker LIMIT 1) FROM names n WHERE n.worker IS NOT NULL
         ) SELECT worker FROM names WHERE worker IS NOT NULL`,
        [owned.pool.id, owned.address],
      );
      const match = names.find(
        (n) => miningcoreWorkerId(owned.pool.id, owned.address, n.worker) === workerId,
      );
      if (match) return { owned, name: match.worker };
    }
    return null;
  }

  /** Per UTC day and pool: rewards credited, and the day's average hashrate. */
  async function accrualDays(owned: Linked[]) {
    if (owned.length === 0) return [];
    const [poolIds, addresses] = pairs(owned);
    const credits = await engine.query<{ poolid: string; day: string; amount: number; last: number }>(
      `SELECT poolid, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, ${atoms('SUM(amount)')} AS amount,
              ${epoch('max(created)')} AS last
       FROM balance_changes
       WHERE (poolid, address) IN (SELECT * FROM unnest(string_to_array($1, ','), string_to_array($2, ',')))
         AND amount > 0
       GROUP BY 1, 2`,
      [poolIds, addresses],
    );
    const hashrates = await engine.query<{ poolid: string; day: string; hashes: number }>(
      `SELECT poolid, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, SUM(hashrate)::float8 AS hashes
       FROM minerstats WHERE ${ownedBy('$1', '$2')} GROUP BY 1, 2`,
      [poolIds, addresses],
    );
    const payments = await engine.query<{ poolid: string; id: number; at: number }>(
      `SELECT poolid, id::float8 AS id, ${epoch('created')} AS at FROM payments
       WHERE (poolid, address) IN (SELECT * FROM unnest(string_to_array($1, ','), string_to_array($2, ',')))
         AND coin = ANY(string_to_array($3, ','))
       ORDER BY created`,
      [poolIds, addresses, symbols(owned)],
    );
    return credits.map((c) => {
      const pool = owned.find((o) => o.pool.id === c.poolid)?.pool as MiningcorePool;
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

  /** Accounts whose row this server has written (or found). */
  const knownAccounts = new Set<string>();

  /** The top miners of each pool's newest cycle (they change only when Miningcore writes one). */
  const topMinersCache = new Map<
    string,
    { cycle: number; rows: { miner: string; hashes: number; workers: number }[] }
  >();

  /** Each pool's public card at `now`. */
  function coinCards(now: number) {
    return Promise.all(
      pools.map(async (pool) => {
        const coin = coins[pool.coin];
        const [stats] = await engine.query<{
          poolhashrate: number;
          networkhashrate: number;
          networkdifficulty: number;
          connectedminers: number;
          at: number;
        }>(
          `SELECT poolhashrate::float8, networkhashrate::float8, networkdifficulty::float8, connectedminers::int,
                    ${epoch('created')} AS at
             FROM poolstats WHERE poolid = $1 AND created <= to_timestamp($2) ORDER BY created DESC LIMIT 1`,
          [pool.id, now],
        );
        const [workers] = await engine.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM minerstats WHERE poolid = $1 AND hashrate > 0
               AND created = (SELECT max(created) FROM minerstats WHERE poolid = $1 AND created <= to_timestamp($2))`,
          [pool.id, now],
        );
        const [last] = await engine.query<{ height: number; at: number }>(
          `SELECT blockheight::float8 AS height, ${epoch('created')} AS at FROM blocks
             WHERE poolid = $1 AND status <> 'orphaned' ORDER BY blockheight DESC LIMIT 1`,
          [pool.id],
        );
        return {
          id: coin.id,
          name: coin.name,
          algorithm: coin.algorithm,
          mergedWith: pool.mergedWith,
          scheme: pool.scheme,
          poolFee: String(pool.poolFee),
          blockReward: formatAmount(coinsToAtoms(coin.blockReward)),
          blockTime: coin.blockTime,
          minPayout: formatAmount(coinsToAtoms(pool.minimumPayment)),
          maxPayout: formatAmount(coinsToAtoms(Number(coin.maxPayout))),
          payoutFee: formatAmount(coinsToAtoms(Number(coin.payoutFee))),
          priceUsd: null,
          poolHashrate: stats?.poolhashrate ?? 0,
          networkHashrate: stats?.networkhashrate ?? 0,
          networkDifficulty: stats?.networkdifficulty ?? 0,
          workers: workers?.n ?? 0,
          miners: stats?.connectedminers ?? 0,
          lastBlock: last ? { height: last.height, time: iso(Math.floor(last.at)) } : null,
          stratum: pool.stratum,
          explorerTxUrl: coin.explorerTx,
        };
      }),
    );
  }

  return {
    kind: 'miningcore',
    coins: coinCards,

    async coinHistory(coinId, range, interval, tz, now) {
      const pool = poolOf(coinId);
      if (!pool) return null;
      const daily = interval === '1d';
      const step = intervalSeconds[interval];
      const start = now - rangeSeconds[range];
      const rows = await engine.query<{ b: number; hashrate: number; difficulty: number }>(
        `SELECT floor(${epoch('created')} / $3) * $3 AS b, AVG(poolhashrate)::float8 AS hashrate,
                AVG(networkdifficulty)::float8 AS difficulty
         FROM poolstats WHERE poolid = $1 AND created > to_timestamp($2) AND created <= to_timestamp($4)
         GROUP BY 1 ORDER BY 1`,
        [pool.id, start, daily ? 900 : step, now],
      );
      const points: { time: string; poolHashrate: number; networkDifficulty: number; priceUsd: null }[] = [];
      if (daily) {
        const days = new Map<number, { hashrate: number; difficulty: number; n: number }>();
        for (const r of rows) {
          const key = localMidnight(tz, localDay(tz, r.b));
          const d = days.get(key) ?? { hashrate: 0, difficulty: 0, n: 0 };
          d.hashrate += r.hashrate;
          d.difficulty += r.difficulty;
          d.n += 1;
          days.set(key, d);
        }
        for (const [t, d] of [...days].sort((a, b) => a[0] - b[0]))
          points.push({
            time: iso(t),
            poolHashrate: d.hashrate / d.n,
            networkDifficulty: d.difficulty / d.n,
            priceUsd: null,
          });
      } else
        for (const r of rows)
          points.push({
            time: iso(r.b),
            poolHashrate: r.hashrate,
            networkDifficulty: r.difficulty,
            priceUsd: null,
          });
      return { coin: coinId, range, interval, tz, points };
    },

    async blocks(filter, now, page) {
      const chosen = pools.filter((p) => !filter.coin || p.coin === filter.coin);
      if (chosen.length === 0) return { items: [], total: 0 };
      const where = `poolid = ANY(string_to_array($1, ',')) AND created > to_timestamp($2) AND created <= to_timestamp($3)
                     AND ($4::text IS NULL OR status = $4)`;
      const params = [chosen.map((p) => p.id).join(','), now - BLOCK_DAYS * DAY, now, filter.status ?? null];
      const rows = await engine.query<{
        poolid: string;
        height: number;
        hash: string | null;
        at: number;
        reward: number;
        effort: number | null;
        status: Block['status'];
        progress: number;
      }>(
        `SELECT poolid, blockheight::float8 AS height, hash, ${epoch('created')} AS at, ${atoms('COALESCE(reward, 0)')} AS reward,
                effort::float8, status, confirmationprogress::float8 AS progress
         FROM blocks WHERE ${where} ORDER BY created DESC, blockheight DESC LIMIT $5 OFFSET $6`,
        [...params, page.limit, page.offset],
      );
      const [count] = await engine.query<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM blocks WHERE ${where}`,
        params,
      );
      return {
        total: count?.n ?? 0,
        items: rows.map((r) => {
          const pool = pools.find((p) => p.id === r.poolid) as MiningcorePool;
          const required = pool.confirmations;
          return {
            coin: pool.coin,
            height: r.height,
            hash: r.hash || null,
            time: iso(Math.floor(r.at)),
            reward: formatAmount(r.reward),
            effort: r.effort === null ? null : Math.round(r.effort * 10_000) / 10_000,
            status: r.status,
            // Miningcore keeps the progress (confirmations ÷ required); a confirmed block has them all.
            confirmations:
              r.status === 'confirmed'
                ? required
                : r.status === 'orphaned'
                  ? 0
                  : Math.round(r.progress * required),
            requiredConfirmations: required,
            explorerUrl: coins[pool.coin].explorerBlock.replace('{height}', String(r.height)),
          };
        }),
      };
    },

    async topMiners(algorithm, now, page) {
      // The algorithm's main pool (merge-mined coins share its miners).
      const pool = poolsOf(algorithm).find((p) => !p.mergedWith) ?? poolsOf(algorithm)[0];
      if (!pool) return { items: [], total: 0 };
      // The list changes only when Miningcore writes a cycle: answer from memory until the next one.
      const [latest] = await latestCycles([pool.id], now);
      const end = latest?.t ?? now;
      let rows = topMinersCache.get(pool.id)?.cycle === end ? topMinersCache.get(pool.id)?.rows : undefined;
      if (!rows) {
        rows = await engine.query<{ miner: string; hashes: number; workers: number }>(
          `SELECT miner, SUM(hashrate)::float8 AS hashes, COUNT(DISTINCT worker)::int AS workers
           FROM minerstats WHERE poolid = $1 AND created > to_timestamp($2) AND created <= to_timestamp($3)
           GROUP BY miner HAVING SUM(hashrate) > 0 ORDER BY 2 DESC LIMIT 100`,
          [pool.id, end - DAY, end],
        );
        topMinersCache.set(pool.id, { cycle: end, rows });
      }
      const all = rows.map((r, i) => ({
        rank: i + 1,
        miner: maskAddress(r.miner),
        hashrate24h: (r.hashes * MININGCORE_CYCLE_SECONDS) / DAY,
        workers: r.workers,
      }));
      return { total: all.length, items: all.slice(page.offset, page.offset + page.limit) };
    },

    async market(algorithm, now) {
      const cards = await coinCards(now);
      return poolsOf(algorithm).map((pool) => ({
        coin: { ...coins[pool.coin], poolFee: pool.poolFee },
        networkDifficulty: cards.find((c) => c.id === pool.coin)?.networkDifficulty ?? 0,
        priceUsd: null,
      }));
    },

    async ensureAccount(sub, username) {
      // Every account and settings request asks: write once per account and server.
      if (knownAccounts.has(sub)) return;
      const createdAt = Math.floor(seconds());
      // The account's own row (referral code, e-mail, alerts); its pool data is Miningcore's.
      await lode.query(
        `INSERT INTO accounts (sub, username, created_at, sampled_until, settled_until, referral_code, seed)
         VALUES ($1, $2, $3, $3, $3, $4, 0) ON CONFLICT (sub) DO NOTHING`,
        [sub, username, createdAt, referralCode(sub)],
      );
      if (knownAccounts.size > 100_000) knownAccounts.clear();
      knownAccounts.add(sub);
    },

    async summary(sub, algorithm) {
      const owned = await linked(sub, algorithm);
      const now = seconds();
      const [poolIds, addresses] = pairs(owned);
      // Yesterday is the UTC day before the clock's (the money does not wait for a statistics cycle).
      const yesterdayStart = (Math.floor(now / DAY) - 1) * DAY;
      // The pools' newest cycles and the money side by side, each statement on its own connection; the workers'
      // windows then come from memory for the rest of the cycle.
      const [latest, money] = await Promise.all([
        latestCycles(
          poolsOf(algorithm).map((p) => p.id),
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
              [poolIds, addresses, yesterdayStart, symbols(owned)],
            ),
      ]);
      const ownedPools = new Set(owned.map((o) => o.pool.id));
      const ownedLatest = latest.filter((l) => ownedPools.has(l.poolid)).map((l) => l.t);
      const end = ownedLatest.length ? Math.max(...ownedLatest) : now;
      const list = await readWorkers(owned, algorithm, now, end);
      const sum = (pick: (w: WorkerReading) => number) => list.reduce((s, w) => s + pick(w), 0);
      const oneDay = sum((w) => w.hashrate.oneDay);
      return {
        algorithm,
        updatedAt: iso(Math.floor(end)),
        hashrate: {
          tenMinutes: sum((w) => w.hashrate.tenMinutes),
          oneHour: sum((w) => w.hashrate.oneHour),
          oneDay,
        },
        rejectRate: null,
        staleRate: null,
        workers: {
          online: list.filter((w) => w.status === 'online').length,
          offline: list.filter((w) => w.status === 'offline').length,
          inactive: list.filter((w) => w.status === 'inactive').length,
        },
        earnings: poolsOf(algorithm).map((pool) => {
          const coin = coins[pool.coin];
          const row = money.find((m) => m.poolid === pool.id);
          const difficulty = latest.find((l) => l.poolid === pool.id)?.difficulty ?? 0;
          const estimate =
            difficulty > 0 && row
              ? dailyYield({
                  hashrate: oneDay,
                  difficulty,
                  blockReward: coin.blockReward,
                  blockFees: coin.averageBlockFees,
                  poolFee: pool.poolFee,
                  uptime: 1,
                }).total
              : 0;
          return {
            coin: pool.coin,
            balance: formatAmount(row?.balance ?? 0),
            todayEstimate: formatAmount(Math.floor(estimate * 1e8)),
            yesterday: formatAmount(row?.yesterday ?? 0),
            totalPaid: formatAmount(row?.paid ?? 0),
          };
        }),
      };
    },

    async hashrate(sub, filter, range, interval, tz) {
      if ('workerId' in filter) {
        const found = await findWorker(sub, filter.workerId);
        if (!found) return null;
        const end = await newestCycle([found.owned.pool], seconds());
        return history(
          [found.owned],
          { pool: found.owned.pool.id, address: found.owned.address, name: found.name },
          range,
          interval,
          tz,
          end,
        );
      }
      const owned = await linked(sub, filter.algorithm);
      const end = await newestCycle(
        owned.map((l) => l.pool),
        seconds(),
      );
      return history(owned, null, range, interval, tz, end);
    },

    workers,

    async workerAlgorithm(sub, workerId) {
      const found = await findWorker(sub, workerId);
      return found ? coins[found.owned.pool.coin].algorithm : null;
    },

    async accruals(sub, filter, _now, page) {
      const days = (await accrualDays(await linked(sub, filter.algorithm)))
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
      const owned = (await linked(sub, filter.algorithm)).filter(
        (o) => !filter.coin || o.pool.coin === filter.coin,
      );
      // Miningcore records a payment once its transaction is sent, and never its confirmation.
      if (owned.length === 0 || (filter.status && filter.status !== 'sent')) return { items: [], total: 0 };
      const [poolIds, addresses] = pairs(owned);
      const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
      const where = `(poolid, address) IN (SELECT * FROM unnest(string_to_array($1, ','), string_to_array($2, ',')))
        AND coin = ANY(string_to_array($5, ','))
        AND ($3::float8 IS NULL OR created >= to_timestamp($3)) AND ($4::float8 IS NULL OR created < to_timestamp($4))`;
      const params = [
        poolIds,
        addresses,
        filter.from ? dayStart(filter.from) : null,
        filter.to ? dayStart(filter.to) + DAY : null,
        symbols(owned),
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
          const coin = (pools.find((p) => p.id === r.poolid) as MiningcorePool).coin;
          return {
            id: `${r.poolid}-${r.id}`,
            time: iso(Math.floor(r.at)),
            coin,
            amount: formatAmount(r.amount),
            fee: null,
            address: r.address,
            txId: r.tx,
            explorerUrl: coins[coin].explorerTx.replace('{tx}', r.tx),
            status: 'sent',
          } satisfies Payout;
        }),
      };
    },

    wallets: miningcoreWallets({ ...options, changed: (sub) => linkedMemory.delete(sub) }),

    alerts: {
      async readings(sub, at) {
        const list = [...(await workers(sub, 'Scrypt')), ...(await workers(sub, 'SHA256'))];
        const owned = await linked(sub);
        const [poolIds, addresses] = pairs(owned);
        const payments =
          owned.length === 0
            ? []
            : await engine.query<{
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
                 WHERE (poolid, address) IN (SELECT * FROM unnest(string_to_array($1, ','), string_to_array($2, ',')))
                   AND coin = ANY(string_to_array($5, ','))
                   AND created > to_timestamp($3) AND created <= to_timestamp($4)
                 ORDER BY created`,
                [poolIds, addresses, at - 7 * DAY, at, symbols(owned)],
              );
        return {
          sub,
          at,
          workers: list.map((w) => ({
            workerId: w.id,
            workerName: w.name,
            lastShareAt: w.lastShareAt === null ? null : Math.floor(Date.parse(w.lastShareAt) / 1000),
            hashrate: w.hashrate.oneHour,
            averageHashrate24h: w.hashrate.oneDay,
            rejectRate: w.rejectRate,
          })),
          payouts: payments.map((p) => ({
            id: `${p.poolid}-${p.id}`,
            coin: (pools.find((pool) => pool.id === p.poolid) as MiningcorePool).coin,
            amount: formatAmount(p.amount),
            address: p.address,
            txId: p.tx,
            sentAt: Math.floor(p.at),
          })),
        };
      },
    },
  };
}
