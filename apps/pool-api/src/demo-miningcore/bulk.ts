import type { Database } from '../db/types';
import { DAY_MS, iso, MINUTE_MS } from '../domain/time';
import { BALANCE_RESET_USAGE, HASHES_PER_DIFFICULTY, STATS_INTERVAL_SECONDS } from './formulas';
import { coinAddress, dogecoinPool, litecoinPool, type SeededPool } from './pools';
import { RandomStream } from './random';
import { indexName, miningcoreIndexes } from './schema';

// A large Miningcore database for the benchmark, written set-wise by PostgreSQL itself (INSERT … SELECT over
// generate_series) instead of row by row: at least `rows` minerstats samples (10 million by default) over `days` of
// history, from a pool shaped like a real one: a few farms with a hundred workers or more, hundreds of home
// miners with one to four machines, workers that joined late or left (with their zero row), and the poolstats,
// blocks, balance changes, balances, payments, settings and recent shares that go with them. The minerstats
// indexes are built after the rows, then everything is ANALYZEd. The figures are believable, not a replay of the
// engine: tests that need the engine's exact arithmetic use the seeder.

/** What to write. */
export interface BulkOptions {
  /** At least this many minerstats rows (10,000,000 by default). */
  rows?: number;
  /** Days of history (14 by default). */
  days?: number;
  /** Where the history ends (now by default). */
  now?: Date | number;
  /** Names the random choices of the mix (`lode-bulk` by default). */
  seed?: string;
  /** Progress lines (rows and rows per second per table). */
  log?: (line: string) => void;
  /** Statements run side by side (2 by default). */
  concurrency?: number;
}

/** Rows written per table and how long each took. */
export type BulkReport = { table: string; rows: number; seconds: number }[];

export interface BulkWorker {
  pool: string;
  miner: string;
  worker: string;
  hashrate: number;
  from: number;
  to: number;
  /** Whether it stopped before the end (and so gets a zero row). */
  stopped: boolean;
}

const STEP = STATS_INTERVAL_SECONDS * 1000;

/** The pool's miners and workers, chosen so their samples add up to at least `rows`. */
export function bulkMix(rows: number, days: number, end: number, seed: string): BulkWorker[] {
  const random = new RandomStream(seed);
  const start = Math.floor((end - days * DAY_MS) / STEP) * STEP + STEP;
  const last = Math.floor(end / STEP) * STEP;
  const workers: BulkWorker[] = [];
  let total = 0;
  const add = (pool: string, miner: string, worker: string, hashrate: number, whole: boolean) => {
    let from = start;
    let to = last;
    let stopped = false;
    const kind = random.next();
    if (!whole && kind < 0.25) from = start + Math.floor((random.next() * (last - start)) / STEP) * STEP;
    else if (!whole && kind < 0.4) {
      to = start + Math.floor((random.next() * (last - start)) / STEP) * STEP;
      stopped = true;
    }
    workers.push({ pool, miner, worker, hashrate, from, to, stopped });
    total += (to - from) / STEP + 1 + (stopped ? 1 : 0);
  };
  const address = (pool: string, name: string) => coinAddress(pool === 'ltc' ? 'LTC' : 'DOGE', name);
  // Farms: many machines each, mining the whole span (a few come and go), about 30 % of the samples; at ten
  // million over 14 days that is 120, 80, 50 and 30 machines.
  const perWorker = (last - start) / STEP + 1;
  const farmWorkers = (0.3 * rows) / perWorker;
  const farms: [string, number][] = [
    ['ltc', 0.43],
    ['ltc', 0.285],
    ['doge', 0.18],
    ['ltc', 0.105],
  ].map(([pool, part]) => [pool as string, Math.max(1, Math.round(farmWorkers * (part as number)))]);
  farms.forEach(([pool, count], f) => {
    for (let i = 0; i < count; i += 1) {
      const name = `rack${Math.floor(i / 20) + 1}-${String((i % 20) + 1).padStart(2, '0')}`;
      add(
        pool,
        address(pool, `farm ${f}`),
        name,
        9.5e9 + Math.floor(random.next() * 7) * 1e9,
        random.next() < 0.95,
      );
    }
  });
  // Home miners until the samples reach the target: one to four machines, a few of them old L3+s.
  for (let m = 0; total < rows; m += 1) {
    const pool = random.next() < 0.7 ? 'ltc' : 'doge';
    const miner = address(pool, `miner ${m}`);
    const count = 1 + Math.floor(random.next() ** 2 * 4);
    for (let w = 0; w < count && total < rows + 10_000; w += 1) {
      const hashrate = random.next() < 0.15 ? 0.504e9 : 9.05e9 + Math.floor(random.next() * 8) * 1e9;
      add(pool, miner, count === 1 && random.next() < 0.2 ? '' : `rig${w + 1}`, hashrate, false);
    }
  }
  return workers;
}

