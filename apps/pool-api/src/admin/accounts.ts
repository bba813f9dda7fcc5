import type { Queryable } from '../db/database';
import { formatAmount, parseAmount } from '../domain/amounts';
import { algorithms } from '../domain/coins';
import { iso } from '../domain/time';
import { ApiError } from '../http/errors';
import { createLogger, errorFields } from '../log';
import { overviewSummary, type Services } from '../services';
import { lastEventId } from '../stream/log';
import { listSubaccounts } from '../subaccounts/store';
import { activeBans, type Ban } from './bansCheck';

// The console's view of users: a user is their first row of `accounts` (sub = owner) with the user name and verified
// e-mail the tokens brought; their sub-accounts are the rows they own, and their payout addresses the wallets of
// those. Workers and balances come from the pool source (simulator or Miningcore), as the cabinet reads them.

const log = createLogger();

/** At most this many users per search. */
export const MAX_SEARCH_RESULTS = 50;

/** A payout address of a sub-account. */
export interface AddressView {
  coin: string;
  address: string;
}

/** A ban as the API answers it. */
export const banView = (ban: Ban | undefined) =>
  ban ? { reason: ban.reason, note: ban.note, at: iso(ban.at, 'ms'), by: ban.by } : null;

interface UserRow {
  sub: string;
  username: string;
  email: string | null;
  created_at: number;
  subaccounts: number;
}

/** `text` for a LIKE pattern, its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every payout address of these users' sub-accounts, by user and by sub-account key. */
async function addressesOf(db: Queryable, owners: readonly string[]) {
  const rows = await db.query<{ owner: string; sub: string; coin: string; address: string }>(
    `SELECT s.owner, s.sub, w.coin, w.address FROM wallets w JOIN accounts s ON s.sub = w.sub
     WHERE s.owner IN (SELECT jsonb_array_elements_text($1::text::jsonb)) AND w.address <> ''
     ORDER BY s.created_at, w.coin`,
    [JSON.stringify(owners)],
  );
  const byOwner = new Map<string, AddressView[]>();
  const bySub = new Map<string, AddressView[]>();
  for (const r of rows) {
    const entry = { coin: r.coin, address: r.address };
    byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), entry]);
    bySub.set(r.sub, [...(bySub.get(r.sub) ?? []), entry]);
  }
  return { byOwner, bySub };
}

/**
 * Users whose user name or e-mail contains `q` (any case), whose payout address starts with `q`, or whose sub is `q`;
 * newest first, at most {@link MAX_SEARCH_RESULTS}. An empty `q` lists the newest users.
 */
export async function searchAccounts(db: Queryable, q: string) {
  const wanted = q.trim();
  const rows = await db.query<UserRow>(
    `SELECT u.sub, u.username, u.email, u.created_at,
            (SELECT count(*) FROM accounts s WHERE s.owner = u.sub)::int AS subaccounts
     FROM accounts u
     WHERE u.sub = u.owner AND ($1 = '' OR u.sub = $1
       OR lower(u.username) LIKE $2 ESCAPE '\\' OR lower(COALESCE(u.email, '')) LIKE $2 ESCAPE '\\'
       OR EXISTS (SELECT 1 FROM wallets w JOIN accounts s ON s.sub = w.sub
                  WHERE s.owner = u.sub AND w.address LIKE $3 ESCAPE '\\'))
     ORDER BY u.created_at DESC, u.sub LIMIT ${MAX_SEARCH_RESULTS}`,
    [wanted, `%${literal(wanted.toLowerCase())}%`, `${literal(wanted)}%`],
  );
  const owners = rows.map((r) => r.sub);
  const [{ byOwner }, bans] = await Promise.all([addressesOf(db, owners), activeBans(db, owners)]);
  return rows.map((r) => ({
    sub: r.sub,
    username: r.username,
    email: r.email,
    subaccounts: Number(r.subaccounts),
    addresses: byOwner.get(r.sub) ?? [],
    banned: banView(bans.get(r.sub)),
  }));
}

/** The user (their first sub-account's row); 404 `not_found` when the API has never seen them. */
export async function userRow(db: Queryable, sub: string): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `SELECT sub, username, email, created_at, 0 AS subaccounts FROM accounts WHERE sub = $1 AND owner = $1`,
    [sub],
  );
  if (!row) throw new ApiError(404, 'not_found', 'No account with this sub');
  return row;
}

/** A sub-account's workers and balances over every algorithm (`null`: the pool source did not answer). */
interface Figures {
  workersOnline: number | null;
  workersOffline: number | null;
  balances: { coin: string; amount: string }[];
}

/** A sub-account's figures from the pool source; unknown when it fails. */
async function figuresOf(s: Services, key: string): Promise<Figures> {
  try {
    const summaries = await Promise.all(
      algorithms.map((algorithm) => overviewSummary(s, key, algorithm, () => lastEventId(s.db, key))),
    );
    const balances = new Map<string, number>();
    for (const summary of summaries)
      for (const e of summary.earnings)
        balances.set(e.coin, (balances.get(e.coin) ?? 0) + (parseAmount(e.balance) ?? 0));
    return {
      workersOnline: summaries.reduce((n, x) => n + x.workers.online, 0),
      workersOffline: summaries.reduce((n, x) => n + x.workers.offline, 0),
      balances: [...balances].map(([coin, atoms]) => ({ coin, amount: formatAmount(atoms) })),
    };
  } catch (error) {
    // The console still shows the account (and can ban it) while the pool engine does not answer.
    log.warn('account figures not read', { key, ...errorFields(error), stack: undefined });
    return { workersOnline: null, workersOffline: null, balances: [] };
  }
}

/** One user in full: the ban in force, and each sub-account with its workers, balances and addresses. */
export async function accountDetail(s: Services, sub: string) {
  const user = await userRow(s.db, sub);
  const [subaccounts, { bySub }, bans] = await Promise.all([
    listSubaccounts(s.db, sub),
    addressesOf(s.db, [sub]),
    activeBans(s.db, [sub]),
  ]);
  const figures = await Promise.all(subaccounts.map((a) => figuresOf(s, a.key)));
  return {
    sub: user.sub,
    username: user.username,
    email: user.email,
    createdAt: iso(Number(user.created_at)),
    banned: banView(bans.get(sub)),
    subaccounts: subaccounts.map((a, i) => ({
      key: a.key,
      name: a.name,
      ...(figures[i] as Figures),
      addresses: bySub.get(a.key) ?? [],
    })),
  };
}
