import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { AlertRule } from './messages';

// One-click unsubscribe (RFC 8058): the link in every alert carries the account and the rule, signed with a secret
// only the server knows, so nobody can build a link that turns off someone else's alerts, and no sign-in is needed.

/** What a link turns off: one rule, or every mail (`all`). */
export type UnsubscribeTarget = AlertRule | 'all';

const targets: readonly UnsubscribeTarget[] = [
  'workerOffline',
  'hashrateDrop',
  'rejectRate',
  'payoutSent',
  'all',
];

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/** A token naming the account and the rule: `<payload>.<HMAC-SHA256>`, both base64url. */
export function unsubscribeToken(secret: string, sub: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(JSON.stringify({ s: sub, r: target })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The account and rule a token names, or `null` when it is malformed or not signed by `secret`. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { sub: string; target: UnsubscribeTarget } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { s, r } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      s: unknown;
      r: unknown;
    };
    if (typeof s !== 'string' || !targets.includes(r as UnsubscribeTarget)) return null;
    return { sub: s, target: r as UnsubscribeTarget };
  } catch {
    return null;
  }
}

/**
 * The signing secret: `configured` (LODE_MAIL_SECRET) when set, else one generated once and kept in the database,
 * so links in mail already sent keep working after a restart and on every server sharing the database.
 */
export async function mailSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(`INSERT INTO app_secrets (name, value) VALUES ('unsubscribe', $1) ON CONFLICT DO NOTHING`, [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'unsubscribe'`);
  if (!row) throw new Error('no unsubscribe secret');
  return row.value;
}
