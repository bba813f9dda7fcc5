import { describe, expect, it } from 'vitest';
import { coinAddress, dogecoinPool, litecoinPool } from './pools';
import { MiningcoreSeeder, type MiningcoreSeederOptions } from './seeder';
import { freshMiningcoreDatabase, must, readMinerStats, readShares, type ShareRow } from './testing';

// The statistics the seeder writes, checked against the shares it wrote: the figures a Lode page shows from a
// Miningcore database must be the ones the engine would have stored for those shares. The expected hashrates are
// computed here from the share rows with the engine's rule, spelled out again below.

const start = Date.UTC(2025, 5, 1); // a midnight: every interval (120 s, 600 s, 6 h) starts on it
const minute = 60_000;
const alice = coinAddress('LTC', 'alice');
const bob = coinAddress('LTC', 'bob');

/** Miningcore's stored hashrate for a worker's shares in the window ending `now` (written independently). */
function expectedSample(shares: ShareRow[], now: number) {
  const inWindow = shares.filter((s) => s.created.getTime() >= now - 600_000 && s.created.getTime() <= now);
  if (!inWindow.length) return null;
  const sum = inWindow.reduce((total, s) => total + s.difficulty, 0);
  const firstGap = (must(inWindow[0]).created.getTime() - (now - 600_000)) / 1000;
  const lastGap = (now - must(inWindow.at(-1)).created.getTime()) / 1000;
  let seconds = 600;
  if (firstGap >= 60 && lastGap >= 60) seconds = 600 - firstGap + lastGap;
  else if (firstGap >= 60) seconds = Math.floor(600 - firstGap);
  else if (lastGap >= 60) seconds = Math.floor(600 + lastGap);
  return {
    hashrate: Math.floor((sum * 2 ** 32) / Math.max(1, seconds)),
    sharespersecond: Math.round((inWindow.length / Math.max(1, seconds)) * 1000) / 1000,
    seconds,
  };
}

const options = (miners: MiningcoreSeederOptions['miners']): MiningcoreSeederOptions => ({
  start,
  pools: [litecoinPool(), dogecoinPool()],
  miners,
  randomBlocks: false,
});

