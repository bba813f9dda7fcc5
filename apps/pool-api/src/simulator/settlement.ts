import type { Queryable } from '../db/database';
import { coinsToAtoms, parseAmount } from '../domain/amounts';
import { type Algorithm, type CoinId, coins } from '../domain/coins';
import { dayIndex, networkDifficulty } from '../domain/market';
import { digestHex, noise } from '../domain/noise';
import { ADDRESS_HOLD_SECONDS } from '../domain/payouts';
import { dailyYield } from '../domain/profitability';
import { REFERRAL_RATE } from '../domain/referral';
import { DAY, HOUR, isoDate, MINUTE } from '../domain/time';
import { type AccountRow, breathe } from './samples';

// What the simulated pool pays: each whole UTC day settled into accruals (mining, merged, referral) on the PPS+
// formula, and the payouts of the balances that reached their wallet's threshold.

const isoDay = (day: number) => isoDate(day * DAY);

/** Settles every whole UTC day the samples cover: accruals (mining, merged, referral), then payouts. */
export async function settleDays(tx: Queryable, account: AccountRow): Promise<void> {
  const lastWholeDay = dayIndex(account.sampled_until) - 1;
  for (let day = dayIndex(account.settled_until); day <= lastWholeDay; day += 1) {
    await breathe();
    const start = day * DAY;
    const sums = await tx.query<{ algorithm: Algorithm; hashes: number }>(
      `SELECT algorithm, SUM(hashrate * seconds)::float8 AS hashes FROM samples
       WHERE sub = $1 AND t >= $2 AND t < $3 GROUP BY algorithm`,
      [account.sub, start, start + DAY],
    );
    const hashes = (algorithm: Algorithm) => sums.find((s) => s.algorithm === algorithm)?.hashes ?? 0;
    // The fee bonus is what the total adds to the scheme part, in atoms, so the two always sum to the amount.
    const accrue = async (coin: CoinId, type: string, total: number, scheme: number, h: number) => {
      const amount = coinsToAtoms(total);
      if (amount <= 0) return;
      await tx.query(
        `INSERT INTO accruals (sub, coin, day, type, hashrate, amount, scheme_amount, fee_bonus)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          account.sub,
          coin,
          isoDay(day),
          type,
          h / DAY,
          amount,
          coinsToAtoms(scheme),
          amount - coinsToAtoms(scheme),
        ],
      );
    };
    for (const coin of Object.values(coins)) {
      const h = hashes(coin.algorithm);
      const y = dailyYield({
        hashrate: h / DAY,
        difficulty: networkDifficulty(coin.id, start),
        blockReward: coin.blockReward,
        blockFees: coin.averageBlockFees,
        poolFee: coin.poolFee,
        uptime: 1,
      });
      await accrue(coin.id, coin.mergedWith ? 'merged' : 'mining', y.total, y.scheme, h);
    }
    // Referral: the configured share of the pool fee the referees paid on their LTC that day.
    const referees = await tx.query<{ position: number; joined_at: number; hashrate: number }>(
      'SELECT position, joined_at, hashrate FROM referees WHERE sub = $1 AND joined_at < $2',
      [account.sub, start + DAY],
    );
    const refHashes = referees.reduce(
      (sum, r) => sum + r.hashrate * (0.9 + 0.2 * noise(account.seed, 5000 + r.position, day)) * DAY,
      0,
    );
    if (refHashes > 0) {
      const ltc = coins.LTC;
      const gross = dailyYield({
        hashrate: refHashes / DAY,
        difficulty: networkDifficulty('LTC', start),
        blockReward: ltc.blockReward,
        blockFees: ltc.averageBlockFees,
        poolFee: 0,
        uptime: 1,
      });
      const reward = gross.total * ltc.poolFee * REFERRAL_RATE;
      await accrue('LTC', 'referral', reward, reward, refHashes);
    }
    await payOut(tx, account, day);
  }
  const settledUntil = (lastWholeDay + 1) * DAY;
  if (settledUntil > account.settled_until) {
    await tx.query('UPDATE accounts SET settled_until = $2 WHERE sub = $1', [account.sub, settledUntil]);
    account.settled_until = settledUntil;
  }
}

/**
 * Pays each coin whose unpaid balance reached the wallet's threshold, unless paused, held after an address change or
 * frozen from an address-change mail (until support releases the freeze).
 */
async function payOut(tx: Queryable, account: AccountRow, day: number): Promise<void> {
  const wallets = await tx.query<{
    coin: CoinId;
    address: string;
    threshold: number;
    paused: boolean;
    address_changed_at: number | null;
  }>(
    `SELECT coin, address, threshold, paused, address_changed_at FROM wallets w
     WHERE sub = $1 AND NOT EXISTS (SELECT 1 FROM payout_freezes f
                                    WHERE f.sub = w.sub AND f.coin = w.coin AND f.released_at IS NULL)`,
    [account.sub],
  );
  for (const wallet of wallets) {
    const config = coins[wallet.coin];
    // Payouts go out between 01:00 and 03:00 UTC the day after the settled day.
    const sentAt = (day + 1) * DAY + HOUR + Math.floor(noise(account.seed, day, 9000) * 2 * HOUR);
    if (wallet.paused) continue;
    if (wallet.address_changed_at !== null && sentAt < wallet.address_changed_at + ADDRESS_HOLD_SECONDS)
      continue;
    const [balance] = await tx.query<{ atoms: number }>(
      `SELECT COALESCE(SUM(amount), 0)::bigint AS atoms FROM accruals
       WHERE sub = $1 AND coin = $2 AND payout_id IS NULL AND day <= $3`,
      [account.sub, wallet.coin, isoDay(day)],
    );
    const atoms = balance?.atoms ?? 0;
    const fee = parseAmount(config.payoutFee) ?? 0;
    if (atoms < wallet.threshold || atoms <= fee) continue;
    const id = `p_${digestHex('payout', account.sub, wallet.coin, day).slice(0, 16)}`;
    await tx.query(
      `INSERT INTO payouts (id, sub, coin, sent_at, confirmed_at, amount, fee, address, tx_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        account.sub,
        wallet.coin,
        sentAt,
        sentAt + 30 * MINUTE,
        atoms - fee,
        fee,
        wallet.address,
        digestHex('tx', account.sub, wallet.coin, day),
      ],
    );
    await tx.query(
      'UPDATE accruals SET payout_id = $4 WHERE sub = $1 AND coin = $2 AND payout_id IS NULL AND day <= $3',
      [account.sub, wallet.coin, isoDay(day), id],
    );
  }
}
