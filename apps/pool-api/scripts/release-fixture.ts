/**
 * Writes the database of a released pool API, as that release's own code wrote it, to a fixture file that the
 * migration tests load (src/db/releaseMigration.test.ts; the format is src/db/releaseFixture.ts).
 *
 * It starts the release's identity provider (test controls on) and its pool API on an embedded PGlite folder, and
 * uses them as people would: `demo`, `admin` and a self-registered `li.wei` (a user name the sub-account name rules
 * refuse) sign in, which writes their simulated history; `demo` changes a wallet's address and another's threshold,
 * changes its notification settings, creates two API keys and revokes one, stops a worker, runs minutes until
 * alerts are raised and mailed, marks them read, reads its live stream while a minute is logged on it; a visitor
 * sends the contact form. The pool's clock is paused throughout and moved by the test controls. Then every table of
 * the schema is read whole, except that `samples` older than three hours before the pool's clock are left out (the
 * simulator writes 90 days of them per account; the three hours kept hold its minute and ten-minute samples). No
 * other row is changed.
 *
 * Run it with the release's own dependencies, from a checkout of the release outside this repository:
 *
 *   git worktree add /tmp/release-eeb2b68 eeb2b68
 *   cd /tmp/release-eeb2b68 && pnpm install --frozen-lockfile --offline
 *   pnpm --filter @lode/i18n build
 *   pnpm exec tsx <this repository>/apps/pool-api/scripts/release-fixture.ts . \
 *     <this repository>/apps/pool-api/src/db/fixtures/release-eeb2b68.json.gz
 *
 * `release-eeb2b68.json.gz` was written this way from commit eeb2b68 (migrations 1–6, before sub-accounts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readIndexes, readTables, type ReleaseFixture } from '../src/db/releaseFixture';

// What this script uses of a release's code. Its own types are not importable from here (they are the release's),
// so these state the shapes it relies on; a release that changes them fails loudly at the first call.

interface RunningIdp {
  url: string;
  issuer: string;
  close(): Promise<void>;
}
interface IdpModule {
  startIdp(options: { port: number; appOrigin: string; testControls: boolean }): Promise<RunningIdp>;
  CLIENT_ID: string;
}
interface Answer {
  url: string;
  status: number;
  text: string;
  location?: string;
}
interface Browser {
  navigate(target: string, stopAt: string): Promise<Answer>;
}
interface IdpTestingModule {
  TestBrowser: new () => Browser;
  authorizationRequest(issuer: string, redirectUri: string, extra?: Record<string, string>): { url: string };
  postRegistrationForm(
    browser: Browser,
    page: Answer,
    stopAt: string,
    account: { username: string; password: string; email: string; firstName: string; lastName: string },
  ): Promise<Answer>;
  accessTokenThroughForm(
    issuer: string,
    appOrigin: string,
    username: string,
    password?: string,
    options?: { redirectPath?: string },
  ): Promise<string>;
}
interface PoolApiModule {
  startPoolApi(options: Record<string, unknown>): Promise<{ url: string; close(): Promise<void> }>;
}
interface ReleaseDatabase {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}
interface DatabaseModule {
  connectDatabase(options: { dataDir: string }): Promise<ReleaseDatabase>;
}
interface AddressesModule {
  encodeSegwit(hrp: string, version: number, program: Uint8Array): string;
}

/** The app origin the release's identity provider redirects to (nothing listens there). */
const APP = 'http://localhost:3999';
/** Samples older than this before the pool's clock are left out of the fixture, seconds. */
const SAMPLES_KEPT = 3 * 3600;

const [releaseArg, outArg] = process.argv.slice(2);
if (!releaseArg || !outArg) {
  console.error('usage: tsx release-fixture.ts <release checkout> <fixture.json.gz>');
  process.exit(2);
}
const release = resolve(releaseArg);
const out = resolve(outArg);
const load = <T>(path: string) => import(pathToFileURL(join(release, path)).href) as Promise<T>;

