import { describe, expect, it } from 'vitest';
import { bulkMix, seedBulk } from './bulk';
import { miningcoreIndexes } from './schema';
import { freshMiningcoreDatabase, must } from './testing';

// The benchmark's bulk writer on a small target: the same statements as the 10-million-row run, checked for the
// shape of what they write (the row counts and speed are the README's figures).

const now = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('the bulk Miningcore writer', () => {
  it('chooses farms and home miners whose samples reach the target', () => {
    const mix = bulkMix(5_000_000, 14, now, 'lode-bulk');
    const perMiner = new Map<string, number>();
    for (const w of mix) perMiner.set(w.miner, (perMiner.get(w.miner) ?? 0) + 1);
    const sizes = [...perMiner.values()].sort((a, b) => b - a);
    expect(bulkMix(10_000_000, 14, now, 'lode-bulk').length).toBeGreaterThan(1000);
    expect(sizes.slice(0, 4)).toEqual([64, 42, 27, 16]); // the hot accounts: 30 % of the samples
    expect(sizes.filter((n) => n <= 4).length).toBeGreaterThan(20);
    const samples = mix.reduce((sum, w) => sum + (w.to - w.from) / 120_000 + 1 + (w.stopped ? 1 : 0), 0);
    expect(samples).toBeGreaterThanOrEqual(5_000_000);
    expect(mix.some((w) => w.stopped)).toBe(true);
    expect(bulkMix(5_000_000, 14, now, 'lode-bulk')).toEqual(mix);
  });

  it('writes statistics, blocks, balances that add up, payments with their resets, indexes and planner statistics', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      const lines: string[] = [];
      const report = await seedBulk(db, { rows: 30_000, days: 2, now, log: (line) => lines.push(line) });
      const minerstats = must(report.find((r) => r.table === 'minerstats'));
      expect(minerstats.rows).toBeGreaterThanOrEqual(30_000);
      expect(
        lines.some((line) => /^minerstats: [\d,]+ rows in [\d.]+ s \([\d,]+ rows\/s\)$/.test(line)),
      ).toBe(true);

      // Every cycle of both pools has its pool row, summed from the workers' samples.
      const [pool] = await db.query<{ rows: number; summed: number }>(
        `SELECT COUNT(*)::int AS rows,
                COUNT(*) FILTER (WHERE p.poolhashrate = (SELECT SUM(hashrate) FROM minerstats m
                                                          WHERE m.poolid = p.poolid AND m.created = p.created))::int AS summed
           FROM poolstats p`,
      );
      expect(pool?.rows).toBeGreaterThanOrEqual(2 * 1400);
      expect(pool?.summed).toBe(pool?.rows);
      // Stopped workers end with their zero row.
      expect((await db.query('SELECT 1 FROM minerstats WHERE hashrate = 0 LIMIT 1')).length).toBe(1);

      const statuses = await db.query<{ status: string }>('SELECT DISTINCT status FROM blocks');
      expect(statuses.map((s) => s.status)).toContain('confirmed');
      const mismatched = await db.query(
        `SELECT b.address FROM balances b
           JOIN (SELECT poolid, address, SUM(amount) AS amount FROM balance_changes GROUP BY poolid, address) c
             USING (poolid, address)
          WHERE b.amount <> c.amount`,
      );
      expect(mismatched).toEqual([]);
      const payments = await db.query<{ n: number; reset: number }>(
        `SELECT COUNT(*)::int AS n,
                COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM balance_changes c WHERE c.poolid = p.poolid
                   AND c.address = p.address AND c.created = p.created AND c.amount = -p.amount
                   AND c.usage = 'Balance reset after payment'))::int AS reset
           FROM payments p`,
      );
      expect(payments[0]?.n).toBeGreaterThan(0);
      expect(payments[0]?.reset).toBe(payments[0]?.n);
      expect((await db.query('SELECT 1 FROM shares LIMIT 1')).length).toBe(1);

      const indexes = await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE tablename = 'minerstats' AND indexname LIKE 'idx_%'`,
      );
      expect(indexes.length).toBe(miningcoreIndexes.minerstats.length);
      const [analyzed] = await db.query<{ reltuples: number }>(
        `SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = 'minerstats'`,
      );
      expect(analyzed?.reltuples).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
