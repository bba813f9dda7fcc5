import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../domain/amounts';
import { iso } from '../domain/time';
import { defaultSubaccountName } from '../subaccounts/names';
import { lastingDatabase } from '../testing/databases';
import { startTestApi, startTestIdp } from '../testing/stack';
import { connectDatabase } from './database';
import { migrate } from './migrations';
import {
  type FixtureColumn,
  type FixtureIndex,
  type FixtureTable,
  loadTables,
  readColumns,
  readIndexes,
  readReleaseFixture,
  readTables,
  type ReleaseFixture,
} from './releaseFixture';

// The migrations keep every row of a database the last release wrote. The fixture is that release's database as its
// own code wrote it (scripts/release-fixture.ts: users signed in, settings changed, keys made and revoked, alerts
// raised and read, the contact form, the live stream). A database is migrated to the release's version, given the
// fixture's rows, then migrated to the current version; every old row must still be there, unchanged in every
// column it had, and the current API must answer the release's user from it.

type Row = Record<string, unknown>;

/** The release whose database the fixture holds. */
const RELEASE = 'eeb2b68';

let fixture: ReleaseFixture;
let data: Awaited<ReturnType<typeof lastingDatabase>>;
/** The schema migrations 1 to the release's version build. */
let releaseSchema: { columns: Record<string, FixtureColumn[]>; indexes: FixtureIndex[] };
/** Every table after the full migration, read before the API touches the database. */
let migrated: Record<string, FixtureTable>;
let idp: RunningIdp | undefined;

/** A row as comparable text: its keys in order. */
const canonical = (row: Row) =>
  JSON.stringify(
    Object.keys(row)
      .sort()
      .map((k) => [k, row[k]]),
  );
/** The rows with only the named columns, in a fixed order. */
const project = (rows: Row[], columns: string[]) =>
  rows
    .map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])))
    .sort((a, b) => canonical(a).localeCompare(canonical(b)));
const rowsOf = (tables: Record<string, FixtureTable>, name: string) => tables[name]?.rows ?? [];

beforeAll(async () => {
  fixture = await readReleaseFixture(new URL(`./fixtures/release-${RELEASE}.json.gz`, import.meta.url));
  data = await lastingDatabase();
  const db = await connectDatabase(data.options);
  try {
    await migrate(db, { through: fixture.schemaVersion });
    releaseSchema = { columns: await readColumns(db), indexes: await readIndexes(db) };
    // The fixture's own schema_migrations rows replace the ones just written, as the release recorded them.
    await loadTables(db, fixture.tables);
    await migrate(db);
    migrated = await readTables(db);
  } finally {
    await db.close();
  }
});

afterAll(async () => {
  await idp?.close();
  await data?.remove();
});

