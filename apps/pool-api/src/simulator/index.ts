import type { Database, Queryable } from '../db/database';
import type { Algorithm } from '../domain/coins';
import { digestHex } from '../domain/noise';
import { MINUTE } from '../domain/time';
import { createAccount } from './accounts';
import { type AccountRow, sampleUntil } from './samples';
import { settleDays } from './settlement';
import type { WorkerScript } from './workers';

// The deterministic miner behind every account: on a user's first request it writes 90 days of history, then it
// keeps sampling every minute. Every figure is a pure function of (sub, worker, time), so the same user gets the
// same history on any machine; only how finely old time is sampled depends on when the server ran. workers.ts
// plans the rigs and their samples, samples.ts writes them, settlement.ts settles days and pays, accounts.ts
// creates an account.

export { HISTORY_DAYS, type WorkerPlan, type WorkerScript } from './workers';

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
   * A rig mining to a sub-account with the stratum login `<name>.<worker>` (test stacks only): the worker joins the
   * sub-account `sub` and mines `hashrate` H/s from the next whole minute on (a login seen before changes nothing).
   * Answers false when no sub-account has that key.
   */
  async connect(
    sub: string,
    worker: { name: string; algorithm: Algorithm; hashrate: number },
  ): Promise<boolean> {
    const start = Math.ceil(this.#now() / MINUTE) * MINUTE;
    return this.#db.transaction(async (tx) => {
      if (!(await tx.query('SELECT 1 FROM accounts WHERE sub = $1 FOR UPDATE', [sub])).length) return false;
      const [last] = await tx.query<{ n: number | null }>(
        'SELECT MAX(position)::int AS n FROM workers WHERE sub = $1',
        [sub],
      );
      await tx.query(
        `INSERT INTO workers (id, sub, name, grp, model, algorithm, position, nominal, reject_base, stale_base,
                              started_at, offline_from, flapping)
         VALUES ($1, $2, $3, '', '', $4, $5, $6, 0.005, 0.002, $7, NULL, false) ON CONFLICT (id) DO NOTHING`,
        [
          `w_${digestHex('stratum', sub, worker.name).slice(0, 16)}`,
          sub,
          worker.name,
          worker.algorithm,
          (last?.n ?? 0) + 1,
          worker.hashrate,
          start,
        ],
      );
      return true;
    });
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
