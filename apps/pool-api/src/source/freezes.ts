import type { Queryable } from '../db/database';

// Payouts frozen from the link in an address-change mail (security/freeze.ts writes them): both engines show the
// freeze on the wallet; the simulator's payout run skips a frozen coin (simulator/settlement.ts), while a
// Miningcore in front of which the API runs keeps paying until support stops it there.

/** The sub-account's coins whose payouts are frozen now, with when each was frozen (epoch seconds). */
export async function payoutFreezes(db: Queryable, sub: string): Promise<Map<string, number>> {
  const rows = await db.query<{ coin: string; frozen_at: number }>(
    'SELECT coin, frozen_at FROM payout_freezes WHERE sub = $1 AND released_at IS NULL',
    [sub],
  );
  return new Map(rows.map((r) => [r.coin, Number(r.frozen_at)]));
}
