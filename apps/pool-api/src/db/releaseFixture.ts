import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Queryable } from './types';

// A release's database as a file: every table of the schema with its columns and every row, each row as
// PostgreSQL's `to_jsonb` writes it (BIGINT and DOUBLE PRECISION as JSON numbers that read back to the same value).
// scripts/release-fixture.ts writes one with a release's own code; the migration tests load it into a database
// migrated to that release's version, run the migrations that came after, and compare (releaseMigration.test.ts).

/** A column as `information_schema.columns` describes it. */
export interface FixtureColumn {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
}

/** One table: its columns in order and its rows. */
export interface FixtureTable {
  columns: FixtureColumn[];
  rows: Record<string, unknown>[];
}

/** An index as `pg_indexes` defines it. */
export interface FixtureIndex {
  table: string;
  name: string;
  definition: string;
}

/** What a release's database held when its fixture was taken, and how to read it through the API. */
export interface ReleaseFixture {
  /** The release's commit. */
  release: string;
  /** Its newest migration: the version the fixture's rows were written under. */
  schemaVersion: number;
  /** The pool's clock when the rows were taken (ISO-8601): an API started at this time has nothing to catch up. */
  poolTime: string;
  /** How the rows were written, and what was left out. */
  notes: string;
  /** An API key the release issued and never revoked (scopes `account:read`, `settings:read`) and its owner. */
  apiKey: { sub: string; username: string; secret: string };
  tables: Record<string, FixtureTable>;
  indexes: FixtureIndex[];
}

/** The schema's tables with their columns, by name. */
export async function readColumns(db: Queryable): Promise<Record<string, FixtureColumn[]>> {
  const rows = await db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables: Record<string, FixtureColumn[]> = {};
  for (const r of rows)
    (tables[r.table_name] ??= []).push({
      name: r.column_name,
      type: r.data_type,
      nullable: r.is_nullable === 'YES',
      default: r.column_default,
    });
  return tables;
}

/** The schema's indexes, primary keys and unique constraints included, sorted by name. */
export async function readIndexes(db: Queryable): Promise<FixtureIndex[]> {
  return db.query<FixtureIndex>(
    `SELECT tablename AS "table", indexname AS name, indexdef AS definition
     FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`,
  );
}

/** Every row of `table` as `to_jsonb` gives it, in the order of that JSON text. */
export async function readRows(db: Queryable, table: string): Promise<Record<string, unknown>[]> {
  // `r.*` is the whole row even where a column is called `r`. As text, parsed here: both drivers then hand over
  // the same values.
  const rows = await db.query<{ row: string }>(
    `SELECT to_jsonb(r.*)::text AS row FROM "${table}" r ORDER BY 1`,
  );
  return rows.map((r) => JSON.parse(r.row) as Record<string, unknown>);
}

/** Every table of the schema with its columns and rows. */
export async function readTables(db: Queryable): Promise<Record<string, FixtureTable>> {
  const columns = await readColumns(db);
  const tables: Record<string, FixtureTable> = {};
  for (const [name, cols] of Object.entries(columns))
    tables[name] = { columns: cols, rows: await readRows(db, name) };
  return tables;
}

/** Table names with each table after the tables its foreign keys point at. */
async function insertOrder(db: Queryable, names: string[]): Promise<string[]> {
  const keys = await db.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
     FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const k of keys) if (k.child === name && k.parent !== name) visit(k.parent, [...path, name]);
    if (names.includes(name)) ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

/**
 * Replaces the rows of each table in `tables` with the fixture's (parents before the tables that refer to them),
 * in one transaction. Each table must exist with the fixture's columns.
 */
export async function loadTables(
  db: Queryable & { transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R> },
  tables: Record<string, FixtureTable>,
): Promise<void> {
  const order = await insertOrder(db, Object.keys(tables));
  await db.transaction(async (tx) => {
    for (const name of [...order].reverse()) await tx.query(`DELETE FROM "${name}"`);
    for (const name of order) {
      const rows = tables[name]?.rows ?? [];
      // A JSON array unpacked server-side, sent as text (postgres.js would encode a string typed jsonb twice).
      for (let i = 0; i < rows.length; i += 5000)
        await tx.query(
          `INSERT INTO "${name}" SELECT * FROM jsonb_populate_recordset(NULL::"${name}", $1::text::jsonb)`,
          [JSON.stringify(rows.slice(i, i + 5000))],
        );
    }
  });
}

/** Reads a fixture file (gzip-compressed JSON). */
export async function readReleaseFixture(file: string | URL): Promise<ReleaseFixture> {
  return JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as ReleaseFixture;
}
