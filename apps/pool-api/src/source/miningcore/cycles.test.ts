import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { encodeSegwit } from '../../domain/addresses';
import { openMiningcoreDatabase } from '../../demo-miningcore/database';
import { createMiningcoreSchema } from '../../demo-miningcore/schema';
import { freshDatabase } from '../../testing/databases';
import * as rows from '../../testing/miningcoreRows';
import type { PoolSource, Summary, WorkerReading } from '../types';
import { MININGCORE_CYCLE_SECONDS, parseMiningcorePools } from './config';
import { miningcoreSource } from './index';

// The summary and the workers in front of Miningcore are read once per statistics cycle: one source lives through
// many cycles, the engine writing each cycle's rows as it goes, and every cycle its figures are checked against a
// source that reads that cycle whole, and the statements it sent are counted.

const CYCLE = MININGCORE_CYCLE_SECONDS;
/** The first cycle the test steps to. */
const START = Math.floor(Date.parse('2026-11-20T15:00:00Z') / 1000 / CYCLE) * CYCLE;
const SUB = 'farm-account';
const FARM = encodeSegwit('ltc', 0, Buffer.alloc(20, 5));
const pools = parseMiningcorePools('ltc=LTC,doge=DOGE+LTC');

let lode: Database;
let engine: Database;
/** The clock of both sources, epoch milliseconds. */
let clock = START * 1000;
/** The statements the long-lived source sent to Miningcore's database. */
const sent: string[] = [];
let source: PoolSource;

/** A worker's sample at cycle `t`: fractional and changing, as Miningcore's hashrates are. */
const hashrate = (worker: number, t: number) =>
  2e9 + worker * 1.37e9 + ((t / CYCLE) % 17) * 1.1e7 + 0.123456789;

/** Writes cycle `t` as Miningcore does: a sample of each worker mining then, and the pools' statistics. */
async function writeCycle(t: number, mining: number[], stopping: number[] = []) {
  for (const w of mining)
    await rows.mine(engine, {
      pool: 'ltc',
      miner: FARM,
      worker: `rig-${w}`,
      hashrate: hashrate(w, t),
      from: t - CYCLE,
      until: t,
    });
  for (const w of stopping) await rows.stop(engine, { pool: 'ltc', miner: FARM, worker: `rig-${w}`, at: t });
  for (const pool of ['ltc', 'doge'])
    await rows.poolStats(engine, { pool, from: t - CYCLE, until: t, hashrate: 60e9, difficulty: 3.1e7 });
}

/** A source that has never read anything: each of its figures is its cycle's whole read. */
const wholeReader = () => miningcoreSource({ lode, engine, pools, now: () => clock });

beforeAll(async () => {
  lode = await openDatabase(await freshDatabase());
  engine = await openMiningcoreDatabase(await freshDatabase());
  await createMiningcoreSchema(engine);
  const recorded: Database = {
    ...engine,
    query: (sql, params = []) => {
      sent.push(sql);
      return engine.query(sql, params);
    },
  };
  source = miningcoreSource({ lode, engine: recorded, pools, now: () => clock });
  await source.ensureAccount(SUB, SUB);
  await lode.query(
    `INSERT INTO wallets (sub, coin, address, threshold, proof_code, proof_requested_at, proven_at)
     VALUES ($1, 'LTC', $2, 0, 'lodeproof', 0, 0)`,
    [SUB, FARM],
  );
  // A day and a half before the first cycle: rig-0 all along, rig-1 for the last day, rig-2 stopped an hour ago.
  await engine.query(
    `INSERT INTO minerstats (poolid, miner, worker, hashrate, sharespersecond, created)
     SELECT 'ltc', $1, 'rig-' || w, 2e9 + w * 1.37e9 + ((t / $2) % 17) * 1.1e7 + 0.123456789, 1, to_timestamp(t)
     FROM generate_series(0, 2) AS w, generate_series($3::bigint, $4::bigint, $2::bigint) AS t
     WHERE (w = 0) OR (w = 1 AND t > $4 - 86400) OR (w = 2 AND t <= $4 - 3600)`,
    [FARM, CYCLE, START - 36 * 3600, START],
  );
  await rows.stop(engine, { pool: 'ltc', miner: FARM, worker: 'rig-2', at: START - 3600 + CYCLE });
  for (const pool of ['ltc', 'doge'])
    await rows.poolStats(engine, {
      pool,
      from: START - 36 * 3600,
      until: START,
      hashrate: 60e9,
      difficulty: 3.1e7,
    });
}, 120_000);

afterAll(async () => {
  await lode?.close();
  await engine?.close();
});

/** The long-lived source's statements since the last call: how many read the money, how many the samples. */
function readSince() {
  const count = (tables: RegExp) => sent.filter((sql) => tables.test(sql)).length;
  const reads = { money: count(/\b(balances|balance_changes|payments)\b/), samples: count(/\bminerstats\b/) };
  sent.length = 0;
  return reads;
}

/** A summary's figures, the 24 h ones to the relative precision of moving a sum on (they round differently). */
function expectSameSummary(moved: Summary, whole: Summary) {
  const { hashrate: a, ...restA } = moved;
  const { hashrate: b, ...restB } = whole;
  expect(restA).toEqual(restB);
  expect(a.tenMinutes).toBe(b.tenMinutes);
  expect(a.oneHour).toBe(b.oneHour);
  expect(Math.abs(a.oneDay - b.oneDay)).toBeLessThanOrEqual(b.oneDay * 1e-12);
}

