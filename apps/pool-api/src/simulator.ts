import type { Database, Queryable } from './db/database';
import { addressFromHash } from './domain/addresses';
import { coinsToAtoms, parseAmount } from './domain/amounts';
import { type Algorithm, type CoinId, coins, hashesPerShare } from './domain/coins';
import { dayIndex, networkDifficulty } from './domain/market';
import { digestHex, generator, noise, seedOf } from './domain/noise';
import { ADDRESS_HOLD_SECONDS } from './domain/payouts';
import { dailyYield } from './domain/profitability';
import { REFERRAL_RATE, referralCode } from './domain/referral';
import { DAY, HOUR, isoDate, MINUTE } from './domain/time';

// The deterministic miner behind every account: on a user's first request it writes 90 days of history, then it
// keeps sampling every minute. Every figure is a pure function of (sub, worker, time), so the same user gets the
// same history on any machine; only how finely old time is sampled depends on when the server ran.

/**
 * Lets the process serve other requests between the steps of a long history write. The API shares its process with
 * the host server under `npm start`, and PGlite runs each statement synchronously: without a pause, a new account's
 * 90 days (seconds on a busy machine) would hold back every page, `config.json` and asset meanwhile.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How far back the history of a new account goes. */
export const HISTORY_DAYS = 90;

interface Model {
  model: string;
  algorithm: Algorithm;
  hashrate: number;
}

const scryptModels: Model[] = [
  { model: 'Antminer L9', algorithm: 'Scrypt', hashrate: 16e9 },
  { model: 'Antminer L7', algorithm: 'Scrypt', hashrate: 9.5e9 },
  { model: 'Elphapex DG1+', algorithm: 'Scrypt', hashrate: 14.4e9 },
  { model: 'VolcMiner D1', algorithm: 'Scrypt', hashrate: 15.5e9 },
  { model: 'Goldshell DG Max', algorithm: 'Scrypt', hashrate: 6.5e9 },
  { model: 'Antminer L3+', algorithm: 'Scrypt', hashrate: 0.504e9 },
];
const sha256Models: Model[] = [
  { model: 'Antminer S21', algorithm: 'SHA256', hashrate: 200e12 },
  { model: 'Antminer S19j Pro', algorithm: 'SHA256', hashrate: 104e12 },
];
const groups = ['rack-a', 'rack-b', 'garage'];

/** One worker as the simulator plans it. */
export interface WorkerPlan {
  id: string;
  name: string;
  group: string;
  model: string;
  algorithm: Algorithm;
  position: number;
  nominal: number;
  rejectBase: number;
  staleBase: number;
  startedAt: number;
  offlineFrom: number | null;
  flapping: boolean;
}

/** The workers of an account: several Scrypt machines (one offline, one long gone, one flapping) and SHA-256 ones. */
export function planWorkers(sub: string, createdAt: number): WorkerPlan[] {
  const random = generator(seedOf(`workers:${sub}`));
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const scryptCount = 5 + Math.floor(random() * 6);
  const shaCount = 1 + Math.floor(random() * 2);
  const plans: WorkerPlan[] = [];
  const historyStart = createdAt - HISTORY_DAYS * DAY;
  for (let i = 0; i < scryptCount + shaCount; i += 1) {
    const model = i < scryptCount ? pick(scryptModels) : pick(sha256Models);
    const group = pick(groups);
    const position = i + 1;
    plans.push({
      id: `w_${digestHex('worker', sub, position).slice(0, 16)}`,
      name: `${group}-${String(position).padStart(2, '0')}`,
      group,
      model: model.model,
      algorithm: model.algorithm,
      position,
      nominal: model.hashrate * (0.97 + 0.06 * random()),
      rejectBase: 0.003 + 0.012 * random(),
      staleBase: 0.001 + 0.004 * random(),
      // Most machines mined from the start; some were added during the history.
      startedAt: historyStart + (random() < 0.7 ? 0 : Math.floor(random() * 40) * DAY),
      offlineFrom:
        i === scryptCount - 1
          ? createdAt - HOUR - Math.floor(random() * 4 * HOUR)
          : i === scryptCount - 2
            ? createdAt - 3 * DAY - Math.floor(random() * 7 * DAY)
            : null,
      flapping: i === 0,
    });
  }
  return plans;
}

/**
 * What a test makes one simulated worker do from `at` (epoch seconds) on: `stop` sends no more shares, `recover`
 * mines again (whatever its plan said), `flap` is down for `downMinutes`, up for `upMinutes`, down again, and so on.
 * Samples already written stay as they were. Only test stacks can set these (`testControls`).
 */
