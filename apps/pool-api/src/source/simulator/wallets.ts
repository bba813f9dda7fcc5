import type { Database, Queryable } from '../../db/database';
import { addressProblem } from '../../domain/addresses';
import { formatAmount, parseAmount } from '../../domain/amounts';
import { type Algorithm, type CoinId, coins, coinsOf } from '../../domain/coins';
import { ADDRESS_HOLD_SECONDS, checkThreshold } from '../../domain/payouts';
import { iso } from '../../domain/time';
import { FieldErrors } from '../../http/errors';
import { payoutFreezes } from '../freezes';
import type { AddressChangeHook, WalletStore } from '../types';

// The built-in pool's wallets, in the API's own table: any valid address at once, a payout hold after a change, the
// threshold from the next settlement; a frozen coin (security/freeze.ts) is not paid until support releases it. Every write checks every field first and then writes in one statement or
// transaction, so a refused write changes nothing.

interface WalletRow {
  coin: CoinId;
  address: string;
  threshold: number;
  paused: boolean;
  address_changed_at: number | null;
}

const walletView = (w: WalletRow, frozenAt: number | null) => {
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
    payoutsFrozenAt: iso(frozenAt),
    // The built-in pool's addresses need no proof, and its thresholds apply at the next settlement at once.
    proof: null,
    thresholdTakesEffectWithin: 0,
  };
};

/** A coin without an address: the coin's default threshold, nothing paid out until one is set. */
const unlinkedView = (coinId: CoinId, frozenAt: number | null) => {
  const coin = coins[coinId];
  return {
    ...walletView(
      {
        coin: coinId,
        address: '',
        threshold: parseAmount(coin.defaultPayout) ?? 0,
        paused: false,
        address_changed_at: null,
      },
      frozenAt,
    ),
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
  const frozen = await payoutFreezes(db, sub);
  const items = ids.map((id) => {
    const row = rows.find((r) => r.coin === id);
    const frozenAt = frozen.get(id) ?? null;
    return row ? walletView(row, frozenAt) : unlinkedView(id, frozenAt);
  });
  return { items, total: items.length };
}

/** Removes the coin's address: its payouts stop until a new one is set. */
export async function unlinkWallet(db: Queryable, sub: string, coinId: CoinId) {
  await db.query('DELETE FROM wallets WHERE sub = $1 AND coin = $2', [sub, coinId]);
  return unlinkedView(coinId, (await payoutFreezes(db, sub)).get(coinId) ?? null);
}

/**
 * Changes a wallet after checking every field; an address change starts the payout hold, and is first put to
 * `onAddressChange` in the same transaction.
 */
export async function updateWallet(
  db: Database,
  sub: string,
  coinId: CoinId,
  update: { address?: string; payoutThreshold?: string; paused?: boolean },
  now: number,
  onAddressChange?: AddressChangeHook,
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
    const checked = checkThreshold(update.payoutThreshold, {
      min: parseAmount(coin.minPayout) ?? 0,
      max: parseAmount(coin.maxPayout) ?? 0,
      shown: `${coin.minPayout} and ${coin.maxPayout} ${coinId}`,
    });
    if ('problem' in checked) problems.push({ field: 'payoutThreshold', message: checked.problem });
    else threshold = checked.atoms;
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
      await onAddressChange?.(tx, { coin: coinId, previous: null, address });
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
      return walletView(row, await frozenAt(tx, sub, coinId));
    }
    const changesAddress = address !== undefined && address !== current.address;
    if (changesAddress) await onAddressChange?.(tx, { coin: coinId, previous: current.address, address });
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
    return walletView(row as WalletRow, await frozenAt(tx, sub, coinId));
  });
}

const frozenAt = async (db: Queryable, sub: string, coin: CoinId) =>
  (await payoutFreezes(db, sub)).get(coin) ?? null;

/** The simulator's wallet store over the API's `wallets` table. */
export function simulatorWallets(db: Database): WalletStore {
  return {
    list: (sub, algorithm) => listWallets(db, sub, algorithm),
    update: (sub, coin, update, now, onAddressChange) =>
      updateWallet(db, sub, coin, update, now, onAddressChange),
    unlink: (sub, coin) => unlinkWallet(db, sub, coin),
  };
}
