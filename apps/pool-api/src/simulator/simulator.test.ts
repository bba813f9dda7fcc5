import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { HISTORY_DAYS, Simulator } from './index';
import { freshDatabase } from '../testing/databases';

// Writing a new account's history is the API's longest piece of work; under `npm start` the host server shares its
// process, so pages and config must keep being served meanwhile.

let db: Database;
beforeAll(async () => {
  db = await openDatabase(await freshDatabase());
}, 180_000);
afterAll(async () => {
  await db?.close();
});

describe('Simulator.ensure', () => {
  it(`lets other work run while it writes ${HISTORY_DAYS} days of history`, async () => {
    const simulator = new Simulator(db, () => Date.UTC(2026, 10, 22, 12) / 1000);
    let turns = 0;
    let writing = true;
    // Another request's turn on the event loop: counted each time the loop gets round to it.
    const other = () => {
      turns += 1;
      if (writing) setImmediate(other);
    };
    setImmediate(other);
    await simulator.ensure('breathing-test-user', 'breather');
    writing = false;
    const samples = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM samples WHERE sub = $1', [
      'breathing-test-user',
    ]);
    expect(samples[0]?.n).toBeGreaterThan(20_000);
    // One turn per batch and per settled day at least: the write is never one block of the event loop.
    expect(turns).toBeGreaterThan(HISTORY_DAYS);
  }, 180_000);
});
