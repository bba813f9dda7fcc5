import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subOf } from '../contract/harness';
import { type StaffStack, auditOf, startStaffStack } from '../testing/staff';
import { accessToken, clock } from '../testing/stack';
import { StreamReader } from '../testing/streamReader';

// Accounts and bans in the console, on the real identity provider and the test's database (PGlite, or PostgreSQL in
// postgres:pool-api): who may call what, hostile input refused with nothing saved, and a ban that stops the user's
// token, API key, watcher link and live stream at once, then an unban that gives them back. The stream across two
// replicas: bans.pg.test.ts.

let stack: StaffStack;
let demoSub: string;

beforeAll(async () => {
  stack = await startStaffStack();
  demoSub = subOf(stack.tokens.demo);
});

afterAll(async () => {
  clock.offsetMs = 0;
  await stack?.close();
});

const as = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  stack.call(path, { token, ...init });

describe('who may use the accounts operations', () => {
  it('answers 401 without a token, 403 to a miner, reads to support, bans to the admin only', async () => {
    const { demo, admin, support } = stack.tokens;
    const reads = ['/admin/accounts?q=demo', `/admin/accounts/${demoSub}`];
    const writes = [
      { path: `/admin/accounts/${demoSub}/ban`, body: { reason: 'spam' } },
      { path: `/admin/accounts/${demoSub}/unban`, body: undefined },
    ];
    for (const path of reads) {
      expect((await as('', path)).status, path).toBe(401);
      expect((await as(demo, path)).body, path).toMatchObject({ code: 'forbidden' });
      expect((await as(support, path)).status, path).toBe(200);
      expect((await as(admin, path)).status, path).toBe(200);
    }
    for (const { path, body } of writes) {
      expect((await as('', path, { method: 'POST', body })).status, path).toBe(401);
      expect((await as(demo, path, { method: 'POST', body })).status, path).toBe(403);
      const bySupport = await as(support, path, { method: 'POST', body });
      expect(bySupport.status, path).toBe(403);
      expect(bySupport.body.code).toBe('forbidden');
    }
    // None of the refusals changed anything.
    expect((await as(admin, `/admin/accounts/${demoSub}`)).body.banned).toBeNull();
    expect(await auditOf(stack, 'account.ban', `account/${demoSub}`)).toEqual([]);
  });

  it('finds users by user name, e-mail or address prefix and shows their sub-accounts from the pool', async () => {
    const { admin } = stack.tokens;
    const byName = (await as(admin, '/admin/accounts?q=DEM')).body.items;
    expect(byName.map((a: { sub: string }) => a.sub)).toEqual([demoSub]);
    expect(byName[0]).toMatchObject({ username: 'demo', email: 'demo@lode.example', subaccounts: 1 });
    const address = byName[0].addresses[0].address as string;
    expect((await as(admin, '/admin/accounts?q=lode.example')).body.items[0].sub).toBe(demoSub);
    const byAddress = (await as(admin, `/admin/accounts?q=${address.slice(0, 10)}`)).body.items;
    expect(byAddress.map((a: { sub: string }) => a.sub)).toEqual([demoSub]);
    // Wildcards are taken literally.
    expect((await as(admin, '/admin/accounts?q=%25')).body.items).toEqual([]);
    const detail = (await as(admin, `/admin/accounts/${demoSub}`)).body;
    expect(detail.subaccounts).toHaveLength(1);
    const [first] = detail.subaccounts;
    expect(first.workersOnline + first.workersOffline).toBeGreaterThan(0);
    expect(first.balances.length).toBeGreaterThan(0);
    expect(first.addresses).toContainEqual({ coin: byName[0].addresses[0].coin, address });
    expect((await as(admin, '/admin/accounts/no-such-user')).status).toBe(404);
  });
});

