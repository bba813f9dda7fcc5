import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { formatAmount, parseAmount } from '../domain/amounts';
import { algorithms, type CoinId } from '../domain/coins';
import { seedOf } from '../domain/noise';
import { referralCode } from '../domain/referral';
import { iso } from '../domain/time';
import { ApiError, FieldErrors } from '../http/errors';
import type { PoolSource } from '../source/types';
import { MAX_SUBACCOUNTS, SUBACCOUNT_NAME } from './names';

// A user's sub-accounts are rows of `accounts` with the user's sub as `owner`; each row's own `sub` is the key that
// every table of pool data (workers, samples, wallets, accruals, payouts, alerts, live events) is keyed by. The
// first one's key is the user's sub itself, so the data written before sub-accounts existed stayed where it was.

/** One sub-account as the API handles it. */
export interface Subaccount {
  /** The key its data is stored under (never shown: names are what users and the API see). */
  key: string;
  name: string;
  createdAt: number;
  archivedAt: number | null;
}

interface Row {
  sub: string;
  name: string;
  created_at: number;
  archived_at: number | null;
}

const fromRow = (r: Row): Subaccount => ({
  key: r.sub,
  name: r.name,
  createdAt: r.created_at,
  archivedAt: r.archived_at,
});

/** Active ones in the order they were made (the user's first, whose key is the owner's sub, leads), then archived. */
const ORDER = `ORDER BY archived_at IS NOT NULL, created_at, sub <> owner, name`;

/** Every sub-account of the user, active ones first; the first of them is the default. */
export async function listSubaccounts(db: Queryable, owner: string): Promise<Subaccount[]> {
  const rows = await db.query<Row>(
    `SELECT sub, name, created_at, archived_at FROM accounts WHERE owner = $1 ${ORDER}`,
    [owner],
  );
  return rows.map(fromRow);
}