export interface WorkerScript {
  mode: 'stop' | 'recover' | 'flap';
  at: number;
  /** For `flap`: minutes without shares in each round (default 1). */
  downMinutes?: number;
  /** For `flap`: minutes mining in each round (default 1). */
  upMinutes?: number;
}

/** Whether the scripts force the worker up or down at `t`: the latest script that has begun decides. */
export function scriptedState(scripts: readonly WorkerScript[] | undefined, t: number): 'up' | 'down' | null {
  let current: WorkerScript | undefined;
  for (const script of scripts ?? [])
    if (script.at <= t && (!current || script.at >= current.at)) current = script;
  if (!current) return null;
  if (current.mode === 'stop') return 'down';
  if (current.mode === 'recover') return 'up';
  const down = (current.downMinutes ?? 1) * MINUTE;
  const up = (current.upMinutes ?? 1) * MINUTE;
  return (t - current.at) % (down + up) < down ? 'down' : 'up';
}

/** The sample of one worker over [t, t + seconds): hashrate from accepted shares, and rejected and stale work. */
export function sampleOf(
  seed: number,
  w: WorkerPlan,
  t: number,
  seconds: number,
  forced: 'up' | 'down' | null = null,
) {
  const up =
    forced !== null
      ? forced === 'up'
      : t >= w.startedAt &&
        (w.offlineFrom === null || t < w.offlineFrom) &&
        // A flapping machine drops out for whole hours now and then, which is what floods naive alert rules.
        !(w.flapping && noise(seed, w.position, Math.floor(t / HOUR)) < 0.08);
  if (!up) return { hashrate: 0, accepted: 0, rejected: 0, stale: 0 };
  const wobble = 0.94 + 0.1 * noise(seed, w.position * 7919 + 1, Math.floor(t / MINUTE));
  const hashrate = w.nominal * wobble;
  const accepted = (hashrate * seconds) / hashesPerShare(w.algorithm);
  const rejectShare = w.rejectBase * (0.5 + noise(seed, w.position * 7919 + 2, Math.floor(t / MINUTE)));
  const staleShare = w.staleBase * (0.5 + noise(seed, w.position * 7919 + 3, Math.floor(t / MINUTE)));
  return { hashrate, accepted, rejected: accepted * rejectShare, stale: accepted * staleShare };
}

/** Sample length for time `t` seen from `now`: minutes in the last hour, 10 minutes in the last day, hours before. */
function stepAt(t: number, now: number): number {
  if (t % HOUR === 0 && t + HOUR <= now - DAY) return HOUR;
  if (t % 600 === 0 && t + 600 <= now - HOUR) return 600;
  return MINUTE;
}

interface AccountRow {
  sub: string;
  created_at: number;
  sampled_until: number;
  settled_until: number;
  seed: number;
}

interface WorkerRow {
  id: string;
  name: string;
  grp: string;
  model: string;
  algorithm: Algorithm;
  position: number;
  nominal: number;
  reject_base: number;
  stale_base: number;
  started_at: number;
  offline_from: number | null;
  flapping: boolean;
}

const toPlan = (r: WorkerRow): WorkerPlan => ({
  id: r.id,
  name: r.name,
  group: r.grp,
  model: r.model,
  algorithm: r.algorithm,
  position: r.position,
  nominal: r.nominal,
  rejectBase: r.reject_base,
  staleBase: r.stale_base,
  startedAt: r.started_at,
  offlineFrom: r.offline_from,
  flapping: r.flapping,
});

/** Writes the samples of every worker from the account's `sampled_until` up to `until` (a whole minute). */
async function sampleUntil(
  tx: Queryable,
  account: AccountRow,
  until: number,
  scripts: ReadonlyMap<string, WorkerScript[]>,
): Promise<void> {
  if (account.sampled_until >= until) return;
  const workers = (await tx.query<WorkerRow>('SELECT * FROM workers WHERE sub = $1', [account.sub])).map(
    toPlan,
  );
  const rows: unknown[] = [];
  const lastShare = new Map<string, number>();
  for (let t = account.sampled_until; t < until;) {
    const step = stepAt(t, until);
    for (const w of workers) {
      const s = sampleOf(account.seed, w, t, step, scriptedState(scripts.get(w.id), t));
      if (s.hashrate > 0) lastShare.set(w.id, t + step);
      rows.push([w.id, w.algorithm, t, step, s.hashrate, s.accepted, s.rejected, s.stale]);
    }
    t += step;
    if (rows.length % 20_000 < workers.length) await breathe();
  }
  // One statement per few thousand rows: a JSON array unpacked server-side. Sent as text: postgres.js would
  // JSON-encode a string parameter it sees typed jsonb a second time.
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.query(
      `INSERT INTO samples (worker_id, sub, algorithm, t, seconds, hashrate, accepted, rejected, stale)
       SELECT r->>0, $1, r->>1, (r->>2)::bigint, (r->>3)::int, (r->>4)::float8, (r->>5)::float8, (r->>6)::float8,
              (r->>7)::float8
       FROM jsonb_array_elements($2::text::jsonb) AS r
       ON CONFLICT DO NOTHING`,
      [account.sub, JSON.stringify(rows.slice(i, i + 5000))],
    );
    await breathe();
  }
  for (const [id, at] of lastShare) {
    await tx.query(
      'UPDATE workers SET last_share_at = GREATEST(COALESCE(last_share_at, 0), $2) WHERE id = $1',
      [id, at],
    );
  }
  await tx.query('UPDATE accounts SET sampled_until = $2 WHERE sub = $1', [account.sub, until]);
  account.sampled_until = until;
}

