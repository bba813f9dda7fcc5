import type { Locale } from '@lode/i18n/paths';
import type { Database, Queryable } from '../db/database';
import { addressProblem } from '../domain/addresses';
import { formatAmount, parseAmount } from '../domain/amounts';
import { type Algorithm, type CoinId, coins, coinsOf } from '../domain/coins';
import { ADDRESS_HOLD_SECONDS } from '../domain/payouts';
import { iso } from '../domain/time';
import { newApiKey, type Scope } from '../http/auth';
import { FieldErrors } from '../http/errors';

// The settings tag: wallets, notification settings, personal API keys. Every write checks everything first and
// then writes in one statement or transaction, so a refused write changes nothing.

interface WalletRow {
  coin: CoinId;
  address: string;
  threshold: number;
  paused: boolean;
  address_changed_at: number | null;
}

const walletView = (w: WalletRow) => {
  const coin = coins[w.coin];
  return {
    coin: w.coin,
    address: w.address,
    payoutThreshold: formatAmount(w.threshold),
    minPayout: formatAmount(parseAmount(coin.minPayout) ?? 0),
    maxPayout: formatAmount(parseAmount(coin.maxPayout) ?? 0),
    paused: w.paused,
    addressChangedAt: iso(w.address_changed_at),
    payoutsHeldUntil: w.address_changed_at === null ? null : iso(w.address_changed_at + ADDRESS_HOLD_SECONDS),
    // The built-in pool's addresses need no proof, and its thresholds apply at the next settlement at once.
    proof: null,
    thresholdTakesEffectWithin: 0,
  };
};

/** A coin without an address: the coin's default threshold, nothing paid out until one is set. */
const unlinkedView = (coinId: CoinId) => {
  const coin = coins[coinId];
  return {
    ...walletView({
      coin: coinId,
      address: '',
      threshold: parseAmount(coin.defaultPayout) ?? 0,
      paused: false,
      address_changed_at: null,
    }),
    address: null,
  };
};

/** The wallets of the algorithm's coins (a coin whose address was unlinked has `address: null`). */
export async function listWallets(db: Queryable, sub: string, algorithm: Algorithm) {
  const ids = coinsOf(algorithm).map((c) => c.id);
  const rows = await db.query<WalletRow>(
    `SELECT coin, address, threshold, paused, address_changed_at FROM wallets
     WHERE sub = $1 AND coin = ANY(string_to_array($2, ',')) ORDER BY coin`,
    [sub, ids.join(',')],
  );
  const items = ids.map((id) => {
    const row = rows.find((r) => r.coin === id);
    return row ? walletView(row) : unlinkedView(id);
  });
  return { items, total: items.length };
}

/** Removes the coin's address: its payouts stop until a new one is set. */
export async function unlinkWallet(db: Queryable, sub: string, coinId: CoinId) {
  await db.query('DELETE FROM wallets WHERE sub = $1 AND coin = $2', [sub, coinId]);
  return unlinkedView(coinId);
}

/** Changes a wallet after checking every field; an address change starts the payout hold. */
export async function updateWallet(
  db: Database,
  sub: string,
  coinId: CoinId,
  update: { address?: string; payoutThreshold?: string; paused?: boolean },
  now: number,
) {
  const coin = coins[coinId];
  const problems: { field: string; message: string }[] = [];
  const address = update.address?.trim();
  if (address !== undefined) {
    const problem = addressProblem(coinId, address);
    if (problem) problems.push({ field: 'address', message: problem });
  }
  let threshold: number | undefined;
  if (update.payoutThreshold !== undefined) {
    const atoms = parseAmount(update.payoutThreshold.trim());
    const min = parseAmount(coin.minPayout) ?? 0;
    const max = parseAmount(coin.maxPayout) ?? 0;
    if (atoms === null)
      problems.push({
        field: 'payoutThreshold',
        message: 'Enter a number with at most 8 decimals, e.g. 0.5',
      });
    else if (atoms < min || atoms > max)
      problems.push({
        field: 'payoutThreshold',
        message: `Must be between ${coin.minPayout} and ${coin.maxPayout} ${coinId}`,
      });
    else threshold = atoms;
  }
  if (problems.length) throw new FieldErrors(problems);
  return db.transaction(async (tx) => {
    const [current] = await tx.query<WalletRow>(
      'SELECT coin, address, threshold, paused, address_changed_at FROM wallets WHERE sub = $1 AND coin = $2 FOR UPDATE',
      [sub, coinId],
    );
    if (!current) {
      // An unlinked coin: a new address starts it again (held like any address change).
      if (address === undefined)
        throw new FieldErrors([{ field: 'address', message: 'Enter an address for this coin first' }]);
      const [row] = await tx.query<WalletRow>(
        `INSERT INTO wallets (sub, coin, address, threshold, paused, address_changed_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (sub, coin) DO NOTHING
         RETURNING coin, address, threshold, paused, address_changed_at`,
        [
          sub,
          coinId,
          address,
          threshold ?? parseAmount(coin.defaultPayout) ?? 0,
          update.paused ?? false,
          Math.floor(now / 1000),
        ],
      );
      if (!row)
        throw new FieldErrors([{ field: 'address', message: 'The wallet changed meanwhile; try again' }]);
      return walletView(row);
    }
    const changesAddress = address !== undefined && address !== current.address;
    const [row] = await tx.query<WalletRow>(
      `UPDATE wallets SET address = $3, threshold = $4, paused = $5, address_changed_at = $6
       WHERE sub = $1 AND coin = $2 RETURNING coin, address, threshold, paused, address_changed_at`,
      [
        sub,
        coinId,
        changesAddress ? address : current.address,
        threshold ?? current.threshold,
        update.paused ?? current.paused,
        changesAddress ? Math.floor(now / 1000) : current.address_changed_at,
      ],
    );
    return walletView(row as WalletRow);
  });
}

