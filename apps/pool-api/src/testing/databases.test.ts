import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { freshDatabase } from './databases';

// The project decides the engine (LODE_TEST_ENGINE in its config): a PostgreSQL project that quietly fell back to
// PGlite would pass every other test while proving nothing about PostgreSQL.
describe('the test databases', () => {
  it('run on the engine the project names, each one migrated and apart from the others', async () => {
    const db = await openDatabase(await freshDatabase());
    const other = await openDatabase(await freshDatabase());
    try {
      expect(db.kind).toBe(process.env.LODE_TEST_ENGINE ?? 'pglite');
      await db.query(
        `INSERT INTO accounts (sub, owner, name, created_at, sampled_until, settled_until, referral_code, seed)
         VALUES ('apart', 'apart', 'main', 0, 0, 0, 'apart', 1)`,
      );
      expect(await db.query('SELECT sub FROM accounts')).toEqual([{ sub: 'apart' }]);
      expect(await other.query('SELECT sub FROM accounts')).toEqual([]);
    } finally {
      await db.close();
      await other.close();
    }
  });
});
