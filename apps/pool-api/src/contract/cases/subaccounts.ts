import { describe, expect, it } from 'vitest';
import { clock } from '../../testing/stack';
import type { Answer, ContractStack } from '../harness';

/** Amount strings added in atoms. */
const addAmounts = (amounts: string[]) => amounts.reduce((sum, a) => sum + BigInt(a.replace('.', '')), 0n);

/**
 * Sub-accounts, on the `admin` user (the other cases read `demo`'s default one): the list, creating, renaming,
 * archiving and restoring, the `subaccount` parameter, rigs joining by stratum login, the overview and its totals,
 * and API keys limited to sub-accounts.
 */
export function subaccountCases(stack: ContractStack) {
  const as = (path: string, init: Parameters<ContractStack['call']>[1] = {}) =>
    stack.call(path, { token: stack.admin, ...init });
  const names = (answer: Answer) => answer.body.items.map((s: { name: string }) => s.name);

  describe('sub-accounts', () => {
    it('start as one default sub-account named after the user, holding the data the account had', async () => {
      const list = await as('/settings/subaccounts');
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([
        { name: 'admin', default: true, createdAt: expect.any(String), archivedAt: null },
      ]);
      expect(list.body.limit).toBeGreaterThanOrEqual(50);
      const plain = await as('/account/workers');
      const named = await as('/account/workers?subaccount=admin');
      expect(named.body.items.length).toBeGreaterThan(0);
      expect(named.body.items).toEqual(plain.body.items);
    });

    it('create sub-accounts with valid, unused names only', async () => {
      for (const name of ['site-a', 'site_b']) {
        const created = await as('/settings/subaccounts', { method: 'POST', body: { name } });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ name, default: false, archivedAt: null });
      }
      const again = await as('/settings/subaccounts', { method: 'POST', body: { name: 'site-a' } });
      expect([again.status, again.body.code]).toEqual([409, 'subaccount_exists']);
      for (const name of ['ab', 'Site-A', 'x'.repeat(33), 'site a', 'сайт']) {
        const bad = await as('/settings/subaccounts', { method: 'POST', body: { name } });
        expect(bad.status, name).toBe(400);
        expect(bad.body.details.fields[0].field).toBe('name');
      }
      expect(names(await as('/settings/subaccounts'))).toEqual(['admin', 'site-a', 'site_b']);
    });

    it('keep each sub-account’s workers, settings and data apart; a rig joins by `<name>.<worker>`', async () => {
      expect((await as('/account/workers?subaccount=site-a')).body.items).toEqual([]);
      const joined = await fetch(`${stack.server.url}/api/v1/__lode/stratum`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', login: 'site-a.rig-7', hashrate: 12e9 }),
      });
      expect(joined.status).toBe(204);
      clock.offsetMs = 4 * 60_000;
      await stack.server.api.tick();
      const siteA = await as('/account/workers?subaccount=site-a');
      expect(siteA.body.items.map((w: { name: string }) => w.name)).toEqual(['rig-7']);
      expect(siteA.body.items[0]).toMatchObject({ status: 'online', group: null, model: null });
      expect((await as('/account/workers?subaccount=site_b')).body.items).toEqual([]);
      const main = (await as('/account/workers')).body.items.map((w: { name: string }) => w.name);
      expect(main).not.toContain('rig-7');
      const summary = await as('/account/summary?subaccount=site-a');
      expect(summary.body.workers).toEqual({ online: 1, offline: 0, inactive: 0 });
      expect(summary.body.hashrate.tenMinutes).toBeGreaterThan(1e9);

      const settings = await as('/settings/notifications?subaccount=site-a');
      const changed = { ...settings.body, repeatMinutes: settings.body.repeatMinutes + 30 };
      const put = await as('/settings/notifications?subaccount=site-a', { method: 'PUT', body: changed });
      expect(put.status).toBe(200);
      expect((await as('/settings/notifications?subaccount=site-a')).body.repeatMinutes).toBe(
        changed.repeatMinutes,
      );
      expect((await as('/settings/notifications')).body.repeatMinutes).toBe(settings.body.repeatMinutes);
      expect((await as('/settings/wallets?subaccount=site-a')).body.items[0].address).toBeNull();

      for (const name of ['nope-nope', 'NOPE']) {
        const unknown = await as(`/account/summary?subaccount=${name}`);
        expect([unknown.status, unknown.body.code]).toEqual([404, 'subaccount_not_found']);
      }
    });

    it('show every sub-account side by side with totals that add up', async () => {
      const overview = await as('/account/overview');
      expect(overview.status).toBe(200);
      expect(names(overview)).toEqual(['admin', 'site-a', 'site_b']);
      const { items, totals } = overview.body;
      const sum = (pick: (item: (typeof items)[number]) => number) =>
        items.reduce((n: number, item: (typeof items)[number]) => n + pick(item), 0);
      expect(totals.hashrate.tenMinutes).toBeCloseTo(sum((i) => i.hashrate.tenMinutes));
      expect(totals.hashrate.oneDay).toBeCloseTo(sum((i) => i.hashrate.oneDay));
      expect(totals.workers.online).toBe(sum((i) => i.workers.online));
      expect(items[1].workers.online).toBe(1);
      for (const total of totals.balances)
        expect(BigInt(total.amount.replace('.', ''))).toBe(
          addAmounts(
            items.flatMap((i: { balances: { coin: string; amount: string }[] }) =>
              i.balances.filter((b) => b.coin === total.coin).map((b) => b.amount),
            ),
          ),
        );
      // A rig joins site_b: the overview read before knows nothing of it; the next one, after the minute, does.
      expect(items[2].workers.online).toBe(0);
      const joined = await fetch(`${stack.server.url}/api/v1/__lode/stratum`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', login: 'site_b.rig-8', hashrate: 5e9 }),
      });
      expect(joined.status).toBe(204);
      // Past the minutes the last case sampled (each case starts on the real clock again).
      clock.offsetMs = 8 * 60_000;
      await stack.server.api.tick();
      const after = (await as('/account/overview')).body;
      expect(after.items[2].workers.online).toBe(1);
      // The default sub-account's simulated rigs may come and go in that minute: the totals still add up.
      expect(after.totals.workers.online).toBe(
        after.items.reduce((n: number, item: { workers: { online: number } }) => n + item.workers.online, 0),
      );

      // Both read after the minute: one that starts a new UTC day settles the day's accruals into the balances.
      const summary = await as('/account/summary');
      expect(after.items[0].balances).toEqual(
        summary.body.earnings.map((e: { coin: string; balance: string }) => ({
          coin: e.coin,
          amount: e.balance,
        })),
      );
    });

    it('rename; archive only without an unpaid balance; refuse writes while archived; restore', async () => {
      const renamed = await as('/settings/subaccounts/site_b', { method: 'PUT', body: { name: 'site-c' } });
      expect(renamed.body.name).toBe('site-c');
      expect((await as('/account/summary?subaccount=site_b')).status).toBe(404);
      const clash = await as('/settings/subaccounts/site-c', { method: 'PUT', body: { name: 'site-a' } });
      expect([clash.status, clash.body.code]).toEqual([409, 'subaccount_exists']);

      const owed = await as('/settings/subaccounts/admin', { method: 'PUT', body: { archived: true } });
      expect([owed.status, owed.body.code]).toEqual([409, 'unpaid_balance']);
      expect(owed.body.details.balances.length).toBeGreaterThan(0);
      expect((await as('/settings/subaccounts')).body.items[0].archivedAt).toBeNull();

      // A sub-account that never mined owes nothing, whatever the day's settlement has credited the others.
      expect((await as('/settings/subaccounts', { method: 'POST', body: { name: 'site-d' } })).status).toBe(
        201,
      );
      const archived = await as('/settings/subaccounts/site-d', { method: 'PUT', body: { archived: true } });
      expect(archived.status).toBe(200);
      expect(archived.body.archivedAt).not.toBeNull();
      expect(names(await as('/settings/subaccounts'))).toEqual(['admin', 'site-a', 'site-c', 'site-d']);
      expect((await as('/account/workers?subaccount=site-d')).status).toBe(200);
      const write = await as('/settings/notifications?subaccount=site-d', {
        method: 'PUT',
        body: (await as('/settings/notifications?subaccount=site-d')).body,
      });
      expect([write.status, write.body.code]).toEqual([409, 'subaccount_archived']);
      const restored = await as('/settings/subaccounts/site-d', { method: 'PUT', body: { archived: false } });
      expect(restored.body.archivedAt).toBeNull();
      expect(
        (await as('/settings/subaccounts/gone-gone', { method: 'PUT', body: { archived: true } })).status,
      ).toBe(404);
    });

    it('let an API key limited to one sub-account read that one only', async () => {
      const unknown = await as('/settings/api-keys', {
        method: 'POST',
        body: { name: 'bad', scopes: ['account:read'], subaccounts: ['no-such'] },
      });
      expect(unknown.status).toBe(400);
      const created = await as('/settings/api-keys', {
        method: 'POST',
        body: { name: 'site a only', scopes: ['account:read', 'settings:read'], subaccounts: ['site-a'] },
      });
      expect(created.body.subaccounts).toEqual(['site-a']);
      const key = created.body.secret as string;
      const listed = (await as('/settings/api-keys')).body.items.find(
        (k: { id: string }) => k.id === created.body.id,
      );
      expect(listed.subaccounts).toEqual(['site-a']);
      const own = await stack.call('/account/workers', { key });
      expect(own.body.items.map((w: { name: string }) => w.name)).toEqual(['rig-7']);
      for (const path of ['/account/workers?subaccount=admin', '/account/summary?subaccount=site-c']) {
        const other = await stack.call(path, { key });
        expect([other.status, other.body.code], path).toEqual([403, 'subaccount_forbidden']);
      }
      expect(names(await stack.call('/settings/subaccounts', { key }))).toEqual(['site-a']);
      expect(names(await stack.call('/account/overview', { key }))).toEqual(['site-a']);
      const all = await as('/settings/api-keys', {
        method: 'POST',
        body: { name: 'every site', scopes: ['account:read'] },
      });
      expect(all.body.subaccounts).toBeNull();
      expect((await stack.call('/account/workers?subaccount=site-c', { key: all.body.secret })).status).toBe(
        200,
      );
    });
  });
}
