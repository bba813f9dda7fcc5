import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { workerStatus } from '../../domain/workerStatus';
import { openMiningcoreDatabase } from '../../demo-miningcore/database';
import { seedDemo } from '../../demo-miningcore/demo';
import { coinAddress } from '../../demo-miningcore/pools';
import { createMiningcoreSchema } from '../../demo-miningcore/schema';
import { freshDatabase } from '../../testing/databases';
import { maskAddress, miningcoreSource, miningcoreWorkerId } from './index';
import { MININGCORE_CYCLE_SECONDS, parseMiningcorePools } from './config';
import type { PoolSource } from '../types';
import { DAY } from '../../domain/time';

// The Miningcore source on the seeded demo pool (the rows the seeder writes as Miningcore does: shares, a sample per
// worker every cycle, zero rows when workers stop, blocks, PPLNS and PROP credits, payments and balance resets).
// Every figure checked here is recomputed from the raw rows, read back one by one and added up in this file, never
// by the source's SQL.

const CYCLE = MININGCORE_CYCLE_SECONDS;
const NOW_MS = Math.floor(Date.parse('2026-11-24T10:37:00Z') / 120_000) * 120_000;
const NOW = NOW_MS / 1000;
const SUB = 'anna';
const LTC = coinAddress('LTC', 'anna');
const DOGE = coinAddress('DOGE', 'anna');

let lode: Database;
let engine: Database;
let source: PoolSource;

/** Amounts as the API writes them: 8 decimals, from Miningcore's numeric strings, rounded half up. */
const amount = (atoms: number) => (atoms / 1e8).toFixed(8);
const toAtoms = (numeric: string) => Math.round(Number(numeric) * 1e8);

interface Sample {
  poolid: string;
  miner: string;
  worker: string;
  hashrate: number;
  t: number;
}

async function samples(pool: string, miner: string): Promise<Sample[]> {
  return engine.query<Sample>(
    `SELECT poolid, miner, worker, hashrate, extract(epoch from created)::float8 AS t FROM minerstats
     WHERE poolid = $1 AND miner = $2`,
    [pool, miner],
  );
}

beforeAll(async () => {
  lode = await openDatabase(await freshDatabase());
  engine = await openMiningcoreDatabase(await freshDatabase());
  await createMiningcoreSchema(engine);
  await seedDemo(engine, NOW_MS, { days: 3 });
  source = miningcoreSource({
    lode,
    engine,
    pools: parseMiningcorePools('ltc=LTC,doge=DOGE+LTC'),
    now: () => NOW_MS,
  });
  await source.ensureAccount(SUB, SUB);
  // Anna proved both her addresses (the proof itself is tested in miningcore.test.ts).
  for (const [coin, address] of [
    ['LTC', LTC],
    ['DOGE', DOGE],
  ])
    await lode.query(
      `INSERT INTO wallets (sub, coin, address, threshold, proof_code, proof_requested_at, proven_at)
       VALUES ($1, $2, $3, 0, 'lodeproof', $4, $4)`,
      [SUB, coin, address, NOW - DAY],
    );
}, 180_000);

afterAll(async () => {
  await lode?.close();
  await engine?.close();
});