describe('a ban', () => {
  it('refuses an unknown reason or an over-long note with field errors and saves nothing', async () => {
    const path = `/admin/accounts/${demoSub}/ban`;
    const { admin } = stack.tokens;
    const wrong = await as(admin, path, { method: 'POST', body: { reason: 'boredom' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.fields.map((f: { field: string }) => f.field)).toEqual(['reason']);
    const long = await as(admin, path, { method: 'POST', body: { reason: 'spam', note: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.details.fields.map((f: { field: string }) => f.field)).toEqual(['note']);
    expect((await as(admin, `/admin/accounts/${demoSub}`)).body.banned).toBeNull();
    expect(await auditOf(stack, 'account.ban', `account/${demoSub}`)).toEqual([]);
    // An admin cannot lock themselves out.
    await as(admin, '/account/summary');
    const self = await as(admin, `/admin/accounts/${subOf(admin)}/ban`, {
      method: 'POST',
      body: { reason: 'other' },
    });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('cannot_ban_self');
  });

  it('stops the token, API key, watcher link and live stream at once; an unban gives them back', async () => {
    const { demo, admin } = stack.tokens;
    const key = (
      await as(demo, '/settings/api-keys', {
        method: 'POST',
        body: { name: 'rig', scopes: ['account:read'] },
      })
    ).body.secret as string;
    const link = (
      await as(demo, '/settings/watchers', {
        method: 'POST',
        body: { label: 'host', scopes: ['workers'], expiresIn: 'never' },
      })
    ).body.secret as string;
    const withKey = () => stack.call('/account/summary', { key });
    const withLink = () =>
      stack.call('/account/watcher', { token: '', headers: { authorization: `Watcher ${link}` } });
    expect((await withKey()).status).toBe(200);
    expect((await withLink()).status).toBe(200);
    const stream = await StreamReader.open(stack.server.url, demo);
    await stream.until(() => stream.messages.some((m) => m.event === 'ready'), 'ready');

    const banned = await as(admin, `/admin/accounts/${demoSub}/ban`, {
      method: 'POST',
      body: { reason: 'fraud', note: 'Stolen card' },
    });
    expect(banned.status).toBe(200);
    expect(banned.body.banned).toMatchObject({ reason: 'fraud', note: 'Stolen card', by: 'admin' });
    await stream.until(() => stream.ended, 'the end of the stream');
    expect(stream.messages.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"account_banned"}' });
    for (const answer of [await as(demo, '/account/summary'), await withKey(), await withLink()]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'account_banned', reason: 'fraud' });
    }
    const refused = await StreamReader.open(stack.server.url, demo);
    expect(refused.response.status).toBe(403);
    expect((await as(admin, '/admin/accounts?q=demo')).body.items[0].banned.reason).toBe('fraud');
    expect(
      (await as(admin, `/admin/accounts/${demoSub}/ban`, { method: 'POST', body: { reason: 'spam' } }))
        .status,
    ).toBe(409);

    const unbanned = await as(admin, `/admin/accounts/${demoSub}/unban`, { method: 'POST' });
    expect(unbanned.status).toBe(200);
    expect(unbanned.body.banned).toBeNull();
    expect((await as(demo, '/account/summary')).status).toBe(200);
    expect((await withKey()).status).toBe(200);
    expect((await withLink()).status).toBe(200);
    // A stream resuming from before the ban is not ended by it again.
    const resumed = await StreamReader.open(stack.server.url, demo, stream.messages[0]?.id);
    await resumed.until(() => resumed.messages.some((m) => m.event === 'ready'), 'ready after the unban');
    // The next minute's events reach it: it is past the ban's event and still open.
    clock.offsetMs += 60_000;
    await stack.server.api.tick();
    await resumed.until(() => resumed.events.length > 0, 'an event after the unban');
    expect(resumed.ended).toBe(false);
    resumed.close();

    const [ban] = await auditOf(stack, 'account.ban', `account/${demoSub}`);
    expect(await auditOf(stack, 'account.ban', `account/${demoSub}`)).toHaveLength(1);
    expect(ban).toMatchObject({
      actor: { username: 'admin' },
      before: { banned: null },
      after: { banned: { reason: 'fraud', note: 'Stolen card', by: 'admin' } },
    });
    const unbans = await auditOf(stack, 'account.unban', `account/${demoSub}`);
    expect(unbans).toHaveLength(1);
    expect(unbans[0]).toMatchObject({ before: { banned: { reason: 'fraud' } }, after: { banned: null } });
  });

  it('keeps the provider’s banned role: 403 with reason other, shown in the console', async () => {
    const banned = await accessToken(stack.idp, 'banned');
    const answer = await as(banned, '/account/summary');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'account_banned', reason: 'other' });
  });
});
