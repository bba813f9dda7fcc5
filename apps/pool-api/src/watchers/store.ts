import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { iso } from '../domain/time';
import { FieldErrors } from '../http/errors';
import {
  COLUMNS,
  fromRow,
  hashOf,
  MAX_WATCHER_LINKS,
  type Row,
  type WatcherLink,
  watcherExpiries,
  type WatcherExpiry,
  watcherScopes,
  type WatcherScope,
} from './lookup';

export {
  findWatcherLink,
  findWatcherLinkById,
  touchWatcherLink,
  type WatcherGrant,
  type WatcherLink,
  watcherExpiries,
  type WatcherExpiry,
  watcherScopes,
  type WatcherScope,
} from './lookup';

// Watcher links: a read-only view of one sub-account for someone without a sign-in (a hosting client, an investor,
// a site manager). The link carries a random secret (192 bits, shown once); only its SHA-256 is stored, and a
// request proves the secret by sending it in `Authorization: Watcher <secret>`, never in a URL the API logs.

/** Where a link stands at `now` (epoch seconds). */
export const watcherStatus = (link: WatcherLink, now: number): 'active' | 'expired' | 'revoked' =>
  link.revokedAt !== null
    ? 'revoked'
    : link.expiresAt !== null && link.expiresAt <= now
      ? 'expired'
      : 'active';

/** The answer's shape of a link (never its secret). */
export const watcherView = (link: WatcherLink, now: number) => ({
  id: link.id,
  label: link.label,
  scopes: link.scopes,
  createdAt: iso(link.createdAt),
  expiresAt: iso(link.expiresAt),
  revokedAt: iso(link.revokedAt),
  lastUsedAt: iso(link.lastUsedAt),
  views: link.views,
  status: watcherStatus(link, now),
});

/** The sub-account's links, newest first, revoked and expired ones included. */
export async function listWatcherLinks(db: Queryable, sub: string): Promise<WatcherLink[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM watcher_links WHERE sub = $1 ORDER BY created_at DESC, id`,
    [sub],
  );
  return rows.map(fromRow);
}

/** Creates a link; the secret is in the answer and nowhere else. `now` in epoch seconds. */
export async function createWatcherLink(
  db: Database,
  sub: string,
  input: { label: string; scopes: WatcherScope[]; expiresIn: WatcherExpiry },
  now: number,
): Promise<{ link: WatcherLink; secret: string }> {
  const secret = randomBytes(24).toString('base64url');
  const lifetime = watcherExpiries[input.expiresIn];
  const link: WatcherLink = {
    id: randomBytes(8).toString('hex'),
    sub,
    label: input.label.trim(),
    scopes: watcherScopes.filter((s) => input.scopes.includes(s)),
    createdAt: now,
    expiresAt: lifetime === null ? null : now + lifetime,
    revokedAt: null,
    lastUsedAt: null,
    views: 0,
  };
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM accounts WHERE sub = $1 FOR UPDATE', [sub]);
    const [count] = await tx.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM watcher_links WHERE sub = $1 AND revoked_at IS NULL',
      [sub],
    );
    if ((count?.n ?? 0) >= MAX_WATCHER_LINKS)
      throw new FieldErrors([
        { field: 'label', message: `At most ${MAX_WATCHER_LINKS} links per sub-account; revoke one first` },
      ]);
    await tx.query(
      `INSERT INTO watcher_links (id, sub, label, scopes, secret_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [link.id, sub, link.label, JSON.stringify(link.scopes), hashOf(secret), now, link.expiresAt],
    );
  });
  return { link, secret };
}

/** Revokes one of the sub-account's links in `tx`; the link, or `null` when it has no such link. */
export async function revokeWatcherLink(
  tx: Queryable,
  sub: string,
  id: string,
  now: number,
): Promise<WatcherLink | null> {
  const [row] = await tx.query<Row>(
    `UPDATE watcher_links SET revoked_at = COALESCE(revoked_at, $3) WHERE sub = $1 AND id = $2
     RETURNING ${COLUMNS}`,
    [sub, id, now],
  );
  return row ? fromRow(row) : null;
}

/** Counts one opening of the view (the watch page's first read) and its time. */
export async function countWatcherView(db: Queryable, id: string, now: number): Promise<void> {
  await db.query('UPDATE watcher_links SET views = views + 1, last_used_at = $2 WHERE id = $1', [id, now]);
}