describe('the demo Miningcore pool through the source', () => {
  it('gives each worker the averages, last share and status its samples add up to', async () => {
    const rows = [...(await samples('ltc', LTC)), ...(await samples('doge', DOGE))];
    const workers = await source.workers(SUB, 'Scrypt');
    const names = new Set(rows.map((r) => `${r.poolid}|${r.worker}`));
    expect(workers).toHaveLength(names.size);
    for (const key of names) {
      const [pool, worker] = key.split('|') as [string, string];
      const own = rows.filter((r) => r.poolid === pool && r.worker === worker && r.t <= NOW);
      const average = (seconds: number) =>
        own.filter((r) => r.t > NOW - seconds).reduce((s, r) => s + r.hashrate, 0) * (CYCLE / seconds);
      const lastShare = Math.max(...own.filter((r) => r.hashrate > 0).map((r) => r.t));
      // Anna's L7 mines on both pools: the same name twice, told apart by the id.
      const shown = workers.find(
        (w) => w.id === miningcoreWorkerId(pool, pool === 'ltc' ? LTC : DOGE, worker),
      );
      expect(shown, key).toBeDefined();
      expect(shown?.hashrate.tenMinutes, key).toBeCloseTo(average(600), -3);
      expect(shown?.hashrate.oneHour, key).toBeCloseTo(average(3600), -3);
      expect(shown?.hashrate.oneDay, key).toBeCloseTo(average(DAY), -3);
      expect(shown?.lastShareAt, key).toBe(new Date(lastShare * 1000).toISOString());
      expect(shown?.status, key).toBe(workerStatus(lastShare, NOW));
    }
    // The demo's stopped worker (l7b, three hours ago) is offline or inactive, never online.
    expect(workers.find((w) => w.name === 'l7b')?.status).not.toBe('online');
  });

  it('sums balances, yesterday’s rewards and payments from Miningcore’s money rows', async () => {
    const summary = await source.summary(SUB, 'Scrypt');
    const yesterday = (Math.floor(NOW / DAY) - 1) * DAY;
    for (const [pool, coin, address] of [
      ['ltc', 'LTC', LTC],
      ['doge', 'DOGE', DOGE],
    ] as const) {
      const [balance] = await engine.query<{ amount: string }>(
        'SELECT amount::text FROM balances WHERE poolid = $1 AND address = $2',
        [pool, address],
      );
      const changes = await engine.query<{ amount: string; t: number }>(
        `SELECT amount::text, extract(epoch from created)::float8 AS t FROM balance_changes
         WHERE poolid = $1 AND address = $2`,
        [pool, address],
      );
      const payments = await engine.query<{ amount: string }>(
        'SELECT amount::text FROM payments WHERE poolid = $1 AND address = $2',
        [pool, address],
      );
      const earned = changes
        .filter((c) => Number(c.amount) > 0 && c.t >= yesterday && c.t < yesterday + DAY)
        .reduce((s, c) => s + Number(c.amount), 0);
      const paid = payments.reduce((s, p) => s + Number(p.amount), 0);
      expect(summary.earnings.find((e) => e.coin === coin)).toMatchObject({
        balance: amount(toAtoms(balance?.amount ?? '0')),
        yesterday: amount(Math.round(earned * 1e8)),
        totalPaid: amount(Math.round(paid * 1e8)),
      });
    }
    expect(
      payoutsOf(await source.payouts(SUB, { algorithm: 'Scrypt' }, NOW, { offset: 0, limit: null })),
    ).toEqual(
      (
        await engine.query<{ amount: string; tx: string }>(
          `SELECT amount::text, transactionconfirmationdata AS tx FROM payments WHERE (poolid, address) IN (('ltc', $1), ('doge', $2))
           ORDER BY created DESC, id DESC`,
          [LTC, DOGE],
        )
      ).map((p) => [amount(toAtoms(p.amount)), p.tx]),
    );
  });

  it('lists each UTC day’s rewards as accruals, and the pool’s top miners by their 24 h samples', async () => {
    const { items } = await source.accruals(SUB, { algorithm: 'Scrypt' }, NOW, { offset: 0, limit: null });
    const credits = await engine.query<{ poolid: string; amount: string; t: number }>(
      `SELECT poolid, amount::text, extract(epoch from created)::float8 AS t FROM balance_changes
       WHERE (poolid, address) IN (('ltc', $1), ('doge', $2)) AND amount > 0`,
      [LTC, DOGE],
    );
    const byDay = new Map<string, number>();
    for (const c of credits) {
      const key = `${new Date(c.t * 1000).toISOString().slice(0, 10)}|${c.poolid === 'ltc' ? 'LTC' : 'DOGE'}`;
      byDay.set(key, (byDay.get(key) ?? 0) + Number(c.amount));
    }
    expect(new Map(items.map((a) => [`${a.date}|${a.coin}`, a.amount]))).toEqual(
      new Map([...byDay].map(([key, sum]) => [key, amount(Math.round(sum * 1e8))])),
    );

    const all = await engine.query<{ miner: string; hashrate: number; t: number }>(
      `SELECT miner, hashrate, extract(epoch from created)::float8 AS t FROM minerstats WHERE poolid = 'ltc'`,
    );
    const totals = new Map<string, number>();
    for (const r of all)
      if (r.t > NOW - DAY && r.t <= NOW) totals.set(r.miner, (totals.get(r.miner) ?? 0) + r.hashrate);
    const expected = [...totals]
      .filter(([, sum]) => sum > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5);
    const { items: top } = await source.topMiners('Scrypt', NOW, { offset: 0, limit: 5 });
    expect(top.map((m) => m.miner)).toEqual(expected.map(([miner]) => maskAddress(miner)));
    top.forEach((m, i) => expect(m.hashrate24h).toBeCloseTo(((expected[i]?.[1] ?? 0) * CYCLE) / DAY, -3));
  });
});

const payoutsOf = (listing: { items: { amount: string; txId: string }[] }) =>
  listing.items.map((p) => [p.amount, p.txId]);
