import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleStack, expectAdminOnly, expectFieldErrors, startConsoleStack } from '../testing/console';

// The route rules in the console against the real provider and the API on the project's database: who may read and
// save them, the tables refused (each leaves the saved table, its version and the audit log as they were), and a
// saved table in `GET /public/site`, where the host servers read it.

let stack: ConsoleStack;
const rule = (match: string, redirect: string, status = 301) => ({ match, redirect, status });

beforeAll(async () => {
  stack = await startConsoleStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('redirects in the console', () => {
  it('answers only an admin: 401 without a token, 403 to a miner', async () => {
    await expectAdminOnly(stack, '/admin/redirects');
    await expectAdminOnly(stack, '/admin/redirects', { method: 'PUT', body: { rules: [] } });
    expect((await stack.asAdmin('/admin/redirects')).body).toEqual({ version: 0, rules: [] });
  });

  it('refuses script targets, loops, rules over protected paths and over-long fields; saves nothing', async () => {
    const refused = [
      [[rule('/old', 'javascript:alert(1)')], ['rules.0.redirect']],
      [[rule('/old', 'data:text/html,hi')], ['rules.0.redirect']],
      [
        [rule('/a', '/b'), rule('/b', '/a')],
        ['rules.0.redirect', 'rules.1.redirect'],
      ],
      [[rule('/old/**', '/old/new')], ['rules.0.redirect']],
      [[rule('/*', '/news')], ['rules.0.match']],
      [[rule('/**', '/news')], ['rules.0.match']],
      [[rule('/admin/news', '/news')], ['rules.0.match']],
      [[rule('/auth/callback', '/news')], ['rules.0.match']],
      [[rule('/tech-work', '/news')], ['rules.0.match']],
      [[rule('/ru/old', '/news')], ['rules.0.match']],
      [[rule('/old*', '/news')], ['rules.0.match']],
      [[rule(`/${'o'.repeat(500)}`, '/news')], ['rules.0.match']],
      [[rule('/old', `/${'n'.repeat(500)}`)], ['rules.0.redirect']],
      [[rule('/old', '//evil.example/x')], ['rules.0.redirect']],
      [[rule('/old', '/news', 200)], ['rules.0.status']],
      [Array.from({ length: 201 }, (_, i) => rule(`/old-${i}`, '/news')), ['rules']],
    ] as const;
    for (const [rules, fields] of refused)
      expectFieldErrors(await stack.asAdmin('/admin/redirects', { method: 'PUT', body: { rules } }), [
        ...fields,
      ]);
    expect((await stack.asAdmin('/admin/redirects')).body).toEqual({ version: 0, rules: [] });
    expect(await stack.auditOf('redirects')).toEqual([]);
  });

  it('saves a whole table with a new version, shows it to the hosts and audits it before and after', async () => {
    const first = [rule('/old/**', '/news'), rule('/promo', 'https://example.com/promo', 302)];
    const saved = await stack.asAdmin('/admin/redirects', { method: 'PUT', body: { rules: first } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ version: 1, rules: first });
    const second = [rule('/legacy/*', '/stats', 308)];
    expect(
      (await stack.asAdmin('/admin/redirects', { method: 'PUT', body: { rules: second } })).body,
    ).toEqual({ version: 2, rules: second });
    const site = await stack.call('/public/site', { token: '' });
    expect(site.body.routeRules).toEqual({ version: 2, rules: second });

    const entries = (await stack.auditOf('redirects')).reverse();
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['redirects.set', { version: 0, rules: [] }, { version: 1, rules: first }],
      ['redirects.set', { version: 1, rules: first }, { version: 2, rules: second }],
    ]);
  });
});