function expectSameWorkers(moved: WorkerReading[], whole: WorkerReading[]) {
  const day = (list: WorkerReading[]) => list.map((w) => w.hashrate.oneDay);
  const rest = (list: WorkerReading[]) =>
    list.map(({ hashrate: { oneDay: _day, ...windows }, totals: _totals, ...w }) => ({ ...w, windows }));
  expect(rest(moved)).toEqual(rest(whole));
  day(whole).forEach((d, i) => {
    const m = day(moved)[i] ?? Number.NaN;
    if (d === 0) expect(m).toBe(0);
    else expect(Math.abs(m - d)).toBeLessThanOrEqual(d * 1e-12);
  });
}

describe('Miningcore figures kept per statistics cycle', () => {
  it('reads the money and the workers’ windows once per cycle, and again at the next cycle', async () => {
    await source.summary(SUB, 'Scrypt');
    expect(readSince()).toEqual({ money: 1, samples: 1 });
    // Later in the cycle (past the few seconds the newest cycle is remembered): neither is read again.
    clock += 60_000;
    await source.summary(SUB, 'Scrypt');
    await source.workers(SUB, 'Scrypt');
    expect(readSince()).toEqual({ money: 0, samples: 0 });
    // A reward and a payment land, then the next cycle is written: the summary shows them at once.
    const before = (await source.summary(SUB, 'Scrypt')).earnings.find((e) => e.coin === 'LTC');
    await rows.credit(engine, { pool: 'ltc', address: FARM, amount: '0.5', at: START + 61, block: 3000001 });
    await engine.query(
      `INSERT INTO balances (poolid, address, amount, created, updated)
       VALUES ('ltc', $1, 0.25, to_timestamp($2), to_timestamp($2))`,
      [FARM, START + 61],
    );
    await engine.query(
      `INSERT INTO payments (poolid, coin, address, amount, transactionconfirmationdata, created)
       VALUES ('ltc', 'LTC', $1, 0.25, 'pay-tx', to_timestamp($2))`,
      [FARM, START + 62],
    );
    await writeCycle(START + CYCLE, [0, 1]);
    clock = (START + CYCLE + 10) * 1000;
    const after = await source.summary(SUB, 'Scrypt');
    expect(readSince()).toEqual({ money: 1, samples: 1 });
    expect(before).toMatchObject({ balance: '0.00000000', totalPaid: '0.00000000' });
    expect(after.earnings.find((e) => e.coin === 'LTC')).toMatchObject({
      balance: '0.25000000',
      totalPaid: '0.25000000',
    });
    expectSameSummary(after, await wholeReader().summary(SUB, 'Scrypt'));
  });

  it('reads the money again after a cycle’s length when no new cycle comes', async () => {
    clock += 30_000;
    await source.summary(SUB, 'Scrypt');
    expect(readSince()).toEqual({ money: 0, samples: 0 });
    clock += CYCLE * 1000;
    await source.summary(SUB, 'Scrypt');
    expect(readSince().money).toBe(1);
  });

  it('moves the 24 h windows on from cycle to cycle as a whole read of each cycle finds them', async () => {
    // Two hours of cycles: rig-1 stops after the first hour, rig-3 starts after 40 minutes, rig-0 runs throughout.
    for (let t = START + 2 * CYCLE; t <= START + 2 * 3600; t += CYCLE) {
      const mining = [0, ...(t <= START + 3600 ? [1] : []), ...(t > START + 2400 ? [3] : [])];
      await writeCycle(t, mining, t === START + 3600 + CYCLE ? [1] : []);
      clock = (t + 7) * 1000;
      readSince();
      const moved = await source.summary(SUB, 'Scrypt');
      // One statement for the cycle's windows and one for its money, whatever reads follow within it.
      expect(readSince()).toEqual({ money: 1, samples: 1 });
      const workers = await source.workers(SUB, 'Scrypt');
      expect(readSince()).toEqual({ money: 0, samples: 0 });
      const whole = wholeReader();
      expectSameSummary(moved, await whole.summary(SUB, 'Scrypt'));
      expectSameWorkers(workers, await whole.workers(SUB, 'Scrypt'));
    }
    const last = await source.workers(SUB, 'Scrypt');
    expect(last.map((w) => [w.name, w.status])).toEqual([
      ['rig-0', 'online'],
      ['rig-1', 'offline'],
      ['rig-2', 'offline'],
      ['rig-3', 'online'],
    ]);
  }, 120_000);

  it('reads a cycle whole again when its last kept cycle is over an hour older', async () => {
    const t = START + 2 * 3600 + 3600 + CYCLE;
    for (let c = START + 2 * 3600 + CYCLE; c <= t; c += CYCLE) await writeCycle(c, [0]);
    clock = (t + 7) * 1000;
    readSince();
    const summary = await source.summary(SUB, 'Scrypt');
    expect(readSince().samples).toBe(1);
    expectSameSummary(summary, await wholeReader().summary(SUB, 'Scrypt'));
  });
});
