import { defaultSubaccountName } from '../../subaccounts/names';
import { referralCode } from '../../domain/referral';
import type { Memory } from '../memory';
import type { CycleObserver, PoolSource } from '../types';
import type { MiningcoreContext } from './context';

// Lode's accounts in front of Miningcore: the account's own row (referral code, e-mail, alerts) on its first
// request, and every minute the accounts whose data Miningcore may have changed.

/** How long this server remembers that an account's row exists (it is written once; after that a no-op). */
const ACCOUNT_MEMORY_MS = 60 * 60_000;

/** The Miningcore source's account rows and its minute. */
export function miningcoreAccounts(
  context: MiningcoreContext,
  cycles?: CycleObserver,
): Pick<PoolSource, 'ensureAccount' | 'minute'> {
  const { lode } = context;
  /** Accounts whose row this server has written (or found). */
  const knownAccounts: Memory<void> = context.memory(ACCOUNT_MEMORY_MS, 100_000);
  /** The newest cycle each pool had at the last minute's look (this server's), by coin. */
  const seenCycles = new Map<string, number>();

  return {
    ensureAccount: (sub, username) =>
      // Every account and settings request asks: written once per account and server.
      knownAccounts.remember(sub, async () => {
        // The account's own row; its pool data is Miningcore's.
        await lode.query(
          `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code,
                                 seed)
           VALUES ($1, $1, $2, $3, $4, $4, $4, $5, 0) ON CONFLICT (sub) DO NOTHING`,
          [sub, defaultSubaccountName(username), username, Math.floor(context.seconds()), referralCode(sub)],
        );
      }),

    /**
     * Every minute may bring new data to any account with a proved address. Miningcore says nothing of what changed:
     * each account whose pool wrote a new statistics cycle since the last minute is told so (`cycles`), so open
     * cabinets refetch what they show.
     */
    async minute() {
      const rows = await lode.query<{ sub: string; coin: string }>(
        'SELECT sub, coin FROM wallets WHERE proven_at IS NOT NULL',
      );
      const newest = new Map<string, number>();
      const latest = await context.readLatestCycles(
        context.pools.map((p) => p.id),
        context.seconds(),
      );
      for (const cycle of latest) newest.set(context.poolById(cycle.poolid).coin, cycle.t);
      const fresh = new Set<string>();
      for (const [coin, cycle] of newest) if ((seenCycles.get(coin) ?? cycle) < cycle) fresh.add(coin);
      for (const [coin, cycle] of newest) seenCycles.set(coin, cycle);
      for (const row of rows) {
        const cycle = newest.get(row.coin);
        if (fresh.has(row.coin) && cycle !== undefined) await cycles?.newCycle(row.sub, cycle);
      }
      return [...new Set(rows.map((r) => r.sub))];
    },
  };
}
