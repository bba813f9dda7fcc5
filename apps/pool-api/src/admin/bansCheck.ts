import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

// Bans as a request meets them: a row of `account_bans` on the user (the owner's sub, their first sub-account), at most
// one in force, kept when lifted. Every request's credentials are checked against it (http/auth.ts), so all replicas
// agree at once. The identity provider's `banned` realm role is recorded here too, as reason `other`. The console's
// side (ban, unban): ./bans.ts.

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

export interface BanRow {
  sub: string;
  reason: string;
  note: string | null;
  banned_at: number;
  banned_by_name: string;
}

const reasonOf = (text: string): BanReason =>
  (banReasons as readonly string[]).includes(text) ? (text as BanReason) : 'other';

/** A row as a {@link Ban}. */
export const fromRow = (r: BanRow): Ban => ({
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
export const banReasonFrom = (text: string | null): BanReason | null =>
  text === null ? null : reasonOf(text);

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

/** Records that a token showed the provider's `banned` role (once: a ban in force is kept as it is). */
export async function recordProviderBan(db: Queryable, sub: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO account_bans (id, sub, reason, note, banned_at, banned_by, banned_by_name)
     SELECT $1, sub, 'other', NULL, $2, '', $3 FROM accounts WHERE sub = $4
     ON CONFLICT (sub) WHERE lifted_at IS NULL DO NOTHING`,
    [randomUUID(), now, PROVIDER_BANNER, sub],
  );
}