const { startIdp, CLIENT_ID } = await load<IdpModule>('apps/idp/src/index.ts');
const testing = await load<IdpTestingModule>('apps/idp/src/testing/index.ts');
const { startPoolApi } = await load<PoolApiModule>('apps/pool-api/src/index.ts');
const { connectDatabase } = await load<DatabaseModule>('apps/pool-api/src/db/database.ts');
const { encodeSegwit } = await load<AddressesModule>('apps/pool-api/src/domain/addresses.ts');

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: release,
  encoding: 'utf8',
}).trim();
const dataDir = await mkdtemp(join(tmpdir(), `lode-release-${commit}-`));
const idp = await startIdp({ port: 0, appOrigin: APP, testControls: true });
const api = await startPoolApi({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  authUrl: idp.url,
  realm: 'lode',
  clientId: CLIENT_ID,
  publicUrl: APP,
  testControls: true,
  log: { access: false },
});
let stopped = false;
/** Closes the release's API (its database with it) and identity provider, once. */
async function stop() {
  if (stopped) return;
  stopped = true;
  await api.close();
  await idp.close();
}

/** One call to the release's API; fails on an answer other than `expected`. */
async function call<T>(
  path: string,
  {
    token,
    method = 'GET',
    body,
    expected = 200,
  }: { token?: string; method?: string; body?: unknown; expected?: number } = {},
): Promise<T> {
  const response = await fetch(`${api.url}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Registers `username` on the identity provider's registration form, as a new user would. */
async function register(username: string) {
  const browser = new testing.TestBrowser();
  const request = testing.authorizationRequest(idp.issuer, `${APP}/auth/callback`, { prompt: 'create' });
  const page = await browser.navigate(request.url, APP);
  const back = await testing.postRegistrationForm(browser, page, APP, {
    username,
    password: username,
    email: `${username}@lode.example`,
    firstName: 'Li',
    lastName: 'Wei',
  });
  if (!back.location?.includes('code='))
    throw new Error(`registering ${username}: ${back.status} ${back.text}`);
}

const signIn = (username: string) =>
  testing.accessTokenThroughForm(idp.issuer, APP, username, username, { redirectPath: '/dashboard' });

/** Moves the pool's clock to the next minute (plus `minutes` more) and runs that minute. */
async function nextMinute(minutes = 0) {
  if (minutes > 0) await call('/__lode/clock', { method: 'POST', body: { advanceMs: minutes * 60_000 } });
  await call('/__lode/clock', { method: 'POST', body: { toNextMinute: true } });
  await call('/__lode/tick', { method: 'POST', expected: 204 });
}

let fixture: ReleaseFixture;
try {
  await call('/__lode/clock', { method: 'POST', body: { paused: true } });
  await register('li.wei');
  const demo = await signIn('demo');
  const admin = await signIn('admin');
  const liWei = await signIn('li.wei');
  const subOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
  for (const token of [demo, admin, liWei]) await call('/account/summary', { token });

  // demo's settings: a new LTC address, DOGE's threshold and pause, the alert rules in Russian.
  await call('/settings/wallets/LTC', {
    token: demo,
    method: 'PUT',
    body: { address: encodeSegwit('ltc', 0, new Uint8Array(20).fill(7)) },
  });
  await call('/settings/wallets/DOGE', {
    token: demo,
    method: 'PUT',
    body: { payoutThreshold: '250', paused: true },
  });
  await call('/settings/notifications', {
    token: demo,
    method: 'PUT',
    body: {
      email: true,
      workerOffline: { enabled: true, afterMinutes: 10 },
      hashrateDrop: { enabled: true, belowPercent: 30 },
      rejectRate: { enabled: true, abovePercent: 2.5 },
      payoutSent: { enabled: true },
      repeatMinutes: 60,
      locale: 'ru',
    },
  });
  await call('/settings/notifications', {
    token: admin,
    method: 'PUT',
    body: {
      email: false,
      workerOffline: { enabled: true, afterMinutes: 15 },
      hashrateDrop: { enabled: false, belowPercent: 50 },
      rejectRate: { enabled: false, abovePercent: 5 },
      payoutSent: { enabled: false },
      repeatMinutes: 120,
    },
  });

  // Two API keys: one kept (the migration test reads through it), one revoked.
  const kept = await call<{ secret: string }>('/settings/api-keys', {
    token: demo,
    method: 'POST',
    body: { name: 'Farm monitor', scopes: ['account:read', 'settings:read'] },
    expected: 201,
  });
  const revoked = await call<{ id: string }>('/settings/api-keys', {
    token: demo,
    method: 'POST',
    body: { name: 'Old script', scopes: ['account:read'] },
    expected: 201,
  });
  await call(`/settings/api-keys/${revoked.id}`, { token: demo, method: 'DELETE', expected: 204 });

  // A worker of demo's stops; eleven minutes on, the minute raises its alert (and the one offline since long ago).
  const workers = await call<{ items: { id: string; status: string }[] }>('/account/workers?status=online', {
    token: demo,
  });
  const stopped = workers.items[0];
  if (!stopped) throw new Error('demo has no online worker');
  await call(`/__lode/workers/${stopped.id}`, { method: 'POST', body: { mode: 'stop' }, expected: 204 });
  await nextMinute();
  await nextMinute(11);
  const alerts = await call<{ items: { id: string }[] }>('/account/alerts', { token: demo });
  const newest = alerts.items[0];
  if (!newest) throw new Error('no alert was raised');
  await call('/account/alerts/read', { token: demo, method: 'POST', body: { lastId: newest.id } });
  await call('/account/alerts', { token: admin });

  // The live stream: opened, and a minute logged while it is open.
  const stream = new AbortController();
  const response = await fetch(`${api.url}/api/v1/account/stream`, {
    headers: { authorization: `Bearer ${demo}` },
    signal: stream.signal,
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`no stream: ${response.status}`);
  let seen = '';
  const decoder = new TextDecoder();
  const read = async (what: string) => {
    while (!seen.includes(what)) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`the stream ended before ${what}`);
      seen += decoder.decode(chunk.value, { stream: true });
    }
  };
  await read('event: ready');
  await nextMinute();
  await read('event: hashrate');
  stream.abort();

  await call('/contact', {
    method: 'POST',
    body: {
      name: 'Ana Souza',
      email: 'ana@example.com',
      subject: 'Payout schedule',
      message: 'When are DOGE payouts sent?',
      locale: 'en',
    },
    expected: 201,
  });

  const clock = await call<{ now: string; paused: boolean }>('/__lode/clock');
  await stop();

  const db = await connectDatabase({ dataDir });
  try {
    const tables = await readTables(db);
    const version = await db.query<{ version: number }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    const since = Math.floor(Date.parse(clock.now) / 1000) - SAMPLES_KEPT;
    const samples = tables.samples;
    if (samples) samples.rows = samples.rows.filter((r) => typeof r.t === 'number' && r.t >= since);
    const empty = Object.entries(tables).filter(([, t]) => t.rows.length === 0);
    if (empty.length > 0) throw new Error(`tables without rows: ${empty.map(([name]) => name).join(', ')}`);
    fixture = {
      release: commit,
      schemaVersion: version[0]?.version ?? 0,
      poolTime: clock.now,
      notes:
        'Written by apps/pool-api/scripts/release-fixture.ts: every row of every table, except samples older ' +
        `than ${SAMPLES_KEPT / 3600} hours before poolTime.`,
      apiKey: { sub: subOf(demo), username: 'demo', secret: kept.secret },
      tables,
      indexes: await readIndexes(db),
    };
  } finally {
    await db.close();
  }
} finally {
  await stop();
}
await rm(dataDir, { recursive: true, force: true });
await mkdir(dirname(out), { recursive: true });
await writeFile(out, gzipSync(`${JSON.stringify(fixture, null, 1)}\n`, { level: 9 }));
const counts = Object.entries(fixture.tables).map(([name, t]) => `${name} ${t.rows.length}`);
console.log(`${out}: release ${fixture.release}, version ${fixture.schemaVersion}; ${counts.join(', ')}`);
