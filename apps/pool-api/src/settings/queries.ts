import type { Locale } from '@lode/i18n/paths';
import type { Database, Queryable } from '../db/database';
import { iso } from '../domain/time';
import { newApiKey, type Scope } from '../http/auth';
import { FieldErrors } from '../http/errors';

// The settings tag's own tables: notification settings and personal API keys (wallets are the pool source's,
// source/types.ts). Every write checks everything first and then writes in one statement or transaction, so a
// refused write changes nothing.

/** Where one rule's alerts go: each channel on or off (a channel without a destination sends nothing). */
export interface RuleChannels {
  email: boolean;
  telegram: boolean;
  webhook: boolean;
}

/** Every channel on: what a rule saved before channels existed, or saved without them, starts with. */
export const allChannels: RuleChannels = { email: true, telegram: true, webhook: true };

/** Notification settings as the API shows them. */
export interface NotificationSettings {
  email: boolean;
  workerOffline: { enabled: boolean; afterMinutes: number; channels: RuleChannels };
  hashrateDrop: { enabled: boolean; belowPercent: number; channels: RuleChannels };
  rejectRate: { enabled: boolean; abovePercent: number; channels: RuleChannels };
  payoutSent: { enabled: boolean; channels: RuleChannels };
  repeatMinutes: number;
  /** Language of the e-mails (`en` until chosen). */
  locale?: Locale;
}

/** The rules of the notification settings, by name. */
export const notificationRules = ['workerOffline', 'hashrateDrop', 'rejectRate', 'payoutSent'] as const;

type Rule = (typeof notificationRules)[number];

/** Notification settings as a write gives them: a rule without `channels` keeps the stored ones. */
export type NotificationSettingsInput = Omit<NotificationSettings, Rule> & {
  [R in Rule]: Omit<NotificationSettings[R], 'channels'> & { channels?: RuleChannels | undefined };
};

/** What a new account starts with: offline and payout alerts on, a one-hour repeat interval, every channel. */
export const defaultNotifications: NotificationSettings = {
  email: true,
  workerOffline: { enabled: true, afterMinutes: 15, channels: allChannels },
  hashrateDrop: { enabled: false, belowPercent: 80, channels: allChannels },
  rejectRate: { enabled: false, abovePercent: 3, channels: allChannels },
  payoutSent: { enabled: true, channels: allChannels },
  repeatMinutes: 60,
};

/** Settings with every rule's channels filled in: from `stored` where the input has none, else every channel. */
function withChannels(
  input: NotificationSettingsInput,
  stored?: NotificationSettingsInput,
): NotificationSettings {
  const channels = (rule: Rule) => ({ ...allChannels, ...stored?.[rule].channels, ...input[rule].channels });
  return {
    ...input,
    workerOffline: { ...input.workerOffline, channels: channels('workerOffline') },
    hashrateDrop: { ...input.hashrateDrop, channels: channels('hashrateDrop') },
    rejectRate: { ...input.rejectRate, channels: channels('rejectRate') },
    payoutSent: { ...input.payoutSent, channels: channels('payoutSent') },
  };
}

/** The account's notification settings (the defaults until saved). */
export async function getNotifications(db: Queryable, sub: string): Promise<NotificationSettings> {
  const [row] = await db.query<{ settings: string }>(
    'SELECT settings FROM notification_settings WHERE sub = $1',
    [sub],
  );
  return row ? withChannels(JSON.parse(row.settings) as NotificationSettingsInput) : defaultNotifications;
}

/**
 * Replaces the notification settings (already validated by the schema) in one statement; a body without `locale`
 * keeps the stored one, so a client that does not know the field does not reset the mail language, and a rule
 * without `channels` keeps its stored channels.
 */
