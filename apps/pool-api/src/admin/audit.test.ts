import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCall } from '../contract/harness';
import { openDatabase, type Database } from '../db/database';
import type { Principal } from '../http/auth';
import { ApiError } from '../http/errors';
import type { RunningPoolApi } from '../index';
import { freshDatabase } from '../testing/databases';
import { accessToken, startTestApi, startTestIdp } from '../testing/stack';
import { readAudit, recordAudit } from './audit';
import { requireStaff } from './guard';

// The audit log's table refuses changes to what it holds (both engines), its reads filter and page, and the staff
// guard lets only a signed-in user with the role through. Entries written by the console's own actions are checked
// with each action (news, maintenance, redirects tests).

const staff = (via: Principal['via'], roles: string[]): Principal => ({
  sub: 'sub-1',
  username: 'ada',
  via,
  scopes: new Set(),
  roles: new Set(roles),
});

describe('requireStaff', () => {
  it('lets a signed-in user with an allowed role through and refuses everyone else with 403 forbidden', () => {
    expect(() => requireStaff(staff('token', ['admin']), ['admin'])).not.toThrow();
    expect(() => requireStaff(staff('token', ['support']), ['admin', 'support'])).not.toThrow();
    const refusal = (principal: Principal, allowed: ('admin' | 'support')[]) => {
      try {
        requireStaff(principal, allowed);
      } catch (error) {
        return error instanceof ApiError
          ? { status: error.status, code: error.code, message: error.message }
          : error;
      }
      return 'let through';
    };
    expect(refusal(staff('token', ['support', 'miner']), ['admin'])).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'This needs the admin role',
    });
    expect(refusal(staff('token', ['miner']), ['admin', 'support'])).toMatchObject({
      message: 'This needs the admin or support role',
    });
    // Roles only count on a verified token: keys and watcher links never reach the console.
    expect(refusal(staff('apiKey', ['admin']), ['admin'])).toMatchObject({ status: 403 });
    expect(refusal(staff('watcher', ['admin']), ['admin'])).toMatchObject({ status: 403 });
  });
});

describe('the audit table', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(await freshDatabase());
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps what was appended and refuses UPDATE, DELETE and TRUNCATE', async () => {
    const actor = staff('token', ['admin']);
    await recordAudit(db, {
      actor,
      action: 'news.create',
      target: 'news/a',
      before: null,
      after: { a: 1 },
      at: 1000,
    });
    await recordAudit(db, {
      actor,
      action: 'news.delete',
      target: 'news/a',
      before: { a: 1 },
      after: null,
      at: 2000,
    });
    await expect(db.query("UPDATE admin_audit SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM admin_audit')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE admin_audit')).rejects.toThrow(/append-only/);
    const { items, nextCursor } = await readAudit(db, { limit: 10 });
    expect(nextCursor).toBeNull();
    expect(items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['news.delete', { a: 1 }, null],
      ['news.create', null, { a: 1 }],
    ]);
    expect(items[1]).toMatchObject({
      at: new Date(1000).toISOString(),
      actor: { sub: 'sub-1', username: 'ada' },
    });
  });

  it('filters by action, actor, target and time, and pages with a cursor', async () => {
    const first = await readAudit(db, { limit: 1 });
    expect(first.items.map((e) => e.action)).toEqual(['news.delete']);
    const rest = await readAudit(db, { limit: 1, cursor: Number(first.nextCursor) });
    expect(rest.items.map((e) => e.action)).toEqual(['news.create']);
    expect((await readAudit(db, { limit: 10, action: 'news.create' })).items).toHaveLength(1);
    expect((await readAudit(db, { limit: 10, actor: 'ada' })).items).toHaveLength(2);
    expect((await readAudit(db, { limit: 10, actor: 'sub-1' })).items).toHaveLength(2);
    expect((await readAudit(db, { limit: 10, actor: 'bob' })).items).toHaveLength(0);
    expect((await readAudit(db, { limit: 10, target: 'news/b' })).items).toHaveLength(0);
    expect((await readAudit(db, { limit: 10, from: 1500 })).items.map((e) => e.action)).toEqual([
      'news.delete',
    ]);
    expect((await readAudit(db, { limit: 10, to: 1500 })).items.map((e) => e.action)).toEqual([
      'news.create',
    ]);
  });
});

describe('GET /admin/audit and /admin/audit.csv', () => {
  let idp: RunningIdp;
  let server: RunningPoolApi;
  let demo: string;
  let support: string;
  let admin: string;
  const call = contractCall({ url: () => server.url });

  beforeAll(async () => {
    idp = await startTestIdp({ accessTokenTtl: 3600 });
    server = await startTestApi(idp);
    [demo, support, admin] = (await Promise.all(
      ['demo', 'support', 'admin'].map((user) => accessToken(idp, user)),
    )) as [string, string, string];
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('answers 401 without a token, 403 to a miner and to support, and the log to an admin', async () => {
    for (const path of ['/admin/audit', '/admin/audit.csv']) {
      expect((await call(path)).status).toBe(401);
      for (const token of [demo, support]) {
        const refused = await call(path, { token });
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'forbidden', message: 'This needs the admin role' });
      }
    }
    const page = await call('/admin/audit', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: [], nextCursor: null });
    const csv = await call('/admin/audit.csv', { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toBe('id,at,actor_sub,actor,action,target,before,after\r\n');
  });

  it('refuses a personal API key, even the admin’s, with 403 forbidden', async () => {
    const created = await call('/settings/api-keys', {
      token: admin,
      method: 'POST',
      body: { name: 'console?', scopes: ['account:read'] },
    });
    expect(created.status, created.text).toBe(201);
    const refused = await call('/admin/audit', { key: created.body.secret });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
  });

  it('refuses a range that ends before it starts, and a malformed cursor, with field errors', async () => {
    const backwards = await call('/admin/audit?from=2026-12-02T00:00:00Z&to=2026-12-01T00:00:00Z', {
      token: admin,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.details.fields).toEqual([{ field: 'query.to', message: expect.any(String) }]);
    const cursor = await call('/admin/audit?cursor=abc', { token: admin });
    expect(cursor.status).toBe(400);
    expect(cursor.body.details.fields[0].field).toBe('query.cursor');
  });
});
