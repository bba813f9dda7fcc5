import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/databases';
import { openMiningcoreDatabase } from './database';
import { createMiningcoreSchema, dropMiningcoreSchema } from './schema';

// The schema read back from the catalog, against Miningcore's tables written out column by column (a second,
// independent spelling of the same facts: a typo in schema.ts cannot hide behind itself).

type Column = [name: string, type: string, nullable: boolean, defaultValue?: string];

const T = 'text';
const BI = 'bigint';
const D = 'double precision';
const N = 'numeric(28,12)';
const TZ = 'timestamp with time zone';
const I = 'integer';

const expected: Record<string, Column[]> = {
  shares: [
    ['poolid', T, false],
    ['blockheight', BI, false],
    ['difficulty', D, false],
    ['networkdifficulty', D, false],
    ['miner', T, false],
    ['worker', T, true],
    ['useragent', T, true],
    ['ipaddress', T, false],
    ['source', T, true],
    ['created', TZ, false],
  ],
  blocks: [
    ['id', BI, false, 'nextval'],
    ['poolid', T, false],
    ['blockheight', BI, false],
    ['networkdifficulty', D, false],
    ['status', T, false],
    ['type', T, true],
    ['confirmationprogress', D, false, '0'],
    ['effort', D, true],
    ['transactionconfirmationdata', T, false],
    ['miner', T, true],
    ['reward', N, true],
    ['source', T, true],
    ['hash', T, true],
    ['created', TZ, false],
  ],
  balances: [
    ['poolid', T, false],
    ['address', T, false],
    ['amount', N, false, '0'],
    ['created', TZ, false],
    ['updated', TZ, false],
  ],
  balance_changes: [
    ['id', BI, false, 'nextval'],
    ['poolid', T, false],
    ['address', T, false],
    ['amount', N, false, '0'],
    ['usage', T, true],
    ['tags', 'text[]', true],
    ['created', TZ, false],
  ],
  miner_settings: [
    ['poolid', T, false],
    ['address', T, false],
    ['paymentthreshold', N, false],
    ['created', TZ, false],
    ['updated', TZ, false],
  ],
  payments: [
    ['id', BI, false, 'nextval'],
    ['poolid', T, false],
    ['coin', T, false],
    ['address', T, false],
    ['amount', N, false],
    ['transactionconfirmationdata', T, false],
    ['created', TZ, false],
  ],
  poolstats: [
    ['id', BI, false, 'nextval'],
    ['poolid', T, false],
    ['connectedminers', I, false, '0'],
    ['poolhashrate', D, false, '0'],
    ['sharespersecond', D, false, '0'],
    ['networkhashrate', D, false, '0'],
    ['networkdifficulty', D, false, '0'],
    ['lastnetworkblocktime', TZ, true],
    ['blockheight', BI, false, '0'],
    ['connectedpeers', I, false, '0'],
    ['created', TZ, false],
  ],
  minerstats: [
    ['id', BI, false, 'nextval'],
    ['poolid', T, false],
    ['miner', T, false],
    ['worker', T, false],
    ['hashrate', D, false, '0'],
    ['sharespersecond', D, false, '0'],
    ['created', TZ, false],
  ],
};

// Index definitions as pg_indexes prints them (the table's own name, columns, order, method).
const expectedIndexes: Record<string, string[]> = {
  shares: ['btree (poolid, created)', 'btree (poolid, miner)', 'btree (poolid, miner, difficulty)'],
  blocks: [
    'UNIQUE btree (id)',
    'UNIQUE btree (poolid, blockheight, type)',
    'btree (poolid, blockheight, status)',
  ],
  balances: ['UNIQUE btree (poolid, address)'],
  balance_changes: ['UNIQUE btree (id)', 'btree (poolid, address, created DESC)', 'gin (tags)'],
  miner_settings: ['UNIQUE btree (poolid, address)'],
  payments: ['UNIQUE btree (id)', 'btree (poolid, coin, address)'],
  poolstats: ['UNIQUE btree (id)', 'btree (poolid, created)'],
  minerstats: [
    'UNIQUE btree (id)',
    'btree (poolid, created)',
    'btree (poolid, miner, created)',
    'btree (poolid, miner, worker, created DESC, hashrate)',
  ],
};

