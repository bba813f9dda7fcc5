import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { encodeSegwit } from '../../domain/addresses';
import { coins } from '../../domain/coins';
import { dailyYield } from '../../domain/profitability';
import { openMiningcoreDatabase } from '../../demo-miningcore/database';
import { createMiningcoreSchema } from '../../demo-miningcore/schema';
import { freshDatabase } from '../../testing/databases';
import * as rows from '../../testing/miningcoreRows';
import { maskAddress, miningcoreSource, miningcoreWorkerId } from './index';
import { MININGCORE_CYCLE_SECONDS, parseMiningcorePools } from './config';
import type { PoolSource } from '../types';
import { DAY, iso } from '../../domain/time';

// The Miningcore source on Miningcore's own schema, with rows written as the engine writes them (a sample every
// 120 s per worker, one 0 row when a worker stops, rewards then a payment and its balance reset). Each expected
// figure is worked out here from the rows the test wrote, not by the code under test.

const CYCLE = MININGCORE_CYCLE_SECONDS;
/** The clock: a statistics cycle, mid-afternoon UTC. */
const NOW = Math.floor(Date.parse('2026-11-20T15:00:00Z') / 1000 / CYCLE) * CYCLE;
const SUB = 'miner-account';
const OTHER = 'other-account';
const LTC = encodeSegwit('ltc', 0, Buffer.alloc(20, 1));
const STRANGER = encodeSegwit('ltc', 0, Buffer.alloc(20, 3));

let lode: Database;
let engine: Database;
let source: PoolSource;
const pools = parseMiningcorePools('ltc=LTC,doge=DOGE+LTC');

const mine = (pool: string, miner: string, worker: string, hashrate: number, from: number, until: number) =>
  rows.mine(engine, { pool, miner, worker, hashrate, from, until });
const stop = (pool: string, miner: string, worker: string, at: number) =>
  rows.stop(engine, { pool, miner, worker, at });
const poolstats = (pool: string, from: number, until: number, hashrate: number, difficulty: number) =>
  rows.poolStats(engine, { pool, from, until, hashrate, difficulty });
const credit = (pool: string, address: string, amount: string, at: number, block: number) =>
  rows.credit(engine, { pool, address, amount, at, block });

beforeAll(async () => {
  lode = await openDatabase(await freshDatabase());
  engine = await openMiningcoreDatabase(await freshDatabase());
  await createMiningcoreSchema(engine);
  source = miningcoreSource({ lode, engine, pools, now: () => NOW * 1000 });

  // rig-1 runs the whole day at 9.5 GH/s; rig-2 ran at 5 GH/s until 30 minutes ago; the address without a worker
  // name ran at 1 GH/s for the last 40 minutes; rig-old stopped three days ago.
  await mine('ltc', LTC, 'rig-1', 9.5e9, NOW - 2 * DAY, NOW);
  await mine('ltc', LTC, 'rig-2', 5e9, NOW - DAY, NOW - 1800);
  await stop('ltc', LTC, 'rig-2', NOW - 1800 + CYCLE);
  await mine('ltc', LTC, '', 1e9, NOW - 2400, NOW);
  await mine('ltc', LTC, 'rig-old', 2e9, NOW - 4 * DAY, NOW - 3 * DAY);
  await stop('ltc', LTC, 'rig-old', NOW - 3 * DAY + CYCLE);
  // Somebody else's miner, bigger, on the same pool: in the top list, never in our account.
  await mine('ltc', STRANGER, 'farm', 40e9, NOW - DAY, NOW);
  await poolstats('ltc', NOW - 2 * DAY, NOW, 60e9, 3.1e7);
  await poolstats('doge', NOW - 2 * DAY, NOW, 60e9, 2.2e7);

  await engine.query(
    `INSERT INTO blocks (poolid, blockheight, networkdifficulty, status, type, confirmationprogress, effort,
                         transactionconfirmationdata, miner, reward, source, hash, created)
     VALUES ('ltc', 2999990, 3.1e7, 'confirmed', NULL, 1, 0.8123456, 'tx-a', $1, 6.31, '', 'hash-a', to_timestamp($2)),
            ('ltc', 2999995, 3.1e7, 'orphaned', NULL, 0, 1.2, 'tx-b', $1, 0, '', NULL, to_timestamp($3)),
            ('ltc', 3000000, 3.1e7, 'pending', NULL, 0.5, NULL, 'tx-c', $1, 6.25, '', 'hash-c', to_timestamp($4)),
            ('ltc', 2000000, 3.1e7, 'confirmed', NULL, 1, 1, 'tx-d', $1, 6.25, '', 'hash-d', to_timestamp($5))`,
    [STRANGER, NOW - 5 * 3600, NOW - 3 * 3600, NOW - 3600, NOW - 40 * DAY],
  );

  // Rewards two days ago and yesterday, a payment of both yesterday evening with its reset, a reward today.
  const yesterday = (Math.floor(NOW / DAY) - 1) * DAY;
  await credit('ltc', LTC, '0.012345678901', yesterday - DAY + 3600, 2999980);
  await credit('ltc', LTC, '0.020000000000', yesterday + 7200, 2999985);
  await engine.query(
    `INSERT INTO payments (poolid, coin, address, amount, transactionconfirmationdata, created)
     VALUES ('ltc', 'LTC', $1, 0.032345678901, 'pay-tx-1', to_timestamp($2))`,
    [LTC, yesterday + 20 * 3600],
  );
  await engine.query(
    `INSERT INTO balance_changes (poolid, address, amount, usage, tags, created)
     VALUES ('ltc', $1, -0.032345678901, 'Balance reset after payment', '{}', to_timestamp($2))`,
    [LTC, yesterday + 20 * 3600],
  );
  await credit('ltc', LTC, '0.004000000000', NOW - 3600, 3000000);
  await engine.query(
    `INSERT INTO balances (poolid, address, amount, created, updated)
     VALUES ('ltc', $1, 0.004, to_timestamp($2), to_timestamp($2))`,
    [LTC, NOW - 3600],
  );

  for (const sub of [SUB, OTHER]) await source.ensureAccount(sub, sub);
});

