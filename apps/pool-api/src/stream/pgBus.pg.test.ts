import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { freshDatabase } from '../testing/databases';
import { waitFor } from '../../../../scripts/wait.ts';
import { PostgresStreamBus } from './pgBus';

// The bus between replicas on its own: what one publishes reaches the other's subscribers (with the events while
// they fit in a notification), its own subscribers at once and once only, and a data change without events (a
// wallet edit) tells the other replica to drop what it cached of that account.

const closing: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of closing.splice(0).reverse()) await item.close();
});

async function pair() {
  const { databaseUrl } = await freshDatabase();
  const db: Database = await openDatabase({ databaseUrl });
  closing.push(db);
  const changed: string[][] = [[], []];
  const buses = [0, 1].map(
    (i) =>
      new PostgresStreamBus(databaseUrl as string, {
        db,
        onRemoteChange: (sub) => changed[i]?.push(sub),
      }),
  ) as [PostgresStreamBus, PostgresStreamBus];
  closing.push(...buses);
  await waitFor(() => buses.every((b) => b.listening), 'both buses listening');
  return { buses, changed };
}

describe('PostgresStreamBus', () => {
  it('hands a notice to the other replica with its events, and to its own subscribers once', async () => {
    const { buses, changed } = await pair();
    const [a, b] = buses;
    const onA: number[] = [];
    const onB: { lastId: number; ids?: number[] }[] = [];
    a.subscribe('miner-1', (lastId) => onA.push(lastId));
    b.subscribe('miner-1', (lastId, events) => onB.push({ lastId, ids: events?.map((e) => e.id) }));
    b.subscribe('miner-2', () => onB.push({ lastId: -1 }));
    a.publish('miner-1', 7, [
      { sub: 'miner-1', id: 6, type: 'hashrate', data: '{}' },
      { sub: 'miner-1', id: 7, type: 'worker', data: '{"x":1}' },
    ]);
    expect(onA).toEqual([7]);
    await waitFor(() => onB.length > 0, 'the notice on B');
    expect(onB).toEqual([{ lastId: 7, ids: [6, 7] }]);
    expect(changed[1]).toEqual(['miner-1']);
    // A big batch travels without its events (B reads them from the table), never as a failed notification.
    const big = Array.from({ length: 40 }, (_, i) => ({
      sub: 'miner-1',
      id: 8 + i,
      type: 'hashrate' as const,
      data: JSON.stringify({ pad: 'x'.repeat(400) }),
    }));
    a.publish('miner-1', 47, big);
    await waitFor(() => onB.length > 1, 'the big notice on B');
    expect(onB[1]).toEqual({ lastId: 47, ids: undefined });
    // A hears nothing back of its own notices.
    expect(onA).toEqual([7, 47]);
    expect(changed[0]).toEqual([]);
  });

  it("tells the other replica of a change without events, so it forgets that account's cached reads", async () => {
    const { buses, changed } = await pair();
    const heard: number[] = [];
    buses[1].subscribe('miner-3', (lastId) => heard.push(lastId));
    buses[0].touch('miner-3');
    await waitFor(() => changed[1]?.includes('miner-3'), 'the change on B');
    // No event: the streams of the account are not woken.
    expect(heard).toEqual([]);
  });
});