describe('Miningcore statistics from the seeder', () => {
  it('writes a poolstats row per pool and a minerstats row per mining worker every 120 s, as the shares say', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      const seeder = new MiningcoreSeeder(
        db,
        options([
          {
            pool: 'ltc',
            address: alice,
            workers: [
              { name: 'rig1', hashrate: 10e9, start },
              { name: 'rig2', hashrate: 4e9, start },
            ],
          },
          { pool: 'ltc', address: bob, workers: [{ name: '', hashrate: 20e9, start }] },
        ]),
      );
      await seeder.advanceTo(start + 60 * minute);

      const poolstats = await db.query<{
        poolid: string;
        connectedminers: number;
        poolhashrate: number;
        sharespersecond: number;
        networkdifficulty: number;
        networkhashrate: number;
        blockheight: number;
        created: Date;
      }>('SELECT * FROM poolstats ORDER BY created, poolid');
      const cycles = Array.from({ length: 30 }, (_, i) => start + (i + 1) * 2 * minute);
      expect(poolstats.filter((p) => p.poolid === 'ltc').map((p) => p.created.getTime())).toEqual(cycles);
      // The idle pool still gets its row every cycle: zeros, with the network's figures.
      const idle = poolstats.filter((p) => p.poolid === 'doge');
      expect(idle.map((p) => p.created.getTime())).toEqual(cycles);
      for (const row of idle) {
        expect([row.connectedminers, row.poolhashrate, row.sharespersecond]).toEqual([0, 0, 0]);
        expect(row.networkdifficulty).toBeGreaterThan(1e7);
        expect(row.networkhashrate).toBeGreaterThan(1e14);
        expect(row.blockheight).toBeGreaterThan(5_000_000);
      }

      const shares = await readShares(db, 'ltc');
      const stats = await readMinerStats(db, 'ltc');
      const workers = [
        [alice, 'rig1', 10e9],
        [alice, 'rig2', 4e9],
        [bob, '', 20e9],
      ] as const;
      for (const [miner, worker, nominal] of workers) {
        const own = shares.filter((s) => s.miner === miner && s.worker === worker);
        const rows = stats.filter((s) => s.miner === miner && s.worker === worker);
        // One row per cycle, stamped with the poolstats row's time.
        expect(rows.map((r) => r.created.getTime())).toEqual(cycles);
        for (const row of rows) {
          const expected = expectedSample(own, row.created.getTime());
          expect({ hashrate: row.hashrate, sharespersecond: row.sharespersecond }).toEqual({
            hashrate: expected?.hashrate,
            sharespersecond: expected?.sharespersecond,
          });
        }
        // Luck moves each sample, but the hour's average is the worker's nominal hashrate.
        const mean = rows.slice(5).reduce((sum, r) => sum + r.hashrate, 0) / (rows.length - 5);
        expect(mean / nominal).toBeGreaterThan(0.8);
        expect(mean / nominal).toBeLessThan(1.2);
      }
      // The pool's row: every share of the window over 600 s (stored through float32), and the miners with shares.
      for (const row of poolstats.filter((p) => p.poolid === 'ltc')) {
        const now = row.created.getTime();
        const sum = shares
          .filter((s) => s.created.getTime() >= now - 600_000 && s.created.getTime() <= now)
          .reduce((total, s) => total + s.difficulty, 0);
        expect(row.poolhashrate).toBe(Math.fround(Math.floor((sum * 2 ** 32) / 600)));
        expect(row.connectedminers).toBe(2);
      }
      // Scrypt: a share's stored difficulty is its stratum difficulty over 65,536, on the network difficulty's scale.
      for (const share of shares) {
        expect(Number.isInteger(share.difficulty * 65_536)).toBe(true);
        expect(share.networkdifficulty).toBeGreaterThan(1e7);
      }
    } finally {
      await db.close();
    }
  });

  it('writes one zero row when a worker stops, then nothing until it mines again', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      const seeder = new MiningcoreSeeder(
        db,
        options([{ pool: 'ltc', address: alice, workers: [{ name: 'rig1', hashrate: 10e9, start }] }]),
      );
      await seeder.advanceTo(start + 20 * minute);
      seeder.stopWorker('ltc', alice, 'rig1', start + 31 * minute);
      await seeder.advanceTo(start + 90 * minute);

      const shares = await readShares(db, 'ltc');
      const last = must(shares.at(-1)).created.getTime();
      expect(last).toBeLessThan(start + 31 * minute);
      const rows = await readMinerStats(db, 'ltc', 'rig1');
      const zero = rows.filter((r) => r.hashrate === 0);
      // The zero row comes at the first cycle whose window holds none of its shares; nothing follows it.
      const firstEmpty = Math.floor((last + 600_000) / 120_000) * 120_000 + 120_000;
      expect(zero.map((r) => [r.created.getTime(), r.sharespersecond])).toEqual([[firstEmpty, 0]]);
      expect(must(rows.at(-1)).created.getTime()).toBe(firstEmpty);
      // Until then the window fades out: the engine divides by the window plus the silence since the last share.
      const fading = rows.filter((r) => r.created.getTime() > last + 60_000 && r.hashrate > 0);
      expect(fading.length).toBeGreaterThan(0);
      for (const row of fading) {
        const expected = expectedSample(shares, row.created.getTime());
        expect(expected?.seconds).toBeGreaterThan(600);
        expect(row.hashrate).toBe(expected?.hashrate);
      }

      seeder.startWorker('ltc', alice, 'rig1', 12e9, start + 100 * minute);
      await seeder.advanceTo(start + 120 * minute);
      const again = (await readMinerStats(db, 'ltc', 'rig1')).filter((r) => r.created.getTime() > firstEmpty);
      expect(again.length).toBeGreaterThanOrEqual(9);
      expect(again.every((r) => r.created.getTime() > start + 100 * minute && r.hashrate > 0)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('gives a worker that started inside the window the shorter divisor, and a flapping worker a zero row per pause', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      const late = start + 17 * minute;
      const seeder = new MiningcoreSeeder(
        db,
        options([
          {
            pool: 'ltc',
            address: alice,
            workers: [
              { name: 'late', hashrate: 10e9, start: late },
              { name: 'flappy', hashrate: 5e9, start, flap: { onSeconds: 20 * 60, offSeconds: 20 * 60 } },
            ],
          },
        ]),
      );
      await seeder.advanceTo(start + 2 * 60 * minute);
      const shares = await readShares(db, 'ltc');

      const lateShares = shares.filter((s) => s.worker === 'late');
      const lateRows = await readMinerStats(db, 'ltc', 'late');
      expect(must(lateRows[0]).created.getTime()).toBeGreaterThan(late);
      const starting = lateRows.filter((r) => r.created.getTime() < late + 9 * minute);
      expect(starting.length).toBeGreaterThan(0);
      for (const row of starting) {
        const expected = expectedSample(lateShares, row.created.getTime());
        // A full-window divisor would show a third of the hashrate a minute after the start; this one does not.
        expect(expected?.seconds).toBeLessThan(600);
        expect(row.hashrate).toBe(expected?.hashrate);
      }

      const flappy = await readMinerStats(db, 'ltc', 'flappy');
      const zeros = flappy.filter((r) => r.hashrate === 0).map((r) => r.created.getTime());
      // Three pauses start at 20, 60 and 100 minutes; each gets one zero row about ten minutes in, and nothing else.
      expect(zeros).toHaveLength(3);
      zeros.forEach((t, i) => {
        expect(t).toBeGreaterThan(start + (20 + 40 * i + 10) * minute - 1);
        expect(t).toBeLessThanOrEqual(start + (20 + 40 * i + 12) * minute);
      });
      // After each zero row, silence until the pause ends (the next pause's zero row is 40 minutes on).
      const afterZero = flappy.filter((r) =>
        zeros.some((z) => r.created.getTime() > z && r.created.getTime() < z + 8 * minute),
      );
      expect(afterZero).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('writes the same rows however the clock is stepped', async () => {
    const plan = (): MiningcoreSeederOptions => ({
      start,
      pools: [litecoinPool({ networkDifficulty: 3000, coinbaseMaturity: 3, minimumConfirmations: 4 })],
      miners: [
        { pool: 'ltc', address: alice, workers: [{ name: 'rig1', hashrate: 10e9, start }] },
        { pool: 'ltc', address: bob, workers: [{ name: 'a', hashrate: 3e9, start: start + 7 * minute }] },
      ],
    });
    const rows = async (steps: number[]) => {
      const db = await freshMiningcoreDatabase();
      try {
        const seeder = new MiningcoreSeeder(db, plan());
        for (const step of steps) {
          if (step === 50) {
            await seeder.advanceTo(start + 50 * minute);
            seeder.stopWorker('ltc', bob, 'a', start + 61 * minute);
            seeder.startWorker('ltc', bob, 'b', 6e9, start + 64 * minute);
          } else await seeder.advanceTo(start + step * minute);
        }
        const all = await Promise.all(
          [
            'SELECT poolid, blockheight, difficulty, networkdifficulty, miner, worker, useragent, ipaddress, source, created FROM shares',
            'SELECT poolid, miner, worker, hashrate, sharespersecond, created FROM minerstats',
            'SELECT poolid, connectedminers, poolhashrate, sharespersecond, networkhashrate, networkdifficulty, blockheight, created FROM poolstats',
            'SELECT poolid, blockheight, status, confirmationprogress, effort, reward, miner, hash, transactionconfirmationdata, created FROM blocks',
            'SELECT poolid, address, amount, usage, tags, created FROM balance_changes',
          ].map((sql) => db.query(`${sql} ORDER BY 1, 2, 3, 4, 5, 6`)),
        );
        return all;
      } finally {
        await db.close();
      }
    };
    const once = await rows([50, 110]);
    expect(must(once[3]).length).toBeGreaterThan(1); // blocks were found, and credited, along the way
    expect(must(once[4]).length).toBeGreaterThan(1);
    expect(await rows([7.5, 50, 62.3, 101, 110])).toEqual(once);
  });
});