export async function putNotifications(db: Queryable, sub: string, input: NotificationSettingsInput) {
  const stored = await getNotifications(db, sub);
  const saved = input.locale === undefined ? stored.locale : undefined;
  const settings = withChannels(saved ? { ...input, locale: saved } : input, stored);
  await db.query(
    `INSERT INTO notification_settings (sub, settings) VALUES ($1, $2)
     ON CONFLICT (sub) DO UPDATE SET settings = EXCLUDED.settings`,
    [sub, JSON.stringify(settings)],
  );
  return settings;
}

interface KeyRow {
  id: string;
  name: string;
  scopes: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  subaccounts: string | null;
}

/** The user's sub-account names by key, to show a key's limits by name (renames follow). */
async function namesByKey(db: Queryable, owner: string): Promise<Map<string, string>> {
  const rows = await db.query<{ sub: string; name: string }>(
    'SELECT sub, name FROM accounts WHERE owner = $1',
    [owner],
  );
  return new Map(rows.map((r) => [r.sub, r.name]));
}

const keyView = (k: KeyRow, names: ReadonlyMap<string, string>) => ({
  id: k.id,
  name: k.name,
  scopes: JSON.parse(k.scopes) as Scope[],
  prefix: `lode_${k.id}_`,
  createdAt: iso(k.created_at),
  lastUsedAt: iso(k.last_used_at),
  revokedAt: iso(k.revoked_at),
  subaccounts:
    k.subaccounts === null
      ? null
      : (JSON.parse(k.subaccounts) as string[]).flatMap((key) => names.get(key) ?? []).sort(),
});

/** Keys of the account, newest first, revoked ones included (marked). */
export async function listKeys(db: Queryable, sub: string) {
  const rows = await db.query<KeyRow>(
    `SELECT id, name, scopes, created_at, last_used_at, revoked_at, subaccounts FROM api_keys WHERE sub = $1
     ORDER BY created_at DESC, id`,
    [sub],
  );
  const names = await namesByKey(db, sub);
  return { items: rows.map((k) => keyView(k, names)), total: rows.length };
}

/** At most this many live keys per account. */
export const MAX_KEYS = 20;

/** Creates a key; the answer is the only time the secret is seen. */
export async function createKey(
  db: Database,
  sub: string,
  input: { name: string; scopes: Scope[]; subaccounts?: string[] | undefined },
  now: number,
) {
  const key = newApiKey();
  const scopes = [...new Set(input.scopes)].sort();
  const names = await namesByKey(db, sub);
  const wanted = [...new Set(input.subaccounts ?? [])];
  const keys = [...names].filter(([, name]) => wanted.includes(name)).map(([k]) => k);
  const unknown = wanted.filter((name) => ![...names.values()].includes(name));
  if (unknown.length)
    throw new FieldErrors([{ field: 'subaccounts', message: `No sub-account named ${unknown.join(', ')}` }]);
  return db.transaction(async (tx) => {
    const [count] = await tx.query<{ n: number }>(
      'SELECT COUNT(*)::bigint AS n FROM api_keys WHERE sub = $1 AND revoked_at IS NULL',
      [sub],
    );
    if ((count?.n ?? 0) >= MAX_KEYS)
      throw new FieldErrors([{ field: 'name', message: `At most ${MAX_KEYS} keys; revoke one first` }]);
    const [row] = await tx.query<KeyRow>(
      `INSERT INTO api_keys (id, sub, name, scopes, secret_hash, created_at, subaccounts)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, name, scopes, created_at, last_used_at, revoked_at, subaccounts`,
      [
        key.id,
        sub,
        input.name.trim(),
        JSON.stringify(scopes),
        key.hash,
        Math.floor(now / 1000),
        keys.length ? JSON.stringify(keys.sort()) : null,
      ],
    );
    return { ...keyView(row as KeyRow, names), secret: key.secret };
  });
}

/** Revokes one of the account's keys; `false` when it has no such key. */
export async function revokeKey(db: Queryable, sub: string, id: string, now: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3) WHERE sub = $1 AND id = $2 RETURNING id',
    [sub, id, Math.floor(now / 1000)],
  );
  return rows.length > 0;
}