afterAll(async () => {
  await lode?.close();
  await engine?.close();
});

describe('an address in front of Miningcore', () => {
  it('shows no data until proved by a worker named after the one-time code, then belongs to that account', async () => {
    expect(await source.workers(SUB, 'Scrypt')).toEqual([]);
    const pending = await source.wallets.update(SUB, 'LTC', { address: LTC }, NOW * 1000);
    expect(pending.proof).toMatchObject({ status: 'pending', provenAt: null });
    const code = pending.proof?.workerName as string;
    expect(code).toMatch(/^lode[a-z2-9]{8}$/);
    expect(pending.proof?.login).toBe(`${LTC}.${code}`);
    // A threshold waits for the proof; another account may ask for the same address meanwhile.
    await expect(source.wallets.update(SUB, 'LTC', { payoutThreshold: '0.5' }, NOW * 1000)).rejects.toThrow();
    expect(await source.workers(SUB, 'Scrypt')).toEqual([]);

    // The proof: the pool's statistics show the one-time worker mining to the address after the code was issued.
    await mine('ltc', LTC, code, 1e6, NOW - CYCLE, NOW);
    const listed = await source.wallets.list(SUB, 'Scrypt');
    expect(listed.items[0]).toMatchObject({ coin: 'LTC', address: LTC, proof: { status: 'proven' } });
    expect(listed.items[1]).toMatchObject({ coin: 'DOGE', address: null, proof: null });
    expect((await source.workers(SUB, 'Scrypt')).map((w) => w.name)).toContain('rig-1');

    const theirs = await source.wallets
      .update(OTHER, 'LTC', { address: LTC }, NOW * 1000)
      .catch((e: unknown) => e);
    expect(theirs).toMatchObject({
      fields: [{ field: 'address', message: 'This address is linked to another account' }],
    });
    expect(await source.workers(OTHER, 'Scrypt')).toEqual([]);
    // The proof worker stays in the list like any worker; drop it from the figures below (a new source: the
    // windows of a cycle are kept in memory, and Miningcore never deletes a cycle's rows as this test does).
    await engine.query('DELETE FROM minerstats WHERE worker = $1', [code]);
    source = miningcoreSource({ lode, engine, pools, now: () => NOW * 1000 });
  });

  it('writes a proved address’s threshold to Miningcore’s settings table and says when it applies', async () => {
    const wallet = await source.wallets.update(SUB, 'LTC', { payoutThreshold: '0.25' }, NOW * 1000);
    expect(wallet).toMatchObject({
      payoutThreshold: '0.25000000',
      thresholdTakesEffectWithin: 600,
      paused: null,
    });
    expect(
      await engine.query('SELECT poolid, address, paymentthreshold::text AS t FROM miner_settings'),
    ).toEqual([{ poolid: 'ltc', address: LTC, t: '0.250000000000' }]);
    const refused = await source.wallets
      .update(SUB, 'LTC', { payoutThreshold: '0.00001' }, NOW * 1000)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ fields: [{ field: 'payoutThreshold' }] });
  });
});

