import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { encodeSegwit } from '../../domain/addresses';
import { openMiningcoreDatabase } from '../../demo-miningcore/database';
import { createMiningcoreSchema } from '../../demo-miningcore/schema';
import { freshDatabase } from '../../testing/databases';
import { miningcoreSource } from './index';
import { MININGCORE_CYCLE_SECONDS, parseMiningcorePools } from './config';
import type { PoolSource } from '../types';
import { DAY } from '../../domain/time';

// The hot reads (account summary, workers, top miners) must reach Miningcore's big tables through their indexes,
// not by reading them whole: on a pool with months of statistics a sequential scan of `minerstats` takes seconds.
// On a real PostgreSQL only (the planner's choices are the server's): 40 miners with 30 days of samples, analysed,
// then every statement the source sends is explained with its own parameters. The timing is `pnpm bench`'s.

const CYCLE = MININGCORE_CYCLE_SECONDS;
const NOW = Math.floor(Date.parse('2026-11-20T12:00:00Z') / 1000 / CYCLE) * CYCLE;
const MINERS = 40;
const address = (i: number) => encodeSegwit('ltc', 0, Buffer.alloc(20, i + 1));

let lode: Database;
let engine: Database;
let source: PoolSource;
let recorded: Database;
const statements: { sql: string; params: unknown[] }[] = [];

beforeAll(async () => {
  lode = await openDatabase(await freshDatabase());
  engine = await openMiningcoreDatabase(await freshDatabase());
  await createMiningcoreSchema(engine);
  await engine.query(
    `INSERT INTO minerstats (poolid, miner, worker, hashrate, sharespersecond, created)
     SELECT 'ltc', m.address, 'rig', 9e9 + m.i, 1, to_timestamp(t)
     FROM unnest(string_to_array($1, ','), $2::int[]) AS m(address, i),
          generate_series($3::bigint, $4::bigint, $5::bigint) AS t`,
    [
      Array.from({ length: MINERS }, (_, i) => address(i)).join(','),
      `{${Array.from({ length: MINERS }, (_, i) => i).join(',')}}`,
      NOW - 30 * DAY + CYCLE,
      NOW,
      CYCLE,
    ],
  );
  await engine.query(
    `INSERT INTO poolstats (poolid, connectedminers, poolhashrate, sharespersecond, networkhashrate,
                            networkdifficulty, blockheight, connectedpeers, created)
     SELECT p, 40, 4e11, 10, 2e13, 3.1e7, 3000000, 8, to_timestamp(t)
     FROM unnest(ARRAY['ltc', 'doge']) AS p, generate_series($1::bigint, $2::bigint, $3::bigint) AS t`,
    [NOW - 30 * DAY + CYCLE, NOW, CYCLE],
  );
  await engine.query('ANALYZE');
  // A recorder in front of Miningcore's database: what the source asks, with the parameters it sends.
  recorded = {
    ...engine,
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return engine.query(sql, params);
    },
  };
  source = miningcoreSource({
    lode,
    engine: recorded,
    pools: parseMiningcorePools('ltc=LTC,doge=DOGE+LTC'),
    now: () => NOW * 1000,
  });
  await source.ensureAccount('hot', 'hot');
  await lode.query(
    `INSERT INTO wallets (sub, coin, address, threshold, proof_code, proof_requested_at, proven_at)
     VALUES ('hot', 'LTC', $1, 0, 'lodeproof', $2, $2)`,
    [address(7), NOW - DAY],
  );
}, 240_000);

afterAll(async () => {
  await lode?.close();
  await engine?.close();
});

/** The plan of every statement recorded while `read` ran, one text per statement. */
async function plansOf(read: () => Promise<unknown>): Promise<{ sql: string; plan: string }[]> {
  statements.length = 0;
  await read();
  const plans = [];
  for (const { sql, params } of [...statements]) {
    const rows = await engine.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    plans.push({ sql, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return plans;
}

const bigTables = /Seq Scan on (minerstats|poolstats)\b/;

describe('the hot Miningcore reads', () => {
  it.each([
    ['account summary', () => source.summary('hot', 'Scrypt')],
    ['workers', () => source.workers('hot', 'Scrypt')],
    ['top miners', () => source.topMiners('Scrypt', NOW, { offset: 0, limit: 50 })],
    ['account hashrate (24 h)', () => source.hashrate('hot', { algorithm: 'Scrypt' }, '24h', '10m', 'UTC')],
  ])('%s reach minerstats and poolstats through their indexes', async (_name, read) => {
    const plans = await plansOf(read);
    const big = plans.filter((p) => /minerstats|poolstats/.test(p.sql));
    expect(big.length).toBeGreaterThan(0);
    for (const p of big) {
      expect(p.plan, p.sql).not.toMatch(bigTables);
      expect(p.plan, p.sql).toMatch(/Index|Bitmap/);
    }
  });

  it('found the hot miner’s worker in the 30 days of samples', async () => {
    const [worker] = await source.workers('hot', 'Scrypt');
    expect(worker).toMatchObject({ name: 'rig', status: 'online', hashrate: { oneDay: 9e9 + 7 } });
  });

  it('reads only the new cycle’s samples in the first read of a cycle, and none in the reads after it', async () => {
    let clock = (NOW - CYCLE) * 1000;
    const moving = miningcoreSource({
      lode,
      engine: recorded,
      pools: parseMiningcorePools('ltc=LTC,doge=DOGE+LTC'),
      now: () => clock,
    });
    /** The `minerstats` rows the statements `read` sends read, as PostgreSQL counts them (rows × loops of scans). */
    const samplesRead = async (read: () => Promise<unknown>) => {
      statements.length = 0;
      await read();
      let rows = 0;
      for (const { sql, params } of statements.filter((s) => /minerstats/.test(s.sql))) {
        const [row] = await engine.query<{ 'QUERY PLAN': { Plan: ExplainNode }[] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
          params,
        );
        const plan = row?.['QUERY PLAN'][0]?.Plan;
        if (!plan) throw new Error(`no plan for ${sql}`);
        rows += scanned(plan, 'minerstats');
      }
      return rows;
    };
    // The account's first read sums its worker's whole day: 720 samples.
    expect(await samplesRead(() => moving.summary('hot', 'Scrypt'))).toBeGreaterThanOrEqual(DAY / CYCLE);
    // The next cycle's moves the day on: the hour window (30 samples), the one that left the day, the names.
    clock = NOW * 1000;
    const next = await samplesRead(() => moving.summary('hot', 'Scrypt'));
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThan(3600 / CYCLE + 10);
    // Later in the cycle (past the few seconds the newest cycle is remembered) nothing is read again.
    clock = (NOW + 30) * 1000;
    expect(await samplesRead(() => moving.summary('hot', 'Scrypt'))).toBe(0);
    // The same figures as a whole read of that cycle.
    const whole = miningcoreSource({
      lode,
      engine,
      pools: parseMiningcorePools('ltc=LTC,doge=DOGE+LTC'),
      now: () => clock,
    });
    expect(await moving.summary('hot', 'Scrypt')).toEqual(await whole.summary('hot', 'Scrypt'));
  });
});

/** A node of `EXPLAIN (FORMAT JSON)`'s plan tree. */
interface ExplainNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: ExplainNode[];
}

/** The rows the scans of `table` in a plan tree returned, over all their loops. */
function scanned(node: ExplainNode, table: string): number {
  const own = node['Relation Name'] === table ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + scanned(child, table), 0);
}
