import type { Queryable } from '../db/database';
import { formatAmount } from '../domain/amounts';
import { REFERRAL_RATE } from '../domain/referral';
import { iso } from '../domain/time';

// The referral page from the API's own tables: the account's code, its referees and the referral accruals.

/** The referral page: code, link, rate, referees and the last 30 days of rewards. */
export async function referral(db: Queryable, sub: string, publicUrl: string) {
  const [account] = await db.query<{ referral_code: string; sampled_until: number }>(
    'SELECT referral_code, sampled_until FROM accounts WHERE sub = $1',
    [sub],
  );
  const code = account?.referral_code ?? '';
  const referees = await db.query<{ name: string; joined_at: number; hashrate: number }>(
    'SELECT name, joined_at, hashrate FROM referees WHERE sub = $1 ORDER BY joined_at DESC',
    [sub],
  );
  const days = await db.query<{ day: string; amount: number }>(
    `SELECT day, amount FROM accruals WHERE sub = $1 AND type = 'referral' ORDER BY day DESC LIMIT 30`,
    [sub],
  );
  const [total] = await db.query<{ total: number }>(
    `SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM accruals WHERE sub = $1 AND type = 'referral'`,
    [sub],
  );
  const link = new URL('/', publicUrl);
  link.searchParams.set('ref', code);
  return {
    code,
    link: link.href,
    rate: String(REFERRAL_RATE),
    referees: referees.map((r) => ({ name: r.name, joinedAt: iso(r.joined_at), hashrate24h: r.hashrate })),
    rewards: {
      coin: 'LTC' as const,
      total: formatAmount(total?.total ?? 0),
      days: days.map((d) => ({ date: d.day, amount: formatAmount(d.amount) })),
    },
  };
}
