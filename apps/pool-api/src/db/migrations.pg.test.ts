import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/databases';
import { openDatabase } from './database';

// Replicas of one deployment start together after a release: each migrates the shared database as it opens it.
describe('migrations on a shared PostgreSQL', () => {
  it('two replicas opening one fresh database at once both succeed, and each migration is applied once', async () => {
    const { databaseUrl } = await freshDatabase();
    const opened = await Promise.allSettled([openDatabase({ databaseUrl }), openDatabase({ databaseUrl })]);
    const dbs = opened.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const db = dbs[0] as (typeof dbs)[number];
      const rows = await db.query<{ version: number; n: number }>(
        'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
      );
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      expect(rows.map((r) => r.version)).toEqual(rows.map((_, i) => i + 1));
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
