import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { addressProblem } from '../../domain/addresses';
import { coinsToAtoms, formatAmount, parseAmount } from '../../domain/amounts';
import { type CoinId, coins } from '../../domain/coins';
import { checkThreshold } from '../../domain/payouts';
import { iso } from '../../domain/time';
import { FieldErrors } from '../../http/errors';
import { payoutFreezes } from '../freezes';
import type { Wallet, WalletStore } from '../types';
import { MININGCORE_PAYOUT_RUN_SECONDS, type MiningcorePool } from './config';

// Addresses in front of Miningcore: a miner links one per coin, and proves it is theirs by mining a few minutes with
// a worker named after a one-time code (stratum login `address.code`). That works for every address type and every
// engine that records worker names, unlike signing a message, which many wallets cannot do. Until the pool's
// statistics show that worker, the address shows no data; a proved address belongs to one account. Thresholds are
// Miningcore's own (`miner_settings`), written through its admin API when one is configured. A payout freeze from
// an address-change mail is recorded and shown, but Lode cannot stop Miningcore's payouts: support does that in the
// engine (the freeze mails them).

/** Code alphabet: lower-case letters and digits without look-alikes (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A one-time worker name: `lode` and eight characters of {@link ALPHABET}. */
export function newProofCode(): string {
  let code = 'lode';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

interface Row {
  coin: CoinId;
  address: string;
  threshold: number;
  proof_code: string | null;
  proof_requested_at: number | null;
  proven_at: number | null;
}

/** The Miningcore wallet store: `lode` holds the links and proofs, `engine` is Miningcore's database. */
export function miningcoreWallets(options: {
  lode: Database;
  engine: Queryable;
  pools: MiningcorePool[];
  /** Miningcore's admin API base URL; without it thresholds go to its `miner_settings` table. */
  adminUrl?: string;
  now: () => number;
  fetch?: typeof fetch;
  /** Told when an account's proved addresses change (a proof, a new address, an unlink). */
  changed?: (sub: string) => void;
}): WalletStore {
  const { lode, engine, pools } = options;
  const seconds = () => Math.floor(options.now() / 1000);
  const poolOf = (coin: CoinId) => pools.find((p) => p.coin === coin);

  /** The engine's threshold for a proved address: the miner's own, else the pool's minimum payment. */
  async function thresholdOf(pool: MiningcorePool, address: string): Promise<number> {
    const [row] = await engine.query<{ atoms: number }>(
      'SELECT round(paymentthreshold * 100000000)::float8 AS atoms FROM miner_settings WHERE poolid = $1 AND address = $2',
      [pool.id, address],
    );
    return row?.atoms ?? coinsToAtoms(pool.minimumPayment);
  }

  async function view(pool: MiningcorePool, row: Row | undefined, frozenAt: number | null): Promise<Wallet> {
    const { coin } = pool;
    const proven = row?.proven_at !== null && row?.proven_at !== undefined;
    return {
      coin,
      address: row?.address ?? null,
      payoutThreshold: formatAmount(
        row && proven ? await thresholdOf(pool, row.address) : coinsToAtoms(pool.minimumPayment),
      ),
      minPayout: formatAmount(coinsToAtoms(pool.minimumPayment)),
      maxPayout: formatAmount(parseAmount(coins[coin].maxPayout) ?? 0),
      // Miningcore cannot hold a miner's payouts, and pays the address that mines: no hold after a change.
      paused: null,
      addressChangedAt: iso(row?.proof_requested_at ?? null),
      payoutsHeldUntil: null,
      payoutsFrozenAt: iso(frozenAt),
      proof:
        row?.proof_code && row.proof_requested_at !== null
          ? {
              status: proven ? 'proven' : 'pending',
              workerName: row.proof_code,
              login: `${row.address}.${row.proof_code}`,
              requestedAt: iso(row.proof_requested_at) as string,
              provenAt: iso(row.proven_at),
            }
          : null,
      thresholdTakesEffectWithin: MININGCORE_PAYOUT_RUN_SECONDS,
    };
  }

  const select = `SELECT coin, address, threshold, proof_code, proof_requested_at, proven_at FROM wallets`;

  /**
   * Looks for the proof of each pending address of the account: a statistics row of the one-time worker after the
   * code was issued. The first account to prove an address keeps it.
   */
  async function checkProofs(sub: string): Promise<void> {
    const pending = await lode.query<Row>(
      `${select} WHERE sub = $1 AND proven_at IS NULL AND proof_code IS NOT NULL`,
      [sub],
    );
    for (const row of pending) {
      const pool = poolOf(row.coin);
      if (!pool) continue;
      const [seen] = await engine.query<{ at: number }>(
        `SELECT extract(epoch from created)::float8 AS at FROM minerstats
         WHERE poolid = $1 AND miner = $2 AND worker = $3 AND created >= to_timestamp($4) AND hashrate > 0
         ORDER BY created LIMIT 1`,
        [pool.id, row.address, row.proof_code, row.proof_requested_at],
      );
      if (!seen) continue;
      await lode.query(
        `UPDATE wallets SET proven_at = $4 WHERE sub = $1 AND coin = $2 AND address = $3 AND proven_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM wallets w WHERE w.coin = $2 AND w.address = $3 AND w.proven_at IS NOT NULL)`,
        [sub, row.coin, row.address, Math.floor(seen.at)],
      );
      options.changed?.(sub);
    }
  }

  async function writeThreshold(pool: MiningcorePool, address: string, atoms: number): Promise<void> {
    const amount = atoms / 1e8;
    if (options.adminUrl) {
      const url = new URL(
        `/api/admin/pools/${encodeURIComponent(pool.id)}/miners/${encodeURIComponent(address)}/settings`,
        options.adminUrl,
      );
      let response: Response;
      try {
        response = await (options.fetch ?? fetch)(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ paymentThreshold: amount }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new Error(
          `Miningcore's admin API did not answer: ${error instanceof Error ? error.message : error}`,
        );
      }
      if (!response.ok)
        throw new FieldErrors([
          {
            field: 'payoutThreshold',
            message: `The pool refused the threshold (${response.status}): ${(await response.text()).slice(0, 200)}`,
          },
        ]);
      return;
    }
    await engine.query(
      `INSERT INTO miner_settings (poolid, address, paymentthreshold, created, updated) VALUES ($1, $2, $3, now(), now())
       ON CONFLICT (poolid, address) DO UPDATE SET paymentthreshold = EXCLUDED.paymentthreshold, updated = now()`,
      [pool.id, address, amount.toFixed(8)],
    );
  }

  const unknownCoin = (coin: CoinId) =>
    new FieldErrors([{ field: 'coin', message: `This pool does not mine ${coin}` }]);

  return {
    async list(sub, algorithm) {
      await checkProofs(sub);
      const mine = await lode.query<Row>(`${select} WHERE sub = $1`, [sub]);
      const frozen = await payoutFreezes(lode, sub);
      const items = await Promise.all(
        pools
          .filter((p) => coins[p.coin].algorithm === algorithm)
          .map((p) =>
            view(
              p,
              mine.find((r) => r.coin === p.coin),
              frozen.get(p.coin) ?? null,
            ),
          ),
      );
      return { items, total: items.length };
    },

    async update(sub, coin, update, _now, onAddressChange) {
      const pool = poolOf(coin);
      if (!pool) throw unknownCoin(coin);
      await checkProofs(sub);
      const problems: { field: string; message: string }[] = [];
      const address = update.address?.trim();
      if (address !== undefined) {
        const problem = addressProblem(coin, address);
        if (problem) problems.push({ field: 'address', message: problem });
        else {
          const [taken] = await lode.query(
            'SELECT 1 FROM wallets WHERE coin = $1 AND address = $2 AND proven_at IS NOT NULL AND sub <> $3',
            [coin, address, sub],
          );
          if (taken)
            problems.push({ field: 'address', message: 'This address is linked to another account' });
        }
      }
      if (update.paused !== undefined)
        problems.push({ field: 'paused', message: 'This pool engine cannot pause payouts' });
      const [current] = await lode.query<Row>(`${select} WHERE sub = $1 AND coin = $2`, [sub, coin]);
      let threshold: number | undefined;
      if (update.payoutThreshold !== undefined) {
        const min = coinsToAtoms(pool.minimumPayment);
        const max = parseAmount(coins[coin].maxPayout) ?? 0;
        const checked = checkThreshold(update.payoutThreshold, {
          min,
          max,
          shown: `${formatAmount(min)} and ${formatAmount(max)} ${coin}`,
        });
        const changesAddress = address !== undefined && address !== current?.address;
        if ('problem' in checked) problems.push({ field: 'payoutThreshold', message: checked.problem });
        else if (!current || current.proven_at === null || changesAddress)
          problems.push({
            field: 'payoutThreshold',
            message: 'Prove the address first: the pool pays only proved addresses',
          });
        else threshold = checked.atoms;
      }
      if (problems.length) throw new FieldErrors(problems);

      if (address !== undefined && address !== current?.address) {
        // A new address (or the first): a new one-time code; the old link, proved or not, is gone.
        const changed = await lode.transaction(async (tx) => {
          const [locked] = await tx.query<{ address: string }>(
            'SELECT address FROM wallets WHERE sub = $1 AND coin = $2 FOR UPDATE',
            [sub, coin],
          );
          if (locked?.address === address) return false;
          await onAddressChange?.(tx, { coin, previous: locked?.address ?? null, address });
          const now = seconds();
          await tx.query(
            `INSERT INTO wallets (sub, coin, address, threshold, paused, address_changed_at, proof_code,
                                  proof_requested_at, proven_at)
             VALUES ($1, $2, $3, 0, false, $4, $5, $4, NULL)
             ON CONFLICT (sub, coin) DO UPDATE SET address = $3, address_changed_at = $4, proof_code = $5,
               proof_requested_at = $4, proven_at = NULL`,
            [sub, coin, address, now, newProofCode()],
          );
          return true;
        });
        if (changed) options.changed?.(sub);
      }
      if (threshold !== undefined && current) await writeThreshold(pool, current.address, threshold);
      const [row] = await lode.query<Row>(`${select} WHERE sub = $1 AND coin = $2`, [sub, coin]);
      return view(pool, row, (await payoutFreezes(lode, sub)).get(coin) ?? null);
    },

    async unlink(sub, coin) {
      const pool = poolOf(coin);
      if (!pool) throw unknownCoin(coin);
      await lode.query('DELETE FROM wallets WHERE sub = $1 AND coin = $2', [sub, coin]);
      options.changed?.(sub);
      return view(pool, undefined, (await payoutFreezes(lode, sub)).get(coin) ?? null);
    },
  };
}
