import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { encodeSegwit } from './domain/addresses';
import { lastingDatabase } from './testing/databases';
import { enrolAuthenticator, startTestApi, startTestIdp, steppedUpToken } from './testing/stack';

// Writes survive a restart on the same data (a PGlite folder, or a database on the test PostgreSQL server), and the simulator gives the same user the same history on a
// fresh database.

let idp: RunningIdp;
let data: Awaited<ReturnType<typeof lastingDatabase>>;
let token: string;

const get = async (url: string, path: string, headers: Record<string, string>) => {
  const response = await fetch(`${url}/api/v1${path}`, { headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are inspected freely
  return { status: response.status, body: (await response.json()) as any };
};

beforeAll(async () => {
  idp = await startTestIdp();
  data = await lastingDatabase();
  // An address change takes a second factor: the token is one from a sign-in with a code.
  token = await steppedUpToken(idp, 'demo', await enrolAuthenticator(idp, 'demo'));
});

afterAll(async () => {
  await idp?.close();
  await data?.remove();
});

describe('the database', () => {
  it('keeps a wallet change, settings and an API key across a restart; same history on a fresh database', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const address = encodeSegwit('ltc', 0, Buffer.alloc(20, 5));
    const first = await startTestApi(idp, data.options);
    let key: string;
    let history: unknown;
    let workers: unknown;
    try {
      const put = await fetch(`${first.url}/api/v1/settings/wallets/LTC`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ address, payoutThreshold: '2.5' }),
      });
      expect(put.status).toBe(200);
      const created = await fetch(`${first.url}/api/v1/settings/api-keys`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'restart', scopes: ['account:read', 'settings:read'] }),
      });
      key = ((await created.json()) as { secret: string }).secret;
      history = (
        await get(first.url, '/account/accruals?pageSize=200&from=2026-01-01', auth)
      ).body.items.slice(10);
      workers = (await get(first.url, '/account/workers', auth)).body.items.map(
        (w: { id: string; name: string }) => [w.id, w.name],
      );
    } finally {
      await first.close();
    }

    const second = await startTestApi(idp, data.options);
    try {
      const wallets = await get(second.url, '/settings/wallets', { 'x-api-key': key });
      expect(wallets.status).toBe(200);
      expect(wallets.body.items[0]).toMatchObject({ address, payoutThreshold: '2.50000000' });
    } finally {
      await second.close();
    }

    // A fresh database: the same user gets the same workers and the same settled days (older ones;
    // the newest depend on the minute the account was created).
    const fresh = await startTestApi(idp);
    try {
      const again = (await get(fresh.url, '/account/accruals?pageSize=200&from=2026-01-01', auth)).body.items;
      expect(again.slice(10)).toEqual(history);
      const againWorkers = (await get(fresh.url, '/account/workers', auth)).body.items;
      expect(againWorkers.map((w: { id: string; name: string }) => [w.id, w.name])).toEqual(workers);
    } finally {
      await fresh.close();
    }
  }, 180_000); // Three database starts: seconds each, far more on a loaded machine.

  it('stores a contact form message as sent', async () => {
    const server = await startTestApi(idp, data.options);
    const message = {
      name: 'Ada Miner',
      email: ' ada@example.com ',
      subject: 'Payout question',
      message: 'When is my first payout?\nThanks.',
      locale: 'cn',
    };
    const response = await fetch(`${server.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await server.close();
    const db = await openDatabase(data.options);
    try {
      const rows = await db.query(
        'SELECT name, email, subject, message, locale FROM contact_messages WHERE id = $1',
        [id],
      );
      expect(rows).toEqual([{ ...message, email: 'ada@example.com' }]);
    } finally {
      await db.close();
    }
  });
});
