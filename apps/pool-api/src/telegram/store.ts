import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { iso } from '../domain/time';
import type { Locale } from '@lode/i18n/paths';
import { getNotifications } from '../settings/queries';

// The Telegram tables: links (a user's chats that get alerts) and the one-time codes of the deep link that makes
// one. A code is random, kept only as its SHA-256, bound to the user that asked, valid 10 minutes and once. A link
// belongs to the user (the owner of the sub-accounts): every sub-account's alerts go to each of its active links.
// Times are epoch ms.

/** How long a deep link's code stays valid, ms. */
export const LINK_CODE_TTL_MS = 10 * 60_000;

/** At most this many chats per user (active ones). */
export const MAX_LINKS = 10;

interface LinkRow {
  id: string;
  owner: string;
  chat_id: string;
  chat_name: string;
  linked_at: number;
  status: 'active' | 'blocked';
  blocked_at: number | null;
}

/** A link as Settings shows it. */
export interface TelegramLinkView {
  id: string;
  chat: string;
  linkedAt: string;
  status: 'active' | 'blocked';
  blockedAt: string | null;
}

const view = (r: LinkRow): TelegramLinkView => ({
  id: r.id,
  chat: r.chat_name,
  linkedAt: iso(Number(r.linked_at), 'ms'),
  status: r.status,
  blockedAt: r.blocked_at === null ? null : iso(Number(r.blocked_at), 'ms'),
});

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** The user's links, oldest first, blocked ones included. */
export async function listLinks(db: Queryable, owner: string): Promise<TelegramLinkView[]> {
  const rows = await db.query<LinkRow>(
    'SELECT * FROM telegram_links WHERE owner = $1 ORDER BY linked_at, id',
    [owner],
  );
  return rows.map(view);
}

/** A new one-time code for `owner` (the deep link's start parameter) and when it expires. */
export async function createLinkCode(db: Queryable, owner: string, at: number) {
  const now = Math.floor(at);
  const code = randomBytes(18).toString('base64url');
  // Codes past their time are of no use to anyone: each new one clears them away.
  await db.query('DELETE FROM telegram_link_codes WHERE expires_at < $1', [now - LINK_CODE_TTL_MS]);
  await db.query(
    'INSERT INTO telegram_link_codes (code_hash, owner, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashCode(code), owner, now, now + LINK_CODE_TTL_MS],
  );
  return { code, expiresAt: now + LINK_CODE_TTL_MS };
}

/** What `/start <code>` came to. */
export type LinkOutcome =
  | { result: 'linked'; owner: string; linkId: string }
  | { result: 'already'; owner: string }
  | { result: 'expired' | 'used' | 'invalid' | 'limit' };

/**
 * Uses `code` for the chat: one statement marks it used only while unused and in time, so two `/start`s of one code
 * link once. The chat's earlier active link (to any user) and this user's blocked notice for it give way.
 */
export async function redeemLinkCode(
  db: { transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R> },
  code: string,
  chat: { id: string; name: string },
  at: number,
): Promise<LinkOutcome> {
  const now = Math.floor(at);
  return db.transaction(async (tx) => {
    const [used] = await tx.query<{ owner: string }>(
      `UPDATE telegram_link_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING owner`,
      [hashCode(code), now],
    );
    if (!used) {
      const [known] = await tx.query<{ used_at: number | null }>(
        'SELECT used_at FROM telegram_link_codes WHERE code_hash = $1',
        [hashCode(code)],
      );
      return { result: !known ? 'invalid' : known.used_at !== null ? 'used' : 'expired' };
    }
    const { owner } = used;
    const [current] = await tx.query<{ owner: string }>(
      "SELECT owner FROM telegram_links WHERE chat_id = $1 AND status = 'active'",
      [chat.id],
    );
    if (current?.owner === owner) return { result: 'already', owner };
    const [count] = await tx.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM telegram_links WHERE owner = $1 AND status = 'active'",
      [owner],
    );
    if (Number(count?.n ?? 0) >= MAX_LINKS) return { result: 'limit' };
    await tx.query("DELETE FROM telegram_links WHERE chat_id = $1 AND (status = 'active' OR owner = $2)", [
      chat.id,
      owner,
    ]);
    const linkId = `tg_${randomBytes(9).toString('base64url')}`;
    await tx.query(
      'INSERT INTO telegram_links (id, owner, chat_id, chat_name, linked_at) VALUES ($1, $2, $3, $4, $5)',
      [linkId, owner, chat.id, chat.name.slice(0, 100), now],
    );
    return { result: 'linked', owner, linkId };
  });
}

/** The active link of a chat, if any. */
export async function linkOfChat(db: Queryable, chatId: string) {
  const [row] = await db.query<LinkRow>(
    "SELECT * FROM telegram_links WHERE chat_id = $1 AND status = 'active'",
    [chatId],
  );
  return row ?? null;
}

/** A link by id, whatever its state. */
export async function linkById(db: Queryable, id: string) {
  const [row] = await db.query<LinkRow>('SELECT * FROM telegram_links WHERE id = $1', [id]);
  return row ?? null;
}

/** Removes the chat's active link (`/stop`); false when it had none. */
export async function unlinkChat(db: Queryable, chatId: string): Promise<boolean> {
  const rows = await db.query(
    "DELETE FROM telegram_links WHERE chat_id = $1 AND status = 'active' RETURNING id",
    [chatId],
  );
  return rows.length > 0;
}

/** Removes one of the user's links (Settings: unlink, or dismiss a blocked one); the removed row, or null. */
export async function removeLink(db: Queryable, owner: string, id: string) {
  const [row] = await db.query<LinkRow>(
    'DELETE FROM telegram_links WHERE owner = $1 AND id = $2 RETURNING *',
    [owner, id],
  );
  return row ?? null;
}

/** Marks a link blocked (the user blocked the bot): no more sends, Settings says so. */
export async function markBlocked(db: Queryable, id: string, at: number) {
  await db.query(
    "UPDATE telegram_links SET status = 'blocked', blocked_at = $2 WHERE id = $1 AND status = 'active'",
    [id, Math.floor(at)],
  );
}

/** The active links that get the alerts of sub-account `sub` (all its owner's chats), oldest first. */
export async function linksOfSubaccount(db: Queryable, sub: string): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(
    `SELECT l.id FROM telegram_links l JOIN accounts a ON a.owner = l.owner
     WHERE a.sub = $1 AND l.status = 'active' ORDER BY l.linked_at, l.id`,
    [sub],
  );
}

/** The language a user reads: their first sub-account's notification settings (`en` until chosen). */
export async function ownerLocale(db: Queryable, owner: string): Promise<Locale> {
  return (await getNotifications(db, owner)).locale ?? 'en';
}

/** The user's name as the app shows it (their first sub-account's user name). */
export async function ownerName(db: Queryable, owner: string): Promise<string> {
  const [row] = await db.query<{ username: string }>('SELECT username FROM accounts WHERE sub = $1', [owner]);
  return row?.username ?? '';
}