describe(`a database written by release ${RELEASE}, migrated`, () => {
  it('the fixture holds rows in every table, and migrations up to its version build its schema', () => {
    expect([fixture.release, fixture.schemaVersion]).toEqual([RELEASE, 6]);
    const empty = Object.entries(fixture.tables).filter(([, t]) => t.rows.length === 0);
    expect(empty.map(([name]) => name)).toEqual([]);
    expect(releaseSchema.columns).toEqual(
      Object.fromEntries(Object.entries(fixture.tables).map(([name, t]) => [name, t.columns])),
    );
    expect(releaseSchema.indexes).toEqual(fixture.indexes);
  });

  it('keeps every row of every table, with the same value in each column it had', () => {
    for (const [name, table] of Object.entries(fixture.tables)) {
      const now = migrated[name];
      expect(now, `table ${name}`).toBeDefined();
      const old = table.columns.map((c) => c.name);
      // The old columns are still there, in their place, with their types.
      expect(now?.columns.slice(0, old.length), `columns of ${name}`).toEqual(table.columns);
      let rows = rowsOf(migrated, name);
      if (name === 'schema_migrations') {
        // The later migrations add their own records, and only those.
        const added = rows
          .filter((r) => Number(r.version) > fixture.schemaVersion)
          .map((r) => Number(r.version));
        // Numerically: version 10 sorts before 7 as text.
        expect(added.sort((a, b) => a - b)).toEqual(
          Array.from({ length: added.length }, (_, i) => fixture.schemaVersion + 1 + i),
        );
        rows = rows.filter((r) => Number(r.version) <= fixture.schemaVersion);
      }
      expect(rows.length, `rows of ${name}`).toBe(table.rows.length);
      expect(project(rows, old), `rows of ${name}`).toEqual(project(table.rows, old));
    }
  });

  it("makes each account its user's default sub-account, named by the rules, and leaves API keys unlimited", () => {
    const accounts = rowsOf(migrated, 'accounts');
    expect(accounts.map((a) => [a.username, a.owner, a.name, a.archived_at])).toEqual(
      rowsOf(fixture.tables, 'accounts').map((a) => [
        a.username,
        a.sub,
        defaultSubaccountName(String(a.username)),
        null,
      ]),
    );
    // The fixture has a user name of each kind: one that fits the rules, and one (a dot) that gives `main`.
    expect(accounts.map((a) => a.name).sort()).toEqual(['admin', 'demo', 'main']);
    const keys = rowsOf(migrated, 'api_keys');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.map((k) => k.subaccounts)).toEqual(keys.map(() => null));
  });

  it("answers the release's user from the migrated database through the current API", async () => {
    idp = await startTestIdp();
    // The pool's clock where the release left it: the simulator has no minute to catch up, so the API answers the
    // fixture's rows as they are. The release's API key is the credential: it judges no token times.
    const api = await startTestApi(idp, { ...data.options, now: () => Date.parse(fixture.poolTime) });
    const { sub, secret } = fixture.apiKey;
    const eventIds = new Set<string | null>();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are inspected freely
    const get = async (path: string): Promise<any> => {
      const response = await fetch(`${api.url}/api/v1${path}`, { headers: { 'x-api-key': secret } });
      expect(response.status, path).toBe(200);
      if (path.startsWith('/account/')) eventIds.add(response.headers.get('lode-event-id'));
      return response.json();
    };
    try {
      const account = rowsOf(fixture.tables, 'accounts').find((a) => a.sub === sub);
      const subaccounts = await get('/settings/subaccounts');
      expect(subaccounts.items).toEqual([
        { name: 'demo', default: true, createdAt: iso(Number(account?.created_at)), archivedAt: null },
      ]);

      const own = (table: string) => rowsOf(fixture.tables, table).filter((r) => r.sub === sub);
      expect([own('workers'), own('payouts'), own('wallets')].map((rows) => rows.length > 0)).toEqual([
        true,
        true,
        true,
      ]);
      // Each list answers one algorithm's coins: both together are the account's.
      const workers: Row[] = [];
      const payouts: Row[] = [];
      const wallets: Row[] = [];
      for (const algorithm of ['Scrypt', 'SHA256']) {
        workers.push(...(await get(`/account/workers?algorithm=${algorithm}&pageSize=200`)).items);
        payouts.push(...(await get(`/account/payouts?algorithm=${algorithm}&pageSize=200`)).items);
        wallets.push(...(await get(`/settings/wallets?algorithm=${algorithm}`)).items);
      }
      const byId = (a: Row, b: Row) => String(a.id).localeCompare(String(b.id));
      expect(workers.map((w) => ({ id: w.id, name: w.name, model: w.model })).sort(byId)).toEqual(
        own('workers')
          .map((w) => ({ id: w.id, name: w.name, model: w.model }))
          .sort(byId),
      );
      expect(
        payouts.map((p) => ({ id: p.id, coin: p.coin, amount: p.amount, txId: p.txId })).sort(byId),
      ).toEqual(
        own('payouts')
          .map((p) => ({ id: p.id, coin: p.coin, amount: formatAmount(Number(p.amount)), txId: p.tx_id }))
          .sort(byId),
      );

      expect(wallets.map((w) => [w.coin, w.address]).sort()).toEqual(
        own('wallets')
          .map((w) => [w.coin, w.address])
          .sort(),
      );
      // The live stream goes on from the release's last event: every read stands at it.
      expect([...eventIds]).toEqual(own('stream_sequences').map((r) => String(r.last_id)));
    } finally {
      await api.close();
    }
  });
});
