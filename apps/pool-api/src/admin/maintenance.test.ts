import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleStack, expectAdminOnly, expectFieldErrors, startConsoleStack } from '../testing/console';

// Maintenance against the real provider and the API on the project's database: who may switch it, what is refused,
// the audit entry, and the gate: a window scheduled ahead on the pool clock (the test controls move it) turns on and
// then off; while on, writes of a miner, an anonymous form and an API key answer 503 with Retry-After, reads work, and
// an admin writes as usual.

let stack: ConsoleStack;
const message = { en: 'Upgrading the database', ru: 'Обновляем базу данных', cn: '正在升级数据库' };
const off = { mode: 'off', message: { en: '', ru: '', cn: '' } };

let key: string;

beforeAll(async () => {
  // A key that may write, without the second factor the step-up check would ask for (src/security/stepUp.test.ts).
  stack = await startConsoleStack({ stepUp: 'off' });
  const created = await stack.call('/settings/api-keys', {
    token: stack.demo,
    method: 'POST',
    body: { name: 'rig script', scopes: ['settings:read', 'settings:write'] },
  });
  expect(created.status, created.text).toBe(201);
  key = created.body.secret as string;
});
afterAll(async () => {
  await stack?.close();
});

const site = async () => {
  const answer = await stack.call('/public/site', { token: '' });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return answer.body;
};
/** A write of the miner's: their notification settings saved as they are. */
const minerWrite = async () => {
  const current = (await stack.call('/settings/notifications', { token: stack.demo })).body;
  return stack.call('/settings/notifications', { token: stack.demo, method: 'PUT', body: current });
};
const contact = () =>
  stack.call('/contact', {
    token: '',
    method: 'POST',
    body: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', locale: 'en' },
  });

describe('maintenance in the console', () => {
  it('answers only an admin: 401 without a token, 403 to a miner', async () => {
    await expectAdminOnly(stack, '/admin/maintenance');
    await expectAdminOnly(stack, '/admin/maintenance', { method: 'PUT', body: { mode: 'now', message } });
    expect((await site()).maintenance.state).toBe('off');
  });

  it('refuses a missing English message, over-long messages and bad windows; saves and audits nothing', async () => {
    const now = await stack.poolNow();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const refused = [
      [{ mode: 'now', message: { en: '  ', ru: 'x', cn: '' } }, ['message.en']],
      [{ mode: 'now', message: { ...message, ru: 'я'.repeat(1001) } }, ['message.ru']],
      [{ mode: 'now', message: { ...message, en: 'e'.repeat(1001) } }, ['message.en']],
      [{ mode: 'window', message }, ['startsAt']],
      [{ mode: 'window', startsAt: at(-1), message }, ['startsAt']],
      [{ mode: 'window', startsAt: at(10), endsAt: at(5), message }, ['endsAt']],
      [{ mode: 'now', endsAt: at(-5), message }, ['endsAt']],
      [{ mode: 'sometimes', message }, ['mode']],
    ] as const;
    for (const [body, fields] of refused)
      expectFieldErrors(await stack.asAdmin('/admin/maintenance', { method: 'PUT', body }), [...fields]);
    expect((await stack.asAdmin('/admin/maintenance')).body).toMatchObject({
      state: 'off',
      updatedAt: null,
      updatedBy: null,
    });
    expect(await stack.auditOf('maintenance')).toEqual([]);
  });

  it('goes scheduled → on → off with the pool clock; while on only writes of non-admins answer 503', async () => {
    const now = await stack.poolNow();
    const startsAt = new Date(now + 120_000).toISOString();
    const endsAt = new Date(now + 720_000).toISOString();
    const saved = await stack.asAdmin('/admin/maintenance', {
      method: 'PUT',
      body: { mode: 'window', startsAt, endsAt, message },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ state: 'scheduled', startsAt, endsAt, message, updatedBy: 'admin' });
    expect((await site()).maintenance).toEqual({ state: 'scheduled', startsAt, endsAt, message });
    expect((await minerWrite()).status).toBe(200);

    await stack.advance(120_000);
    expect((await site()).maintenance.state).toBe('on');
    const refused = await minerWrite();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ code: 'maintenance', message: message.en });
    expect(refused.headers.get('retry-after')).toBe('600');
    expect((await contact()).status).toBe(503);
    const settings = (await stack.call('/settings/notifications', { key })).body;
    const byKey = await stack.call('/settings/notifications', { key, method: 'PUT', body: settings });
    expect([byKey.status, byKey.body.code]).toEqual([503, 'maintenance']);
    // Reads keep working; the admin writes as usual, in the cabinet and in the console.
    expect((await stack.call('/account/summary', { token: stack.demo })).status).toBe(200);
    expect((await stack.call('/news', { token: '' })).status).toBe(200);
    const adminSettings = (await stack.asAdmin('/settings/notifications')).body;
    expect(
      (await stack.asAdmin('/settings/notifications', { method: 'PUT', body: adminSettings })).status,
    ).toBe(200);

    await stack.advance(600_000);
    expect((await site()).maintenance.state).toBe('off');
    expect((await minerWrite()).status).toBe(200);
  });

  it('on at once without an end asks callers to retry in 300 s; switched off, writes work again', async () => {
    const on = await stack.asAdmin('/admin/maintenance', { method: 'PUT', body: { mode: 'now', message } });
    expect(on.body).toMatchObject({ state: 'on', endsAt: null });
    const refused = await minerWrite();
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '300']);
    const cleared = await stack.asAdmin('/admin/maintenance', { method: 'PUT', body: off });
    expect(cleared.body).toMatchObject({ state: 'off', startsAt: null, endsAt: null });
    expect((await minerWrite()).status).toBe(200);

    const entries = (await stack.auditOf('maintenance')).reverse();
    expect(entries.map((e) => e.action)).toEqual(['maintenance.set', 'maintenance.set', 'maintenance.set']);
    expect(entries[0]).toMatchObject({ before: { state: 'off' }, after: { state: 'scheduled', message } });
    expect(entries[1]).toMatchObject({ after: { state: 'on', endsAt: null } });
    expect(entries[2]).toMatchObject({ before: { state: 'on' }, after: { state: 'off' } });
  });
});
