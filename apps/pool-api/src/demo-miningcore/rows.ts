import type { Queryable } from '../db/types';
import { iso } from '../domain/time';
import { fromAtoms } from './formulas';
import type { BlockState } from './state';

// How the seeder writes Miningcore's tables: statistics and shares buffered column by column and written in bulk,
// blocks inserted and updated as their checks go, credits booked with the balance they move.

/** Buffered rows of one table, column by column, written with `INSERT … SELECT FROM unnest(…)`. */
export class RowBuffer {
  readonly columns: unknown[][];
  constructor(
    private readonly table: string,
    private readonly names: string[],
    private readonly types: string[],
    private readonly constants: Record<string, string> = {},
  ) {
    this.columns = names.map(() => []);
  }
  get size() {
    return this.columns[0]?.length ?? 0;
  }
  push(...values: unknown[]) {
    values.forEach((v, i) => this.columns[i]?.push(v));
  }
  /** Drops the buffered rows `keep` says no to (given each row's values). */
  retain(keep: (row: (column: number) => unknown) => boolean) {
    const kept: number[] = [];
    for (let i = 0; i < this.size; i += 1) if (keep((column) => this.columns[column]?.[i])) kept.push(i);
    if (kept.length === this.size) return;
    for (const column of this.columns) {
      kept.forEach((from, to) => (column[to] = column[from])); // from ≥ to: compacts in place
      column.length = kept.length;
    }
  }
  async write(db: Queryable, chunk = 20_000) {
    const names = [...this.names, ...Object.keys(this.constants)];
    const selects = [...this.names, ...Object.values(this.constants)];
    const unnest = this.types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    for (let i = 0; i < this.size; i += chunk) {
      await db.query(
        `INSERT INTO ${this.table} (${names.join(', ')}) SELECT ${selects.join(', ')}
           FROM unnest(${unnest}) AS u(${this.names.join(', ')})`,
        this.columns.map((column) => column.slice(i, i + chunk)),
      );
    }
    for (const column of this.columns) column.length = 0;
  }
}

/** The buffers of the tables written every cycle: shares, `minerstats`, `poolstats`. */
export function cycleBuffers() {
  return {
    shares: new RowBuffer(
      'shares',
      [
        'poolid',
        'blockheight',
        'difficulty',
        'networkdifficulty',
        'miner',
        'worker',
        'useragent',
        'ipaddress',
        'source',
        'created',
      ],
      ['text', 'bigint', 'float8', 'float8', 'text', 'text', 'text', 'text', 'text', 'timestamptz'],
    ),
    minerstats: new RowBuffer(
      'minerstats',
      ['poolid', 'miner', 'worker', 'hashrate', 'sharespersecond', 'created'],
      ['text', 'text', 'text', 'float8', 'float8', 'timestamptz'],
    ),
    poolstats: new RowBuffer(
      'poolstats',
      [
        'poolid',
        'connectedminers',
        'poolhashrate',
        'sharespersecond',
        'networkhashrate',
        'networkdifficulty',
        'lastnetworkblocktime',
        'blockheight',
        'connectedpeers',
        'created',
      ],
      ['text', 'int', 'float8', 'float8', 'float8', 'float8', 'timestamptz', 'bigint', 'int', 'timestamptz'],
    ),
  };
}

/** Inserts the blocks found since the last write. */
export async function insertBlocks(tx: Queryable, fresh: BlockState[]) {
  await tx.query(
    `INSERT INTO blocks (poolid, blockheight, networkdifficulty, status, type, confirmationprogress, effort,
                         transactionconfirmationdata, miner, reward, source, hash, created)
     SELECT poolid, blockheight, networkdifficulty, status, NULL, confirmationprogress, effort,
            transactionconfirmationdata, miner, reward, source, hash, created
       FROM unnest($1::text[], $2::bigint[], $3::float8[], $4::text[], $5::float8[], $6::float8[], $7::text[],
                   $8::text[], $9::numeric[], $10::text[], $11::text[], $12::timestamptz[])
         AS u(poolid, blockheight, networkdifficulty, status, confirmationprogress, effort,
              transactionconfirmationdata, miner, reward, source, hash, created)`,
    [
      fresh.map((b) => b.pool.config.id),
      fresh.map((b) => b.height),
      fresh.map((b) => b.networkDifficulty),
      fresh.map((b) => b.status),
      fresh.map((b) => b.progress),
      fresh.map((b) => b.effort),
      fresh.map((b) => b.txid),
      fresh.map((b) => b.miner),
      fresh.map((b) => fromAtoms(b.reward)),
      fresh.map((b) => b.pool.config.source),
      fresh.map((b) => b.hash),
      fresh.map((b) => iso(b.created, 'ms')),
    ],
  );
}

/** Writes the new status, progress, effort and reward of blocks already in the table. */
export async function updateBlocks(tx: Queryable, blocks: BlockState[]) {
  await tx.query(
    `UPDATE blocks b SET status = u.status, confirmationprogress = u.progress, effort = u.effort, reward = u.reward
       FROM unnest($1::text[], $2::bigint[], $3::text[], $4::float8[], $5::float8[], $6::numeric[])
         AS u(poolid, blockheight, status, progress, effort, reward)
      WHERE b.poolid = u.poolid AND b.blockheight = u.blockheight`,
    [
      blocks.map((b) => b.pool.config.id),
      blocks.map((b) => b.height),
      blocks.map((b) => b.status),
      blocks.map((b) => b.progress),
      blocks.map((b) => b.effort),
      blocks.map((b) => fromAtoms(b.reward)),
    ],
  );
}

/** Credits as the engine books them: a `balance_changes` row each (empty tags), and the balance moved by it. */
export async function addAmounts(
  tx: Queryable,
  pool: string,
  credits: { address: string; amount: bigint; usage: string }[],
  now: number,
) {
  if (!credits.length) return;
  const addresses = credits.map((c) => c.address);
  const amounts = credits.map((c) => fromAtoms(c.amount));
  await tx.query(
    `INSERT INTO balance_changes (poolid, address, amount, usage, tags, created)
     SELECT $1, address, amount, usage, '{}', $2 FROM unnest($3::text[], $4::numeric[], $5::text[]) AS u(address, amount, usage)`,
    [pool, iso(now, 'ms'), addresses, amounts, credits.map((c) => c.usage)],
  );
  // One address can be credited twice in a run (the fee recipient mining too): sum before the upsert.
  await tx.query(
    `INSERT INTO balances (poolid, address, amount, created, updated)
     SELECT $1, address, SUM(amount), $2, $2 FROM unnest($3::text[], $4::numeric[]) AS u(address, amount) GROUP BY address
     ON CONFLICT (poolid, address) DO UPDATE SET amount = balances.amount + EXCLUDED.amount, updated = EXCLUDED.updated`,
    [pool, iso(now, 'ms'), addresses, amounts],
  );
}