describe('account figures from Miningcore', () => {
  it('lists workers with averages over 10 min, 1 h and 24 h as Σ samples × 120 s ÷ window, and unknown rejects', async () => {
    const workers = await source.workers(SUB, 'Scrypt');
    const byName = Object.fromEntries(workers.map((w) => [w.name, w]));
    expect(Object.keys(byName).sort()).toEqual([LTC, 'rig-1', 'rig-2', 'rig-old'].sort());
    // rig-1: a sample every cycle of the day.
    expect(byName['rig-1']).toMatchObject({
      status: 'online',
      hashrate: { tenMinutes: 9.5e9, oneHour: 9.5e9, oneDay: 9.5e9 },
      rejectRate: null,
      staleRate: null,
      group: null,
      model: null,
      lastShareAt: iso(NOW),
      uptime: 1,
    });
    // rig-2: 5 GH/s for the 23.5 h before it stopped, then its 0 row: offline after 10 quiet minutes.
    const rig2 = byName['rig-2'];
    expect(rig2?.status).toBe('offline');
    expect(rig2?.lastShareAt).toBe(iso(NOW - 1800));
    expect(rig2?.hashrate.tenMinutes).toBe(0);
    expect(rig2?.hashrate.oneHour).toBeCloseTo((5e9 * (1800 / CYCLE) * CYCLE) / 3600, 0);
    expect(rig2?.hashrate.oneDay).toBeCloseTo((5e9 * ((DAY - 1800) / CYCLE) * CYCLE) / DAY, 0);
    // The login without a worker name: 20 cycles of 1 GH/s.
    expect(byName[LTC]?.hashrate).toEqual({
      tenMinutes: 1e9,
      oneHour: (1e9 * 20 * CYCLE) / 3600,
      oneDay: (1e9 * 20 * CYCLE) / DAY,
    });
    // rig-old: not seen for three days: inactive, with nothing in the windows.
    expect(byName['rig-old']).toMatchObject({ status: 'inactive', uptime: 0, hashrate: { oneDay: 0 } });
    expect(byName['rig-1']?.id).toBe(miningcoreWorkerId('ltc', LTC, 'rig-1'));
  });

  it('sums the dashboard from those workers, Miningcore’s balance, yesterday’s rewards and the payments', async () => {
    const summary = await source.summary(SUB, 'Scrypt');
    const oneDay = 9.5e9 + (5e9 * (DAY - 1800)) / DAY + (1e9 * 20 * CYCLE) / DAY;
    expect(summary.hashrate.oneDay).toBeCloseTo(oneDay, 0);
    expect(summary.hashrate.tenMinutes).toBe(9.5e9 + 1e9);
    expect(summary).toMatchObject({
      rejectRate: null,
      staleRate: null,
      workers: { online: 2, offline: 1, inactive: 1 },
    });
    const ltc = summary.earnings.find((e) => e.coin === 'LTC');
    const estimate = dailyYield({
      hashrate: summary.hashrate.oneDay,
      difficulty: 3.1e7,
      blockReward: coins.LTC.blockReward,
      blockFees: coins.LTC.averageBlockFees,
      poolFee: pools[0]?.poolFee as number,
      uptime: 1,
    }).total;
    expect(ltc).toEqual({
      coin: 'LTC',
      balance: '0.00400000',
      yesterday: '0.02000000',
      totalPaid: '0.03234568',
      todayEstimate: (Math.floor(estimate * 1e8) / 1e8).toFixed(8),
    });
    expect(summary.earnings.find((e) => e.coin === 'DOGE')).toMatchObject({
      balance: '0.00000000',
      totalPaid: '0.00000000',
    });
  });

  it('lists accruals per UTC day, paid by the payment after them, with the fee bonus unknown', async () => {
    const { items } = await source.accruals(SUB, { algorithm: 'Scrypt' }, NOW, { offset: 0, limit: null });
    const today = iso(NOW).slice(0, 10);
    const yesterday = iso(NOW - DAY).slice(0, 10);
    const before = iso(NOW - 2 * DAY).slice(0, 10);
    expect(items.map((a) => [a.date, a.amount, a.status, a.feeBonus, a.type])).toEqual([
      [today, '0.00400000', 'unpaid', null, 'mining'],
      [yesterday, '0.02000000', 'paid', null, 'mining'],
      [before, '0.01234568', 'paid', null, 'mining'],
    ]);
    // The day's average hashrate: rig-1 all day (rig-2 and the unnamed worker only partly, on their own days).
    const rig1Today = 9.5e9 * ((NOW % DAY) / CYCLE);
    expect(items[0]?.hashrate).toBeGreaterThanOrEqual((rig1Today * CYCLE) / DAY);
  });

  it('lists payments as sent payouts with the transaction link and no fee', async () => {
    const { items, total } = await source.payouts(SUB, { algorithm: 'Scrypt' }, NOW, {
      offset: 0,
      limit: 10,
    });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      coin: 'LTC',
      amount: '0.03234568',
      fee: null,
      status: 'sent',
      txId: 'pay-tx-1',
      address: LTC,
      explorerUrl: coins.LTC.explorerTx.replace('{tx}', 'pay-tx-1'),
    });
    expect(
      (await source.payouts(SUB, { algorithm: 'Scrypt', status: 'confirmed' }, NOW, { offset: 0, limit: 10 }))
        .total,
    ).toBe(0);
  });

  it('draws the account’s and one worker’s hashrate from the samples, split over the buckets they cover', async () => {
    const points = (await source.hashrate(SUB, { algorithm: 'Scrypt' }, '1h', '1m', 'UTC'))?.points ?? [];
    expect(points).toHaveLength(60);
    // Every minute of the last half hour: rig-1 and (for the last 40 min) the unnamed worker.
    expect(points.at(-1)).toMatchObject({ hashrate: 10.5e9, rejectedHashrate: null, staleHashrate: null });
    const id = miningcoreWorkerId('ltc', LTC, 'rig-2');
    const rig2 = (await source.hashrate(SUB, { workerId: id }, '24h', '1h', 'UTC'))?.points ?? [];
    // The last hour: mined its first half (its samples up to 14:30 cover 13:58–14:30), then stopped.
    expect(rig2.at(-1)?.hashrate).toBeCloseTo(2.5e9, 0);
    expect(rig2.at(-3)?.hashrate).toBeCloseTo(5e9, 0);
    expect(await source.hashrate(OTHER, { workerId: id }, '24h', '1h', 'UTC')).toBeNull();
  });
});

