import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import { type Ban, type BanReason, type BanRow, fromRow } from './bansCheck';

// Bans from the console: a row of `account_bans` on the user, at most one in force, kept when lifted (./bansCheck.ts
// reads them for every request). A ban also stores a `ban` event on each of the user's sub-account streams, which
// ends their open streams on every replica (stream/hub.ts).

/** Who makes a change: the staff member's subject and user name. */
export interface Actor {
  sub: string;
  username: string;
}

/** Bans the user in `tx`; 409 `already_banned` when a ban is in force. */
export async function banUser(
  tx: Queryable,
  sub: string,
  input: { reason: BanReason; note?: string | undefined },
  actor: Actor,
  now: number,
): Promise<Ban> {
  const note = input.note?.trim() ? input.note.trim() : null;
  const rows = await tx.query<BanRow>(
    `INSERT INTO account_bans (id, sub, reason, note, banned_at, banned_by, banned_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (sub) WHERE lifted_at IS NULL DO NOTHING
     RETURNING sub, reason, note, banned_at, banned_by_name`,
    [randomUUID(), sub, input.reason, note, now, actor.sub, actor.username],
  );
  const [row] = rows;
  if (!row) throw new ApiError(409, 'already_banned', 'This account is banned already: unban it first');
  return fromRow(row);
}

/**
 * Lifts the user's ban in `tx` (and forgets that a token once showed the provider's `banned` role: a token that still
 * shows it is refused and recorded again); 409 `not_banned` when there is none.
 */
export async function liftBan(tx: Queryable, sub: string, actor: Actor, now: number): Promise<void> {
  const lifted = await tx.query(
    `UPDATE account_bans SET lifted_at = $2, lifted_by = $3, lifted_by_name = $4
     WHERE sub = $1 AND lifted_at IS NULL RETURNING id`,
    [sub, now, actor.sub, actor.username],
  );
  const flagged = await tx.query(
    'UPDATE accounts SET banned = false WHERE owner = $1 AND banned RETURNING sub',
    [sub],
  );
  if (lifted.length === 0 && flagged.length === 0)
    throw new ApiError(409, 'not_banned', 'This account is not banned');
}

/** The keys of the user's sub-accounts: each has a stream of its own that a ban ends. */
export async function subaccountKeysOf(db: Queryable, owner: string): Promise<string[]> {
  const rows = await db.query<{ sub: string }>('SELECT sub FROM accounts WHERE owner = $1', [owner]);
  return rows.map((r) => r.sub);
}
