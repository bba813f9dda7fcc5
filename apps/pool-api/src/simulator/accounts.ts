import { defaultSubaccountName } from '../subaccounts/names';
import type { Database } from '../db/database';
import { addressFromHash } from '../domain/addresses';
import { parseAmount } from '../domain/amounts';
import { coins } from '../domain/coins';
import { digestHex, generator, seedOf } from '../domain/noise';
import { referralCode } from '../domain/referral';
import { DAY, MINUTE } from '../domain/time';
import { type AccountRow, sampleUntil } from './samples';
import { settleDays } from './settlement';
import { HISTORY_DAYS, planWorkers } from './workers';

// A simulated account on its first request: its workers, wallets and referees, and its history written up to now.

/** Creates the account with its history if it does not exist yet. Safe to race: the loser's transaction waits. */
export async function createAccount(db: Database, sub: string, username: string, now: number): Promise<void> {
  const createdAt = Math.floor(now / MINUTE) * MINUTE;
  const historyStart = createdAt - HISTORY_DAYS * DAY;
  await db.transaction(async (tx) => {
    const inserted = await tx.query<{ sub: string }>(
      `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code, seed)
       VALUES ($1, $1, $2, $3, $4, $5, $5, $6, $7) ON CONFLICT (sub) DO NOTHING RETURNING sub`,
      [
        sub,
        defaultSubaccountName(username),
        username,
        createdAt,
        historyStart,
        referralCode(sub),
        seedOf(sub),
      ],
    );
    if (inserted.length === 0) return;
    for (const w of planWorkers(sub, createdAt)) {
      await tx.query(
        `INSERT INTO workers (id, sub, name, grp, model, algorithm, position, nominal, reject_base, stale_base,
                              started_at, offline_from, flapping)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          w.id,
          sub,
          w.name,
          w.group,
          w.model,
          w.algorithm,
          w.position,
          w.nominal,
          w.rejectBase,
          w.staleBase,
          w.startedAt,
          w.offlineFrom,
          w.flapping,
        ],
      );
    }
    for (const coin of Object.values(coins)) {
      const hash = Buffer.from(digestHex('wallet', sub, coin.id).slice(0, 40), 'hex');
      await tx.query('INSERT INTO wallets (sub, coin, address, threshold) VALUES ($1, $2, $3, $4)', [
        sub,
        coin.id,
        addressFromHash(coin.id, hash),
        parseAmount(coin.defaultPayout),
      ]);
    }
    const random = generator(seedOf(`referees:${sub}`));
    const refereeCount = 2 + Math.floor(random() * 6);
    for (let i = 1; i <= refereeCount; i += 1) {
      const id = digestHex('referee', sub, i);
      await tx.query(
        'INSERT INTO referees (sub, position, name, joined_at, hashrate) VALUES ($1, $2, $3, $4, $5)',
        [
          sub,
          i,
          `${id.slice(0, 3)}***${id.slice(-2)}`,
          historyStart + Math.floor((5 + random() * 75) * DAY),
          (1 + random() * 30) * 1e9,
        ],
      );
    }
    const account: AccountRow = {
      sub,
      created_at: createdAt,
      sampled_until: historyStart,
      settled_until: historyStart,
      seed: seedOf(sub),
    };
    await sampleUntil(tx, account, createdAt, new Map());
    await settleDays(tx, account);
  });
}
