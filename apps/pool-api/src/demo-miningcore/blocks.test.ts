import { describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { coinAddress, dogecoinPool, litecoinPool, type SeededPool } from './pools';
import { MiningcoreSeeder } from './seeder';
import { freshMiningcoreDatabase, must, readShares, type ShareRow } from './testing';

// Blocks, rewards and payouts as the engine books them. The expected credits are computed here from the shares
// read back before the block matured (a PPLNS walk written out again), so the seeder's split is checked against
// the rows, not against itself.

const start = Date.UTC(2025, 5, 1);
const minute = 60_000;
const alice = coinAddress('LTC', 'alice');
const bob = coinAddress('LTC', 'bob');

interface BlockRow {
  blockheight: number;
  status: string;
  confirmationprogress: number;
  effort: number | null;
  reward: string | null;
  miner: string;
  networkdifficulty: number;
  transactionconfirmationdata: string;
  hash: string;
  type: string | null;
  created: Date;
}
const readBlocks = (db: Database, pool: string) =>
  db.query<BlockRow>('SELECT * FROM blocks WHERE poolid = $1 ORDER BY blockheight', [pool]);

interface ChangeRow {
  address: string;
  amount: string;
  usage: string;
  tags: string[];
  created: Date;
}
const readChanges = (db: Database, pool: string) =>
  db.query<ChangeRow>(
    'SELECT address, amount, usage, tags, created FROM balance_changes WHERE poolid = $1 ORDER BY id',
    [pool],
  );

/** Network height at `t` as the pool's own statistics recorded it. */
async function networkHeight(db: Database, pool: string, t: number) {
  const [row] = await db.query<{ blockheight: number }>(
    'SELECT blockheight FROM poolstats WHERE poolid = $1 AND created = $2',
    [pool, new Date(t).toISOString()],
  );
  return must(row, `a poolstats row at ${new Date(t).toISOString()}`).blockheight;
}

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-9);

/** A test pool whose blocks mature in minutes: 150 s blocks, mature at 3 confirmations, progress out of 4. */
const quickPool = (overrides: Partial<SeededPool> = {}) =>
  litecoinPool({ coinbaseMaturity: 3, minimumConfirmations: 4, ...overrides });

const twoMiners = (scheme: SeededPool['scheme'], networkDifficulty: number) => ({
  start,
  pools: [quickPool({ scheme, networkDifficulty })],
  randomBlocks: false,
  miners: [
    { pool: 'ltc', address: alice, workers: [{ name: 'rig1', hashrate: 10e9, start }] },
    { pool: 'ltc', address: bob, workers: [{ name: 'rig1', hashrate: 5e9, start }] },
  ],
});

/** Seeds an hour, finds a block, and returns the shares as they were before its rewards, and the rows after. */
async function blockCredited(db: Database, scheme: SeededPool['scheme'], networkDifficulty: number) {
  const seeder = new MiningcoreSeeder(db, twoMiners(scheme, networkDifficulty));
  const found = start + 60 * minute + 1;
  seeder.findBlock('ltc', alice, 'rig1', found);
  await seeder.advanceTo(found + minute);
  const before = await readShares(db, 'ltc');
  await seeder.advanceTo(start + 90 * minute);
  const block = must((await readBlocks(db, 'ltc'))[0]);
  expect(block.status).toBe('confirmed');
  const changes = await readChanges(db, 'ltc');
  const fee = Number(block.reward) * 0.01;
  const feeChanges = changes.filter((c) => c.address === litecoinPool().feeAddress);
  expect(feeChanges.map((c) => c.usage)).toEqual([`Reward for block ${block.blockheight}`]);
  close(Number(must(feeChanges[0]).amount), fee);
  const credits = changes.filter((c) => c.address !== litecoinPool().feeAddress);
  for (const change of changes) expect(change.tags).toEqual([]);
  const balances = await db.query<{ address: string; amount: string }>(
    'SELECT address, amount FROM balances',
  );
  for (const { address, amount } of balances)
    close(Number(amount), sum(changes.filter((c) => c.address === address).map((c) => Number(c.amount))));
  return {
    seeder,
    block,
    before,
    after: await readShares(db, 'ltc'),
    credits,
    remaining: Number(block.reward) - fee,
  };
}