/** Notification settings as the API shows them. */
export interface NotificationSettings {
  email: boolean;
  workerOffline: { enabled: boolean; afterMinutes: number };
  hashrateDrop: { enabled: boolean; belowPercent: number };
  rejectRate: { enabled: boolean; abovePercent: number };
  payoutSent: { enabled: boolean };
  repeatMinutes: number;
  /** Language of the e-mails (`en` until chosen). */
  locale?: Locale;
}

/** What a new account starts with: offline and payout alerts on, a one-hour repeat interval. */
export const defaultNotifications: NotificationSettings = {
  email: true,
  workerOffline: { enabled: true, afterMinutes: 15 },
  hashrateDrop: { enabled: false, belowPercent: 80 },
  rejectRate: { enabled: false, abovePercent: 3 },
  payoutSent: { enabled: true },
  repeatMinutes: 60,
};

/** The account's notification settings (the defaults until saved). */
export async function getNotifications(db: Queryable, sub: string): Promise<NotificationSettings> {
  const [row] = await db.query<{ settings: string }>(
    'SELECT settings FROM notification_settings WHERE sub = $1',
    [sub],
  );
  return row ? (JSON.parse(row.settings) as NotificationSettings) : defaultNotifications;
}

/**
 * Replaces the notification settings (already validated by the schema) in one statement; a body without `locale`
 * keeps the stored one, so a client that does not know the field does not reset the mail language.
 */
export async function putNotifications(db: Queryable, sub: string, input: NotificationSettings) {
  const saved = input.locale === undefined ? (await getNotifications(db, sub)).locale : undefined;
  const settings = saved ? { ...input, locale: saved } : input;
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
}

const keyView = (k: KeyRow) => ({
  id: k.id,
  name: k.name,
  scopes: JSON.parse(k.scopes) as Scope[],
  prefix: `lode_${k.id}_`,
  createdAt: iso(k.created_at),
  lastUsedAt: iso(k.last_used_at),
  revokedAt: iso(k.revoked_at),
});

/** Keys of the account, newest first, revoked ones included (marked). */
export async function listKeys(db: Queryable, sub: string) {
  const rows = await db.query<KeyRow>(
    'SELECT id, name, scopes, created_at, last_used_at, revoked_at FROM api_keys WHERE sub = $1 ORDER BY created_at DESC, id',
    [sub],
  );
  return { items: rows.map(keyView), total: rows.length };
}

/** At most this many live keys per account. */
export const MAX_KEYS = 20;

/** Creates a key; the answer is the only time the secret is seen. */
export async function createKey(
  db: Database,
  sub: string,
  input: { name: string; scopes: Scope[] },
  now: number,
) {
  const key = newApiKey();
  const scopes = [...new Set(input.scopes)].sort();
  return db.transaction(async (tx) => {
    const [count] = await tx.query<{ n: number }>(
      'SELECT COUNT(*)::bigint AS n FROM api_keys WHERE sub = $1 AND revoked_at IS NULL',
      [sub],
    );
    if ((count?.n ?? 0) >= MAX_KEYS)
      throw new FieldErrors([{ field: 'name', message: `At most ${MAX_KEYS} keys; revoke one first` }]);
    const [row] = await tx.query<KeyRow>(
      `INSERT INTO api_keys (id, sub, name, scopes, secret_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, name, scopes, created_at, last_used_at, revoked_at`,
      [key.id, sub, input.name.trim(), JSON.stringify(scopes), key.hash, Math.floor(now / 1000)],
    );
    return { ...keyView(row as KeyRow), secret: key.secret };
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