const isoDay = (day: number) => isoDate(day * DAY);

/** Settles every whole UTC day the samples cover: accruals (mining, merged, referral), then payouts. */
async function settleDays(tx: Queryable, account: AccountRow): Promise<void> {
  const lastWholeDay = dayIndex(account.sampled_until) - 1;
  for (let day = dayIndex(account.settled_until); day <= lastWholeDay; day += 1) {
    await breathe();
    const start = day * DAY;
    const sums = await tx.query<{ algorithm: Algorithm; hashes: number }>(
      `SELECT algorithm, SUM(hashrate * seconds)::float8 AS hashes FROM samples
       WHERE sub = $1 AND t >= $2 AND t < $3 GROUP BY algorithm`,
      [account.sub, start, start + DAY],
    );
    const hashes = (algorithm: Algorithm) => sums.find((s) => s.algorithm === algorithm)?.hashes ?? 0;
    // The fee bonus is what the total adds to the scheme part, in atoms, so the two always sum to the amount.
    const accrue = async (coin: CoinId, type: string, total: number, scheme: number, h: number) => {
      const amount = coinsToAtoms(total);
      if (amount <= 0) return;
      await tx.query(
        `INSERT INTO accruals (sub, coin, day, type, hashrate, amount, scheme_amount, fee_bonus)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          account.sub,
          coin,
          isoDay(day),
          type,
          h / DAY,
          amount,
          coinsToAtoms(scheme),
          amount - coinsToAtoms(scheme),
        ],
      );
    };
    for (const coin of Object.values(coins)) {
      const h = hashes(coin.algorithm);
      const y = dailyYield({
        hashrate: h / DAY,
        difficulty: networkDifficulty(coin.id, start),
        blockReward: coin.blockReward,
        blockFees: coin.averageBlockFees,
        poolFee: coin.poolFee,
        uptime: 1,
      });
      await accrue(coin.id, coin.mergedWith ? 'merged' : 'mining', y.total, y.scheme, h);
    }
    // Referral: the configured share of the pool fee the referees paid on their LTC that day.
    const referees = await tx.query<{ position: number; joined_at: number; hashrate: number }>(
      'SELECT position, joined_at, hashrate FROM referees WHERE sub = $1 AND joined_at < $2',
      [account.sub, start + DAY],
    );
    const refHashes = referees.reduce(
      (sum, r) => sum + r.hashrate * (0.9 + 0.2 * noise(account.seed, 5000 + r.position, day)) * DAY,
      0,
    );
    if (refHashes > 0) {
      const ltc = coins.LTC;
      const gross = dailyYield({
        hashrate: refHashes / DAY,
        difficulty: networkDifficulty('LTC', start),
        blockReward: ltc.blockReward,
        blockFees: ltc.averageBlockFees,
        poolFee: 0,
        uptime: 1,
      });
      const reward = gross.total * ltc.poolFee * REFERRAL_RATE;
      await accrue('LTC', 'referral', reward, reward, refHashes);
    }
    await payOut(tx, account, day);
  }
  const settledUntil = (lastWholeDay + 1) * DAY;
  if (settledUntil > account.settled_until) {
    await tx.query('UPDATE accounts SET settled_until = $2 WHERE sub = $1', [account.sub, settledUntil]);
    account.settled_until = settledUntil;
  }
}

/** Pays each coin whose unpaid balance reached the wallet's threshold, unless paused or held after an address change. */
async function payOut(tx: Queryable, account: AccountRow, day: number): Promise<void> {
  const wallets = await tx.query<{
    coin: CoinId;
    address: string;
    threshold: number;
    paused: boolean;
    address_changed_at: number | null;
  }>('SELECT coin, address, threshold, paused, address_changed_at FROM wallets WHERE sub = $1', [
    account.sub,
  ]);
  for (const wallet of wallets) {
    const config = coins[wallet.coin];
    // Payouts go out between 01:00 and 03:00 UTC the day after the settled day.
    const sentAt = (day + 1) * DAY + HOUR + Math.floor(noise(account.seed, day, 9000) * 2 * HOUR);
    if (wallet.paused) continue;
    if (wallet.address_changed_at !== null && sentAt < wallet.address_changed_at + ADDRESS_HOLD_SECONDS)
      continue;
    const [balance] = await tx.query<{ atoms: number }>(
      `SELECT COALESCE(SUM(amount), 0)::bigint AS atoms FROM accruals
       WHERE sub = $1 AND coin = $2 AND payout_id IS NULL AND day <= $3`,
      [account.sub, wallet.coin, isoDay(day)],
    );
    const atoms = balance?.atoms ?? 0;
    const fee = parseAmount(config.payoutFee) ?? 0;
    if (atoms < wallet.threshold || atoms <= fee) continue;
    const id = `p_${digestHex('payout', account.sub, wallet.coin, day).slice(0, 16)}`;
    await tx.query(
      `INSERT INTO payouts (id, sub, coin, sent_at, confirmed_at, amount, fee, address, tx_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        account.sub,
        wallet.coin,
        sentAt,
        sentAt + 30 * MINUTE,
        atoms - fee,
        fee,
        wallet.address,
        digestHex('tx', account.sub, wallet.coin, day),
      ],
    );
    await tx.query(
      'UPDATE accruals SET payout_id = $4 WHERE sub = $1 AND coin = $2 AND payout_id IS NULL AND day <= $3',
      [account.sub, wallet.coin, isoDay(day), id],
    );
  }
}

/** Creates the account with its history if it does not exist yet. Safe to race: the loser's transaction waits. */
async function createAccount(db: Database, sub: string, username: string, now: number): Promise<void> {
  const createdAt = Math.floor(now / MINUTE) * MINUTE;
  const historyStart = createdAt - HISTORY_DAYS * DAY;
  await db.transaction(async (tx) => {
    const inserted = await tx.query<{ sub: string }>(
      `INSERT INTO accounts (sub, username, created_at, sampled_until, settled_until, referral_code, seed)
       VALUES ($1, $2, $3, $4, $4, $5, $6) ON CONFLICT (sub) DO NOTHING RETURNING sub`,
      [sub, username, createdAt, historyStart, referralCode(sub), seedOf(sub)],
    );
    if (inserted.length === 0) return;
    for (const w of planWorkers(sub, createdAt)) {
      await tx.query(
        `INSERT INTO workers (id, sub, name, grp, model, algorithm, position, nominal, reject_base, stale_base,
                              started_at, offline_from, flapping)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          w.id,
          sub,
          w.name,
          w.group,
          w.model,
          w.algorithm,
          w.position,
          w.nominal,
          w.rejectBase,
          w.staleBase,
          w.startedAt,
          w.offlineFrom,
          w.flapping,
        ],
      );
    }
    for (const coin of Object.values(coins)) {
      const hash = Buffer.from(digestHex('wallet', sub, coin.id).slice(0, 40), 'hex');
      await tx.query('INSERT INTO wallets (sub, coin, address, threshold) VALUES ($1, $2, $3, $4)', [
        sub,
        coin.id,
        addressFromHash(coin.id, hash),
        parseAmount(coin.defaultPayout),
      ]);
    }
    const random = generator(seedOf(`referees:${sub}`));
    const refereeCount = 2 + Math.floor(random() * 6);
    for (let i = 1; i <= refereeCount; i += 1) {
      const id = digestHex('referee', sub, i);
      await tx.query(
        'INSERT INTO referees (sub, position, name, joined_at, hashrate) VALUES ($1, $2, $3, $4, $5)',
        [
          sub,
          i,
          `${id.slice(0, 3)}***${id.slice(-2)}`,
          historyStart + Math.floor((5 + random() * 75) * DAY),
          (1 + random() * 30) * 1e9,
        ],
      );
    }
    const account: AccountRow = {
      sub,
      created_at: createdAt,
      sampled_until: historyStart,
      settled_until: historyStart,
      seed: seedOf(sub),
    };
    await sampleUntil(tx, account, createdAt, new Map());
    await settleDays(tx, account);
  });
}

/** What one catch-up of an account wrote (epoch seconds): samples for [from, until), days [settledFrom, settledUntil). */
export interface CatchUp {
  sub: string;
  from: number;
  until: number;
  settledFrom: number;
  settledUntil: number;
  /** Each worker's last accepted share before the catch-up. */
  lastShareBefore: ReadonlyMap<string, number | null>;
}

/**
 * Told about each catch-up inside its transaction (to write what follows from it); what it returns is called once
 * that transaction has committed, never when it rolled back.
 */
export interface CatchUpObserver {
  caughtUp(tx: Queryable, change: CatchUp): Promise<(() => void) | undefined>;
}

/** Brings one account up to `now`: new samples to the last whole minute, then any day that became whole. */
async function catchUp(
  db: Database,
  sub: string,
  now: number,
  scripts: ReadonlyMap<string, WorkerScript[]>,
  observer?: CatchUpObserver,
): Promise<boolean> {
  const until = Math.floor(now / MINUTE) * MINUTE;
  const afterCommit: (() => void)[] = [];
  const changed = await db.transaction(async (tx) => {
    const [account] = await tx.query<AccountRow>(
      'SELECT sub, created_at, sampled_until, settled_until, seed FROM accounts WHERE sub = $1 FOR UPDATE',
      [sub],
    );
    if (!account || account.sampled_until >= until) return false;
    const { sampled_until: from, settled_until: settledFrom } = account;
    const before = observer
      ? await tx.query<{ id: string; last_share_at: number | null }>(
          'SELECT id, last_share_at FROM workers WHERE sub = $1',
          [sub],
        )
      : [];
    await sampleUntil(tx, account, until, scripts);
    await settleDays(tx, account);
    const then = await observer?.caughtUp(tx, {
      sub,
      from,
      until,
      settledFrom,
      settledUntil: account.settled_until,
      lastShareBefore: new Map(before.map((w) => [w.id, w.last_share_at])),
    });
    if (then) afterCommit.push(then);
    return true;
  });
  for (const then of afterCommit) then();
  return changed;
}

/** The simulator of one server: creates accounts on first use and keeps every account's samples current. */
export class Simulator {
  readonly #db: Database;
  readonly #now: () => number;
  readonly #pending = new Map<string, Promise<void>>();
  readonly #known = new Set<string>();
  readonly #scripts = new Map<string, WorkerScript[]>();
  readonly #observer: CatchUpObserver | undefined;

  constructor(db: Database, now: () => number, observer?: CatchUpObserver) {
    this.#db = db;
    this.#now = now;
    this.#observer = observer;
  }

  /** Makes sure `sub` has an account with history up to the last whole minute; at most one run per sub at a time. */
  ensure(sub: string, username: string): Promise<void> {
    const running = this.#pending.get(sub);
    if (running) return running;
    if (this.#known.has(sub)) return Promise.resolve();
    const work = (async () => {
      await createAccount(this.#db, sub, username, this.#now());
      await catchUp(this.#db, sub, this.#now(), this.#scripts, this.#observer);
      this.#known.add(sub);
    })().finally(() => this.#pending.delete(sub));
    this.#pending.set(sub, work);
    return work;
  }

  /** Resolves once every history write under way has finished (or failed): the database may then close. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#pending.values()]);
  }

  /** Whether the account exists (API keys may only name existing accounts). */
  async exists(sub: string): Promise<boolean> {
    if (this.#known.has(sub)) return true;
    return (await this.#db.query('SELECT 1 FROM accounts WHERE sub = $1', [sub])).length > 0;
  }

  /** One simulator step for every account: called every minute by the server; returns the subs that changed. */
  async tick(): Promise<string[]> {
    const now = this.#now();
    const behind = await this.#db.query<{ sub: string }>(
      'SELECT sub FROM accounts WHERE sampled_until <= $1',
      [Math.floor(now / MINUTE) * MINUTE - MINUTE],
    );
    const changed: string[] = [];
    for (const { sub } of behind) {
      await this.#pending.get(sub);
      if (await catchUp(this.#db, sub, now, this.#scripts, this.#observer)) changed.push(sub);
    }
    return changed;
  }

  /**
   * Makes a worker stop, recover or flap from `script.at` on (test stacks only). Answers false when no account has
   * that worker. Kept in memory: a restarted server forgets it.
   */
  async script(workerId: string, script: WorkerScript): Promise<boolean> {
    if (!(await this.#db.query('SELECT 1 FROM workers WHERE id = $1', [workerId])).length) return false;
    this.#scripts.set(workerId, [...(this.#scripts.get(workerId) ?? []), script]);
    return true;
  }
}
