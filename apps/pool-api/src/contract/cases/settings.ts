import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../../../scripts/wait.ts';
import { encodeBase58Check, encodeSegwit } from '../../domain/addresses';
import { caughtMail, freezeTokenOf } from '../../testing/mailbox';
import type { ContractStack } from '../harness';

/** Pagination bounds, and the `settings` tag: wallets, bodies that are not JSON, notification settings. */
export function settingsCases(stack: ContractStack) {
  describe('pagination bounds', () => {
    it('accept pageSize 200, refuse 201, 0 and page 0; answer an empty page past the end', async () => {
      expect(
        (await stack.call('/account/accruals?pageSize=200', { token: stack.demo })).body.items,
      ).toHaveLength(200);
      for (const query of ['pageSize=201', 'pageSize=0', 'page=0', 'page=x']) {
        const answer = await stack.call(`/account/accruals?${query}`, { token: stack.demo });
        expect(answer.status, query).toBe(400);
        expect(answer.body.code).toBe('validation_failed');
      }
      const past = await stack.call('/blocks?page=100000&pageSize=200');
      expect(past.body.items).toEqual([]);
      expect(past.body.total).toBeGreaterThan(0);
    });
  });

  describe('settings', () => {
    it('list wallets per coin of the algorithm', async () => {
      const { body } = await stack.call('/settings/wallets', { token: stack.demo });
      expect(body.items.map((w: { coin: string }) => w.coin)).toEqual(['LTC', 'DOGE']);
      expect(body.items[0].address).toMatch(/^ltc1/);
      expect(body.items[1].address).toMatch(/^D/);
    });

    it('refuse bad addresses and thresholds with field errors, changing nothing', async () => {
      const before = (await stack.call('/settings/wallets', { token: stack.demo })).body.items[0];
      const goodAddress = encodeBase58Check(0x30, Buffer.alloc(20, 7));
      const broken = `${goodAddress.slice(0, -1)}${goodAddress.endsWith('a') ? 'b' : 'a'}`;
      const cases: [unknown, string][] = [
        [{ address: broken, payoutThreshold: '2' }, 'address'],
        [{ address: encodeBase58Check(0x1e, Buffer.alloc(20, 7)) }, 'address'],
        [{ address: 'ltc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq' }, 'address'],
        [{ payoutThreshold: '0.123456789' }, 'payoutThreshold'],
        [{ payoutThreshold: '0.001' }, 'payoutThreshold'],
        [{ payoutThreshold: '5000' }, 'payoutThreshold'],
        [{ payoutThreshold: '1e3' }, 'payoutThreshold'],
        [{ paused: 'yes' }, 'paused'],
      ];
      for (const [body, field] of cases) {
        const answer = await stack.call('/settings/wallets/LTC', { token: stack.demo, method: 'PUT', body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
      }
      const unknownField = await stack.call('/settings/wallets/LTC', {
        token: stack.demo,
        method: 'PUT',
        body: { memo: 'x' },
      });
      expect(unknownField.status).toBe(400);
      const after = (await stack.call('/settings/wallets', { token: stack.demo })).body.items[0];
      expect(after).toEqual(before);
    });

    it('change an address (payouts then wait 48 h), the threshold and pause', async () => {
      const address = encodeSegwit('ltc', 0, Buffer.alloc(20, 9));
      const answer = await stack.call('/settings/wallets/LTC', {
        token: stack.demo,
        method: 'PUT',
        body: { address, payoutThreshold: '0.5', paused: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ address, payoutThreshold: '0.50000000', paused: true });
      expect(Date.parse(answer.body.payoutsHeldUntil) - Date.parse(answer.body.addressChangedAt)).toBe(
        48 * 3600_000,
      );
      const doge = encodeBase58Check(0x1e, Buffer.alloc(20, 3));
      const m = encodeBase58Check(0x32, Buffer.alloc(20, 4));
      expect(
        (
          await stack.call('/settings/wallets/DOGE', {
            token: stack.demo,
            method: 'PUT',
            body: { address: doge },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await stack.call('/settings/wallets/LTC', {
            token: stack.demo,
            method: 'PUT',
            body: { address: m },
          })
        ).status,
      ).toBe(200);
      // Another user's wallets are untouched.
      const theirs = (await stack.call('/settings/wallets', { token: stack.admin })).body.items[0];
      expect(theirs.address).not.toBe(m);
    });

    it('unlink an address: no address until a new one is set, which starts the hold again', async () => {
      const unlinked = await stack.call('/settings/wallets/DOGE', { token: stack.demo, method: 'DELETE' });
      expect(unlinked.status).toBe(200);
      expect(unlinked.body).toMatchObject({ coin: 'DOGE', address: null, proof: null });
      expect((await stack.call('/settings/wallets', { token: stack.demo })).body.items[1].address).toBeNull();
      // A threshold alone cannot bring the coin back: it needs an address.
      const thresholdOnly = await stack.call('/settings/wallets/DOGE', {
        token: stack.demo,
        method: 'PUT',
        body: { payoutThreshold: '100' },
      });
      expect(thresholdOnly.status).toBe(400);
      expect(thresholdOnly.body.details.fields[0].field).toBe('address');
      const doge = encodeBase58Check(0x1e, Buffer.alloc(20, 6));
      const relinked = await stack.call('/settings/wallets/DOGE', {
        token: stack.demo,
        method: 'PUT',
        body: { address: doge, payoutThreshold: '100' },
      });
      expect(relinked.status).toBe(200);
      expect(relinked.body).toMatchObject({ address: doge, payoutThreshold: '100.00000000', paused: false });
      expect(relinked.body.payoutsHeldUntil).not.toBeNull();
      // Nobody else's wallet is touched by it.
      expect((await stack.call('/settings/wallets', { token: stack.admin })).body.items[1].address).toMatch(
        /^D/,
      );
    });

    it('mail each address change a link that freezes the coin’s payouts once', async () => {
      const doge = encodeBase58Check(0x1e, Buffer.alloc(20, 8));
      const changed = await stack.call('/settings/wallets/DOGE', {
        token: stack.demo,
        method: 'PUT',
        body: { address: doge },
      });
      expect(changed.body.payoutsFrozenAt).toBeNull();
      // The stack catches its own mail (no SMTP server given): the link is in the newest change mail.
      const token = await waitFor(async () => {
        const mail = (await caughtMail(stack.server.url)).find(
          (m) => m.subject === 'Your DOGE payout address was changed' && m.text.includes(doge.slice(-6)),
        );
        return freezeTokenOf(mail?.text);
      }, 'the address-change mail');
      const frozen = await stack.call('/security/freeze', { token: '', method: 'POST', body: { token } });
      expect(frozen.status).toBe(200);
      expect(frozen.body).toMatchObject({ coin: 'DOGE', subaccount: 'demo' });
      const wallets = (await stack.call('/settings/wallets', { token: stack.demo })).body.items;
      expect(wallets[1].payoutsFrozenAt).toBe(frozen.body.frozenAt);
      expect(wallets[0].payoutsFrozenAt).toBeNull();
      const again = await stack.call('/security/freeze', { token: '', method: 'POST', body: { token } });
      expect([again.status, again.body.code]).toEqual([410, 'freeze_link_used']);
      const forged = await stack.call('/security/freeze', {
        token: '',
        method: 'POST',
        body: { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
      });
      expect([forged.status, forged.body.code]).toEqual([404, 'freeze_link_invalid']);
    });

    it('answer a body that is not JSON with 400 and a missing content type with 415', async () => {
      const url = `${stack.server.url}/api/v1/settings/notifications`;
      const headers = { authorization: `Bearer ${stack.demo}` };
      const malformed = await fetch(url, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"email": tru',
      });
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { code: string }).code).toBe('bad_request');
      const untyped = await fetch(url, { method: 'PUT', headers, body: '{}' });
      expect(untyped.status).toBe(415);
    });

    it('read and replace notification settings, refusing values out of range', async () => {
      const current = (await stack.call('/settings/notifications', { token: stack.demo })).body;
      expect(current.repeatMinutes).toBeGreaterThanOrEqual(15);
      const next = { ...current, workerOffline: { enabled: true, afterMinutes: 30 }, repeatMinutes: 120 };
      // A rule sent without its channels keeps the saved ones.
      const saved = {
        ...next,
        workerOffline: { ...next.workerOffline, channels: current.workerOffline.channels },
      };
      expect(current.workerOffline.channels).toEqual({ email: true, telegram: true, webhook: true });
      expect(
        (await stack.call('/settings/notifications', { token: stack.demo, method: 'PUT', body: next })).body,
      ).toEqual(saved);
      const bad = await stack.call('/settings/notifications', {
        token: stack.demo,
        method: 'PUT',
        body: { ...next, workerOffline: { enabled: true, afterMinutes: 1 } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details.fields[0].field).toBe('workerOffline.afterMinutes');
      expect((await stack.call('/settings/notifications', { token: stack.demo })).body).toEqual(saved);
      // Channels per rule.
      const quiet = {
        ...saved,
        payoutSent: { enabled: true, channels: { email: false, telegram: true, webhook: false } },
      };
      expect(
        (await stack.call('/settings/notifications', { token: stack.demo, method: 'PUT', body: quiet })).body,
      ).toEqual(quiet);
      expect((await stack.call('/settings/notifications', { token: stack.demo })).body).toEqual(quiet);
    });
  });
}
