import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { Simulator } from '../simulator';
import { createLiveStream, LocalStreamBus, type LiveStream } from './index';
import { eventsAfter } from './log';
import { DAY } from '../domain/time';

// What the simulator's minutes put on an account's stream, on a real (embedded) PostgreSQL: the events are stored
// with the data and announced after the commit.

let db: Database;
let stream: LiveStream;
let simulator: Simulator;
let now = 0;
const announced: { sub: string; lastId: number }[] = [];
const SUB = 'stream-events-test';

/** The stored events of the account after `id`, with their data parsed. */
async function storedAfter(id: number) {
  return (await eventsAfter(db, SUB, id, 1000)).map((e) => ({
    id: e.id,
    type: e.type,
    data: JSON.parse(e.data) as Record<string, unknown>,
  }));
}

const lastStored = async () => (await eventsAfter(db, SUB, 0, 100_000)).at(-1)?.id ?? 0;

beforeAll(async () => {
  db = await openDatabase({});
  stream = createLiveStream(
    db,
    { pool: () => now * 1000, real: () => now * 1000 },
    {
      bus: {
        publish: (sub, lastId) => announced.push({ sub, lastId }),
        subscribe: () => () => {},
        close: async () => {},
      },
    },
  );
  // 20:00 UTC: four hours before a day to settle.
  now = Math.floor(Date.UTC(2026, 10, 20, 20, 0) / 1000);
  simulator = new Simulator(db, () => now, stream.simulatorObserver);
  await simulator.ensure(SUB, 'tester');
});

afterAll(async () => {
  await stream?.close();
  await db?.close();
});

describe('simulator events', () => {
  it('stores a hashrate event per algorithm each minute and announces it after the commit', async () => {
    const before = await lastStored();
    announced.length = 0;
    now += 60;
    expect(await simulator.tick()).toEqual([SUB]);
    const events = await storedAfter(before);
    expect(events.map((e) => e.type)).toEqual(['hashrate', 'hashrate']);
    expect(events.map((e) => e.data.algorithm)).toEqual(['Scrypt', 'SHA256']);
    expect(events.map((e) => e.id)).toEqual([before + 1, before + 2]);
    expect(announced).toEqual([{ sub: SUB, lastId: before + 2 }]);
  });

  it('tells when a worker stops sending shares: offline after ten minutes', async () => {
    const [worker] = await db.query<{ id: string; name: string }>(
      `SELECT id, name FROM workers WHERE sub = $1 AND offline_from IS NULL AND NOT flapping
       AND algorithm = 'Scrypt' ORDER BY position LIMIT 1`,
      [SUB],
    );
    if (!worker) throw new Error('no steady worker');
    // The machine stops now (what a test-only control of the simulator would do).
    await db.query('UPDATE workers SET offline_from = $2 WHERE id = $1', [worker.id, now]);
    const before = await lastStored();
    for (let minute = 0; minute < 12; minute += 1) {
      now += 60;
      await simulator.tick();
    }
    const changes = (await storedAfter(before)).filter(
      (e) => e.type === 'worker' && e.data.workerId === worker.id,
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]?.data).toMatchObject({
      workerName: worker.name,
      previous: 'online',
      status: 'offline',
    });
  });

  it('tells the balances when a day is settled, and the payouts it made', async () => {
    const before = await lastStored();
    // Past midnight: the day settles (accruals; a payout where a balance reached its threshold).
    now = (Math.floor(now / DAY) + 1) * DAY + 120;
    await simulator.tick();
    const events = await storedAfter(before);
    const balance = events.find((e) => e.type === 'balance');
    expect(balance?.data.balances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ coin: 'LTC', balance: expect.stringMatching(/^\d+\.\d{8}$/) }),
      ]),
    );
    const payouts = await db.query<{ id: string }>(
      'SELECT id FROM payouts WHERE sub = $1 AND sent_at >= $2 ORDER BY sent_at, coin',
      [SUB, Math.floor(now / DAY) * DAY],
    );
    // This account's LTC balance reaches its threshold that night (the simulator is deterministic per account).
    expect(payouts.length).toBeGreaterThan(0);
    expect(events.filter((e) => e.type === 'payout').map((e) => e.data.id)).toEqual(payouts.map((p) => p.id));
  });
});

describe('a bus whose notices carry no events (as PostgreSQL NOTIFY may)', () => {
  it('still brings every event to an open stream, read from the table', async () => {
    class IdsOnly extends LocalStreamBus {
      override publish(sub: string, lastId: number) {
        super.publish(sub, lastId);
      }
    }
    const bare = createLiveStream(
      db,
      { pool: () => now * 1000, real: () => now * 1000 },
      { bus: new IdsOnly() },
    );
    const simulated = new Simulator(db, () => now, bare.simulatorObserver);
    try {
      const response = bare.respond(
        { sub: SUB, username: 'tester', via: 'apiKey', scopes: new Set(['account:read']), roles: new Set() },
        SUB,
        new Request('http://localhost/api/v1/account/stream'),
      );
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value);
      const start = Number(/id: (\d+)\nevent: ready/.exec(text)?.[1]);
      now += 60;
      await simulated.tick();
      const newest = await lastStored();
      expect(newest).toBeGreaterThan(start);
      while (!text.includes(`id: ${newest}\n`)) text += decoder.decode((await reader.read()).value);
      const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
      expect(ids).toEqual(Array.from({ length: newest - start + 1 }, (_, i) => start + i));
      await reader.cancel();
    } finally {
      await bare.close();
    }
  });
});
