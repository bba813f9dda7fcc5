import { createHash } from 'node:crypto';
import { banReasonColumn, banReasonFrom, type BanReason } from '../admin/bansCheck';
import type { Queryable } from '../db/database';

// Watcher links as a request meets them: the link a secret opens (only the secret's SHA-256 is stored) and a read
// through it recorded. The token checks (http/auth.ts) use this file; store.ts holds the owner's side.

/** What a view may read besides the dashboard. */
export const watcherScopes = ['workers', 'earnings', 'statistics'] as const;
export type WatcherScope = (typeof watcherScopes)[number];

/** How long a new link lives. */
export const watcherExpiries = {
  '1h': 3600,
  '1d': 86_400,
  '7d': 604_800,
  '30d': 2_592_000,
  '180d': 15_552_000,
  never: null,
};
export type WatcherExpiry = keyof typeof watcherExpiries;

/** At most this many links per sub-account that are not revoked. */
export const MAX_WATCHER_LINKS = 50;

/** A link as the store reads it. */
export interface WatcherLink {
  id: string;
  /** The sub-account's key. */
  sub: string;
  label: string;
  scopes: WatcherScope[];
  createdAt: number;
  expiresAt: number | null;
  revokedAt: number | null;
  lastUsedAt: number | null;
  views: number;
}

export interface Row {
  id: string;
  sub: string;
  label: string;
  scopes: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
  views: number;
}

export const COLUMNS = 'id, sub, label, scopes, created_at, expires_at, revoked_at, last_used_at, views';

export const fromRow = (r: Row): WatcherLink => ({
  id: r.id,
  sub: r.sub,
  label: r.label,
  scopes: JSON.parse(r.scopes) as WatcherScope[],
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  lastUsedAt: r.last_used_at,
  views: r.views,
});

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A secret's shape: 32 characters of base64url (24 random bytes). */
export const WATCHER_SECRET = /^[A-Za-z0-9_-]{32}$/;

/** A link found by its secret, with its sub-account's name and its owner (user name, ban). */
export interface WatcherGrant {
  link: WatcherLink;
  subaccount: string;
  owner: string;
  username: string;
  banned: boolean;
  /** The reason of the owner's ban in force (the operator console's), or `null`. */
  banReason: BanReason | null;
}

/** A link with its sub-account's name and its owner, by a condition on `w`. */
async function findGrant(db: Queryable, where: string, value: string): Promise<WatcherGrant | null> {
  const [row] = await db.query<
    Row & { name: string; owner: string; username: string; banned: boolean; ban_reason: string | null }
  >(
    `SELECT w.id, w.sub, w.label, w.scopes, w.created_at, w.expires_at, w.revoked_at, w.last_used_at, w.views,
            s.name, s.owner, u.username, u.banned, ${banReasonColumn('u.sub')} AS ban_reason
     FROM watcher_links w JOIN accounts s ON s.sub = w.sub JOIN accounts u ON u.sub = s.owner
     WHERE ${where} = $1`,
    [value],
  );
  if (!row) return null;
  return {
    link: fromRow(row),
    subaccount: row.name,
    owner: row.owner,
    username: row.username,
    banned: row.banned,
    banReason: banReasonFrom(row.ban_reason),
  };
}

/** The link a secret opens, whatever its state; `null` for no link. */
export async function findWatcherLink(db: Queryable, secret: string): Promise<WatcherGrant | null> {
  if (!WATCHER_SECRET.test(secret)) return null;
  return findGrant(db, 'w.secret_hash', hashOf(secret));
}

/** A link by its id, with its sub-account and owner. */
export const findWatcherLinkById = (db: Queryable, id: string) => findGrant(db, 'w.id', id);

/** Records a read through the link, at most once a minute per link (`last` remembers when it was written). */
export async function touchWatcherLink(
  db: Queryable,
  id: string,
  now: number,
  last: Map<string, number>,
): Promise<void> {
  if (now - (last.get(id) ?? 0) < 60) return;
  if (last.size > 100_000) last.clear();
  last.set(id, now);
  await db.query(
    'UPDATE watcher_links SET last_used_at = GREATEST(COALESCE(last_used_at, 0), $2) WHERE id = $1',
    [id, now],
  );
}
