import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { CoinId } from '../domain/coins';
import { DAY, iso } from '../domain/time';
import { ApiError } from '../http/errors';
import type { PayoutsFrozenNote } from '../mail/addressChange';
import { freezeToken, freezeTokenHash } from '../mail/freezeLink';
import { enqueueMail, mailKey } from '../mail/outbox';

// Freeze links: every payout address change mails one (security/addressChange.ts). Its token is the credential (no
// sign-in: whoever changed the address may hold the session); only its SHA-256 is kept, it works for 7 days and
// once. Following it freezes that coin's payouts of the sub-account until support releases the freeze, and tells
// support.

/** How long a freeze link works, seconds. */
export const FREEZE_LINK_SECONDS = 7 * DAY;

/** A new freeze link's row for an address change, written in the change's transaction; answers the row's id. */
export async function createFreezeLink(
  tx: Queryable,
  secret: string,
  link: { sub: string; coin: string; address: string; nowSeconds: number },
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await tx.query(
    `INSERT INTO freeze_tokens (id, token_hash, sub, coin, address, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      freezeTokenHash(freezeToken(secret, id)),
      link.sub,
      link.coin,
      link.address,
      link.nowSeconds,
      link.nowSeconds + FREEZE_LINK_SECONDS,
    ],
  );
  return id;
}

/** A payout freeze as `POST /security/freeze` answers it. */
export interface PayoutFreeze {
  coin: CoinId;
  subaccount: string;
  frozenAt: string;
}

interface TokenRow {
  id: string;
  sub: string;
  coin: CoinId;
  address: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/**
 * Freezes the payouts a link's token names and spends the token, in one transaction with the note to support. An
 * unknown token is `404 freeze_link_invalid`; a spent one `410 freeze_link_used`, an old one `410
 * freeze_link_expired`. A coin already frozen (from another change's link) stays frozen since then.
 */
export async function freezePayouts(
  db: Database,
  token: string,
  context: { nowSeconds: number; supportAddress: string; engine: PayoutsFrozenNote['engine'] },
): Promise<PayoutFreeze> {
  const { nowSeconds } = context;
  return db.transaction(async (tx) => {
    const [link] = await tx.query<TokenRow>(
      `SELECT id, sub, coin, address, created_at, expires_at, used_at FROM freeze_tokens WHERE token_hash = $1
       FOR UPDATE`,
      [freezeTokenHash(token)],
    );
    if (!link) throw new ApiError(404, 'freeze_link_invalid', 'This freeze link is not valid');
    if (link.used_at !== null)
      throw new ApiError(410, 'freeze_link_used', 'This freeze link was used already: it works once');
    if (Number(link.expires_at) <= nowSeconds)
      throw new ApiError(410, 'freeze_link_expired', 'This freeze link has expired: it works for 7 days');
    await tx.query('UPDATE freeze_tokens SET used_at = $2 WHERE id = $1', [link.id, nowSeconds]);
    await tx.query(
      `INSERT INTO payout_freezes (sub, coin, frozen_at, token_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sub, coin) WHERE released_at IS NULL DO NOTHING`,
      [link.sub, link.coin, nowSeconds, link.id],
    );
    const [freeze] = await tx.query<{ frozen_at: number }>(
      'SELECT frozen_at FROM payout_freezes WHERE sub = $1 AND coin = $2 AND released_at IS NULL',
      [link.sub, link.coin],
    );
    const [account] = await tx.query<{ name: string; username: string; email: string | null }>(
      'SELECT name, username, email FROM accounts WHERE sub = $1',
      [link.sub],
    );
    const frozenAt = iso(Number(freeze?.frozen_at ?? nowSeconds)) as string;
    const note: PayoutsFrozenNote = {
      username: account?.username ?? '',
      email: account?.email ?? null,
      subaccount: account?.name ?? '',
      coin: link.coin,
      address: link.address,
      changedAt: iso(Number(link.created_at)) as string,
      frozenAt,
      engine: context.engine,
    };
    await enqueueMail(
      tx,
      {
        key: mailKey(`payoutsFrozen:${link.id}`, context.supportAddress),
        kind: 'payoutsFrozen',
        recipient: context.supportAddress,
        locale: 'en',
        payload: { ...note },
      },
      nowSeconds,
    );
    return { coin: link.coin, subaccount: note.subaccount, frozenAt };
  });
}