describe('public figures from Miningcore', () => {
  it('shows each pool with its scheme, the newest pool statistics and no price', async () => {
    const cards = await source.coins(NOW);
    expect(cards.map((c) => [c.id, c.scheme, c.mergedWith])).toEqual([
      ['LTC', 'PPLNS', null],
      ['DOGE', 'PPLNS', 'LTC'],
    ]);
    expect(cards[0]).toMatchObject({
      poolHashrate: 60e9,
      networkDifficulty: 3.1e7,
      miners: 2,
      workers: 3,
      priceUsd: null,
      lastBlock: { height: 3000000, time: iso(NOW - 3600) },
    });
  });

  it('lists the last 30 days of blocks with confirmations from Miningcore’s progress', async () => {
    const { items, total } = await source.blocks({}, NOW, { offset: 0, limit: 10 });
    const required = pools[0]?.confirmations ?? 0;
    expect(total).toBe(3);
    expect(items.map((b) => [b.height, b.status, b.confirmations, b.effort, b.hash])).toEqual([
      [3000000, 'pending', Math.round(0.5 * required), null, 'hash-c'],
      [2999995, 'orphaned', 0, 1.2, null],
      [2999990, 'confirmed', required, 0.8123, 'hash-a'],
    ]);
    expect(items[2]?.reward).toBe('6.31000000');
  });

  it('ranks the top miners by their 24 h average, masked', async () => {
    const { items } = await source.topMiners('Scrypt', NOW, { offset: 0, limit: 10 });
    expect(items[0]).toEqual({ rank: 1, miner: maskAddress(STRANGER), hashrate24h: 40e9, workers: 1 });
    expect(items[1]?.miner).toBe(maskAddress(LTC));
  });
});

describe('thresholds through Miningcore’s admin API', () => {
  it('posts the proved address’s threshold to the admin API, and says so on its field when refused', async () => {
    const received: { method?: string; url?: string; body: string }[] = [];
    let refuse = false;
    const admin = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, body });
        // Miningcore answers errors as bare text.
        if (refuse) response.writeHead(400).end('Invalid threshold');
        else response.writeHead(200, { 'content-type': 'application/json' }).end('{"paymentThreshold":0.3}');
      });
    });
    await new Promise<void>((resolve) => admin.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = admin.address() as AddressInfo;
      const viaAdmin = miningcoreSource({
        lode,
        engine,
        pools,
        now: () => NOW * 1000,
        adminUrl: `http://127.0.0.1:${port}`,
      });
      const before = await engine.query('SELECT paymentthreshold::text AS t FROM miner_settings');
      await viaAdmin.wallets.update(SUB, 'LTC', { payoutThreshold: '0.3' }, NOW * 1000);
      expect(received).toEqual([
        {
          method: 'POST',
          url: `/api/admin/pools/ltc/miners/${LTC}/settings`,
          body: JSON.stringify({ paymentThreshold: 0.3 }),
        },
      ]);
      // The admin API writes Miningcore's table itself: Lode did not.
      expect(await engine.query('SELECT paymentthreshold::text AS t FROM miner_settings')).toEqual(before);
      refuse = true;
      const refused = await viaAdmin.wallets
        .update(SUB, 'LTC', { payoutThreshold: '0.4' }, NOW * 1000)
        .catch((e: unknown) => e);
      expect(refused).toMatchObject({
        fields: [
          { field: 'payoutThreshold', message: 'The pool refused the threshold (400): Invalid threshold' },
        ],
      });
    } finally {
      await new Promise((resolve) => admin.close(resolve));
    }
  });
});