/** Runs `tasks` at most `concurrency` at a time. */
async function inParallel(tasks: (() => Promise<void>)[], concurrency: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length) {
        const task = tasks[next];
        next += 1;
        await task?.();
      }
    }),
  );
}

const count = async (db: Database, table: string) =>
  (await db.query<{ n: number }>(`SELECT COUNT(*)::bigint AS n FROM ${table}`))[0]?.n ?? 0;

/** Writes the benchmark's Miningcore data into an empty schema on PostgreSQL (PGlite works, slowly, for small runs). */
export async function seedBulk(db: Database, options: BulkOptions = {}): Promise<BulkReport> {
  const rows = options.rows ?? 10_000_000;
  const days = options.days ?? 14;
  const end = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const log = options.log ?? (() => {});
  const concurrency = options.concurrency ?? 2;
  const pools: Record<string, SeededPool> = { ltc: litecoinPool(), doge: dogecoinPool() };
  const workers = bulkMix(rows, days, end, options.seed ?? 'lode-bulk');
  const report: BulkReport = [];
  const timed = async (table: string, work: () => Promise<void>, measure = true) => {
    const began = performance.now();
    const before = measure ? await count(db, table) : 0;
    await work();
    const seconds = (performance.now() - began) / 1000;
    const written = measure ? (await count(db, table)) - before : 0;
    report.push({ table, rows: written, seconds });
    log(
      `${table}: ${written.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(written / seconds).toLocaleString('en')} rows/s)`,
    );
  };
  const column = <T>(list: BulkWorker[], pick: (w: BulkWorker) => T) => list.map(pick);

  // minerstats: one sample per worker per 120 s while it mines (luck moves each ±15 %), and a zero row after it
  // stops. Written in slices side by side, without its indexes.
  for (const statement of miningcoreIndexes.minerstats)
    await db.query(`DROP INDEX IF EXISTS ${indexName(statement)}`);
  await timed('minerstats', async () => {
    const slices: BulkWorker[][] = [];
    for (let i = 0; i < workers.length; i += 40) slices.push(workers.slice(i, i + 40));
    await inParallel(
      slices.map(
        (slice, i) => () =>
          db.transaction(async (tx) => {
            await tx.query(`SELECT setseed($1)`, [((i % 1000) + 1) / 1001]);
            await tx.query(
              `INSERT INTO minerstats (poolid, miner, worker, hashrate, sharespersecond, created)
             SELECT poolid, miner, worker, floor(hashrate * luck), round((luck / 20)::numeric, 3)::float8, t
               FROM (SELECT w.poolid, w.miner, w.worker, w.hashrate, t, 0.85 + 0.3 * random() AS luck
                       FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::timestamptz[], $6::timestamptz[])
                              AS w(poolid, miner, worker, hashrate, first_at, last_at),
                            generate_series(w.first_at, w.last_at, interval '${STATS_INTERVAL_SECONDS} seconds') AS t) s
             UNION ALL
             SELECT w.poolid, w.miner, w.worker, 0, 0, w.last_at + interval '600 seconds'
               FROM unnest($1::text[], $2::text[], $3::text[], $6::timestamptz[], $7::int[])
                      AS w(poolid, miner, worker, last_at, stopped)
              WHERE w.stopped = 1`,
              [
                column(slice, (w) => w.pool),
                column(slice, (w) => w.miner),
                column(slice, (w) => w.worker),
                column(slice, (w) => w.hashrate),
                column(slice, (w) => iso(w.from, 'ms')),
                column(slice, (w) => iso(w.to, 'ms')),
                column(slice, (w) => (w.stopped ? 1 : 0)),
              ],
            );
          }),
      ),
      concurrency,
    );
  });
  await timed(
    'minerstats indexes',
    () =>
      inParallel(
        miningcoreIndexes.minerstats.map(
          (statement) => () =>
            db.transaction(async (tx) => {
              await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
              await tx.query(statement);
            }),
        ),
        concurrency,
      ),
    false,
  );

  // poolstats: the pool's row of every cycle, summed from its workers' samples, with the network's figures.
  await timed('poolstats', async () => {
    for (const pool of Object.values(pools)) {
      await db.query(
        `INSERT INTO poolstats (poolid, connectedminers, poolhashrate, sharespersecond, networkhashrate, networkdifficulty,
                                lastnetworkblocktime, blockheight, connectedpeers, created)
         SELECT $1, COUNT(DISTINCT miner) FILTER (WHERE hashrate > 0), SUM(hashrate), floor(SUM(sharespersecond)),
                $2::float8 * $5 / $3, $2, created, $4 + floor(extract(epoch FROM created) / $3)::bigint, 10, created
           FROM minerstats WHERE poolid = $1 GROUP BY created`,
        [
          pool.id,
          pool.networkDifficulty,
          pool.blockTime,
          pool.chainHeight - Math.floor(pool.chainEpoch / 1000 / pool.blockTime),
          HASHES_PER_DIFFICULTY,
        ],
      );
    }
  });

  // blocks: found at the rate each pool's hashrate earns against its network; confirmed after maturity (a few
  // orphaned), the last hours still pending with their progress.
  await timed('blocks', async () => {
    for (const pool of Object.values(pools)) {
      const [figures] = await db.query<{ hashrate: number | null }>(
        'SELECT AVG(poolhashrate) AS hashrate FROM poolstats WHERE poolid = $1',
        [pool.id],
      );
      if (!figures?.hashrate) continue;
      // The time the pool's hashrate takes to find a block (a small test run still gets a few).
      const interval = Math.min(
        (pool.networkDifficulty * HASHES_PER_DIFFICULTY) / figures.hashrate,
        (days * 86_400) / 6,
      );
      const maturity = pool.coinbaseMaturity * pool.blockTime;
      const miners = [...new Set(workers.filter((w) => w.pool === pool.id).map((w) => w.miner))];
      await db.transaction(async (tx) => {
        await tx.query('SELECT setseed(0.5)');
        await tx.query(
          `INSERT INTO blocks (poolid, blockheight, networkdifficulty, status, type, confirmationprogress, effort,
                               transactionconfirmationdata, miner, reward, source, hash, created)
           SELECT $1, $2 + floor(extract(epoch FROM t) / $3)::bigint + 1, $4,
                  CASE WHEN age < $7 THEN 'pending' WHEN r < 0.03 THEN 'orphaned' ELSE 'confirmed' END,
                  NULL,
                  CASE WHEN age < $7 THEN LEAST(1, floor(age / $3) / $8) WHEN r < 0.03 THEN 0.1 ELSE 1 END,
                  -ln(1 - random()), md5(t::text || $1) || md5($1 || t::text),
                  ($9::text[])[1 + floor(random() * array_length($9::text[], 1))::int],
                  CASE WHEN age >= $7 AND r < 0.03 THEN 0 ELSE $10::numeric + round((random() * $11)::numeric, 8) END,
                  'lode', '00000000' || left(md5($1 || t::text) || md5(t::text), 56), t
             FROM (SELECT t, extract(epoch FROM ($6::timestamptz - t)) AS age, random() AS r
                     FROM generate_series($5::timestamptz, $6::timestamptz, make_interval(secs => $12)) AS t) s`,
          [
            pool.id,
            pool.chainHeight - Math.floor(pool.chainEpoch / 1000 / pool.blockTime),
            pool.blockTime,
            pool.networkDifficulty,
            iso(end - days * DAY_MS + interval * 500, 'ms'),
            iso(end, 'ms'),
            maturity,
            pool.minimumConfirmations,
            miners,
            pool.blockReward,
            pool.maxBlockFees,
            interval,
          ],
        );
      });
    }
  });

  // balance_changes: each confirmed block credited to the miners mining when it was found, by hashrate, after the
  // pool fee; then a daily payout at 01:00 for balances over the pool's minimum, reset by its balance change.
  await timed('balance_changes', async () => {
    for (const pool of Object.values(pools)) {
      const own = workers.filter((w) => w.pool === pool.id);
      await db.query(
        `WITH w AS (SELECT * FROM unnest($2::text[], $3::float8[], $4::timestamptz[], $5::timestamptz[])
                                AS w(miner, hashrate, first_at, last_at)),
              credit AS (SELECT b.blockheight, b.reward, b.created, w.miner, SUM(w.hashrate) AS hashrate
                           FROM blocks b JOIN w ON b.created BETWEEN w.first_at AND w.last_at
                          WHERE b.poolid = $1 AND b.status = 'confirmed'
                          GROUP BY b.blockheight, b.reward, b.created, w.miner),
              total AS (SELECT blockheight, SUM(hashrate) AS hashrate FROM credit GROUP BY blockheight)
         INSERT INTO balance_changes (poolid, address, amount, usage, tags, created)
         SELECT $1, c.miner, round(c.reward * 0.99 * c.hashrate::numeric / t.hashrate::numeric, 12),
                'Reward for ' || round((c.hashrate / 1e9)::numeric, 2) || 'K shares for block ' || c.blockheight,
                '{}', c.created + interval '${pool.coinbaseMaturity * pool.blockTime} seconds'
           FROM credit c JOIN total t USING (blockheight)`,
        [
          pool.id,
          column(own, (w) => w.miner),
          column(own, (w) => w.hashrate),
          column(own, (w) => iso(w.from, 'ms')),
          column(own, (w) => iso(w.to, 'ms')),
        ],
      );
      await db.query(
        `INSERT INTO balance_changes (poolid, address, amount, usage, tags, created)
         SELECT $1, $2, round(reward * 0.01, 12), 'Reward for block ' || blockheight, '{}',
                created + interval '${pool.coinbaseMaturity * pool.blockTime} seconds'
           FROM blocks WHERE poolid = $1 AND status = 'confirmed'`,
        [pool.id, pool.feeAddress],
      );
    }
  });
  await timed('payments', async () => {
    for (const pool of Object.values(pools)) {
      await db.query(
        `WITH days AS (
           SELECT address, date_trunc('day', created, 'UTC') + interval '1 day 1 hour' AS paid, SUM(amount) AS amount
             FROM balance_changes WHERE poolid = $1 GROUP BY address, 2)
         INSERT INTO payments (poolid, coin, address, amount, transactionconfirmationdata, created)
         SELECT $1, $2, address, amount, md5(paid::text || $1) || md5($1 || paid::text), paid
           FROM days WHERE amount >= $3 AND paid <= $4`,
        [pool.id, pool.coin, pool.minimumPayment, iso(end, 'ms')],
      );
      await db.query(
        `INSERT INTO balance_changes (poolid, address, amount, usage, tags, created)
         SELECT poolid, address, -amount, $2, '{}', created FROM payments WHERE poolid = $1`,
        [pool.id, BALANCE_RESET_USAGE],
      );
    }
  });
  await timed('balances', () =>
    db
      .query(
        `INSERT INTO balances (poolid, address, amount, created, updated)
         SELECT poolid, address, SUM(amount), MIN(created), MAX(created) FROM balance_changes GROUP BY poolid, address`,
      )
      .then(() => {}),
  );
  await timed('miner_settings', async () => {
    await db.query(
      `INSERT INTO miner_settings (poolid, address, paymentthreshold, created, updated)
       SELECT poolid, address, CASE WHEN poolid = 'doge' THEN 500 ELSE 0.5 END, MIN(created), MIN(created)
         FROM balance_changes GROUP BY poolid, address HAVING hashtext(address) % 20 = 0`,
    );
  });

  // shares: the last 15 minutes of every worker still mining, one every 20 s (the rest went with past blocks).
  await timed('shares', async () => {
    const active = workers.filter((w) => w.to >= end - STEP);
    await db.query(
      `INSERT INTO shares (poolid, blockheight, difficulty, networkdifficulty, miner, worker, useragent, ipaddress, source, created)
       SELECT w.poolid, CASE WHEN w.poolid = 'doge' THEN $10::bigint ELSE $11::bigint END, w.hashrate * 20 / $7, CASE WHEN w.poolid = 'doge' THEN $9::float8 ELSE $8::float8 END, w.miner, w.worker,
              'cgminer/4.11.1', '198.51.100.' || (1 + abs(hashtext(w.miner)) % 250), 'lode', t
         FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[]) AS w(poolid, miner, worker, hashrate),
              generate_series($5::timestamptz, $6::timestamptz, interval '20 seconds') AS t`,
      [
        column(active, (w) => w.pool),
        column(active, (w) => w.miner),
        column(active, (w) => w.worker),
        column(active, (w) => w.hashrate),
        iso(end - 15 * MINUTE_MS, 'ms'),
        iso(end, 'ms'),
        HASHES_PER_DIFFICULTY,
        pools.ltc?.networkDifficulty,
        pools.doge?.networkDifficulty,
        dogecoinPool().chainHeight + Math.floor((end - dogecoinPool().chainEpoch) / 60_000) + 1,
        litecoinPool().chainHeight + Math.floor((end - litecoinPool().chainEpoch) / 150_000) + 1,
      ],
    );
  });
  await timed('analyze', () => db.query('ANALYZE').then(() => {}), false);
  return report;
}
