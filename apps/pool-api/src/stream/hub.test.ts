import { afterEach, expect, it } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../db/database';
import { createLogger } from '../log';
import { freshDatabase } from '../testing/databases';
import { LocalStreamBus } from './bus';
import { StreamHub } from './hub';
import { appendEvents } from './log';

// A stream that has to read the events it lacks from the table while the database is away (a restart): the read
// fails, the stream ends so its client resumes from its last id, and the failure stays inside the hub. An unhandled
// rejection there ended the whole API process.

const SUB = 'miner-1';
let db: Database | undefined;
let hub: StreamHub | undefined;

afterEach(async () => {
  hub?.close();
  await db?.close();
});

const hashrate = (n: number) => ({ type: 'hashrate' as const, data: { n } });

it('ends a stream whose read fails while the database is away, and the process carries on', async () => {
  db = await openDatabase(await freshDatabase());
  const stored = db;
  await stored.transaction((tx) => appendEvents(tx, SUB, [1, 2, 3].map(hashrate), 1));
  let away = false;
  // The API's own database, made unreachable on demand.
  const reachable: Queryable = {
    query: (sql, params) =>
      away
        ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
        : stored.query(sql, params),
  };
  const lines: { message: string }[] = [];
  const bus = new LocalStreamBus();
  hub = new StreamHub({
    db: reachable,
    bus,
    now: Date.now,
    heartbeatMs: 60_000,
    log: createLogger({ write: (line) => lines.push(JSON.parse(line) as { message: string }) }),
  });
  const escaped: unknown[] = [];
  let noteEscape: (reason: unknown) => void = () => {};
  // Before the fix the stream never ended: the test stops at the escape instead of at its time limit.
  const escape = new Promise<{ escaped: unknown }>((resolve) => {
    noteEscape = (reason) => resolve({ escaped: reason });
  });
  const onUnhandled = (reason: unknown) => {
    escaped.push(reason);
    noteEscape(reason);
  };
  process.on('unhandledRejection', onUnhandled);
  try {
    // A client resuming after event 1 gets 2 and 3, read from the table.
    const reader = hub.open(SUB, '1', Date.now() + 60_000, 'expired').body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('id: 3\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended early:\n${text}`);
      text += decoder.decode(value);
    }

    // Events 4 and 5 are written, and announced without their data, as the database goes away.
    await stored.transaction((tx) => appendEvents(tx, SUB, [4, 5].map(hashrate), 2));
    away = true;
    bus.publish(SUB, 5);
    let rest = '';
    for (;;) {
      const next = await Promise.race([reader.read(), escape]);
      if ('escaped' in next) throw new Error(`escaped as an unhandled rejection: ${String(next.escaped)}`);
      if (next.done) break;
      rest += decoder.decode(next.value);
    }
    expect(rest).not.toContain('id: 4');
    expect(lines.map((l) => l.message)).toContain('stream read failed');
    // Node reports an unhandled rejection once the microtasks of the turn that made it have run.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(escaped).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
