// Seeds a Miningcore database: the demo pools (`--demo`) or the benchmark's millions of rows (`--bulk`).
//
//   tsx apps/pool-api/scripts/seed-miningcore.ts --url postgres://user@host/miningcore --demo [--days 7]
//   tsx apps/pool-api/scripts/seed-miningcore.ts --url postgres://user@host/miningcore --bulk [--rows 10000000] [--days 14]
//   tsx apps/pool-api/scripts/seed-miningcore.ts --data-dir .data/miningcore --demo     (PGlite in a folder)
//
// The schema is created first; `--fresh` drops Miningcore's tables beforehand (never use it on a live pool's
// database: it deletes the engine's data).
import { parseArgs } from 'node:util';
import { seedBulk } from '../src/demo-miningcore/bulk';
import { openMiningcoreDatabase } from '../src/demo-miningcore/database';
import { DEMO_DAYS, seedDemo } from '../src/demo-miningcore/demo';
import { createMiningcoreSchema, dropMiningcoreSchema } from '../src/demo-miningcore/schema';

const usage = `Usage: seed-miningcore (--url postgres://… | --data-dir DIR) (--demo | --bulk) [--rows N] [--days N] [--fresh]`;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    demo: { type: 'boolean', default: false },
    bulk: { type: 'boolean', default: false },
    rows: { type: 'string' },
    days: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || values.demo === values.bulk || (!values.url && !values['data-dir'])) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

const number = (text: string | undefined, name: string): number | undefined => {
  if (text === undefined) return undefined;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number, not ${text}`);
    process.exit(2);
  }
  return value;
};
const rows = number(values.rows, 'rows');
const days = number(values.days, 'days');

const db = await openMiningcoreDatabase(
  values.url ? { databaseUrl: values.url } : { dataDir: values['data-dir'] },
);
try {
  if (values.fresh) await dropMiningcoreSchema(db);
  try {
    await createMiningcoreSchema(db);
  } catch (error) {
    throw new Error(
      `Could not create Miningcore's tables (they may exist already: --fresh drops them): ${String(error)}`,
    );
  }
  const began = performance.now();
  if (values.demo) {
    await seedDemo(db, Date.now(), { ...(days ? { days } : {}) });
    console.log(`Demo: ${days ?? DEMO_DAYS} days of the ltc and doge pools seeded on ${db.kind}`);
  } else {
    const report = await seedBulk(db, {
      ...(rows ? { rows } : {}),
      ...(days ? { days } : {}),
      log: console.log,
    });
    const written = report.reduce((sum, r) => sum + r.rows, 0);
    const seconds = (performance.now() - began) / 1000;
    console.log(
      `Bulk: ${written.toLocaleString('en')} rows, ${Math.round(written / seconds).toLocaleString('en')} rows/s overall`,
    );
  }
  console.log(`Done in ${((performance.now() - began) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
