import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { Simulator } from '../simulator';
import { simulatorSource } from '../source/simulator';
import type { PoolSource } from '../source/types';
import { freshDatabase } from '../testing/databases';
import { changeSubaccount, createSubaccount, listSubaccounts } from './store';

// The sub-account rules the contract suites cannot reach with a simulated user (whose first sub-account always
// holds an unpaid balance): archiving down to the last active one, and names racing for one slot.

const NOW = 1_900_000_000_000;
const OWNER = 'owner-sub';
let db: Database;
let source: PoolSource;

beforeEach(async () => {
  db = await openDatabase(await freshDatabase());
  source = simulatorSource(db, new Simulator(db, () => NOW / 1000));
  // A user row as a first request writes it, without the simulated history (so nothing is owed).
  await db.query(
    `INSERT INTO accounts (sub, owner, name, username, created_at, sampled_until, settled_until, referral_code, seed)
     VALUES ($1, $1, 'main', 'owner', $2, $2, $2, 'OWNERREF', 1)`,
    [OWNER, NOW / 1000],
  );
});

afterEach(async () => {
  await db.close();
});

describe('sub-accounts', () => {
  it('archive while another stays active, never the last active one, and restore', async () => {
    await createSubaccount(db, OWNER, 'site-a', NOW);
    const archived = await changeSubaccount(db, source, OWNER, 'main', { archived: true }, NOW);
    expect(archived.archivedAt).toBe(NOW / 1000);
    await expect(
      changeSubaccount(db, source, OWNER, 'site-a', { archived: true }, NOW),
    ).rejects.toMatchObject({
      status: 409,
      code: 'last_active',
    });
    // The default is now the first active one.
    expect((await listSubaccounts(db, OWNER)).map((s) => [s.name, s.archivedAt !== null])).toEqual([
      ['site-a', false],
      ['main', true],
    ]);
    await changeSubaccount(db, source, OWNER, 'main', { archived: false }, NOW);
    expect((await listSubaccounts(db, OWNER)).map((s) => s.name)).toEqual(['main', 'site-a']);
  });

  it('give one name to one of two creations at once', async () => {
    const results = await Promise.allSettled([
      createSubaccount(db, OWNER, 'site-b', NOW),
      createSubaccount(db, OWNER, 'site-b', NOW),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, code: 'subaccount_exists' });
  });
});
