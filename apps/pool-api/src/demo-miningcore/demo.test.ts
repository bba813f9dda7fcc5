import { describe, expect, it } from 'vitest';
import { addressProblem } from '../domain/addresses';
import { DEMO_DAYS, demoScenario, seedDemo } from './demo';
import { miningcoreIndexes, miningcoreTables } from './schema';
import { freshMiningcoreDatabase, must } from './testing';

// The demo `npm start` shows on the Miningcore source: a day of it here (the full span is the README's figure).

const now = Date.UTC(2026, 0, 15, 12, 34, 56);

describe('the Miningcore demo', () => {
  it('has two pools of valid addresses with workers in every state, blocks, payouts, and every index back', async () => {
    const scenario = demoScenario(now);
    expect(scenario.start).toBe(Math.floor((now - DEMO_DAYS * 86_400_000) / 120_000) * 120_000);
    const miners = must(scenario.miners);
    expect(miners.length).toBeGreaterThanOrEqual(18);
    for (const miner of miners)
      expect(addressProblem(miner.pool === 'ltc' ? 'LTC' : 'DOGE', miner.address)).toBeNull();

    const db = await freshMiningcoreDatabase();
    try {
      const seeder = await seedDemo(db, now, { days: 1 });
      expect(seeder.now).toBe(now);
      const counts = await db.query<{ poolid: string; rows: number; miners: number }>(
        `SELECT poolid, COUNT(*)::int AS rows, COUNT(DISTINCT miner)::int AS miners FROM minerstats GROUP BY poolid ORDER BY poolid`,
      );
      expect(counts.map((c) => c.poolid)).toEqual(['doge', 'ltc']);
      // Every miner that mined within the day has its rows (one stopped before it began).
      const day = demoScenario(now, { days: 1 });
      const mined = must(day.miners).filter((m) =>
        m.workers.some((w) => w.stop === undefined || w.stop > day.start),
      );
      expect(mined.length).toBe(miners.length - 1);
      expect(counts.reduce((sum, c) => sum + c.miners, 0)).toBe(mined.length);
      expect(
        await db.query(
          `SELECT poolid, COUNT(*)::int AS cycles FROM poolstats GROUP BY poolid ORDER BY poolid`,
        ),
      ).toEqual([
        { poolid: 'doge', cycles: 720 },
        { poolid: 'ltc', cycles: 720 },
      ]);
      // The worker that stopped three hours ago: its zero row, then nothing.
      const stopped = await db.query<{ hashrate: number; created: Date }>(
        `SELECT hashrate, created FROM minerstats WHERE worker = 'l7b' ORDER BY created DESC LIMIT 2`,
      );
      expect(stopped[0]?.hashrate).toBe(0);
      expect(must(stopped[0]).created.getTime()).toBeLessThan(now - 2.5 * 3_600_000);
      expect(stopped[1]?.hashrate).toBeGreaterThan(0);
      // The one that started twenty minutes ago is reporting; the login without a worker name is ''.
      expect(
        (
          await db.query(`SELECT 1 FROM minerstats WHERE worker = 'new' AND created > $1`, [
            new Date(now - 600_000),
          ])
        ).length,
      ).toBeGreaterThan(0);
      expect((await db.query(`SELECT 1 FROM minerstats WHERE worker = ''`)).length).toBeGreaterThan(0);
      // A day of a ~4 TH/s pool against its network: blocks, rewards, payouts.
      const blocks = await db.query<{ status: string }>('SELECT status FROM blocks');
      expect(blocks.length).toBeGreaterThanOrEqual(2);
      expect(blocks.some((b) => b.status === 'confirmed')).toBe(true);
      expect((await db.query('SELECT 1 FROM payments')).length).toBeGreaterThan(0);
      expect((await db.query('SELECT 1 FROM miner_settings')).length).toBe(3);
      // The indexes dropped for the load are all back.
      const indexes = await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexname LIKE 'idx_%'`,
      );
      expect(indexes.length).toBe(
        miningcoreTables.reduce((sum, table) => sum + miningcoreIndexes[table].length, 0),
      );
    } finally {
      await db.close();
    }
  });
});