/** The sub-account named so, or the default (the first active one) when no name is given; `null` if none. */
export async function findSubaccount(
  db: Queryable,
  owner: string,
  name?: string,
): Promise<Subaccount | null> {
  const rows = name
    ? await db.query<Row>(
        'SELECT sub, name, created_at, archived_at FROM accounts WHERE owner = $1 AND name = $2',
        [owner, name],
      )
    : await db.query<Row>(
        `SELECT sub, name, created_at, archived_at FROM accounts WHERE owner = $1 ${ORDER} LIMIT 1`,
        [owner],
      );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The sub-account stored under `key`; `null` if none. */
export async function subaccountByKey(db: Queryable, key: string): Promise<Subaccount | null> {
  const [row] = await db.query<Row>(
    'SELECT sub, name, created_at, archived_at FROM accounts WHERE sub = $1',
    [key],
  );
  return row ? fromRow(row) : null;
}

/** The answer's shape of a sub-account; `defaultKey` is the key of the user's default one. */
export const subaccountView = (s: Subaccount, defaultKey: string | undefined) => ({
  name: s.name,
  default: s.key === defaultKey,
  createdAt: iso(s.createdAt),
  archivedAt: iso(s.archivedAt),
});

const checkName = (name: string) => {
  if (!SUBACCOUNT_NAME.test(name))
    throw new FieldErrors([
      { field: 'name', message: '3 to 32 characters: lower-case letters a–z, digits, “-” and “_”' },
    ]);
};

const taken = (name: string) =>
  new ApiError(409, 'subaccount_exists', `A sub-account named ${name} exists already`);

/** Whether an error is PostgreSQL's unique violation (two writers racing for one name). */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Creates a sub-account with no workers: its rigs join it by mining to `<name>.<worker>`. It inherits the owner's
 * user name and e-mail address (where its alerts go). `now` in epoch milliseconds.
 */
export async function createSubaccount(
  db: Database,
  owner: string,
  name: string,
  now: number,
): Promise<Subaccount> {
  checkName(name);
  const key = `sa_${randomBytes(12).toString('hex')}`;
  const seconds = Math.floor(now / 1000);
  const minute = seconds - (seconds % 60);
  try {
    return await db.transaction(async (tx) => {
      // The owner's row, locked: two creations at once count one after the other.
      const [first] = await tx.query<{ username: string; email: string | null }>(
        'SELECT username, email FROM accounts WHERE sub = $1 FOR UPDATE',
        [owner],
      );
      if (!first) throw new ApiError(404, 'not_found', 'No such account');
      const [count] = await tx.query<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM accounts WHERE owner = $1',
        [owner],
      );
      if ((count?.n ?? 0) >= MAX_SUBACCOUNTS)
        throw new ApiError(409, 'subaccount_limit', `At most ${MAX_SUBACCOUNTS} sub-accounts per account`);
      if ((await tx.query('SELECT 1 FROM accounts WHERE owner = $1 AND name = $2', [owner, name])).length)
        throw taken(name);
      await tx.query(
        `INSERT INTO accounts (sub, owner, name, username, email, created_at, sampled_until, settled_until,
                               referral_code, seed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9)`,
        [key, owner, name, first.username, first.email, seconds, minute, referralCode(key), seedOf(key)],
      );
      return { key, name, createdAt: seconds, archivedAt: null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(name);
    throw error;
  }
}

/** Balances not yet paid, per coin, of every algorithm (empty when nothing is owed). */
export async function unpaidBalances(source: PoolSource, key: string) {
  const owed = new Map<CoinId, number>();
  for (const algorithm of algorithms) {
    const summary = await source.summary(key, algorithm);
    for (const e of summary.earnings) {
      const atoms = parseAmount(e.balance) ?? 0;
      if (atoms > 0) owed.set(e.coin, (owed.get(e.coin) ?? 0) + atoms);
    }
  }
  return [...owed].map(([coin, atoms]) => ({ coin, amount: formatAmount(atoms) }));
}

/** A change to a sub-account: a new name, archived or restored. */
export interface SubaccountChange {
  name?: string;
  archived?: boolean;
}

/**
 * Renames, archives or restores a sub-account. Archiving keeps its history; it is refused while a balance is unpaid
 * (`unpaid_balance`, with the amounts) and for the only active sub-account (`last_active`). `now` in epoch ms.
 */
export async function changeSubaccount(
  db: Database,
  source: PoolSource,
  owner: string,
  name: string,
  change: SubaccountChange,
  now: number,
): Promise<Subaccount> {
  if (change.name !== undefined) checkName(change.name);
  const current = await findSubaccount(db, owner, name);
  if (!current) throw new ApiError(404, 'not_found', `No sub-account named ${name}`);
  if (change.archived === true && current.archivedAt === null) {
    const balances = await unpaidBalances(source, current.key);
    if (balances.length > 0)
      throw new ApiError(
        409,
        'unpaid_balance',
        `${name} holds an unpaid balance; it can be archived once that is paid out`,
        { balances },
      );
  }
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM accounts WHERE sub = $1 FOR UPDATE', [owner]);
      if (change.archived === true && current.archivedAt === null) {
        const [active] = await tx.query<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM accounts WHERE owner = $1 AND archived_at IS NULL',
          [owner],
        );
        if ((active?.n ?? 0) <= 1)
          throw new ApiError(409, 'last_active', 'The only active sub-account cannot be archived');
      }
      const newName = change.name ?? current.name;
      if (newName !== current.name) {
        const clash = await tx.query('SELECT 1 FROM accounts WHERE owner = $1 AND name = $2', [
          owner,
          newName,
        ]);
        if (clash.length) throw taken(newName);
      }
      const archivedAt =
        change.archived === undefined
          ? current.archivedAt
          : change.archived
            ? (current.archivedAt ?? Math.floor(now / 1000))
            : null;
      await tx.query('UPDATE accounts SET name = $2, archived_at = $3 WHERE sub = $1', [
        current.key,
        newName,
        archivedAt,
      ]);
      return { ...current, name: newName, archivedAt };
    });
  } catch (error) {
    if (isUniqueViolation(error) && change.name) throw taken(change.name);
    throw error;
  }
}