/** The engine's PPLNS walk over `shares`, newest first, up to `factor` network difficulties. */
function pplnsExpected(shares: ShareRow[], blockTime: Date, factor: number, reward: number) {
  const walk = shares.filter((s) => s.created <= blockTime).reverse();
  const scores = new Map<string, number>();
  let total = 0;
  let cutOff: Date | null = null;
  for (const share of walk) {
    let score = share.difficulty / share.networkdifficulty;
    if (total + score >= factor) {
      score = factor - total;
      cutOff = share.created;
    }
    total += score;
    scores.set(share.miner, (scores.get(share.miner) ?? 0) + score);
    if (cutOff) break;
  }
  return { rewards: new Map([...scores].map(([a, s]) => [a, (s * reward) / factor])), cutOff, total };
}

describe('Miningcore blocks from the seeder', () => {
  it('takes a block from pending through its checks to confirmed, and an orphan to a zero reward', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      const seeder = new MiningcoreSeeder(db, {
        start,
        pools: [litecoinPool({ coinbaseMaturity: 11, minimumConfirmations: 12 }), dogecoinPool()],
        randomBlocks: false,
        miners: [
          { pool: 'ltc', address: alice, workers: [{ name: 'rig1', hashrate: 10e9, start }] },
          {
            pool: 'doge',
            address: coinAddress('DOGE', 'carol'),
            workers: [{ name: 'x', hashrate: 10e9, start }],
          },
        ],
      });
      const found = start + 21 * minute + 500;
      seeder.findBlock('ltc', alice, 'rig1', found);
      seeder.findBlock('ltc', alice, 'rig1', found + 5 * minute, { orphan: true });
      seeder.findBlock('doge', coinAddress('DOGE', 'carol'), 'x', found);
      await seeder.advanceTo(start + 29 * minute);

      // Found: pending, no progress, no effort and no reward until the first check.
      const [fresh, orphan] = await readBlocks(db, 'ltc');
      expect(fresh).toMatchObject({ status: 'pending', confirmationprogress: 0, effort: null, type: null });
      expect(Number(fresh?.reward)).toBe(0);
      expect(fresh?.created.getTime()).toBe(found);
      expect(fresh?.transactionconfirmationdata).toMatch(/^[0-9a-f]{64}$/);
      expect(fresh?.hash).toMatch(/^0{8}[0-9a-f]{56}$/);
      expect(orphan?.blockheight).toBeGreaterThan(must(fresh).blockheight);
      // The block's share is in the table, at the block's height and time.
      const shares = await readShares(db, 'ltc');
      expect(shares.some((s) => s.created.getTime() === found && s.blockheight === fresh?.blockheight)).toBe(
        true,
      );

      await seeder.advanceTo(start + 30 * minute); // the first check
      const [checked] = await readBlocks(db, 'ltc');
      const height = await networkHeight(db, 'ltc', start + 30 * minute);
      expect(checked?.confirmationprogress).toBe((height - must(checked).blockheight + 1) / 12);
      expect(Number(checked?.reward)).toBeGreaterThanOrEqual(6.25);
      expect(Number(checked?.reward)).toBeLessThan(6.27);
      // Effort: the pool's shares since its previous block (none: since the start) over the network difficulty.
      const since = shares.filter((s) => s.created.getTime() < found);
      close(must(checked?.effort), sum(since.map((s) => s.difficulty)) / must(checked).networkdifficulty);

      await seeder.advanceTo(start + 40 * minute);
      const [second, orphaned] = await readBlocks(db, 'ltc');
      const height40 = await networkHeight(db, 'ltc', start + 40 * minute);
      expect(second?.status).toBe('pending');
      expect(second?.confirmationprogress).toBe((height40 - must(second).blockheight + 1) / 12);
      expect(orphaned).toMatchObject({ status: 'orphaned', reward: '0.000000000000' });

      await seeder.advanceTo(start + 60 * minute);
      const [confirmed] = await readBlocks(db, 'ltc');
      expect(confirmed).toMatchObject({
        status: 'confirmed',
        confirmationprogress: 1,
        reward: checked?.reward,
      });

      // DOGE with the preset: progress measured against 251 confirmations.
      const [doge] = await readBlocks(db, 'doge');
      const dogeHeight = await networkHeight(db, 'doge', start + 60 * minute);
      expect(doge?.status).toBe('pending');
      expect(doge?.confirmationprogress).toBe((dogeHeight - must(doge).blockheight + 1) / 251);
      expect(Number(doge?.reward)).toBeGreaterThanOrEqual(10_000);
    } finally {
      await db.close();
    }
  });

  it('PPLNS: a filled window pays reward × (1 − fee) and deletes the older shares', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      // About 12,600 of difficulty an hour: a window of 2 × 3,000 reaches half an hour back.
      const { block, before, after, credits, remaining } = await blockCredited(db, 'PPLNS', 3000);
      const expected = pplnsExpected(before, block.created, 2, remaining);
      expect(expected.cutOff).not.toBeNull();
      close(sum(credits.map((c) => Number(c.amount))), remaining);
      for (const [address, amount] of expected.rewards) {
        const credit = must(credits.find((c) => c.address === address));
        close(Number(credit.amount), amount);
        const shares = sum(
          before
            .filter(
              (s) => s.miner === address && s.created <= block.created && s.created >= must(expected.cutOff),
            )
            .map((s) => s.difficulty),
        );
        expect(credit.usage).toBe(
          `Reward for ${Math.round(shares / 10) / 100}K shares for block ${block.blockheight}`,
        );
      }
      expect(after.every((s) => s.created >= must(expected.cutOff))).toBe(true);
      // Every share from the cut-off on is still there; nothing older is.
      const snapshot = must(before.at(-1)).created;
      expect(after.filter((s) => s.created <= snapshot)).toEqual(
        before.filter((s) => s.created >= must(expected.cutOff)),
      );
    } finally {
      await db.close();
    }
  });

  it('PPLNS: a window the shares never fill leaves the rest undistributed and deletes nothing', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      const { block, before, after, credits, remaining } = await blockCredited(db, 'PPLNS', 1e6);
      const expected = pplnsExpected(before, block.created, 2, remaining);
      expect(expected.cutOff).toBeNull();
      expect(expected.total).toBeLessThan(0.05);
      close(sum(credits.map((c) => Number(c.amount))), (expected.total / 2) * remaining);
      for (const [address, amount] of expected.rewards)
        close(Number(must(credits.find((c) => c.address === address)).amount), amount);
      expect(after.length).toBeGreaterThanOrEqual(before.length);
    } finally {
      await db.close();
    }
  });

  it('PROP pays every share up to the block pro rata; SOLO pays the finder and deletes only its shares', async () => {
    const db = await freshMiningcoreDatabase();
    const solo = await freshMiningcoreDatabase();
    try {
      const prop = await blockCredited(db, 'PROP', 1e6);
      close(sum(prop.credits.map((c) => Number(c.amount))), prop.remaining);
      const paid = prop.before.filter((s) => s.created <= prop.block.created);
      const total = sum(paid.map((s) => s.difficulty));
      for (const address of [alice, bob]) {
        const own = sum(paid.filter((s) => s.miner === address).map((s) => s.difficulty));
        close(
          Number(must(prop.credits.find((c) => c.address === address)).amount),
          (own / total) * prop.remaining,
        );
      }
      expect(prop.after.every((s) => s.created > prop.block.created)).toBe(true);

      const soloRun = await blockCredited(solo, 'SOLO', 1e6);
      expect(soloRun.credits).toHaveLength(1);
      expect(soloRun.credits[0]).toMatchObject({
        address: alice,
        usage: `Reward for block ${soloRun.block.blockheight}`,
      });
      close(Number(soloRun.credits[0]?.amount), soloRun.remaining);
      // At confirmation every share of the finder goes (it keeps mining: later ones stay); the others' stay.
      const confirmedAt = must(soloRun.credits[0]).created;
      expect(soloRun.after.filter((s) => s.miner === alice && s.created <= confirmedAt)).toEqual([]);
      expect(soloRun.after.filter((s) => s.miner === alice).length).toBeGreaterThan(0);
      const bobBefore = soloRun.before.filter((s) => s.miner === bob);
      expect(soloRun.after.filter((s) => s.miner === bob).slice(0, bobBefore.length)).toEqual(bobBefore);
    } finally {
      await db.close();
      await solo.close();
    }
  });

  it('pays balances at their threshold, then resets each to zero with a matching balance change', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      const seeder = new MiningcoreSeeder(db, {
        ...twoMiners('PPLNS', 3000),
        pools: [quickPool({ networkDifficulty: 3000, payoutIntervalSeconds: 3600 })],
        miners: [
          {
            pool: 'ltc',
            address: alice,
            paymentThreshold: '1000',
            workers: [{ name: 'rig1', hashrate: 10e9, start }],
          },
          { pool: 'ltc', address: bob, workers: [{ name: 'rig1', hashrate: 5e9, start }] },
        ],
      });
      seeder.findBlock('ltc', alice, 'rig1', start + 35 * minute);
      await seeder.advanceTo(start + 59 * minute);
      const owed = await db.query<{ address: string; amount: string }>(
        'SELECT address, amount FROM balances ORDER BY address',
      );
      expect(owed.length).toBe(3);
      await seeder.advanceTo(start + 61 * minute);

      const payments = await db.query<{
        coin: string;
        address: string;
        amount: string;
        transactionconfirmationdata: string;
        created: Date;
      }>('SELECT coin, address, amount, transactionconfirmationdata, created FROM payments ORDER BY address');
      // Alice's own threshold (1000) holds hers back; Bob and the fee recipient reach the pool's minimum (0.01).
      const paidOut = owed.filter((o) => o.address !== alice);
      expect(payments.map((p) => [p.coin, p.address, p.amount, p.created.getTime()])).toEqual(
        paidOut.map((o) => ['LTC', o.address, o.amount, start + 60 * minute]),
      );
      expect(new Set(payments.map((p) => p.transactionconfirmationdata)).size).toBe(1);
      expect(payments[0]?.transactionconfirmationdata).toMatch(/^[0-9a-f]{64}$/);

      const changes = await readChanges(db, 'ltc');
      const balances = await db.query<{ address: string; amount: string }>(
        'SELECT address, amount FROM balances ORDER BY address',
      );
      for (const { address, amount } of balances) {
        const own = changes.filter((c) => c.address === address);
        close(sum(own.map((c) => Number(c.amount))), Number(amount));
        const payment = payments.find((p) => p.address === address);
        if (payment) {
          expect(amount).toBe('0.000000000000');
          expect(own.at(-1)).toMatchObject({
            amount: `-${payment.amount}`,
            usage: 'Balance reset after payment',
            tags: [],
          });
          expect(own.at(-1)?.created).toEqual(payment.created);
        } else expect(amount).toBe(must(owed.find((o) => o.address === address)).amount);
      }
    } finally {
      await db.close();
    }
  });

  it('deletes statistics older than cleanupDays every four hours, and nothing else', async () => {
    const db = await freshMiningcoreDatabase();
    try {
      const seeder = new MiningcoreSeeder(db, {
        start,
        pools: [litecoinPool()],
        randomBlocks: false,
        cleanupDays: 1 / 24,
        miners: [{ pool: 'ltc', address: alice, workers: [{ name: 'rig1', hashrate: 10e9, start }] }],
      });
      await seeder.advanceTo(start + 239 * minute);
      const oldest = async (table: string) =>
        must((await db.query<{ t: Date }>(`SELECT MIN(created) AS t FROM ${table}`))[0]).t.getTime();
      expect(await oldest('minerstats')).toBe(start + 2 * minute);
      const shares = (await readShares(db, 'ltc')).length;
      await seeder.advanceTo(start + 241 * minute);
      expect(await oldest('minerstats')).toBe(start + 180 * minute);
      expect(await oldest('poolstats')).toBe(start + 180 * minute);
      expect((await readShares(db, 'ltc')).length).toBeGreaterThan(shares);
    } finally {
      await db.close();
    }
  });
});
