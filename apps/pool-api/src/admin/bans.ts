import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';

// Bans: a row of `account_bans` on the user (the owner's sub, their first sub-account), at most one in force, kept when
// lifted. Every request's credentials are checked against it (http/auth.ts), so all replicas agree at once; a ban
// also stores a `ban` event on each of the user's sub-account streams, which ends their open streams on every
// replica (stream/hub.ts). The identity provider's `banned` realm role is recorded here too, as reason `other`.

/** Why an account is banned. */
export const banReasons = ['abuse', 'fraud', 'spam', 'chargeback', 'other'] as const;

/** One of {@link banReasons}. */
export type BanReason = (typeof banReasons)[number];

/** A ban note's length limit. */
export const MAX_BAN_NOTE = 500;

/** The user name a ban recorded from the provider's `banned` role names as its author. */
export const PROVIDER_BANNER = 'identity provider';

/** A ban in force. */
export interface Ban {
  reason: BanReason;
  note: string | null;
  /** When, epoch ms. */
  at: number;
  /** The staff member's user name (or {@link PROVIDER_BANNER}). */
  by: string;
}

interface BanRow {
  sub: string;
  reason: string;
  note: string | null;
  banned_at: number;
  banned_by_name: string;
}

const reasonOf = (text: string): BanReason =>
  (banReasons as readonly string[]).includes(text) ? (text as BanReason) : 'other';

const fromRow = (r: BanRow): Ban => ({
  reason: reasonOf(r.reason),
  note: r.note,
  at: Number(r.banned_at),
  by: r.banned_by_name,
});

/** The reason of the user's ban in force, for the per-request check; `null` when none. */
export async function banReasonOf(db: Queryable, sub: string): Promise<BanReason | null> {
  const [row] = await db.query<{ reason: string }>(
    'SELECT reason FROM account_bans WHERE sub = $1 AND lifted_at IS NULL',
    [sub],
  );
  return row ? reasonOf(row.reason) : null;
}

/** SQL for the reason of the ban in force on the user whose sub is the column `column` (`NULL`: none). */
export const banReasonColumn = (column: string) =>
  `(SELECT b.reason FROM account_bans b WHERE b.sub = ${column} AND b.lifted_at IS NULL)`;

/** A reason read with {@link banReasonColumn}, as the API answers it. */
export const banReasonFrom = (text: string | null): BanReason | null => (text === null ? null : reasonOf(text));

/** The bans in force of these users, by sub. */
export async function activeBans(db: Queryable, subs: readonly string[]): Promise<Map<string, Ban>> {
  if (subs.length === 0) return new Map();
  const rows = await db.query<BanRow>(
    `SELECT sub, reason, note, banned_at, banned_by_name FROM account_bans
     WHERE lifted_at IS NULL AND sub IN (SELECT jsonb_array_elements_text($1::text::jsonb))`,
    [JSON.stringify(subs)],
  );
  return new Map(rows.map((r) => [r.sub, fromRow(r)]));
}

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

/** Records that a token showed the provider's `banned` role (once: a ban in force is kept as it is). */
export async function recordProviderBan(db: Queryable, sub: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO account_bans (id, sub, reason, note, banned_at, banned_by, banned_by_name)
     SELECT $1, sub, 'other', NULL, $2, '', $3 FROM accounts WHERE sub = $4
     ON CONFLICT (sub) WHERE lifted_at IS NULL DO NOTHING`,
    [randomUUID(), now, PROVIDER_BANNER, sub],
  );
}

/** The keys of the user's sub-accounts: each has a stream of its own that a ban ends. */
export async function subaccountKeysOf(db: Queryable, owner: string): Promise<string[]> {
  const rows = await db.query<{ sub: string }>('SELECT sub FROM accounts WHERE owner = $1', [owner]);
  return rows.map((r) => r.sub);
}