describe("Miningcore's schema", () => {
  it('has exactly the engine’s tables, columns, types, nullability, defaults, keys and indexes', async () => {
    const db = await openMiningcoreDatabase(await freshDatabase());
    try {
      await createMiningcoreSchema(db);
      const columns = await db.query<{
        table_name: string;
        column_name: string;
        type: string;
        is_nullable: 'YES' | 'NO';
        column_default: string | null;
      }>(
        `SELECT c.table_name, c.column_name, c.is_nullable, c.column_default,
                format_type(a.atttypid, a.atttypmod) AS type
           FROM information_schema.columns c
           JOIN pg_attribute a ON a.attrelid = c.table_name::regclass AND a.attname = c.column_name
          WHERE c.table_schema = 'public'
          ORDER BY c.table_name, c.ordinal_position`,
      );
      const actual: Record<string, Column[]> = {};
      for (const c of columns) {
        const column: Column = [c.column_name, c.type, c.is_nullable === 'YES'];
        if (c.column_default !== null)
          column.push(c.column_default.startsWith('nextval') ? 'nextval' : c.column_default);
        (actual[c.table_name] ??= []).push(column);
      }
      expect(actual).toEqual(expected);

      const keys = await db.query<{ table_name: string; constraint_type: string; columns: string }>(
        `SELECT tc.table_name, tc.constraint_type, string_agg(k.column_name, ',' ORDER BY k.ordinal_position) AS columns
           FROM information_schema.table_constraints tc
           JOIN information_schema.key_column_usage k
             ON k.constraint_name = tc.constraint_name AND k.table_name = tc.table_name
          WHERE tc.table_schema = 'public' AND tc.constraint_type IN ('PRIMARY KEY', 'UNIQUE')
          GROUP BY tc.table_name, tc.constraint_type, tc.constraint_name
          ORDER BY tc.table_name, tc.constraint_type`,
      );
      expect(keys).toEqual([
        { table_name: 'balance_changes', constraint_type: 'PRIMARY KEY', columns: 'id' },
        { table_name: 'balances', constraint_type: 'PRIMARY KEY', columns: 'poolid,address' },
        { table_name: 'blocks', constraint_type: 'PRIMARY KEY', columns: 'id' },
        { table_name: 'blocks', constraint_type: 'UNIQUE', columns: 'poolid,blockheight,type' },
        { table_name: 'miner_settings', constraint_type: 'PRIMARY KEY', columns: 'poolid,address' },
        { table_name: 'minerstats', constraint_type: 'PRIMARY KEY', columns: 'id' },
        { table_name: 'payments', constraint_type: 'PRIMARY KEY', columns: 'id' },
        { table_name: 'poolstats', constraint_type: 'PRIMARY KEY', columns: 'id' },
      ]);

      const indexes = await db.query<{ tablename: string; indexdef: string }>(
        `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
      );
      const actualIndexes: Record<string, string[]> = {};
      for (const { tablename, indexdef } of indexes) {
        const shape = indexdef
          .replace(
            /^CREATE (UNIQUE )?INDEX \S+ ON (public\.)?\S+ USING /,
            (_, unique: string | undefined) => unique ?? '',
          )
          .trim();
        (actualIndexes[tablename] ??= []).push(shape);
      }
      for (const list of Object.values(actualIndexes)) list.sort();
      expect(actualIndexes).toEqual(expectedIndexes);
    } finally {
      await db.close();
    }
  });

  it('keeps amounts exact to 12 places, lets NULL block types repeat, and drops cleanly', async () => {
    const db = await openMiningcoreDatabase(await freshDatabase());
    try {
      await createMiningcoreSchema(db);
      await db.query(
        `INSERT INTO balances (poolid, address, amount, created, updated) VALUES ('ltc', 'La', '1234567890.123456789012', now(), now())`,
      );
      expect(await db.query('SELECT amount FROM balances')).toEqual([{ amount: '1234567890.123456789012' }]);
      const block = `INSERT INTO blocks (poolid, blockheight, networkdifficulty, status, transactionconfirmationdata, created)
        VALUES ('ltc', 7, 1, 'pending', 'tx', now())`;
      await db.query(block);
      await db.query(block); // bitcoin-family blocks have no type, and NULLs never collide in a unique constraint
      expect(await db.query('SELECT confirmationprogress, reward, effort FROM blocks')).toEqual([
        { confirmationprogress: 0, reward: null, effort: null },
        { confirmationprogress: 0, reward: null, effort: null },
      ]);
      await expect(createMiningcoreSchema(db)).rejects.toThrow();
      await dropMiningcoreSchema(db);
      expect(await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
