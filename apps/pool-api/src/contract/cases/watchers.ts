import { describe, expect, it } from 'vitest';
import { clock } from '../../testing/stack';
import type { ContractStack } from '../harness';

/**
 * Watcher links on `admin`'s sub-account `site-a` (made by the sub-account cases, with its rig `rig-7`): made and
 * listed by the owner, read through `Authorization: Watcher`, limited to their scopes and their sub-account,
 * never a bearer token or a key, revoked and expired at once, and guessing them rate-limited.
 */
export function watcherCases(stack: ContractStack) {
  const as = (path: string, init: Parameters<ContractStack['call']>[1] = {}) =>
    stack.call(path, { token: stack.admin, ...init });
  const watch = (secret: string, path: string, init: Parameters<ContractStack['call']>[1] = {}) =>
    stack.call(path, {
      token: '',
      ...init,
      headers: { authorization: `Watcher ${secret}`, ...init.headers },
    });
  const create = async (body: unknown) => {
    const created = await as('/settings/watchers?subaccount=site-a', { method: 'POST', body });
    expect(created.status).toBe(201);
    return created.body as { id: string; secret: string; path: string };
  };

  describe('watcher links', () => {
    it('are made by the signed-in owner with a secret shown once, and listed without it', async () => {
      const link = await create({ label: 'Hosting client', scopes: ['workers'], expiresIn: '7d' });
      expect(link.secret).toMatch(/^[A-Za-z0-9_-]{32}$/); // 192 random bits
      expect(link.path).toBe(`/watch/${link.secret}`);
      const listed = await as('/settings/watchers?subaccount=site-a');
      expect(listed.body.items[0]).toMatchObject({
        id: link.id,
        status: 'active',
        views: 0,
        scopes: ['workers'],
      });
      expect(listed.text).not.toContain(link.secret);
      expect((await as('/settings/watchers')).body.items.map((l: { id: string }) => l.id)).not.toContain(
        link.id,
      );
      const bad = await as('/settings/watchers?subaccount=site-a', {
        method: 'POST',
        body: { label: '', scopes: ['money'], expiresIn: '2d' },
      });
      expect(bad.status).toBe(400);
    });

    it('read what their scopes allow of their own sub-account and nothing else', async () => {
      const { id, secret } = await create({ label: 'Site manager', scopes: ['workers'], expiresIn: 'never' });
      const view = await watch(secret, '/account/watcher');
      expect(view.body).toMatchObject({
        label: 'Site manager',
        subaccount: 'site-a',
        owner: 'admin',
        scopes: ['workers'],
        expiresAt: null,
      });
      const summary = await watch(secret, '/account/summary');
      expect(summary.body.workers.online).toBe(1);
      expect(summary.body.earnings).toEqual([]);
      const workers = await watch(secret, '/account/workers');
      expect(workers.body.items.map((w: { name: string }) => w.name)).toEqual(['rig-7']);
      expect((await watch(secret, '/account/hashrate?range=24h')).status).toBe(200);
      for (const path of [
        '/account/payouts',
        '/account/accruals',
        '/account/payouts.csv',
        '/account/hashrate?range=7d',
        '/account/alerts',
        '/account/referral',
        '/account/overview',
        '/settings/notifications',
        '/settings/wallets',
        '/settings/subaccounts',
        '/settings/watchers',
        '/account/summary?subaccount=admin',
      ]) {
        const refused = await watch(secret, path);
        expect([refused.status, refused.body.code], path).toEqual([403, 'watcher_forbidden']);
      }
      for (const [method, path, body] of [
        ['PUT', '/settings/notifications', {}],
        ['POST', '/account/alerts/read', { lastId: 'x' }],
        ['POST', '/settings/subaccounts', { name: 'sneaky' }],
        ['DELETE', '/settings/api-keys/x', undefined],
      ] as const) {
        const write = await watch(secret, path, { method, body });
        expect(write.status, `${method} ${path}`).toBe(403);
      }
      const views = (await as('/settings/watchers?subaccount=site-a')).body.items.find(
        (l: { id: string }) => l.id === id,
      );
      expect(views.views).toBe(1);
      expect(views.lastUsedAt).not.toBeNull();

      const wide = await create({ label: 'Investor', scopes: ['earnings', 'statistics'], expiresIn: '30d' });
      expect((await watch(wide.secret, '/account/payouts')).status).toBe(200);
      expect((await watch(wide.secret, '/account/hashrate?range=90d')).status).toBe(200);
      expect((await watch(wide.secret, '/account/workers')).status).toBe(403);
      expect(Array.isArray((await watch(wide.secret, '/account/summary')).body.earnings)).toBe(true);
    });

    it('are neither bearer tokens nor API keys', async () => {
      const { secret } = await create({ label: 'Not a token', scopes: [], expiresIn: '1d' });
      const bearer = await stack.call('/account/summary', { token: secret });
      expect([bearer.status, bearer.body.code]).toEqual([401, 'invalid_token']);
      const key = await stack.call('/account/summary', { token: '', key: secret });
      expect([key.status, key.body.code]).toEqual([401, 'invalid_api_key']);
      const guessed = await watch(
        `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
        '/account/summary',
      );
      expect([guessed.status, guessed.body.code]).toEqual([401, 'invalid_watcher']);
    });

    it('stop at once when revoked: reads answer 401 and an open stream ends', async () => {
      const link = await create({ label: 'Revoked soon', scopes: ['workers'], expiresIn: '7d' });
      const abort = new AbortController();
      const response = await fetch(`${stack.server.url}/api/v1/account/stream`, {
        headers: { authorization: `Watcher ${link.secret}` },
        signal: abort.signal,
      });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      while (!text.includes('event: ready')) text += new TextDecoder().decode((await reader.read()).value);
      expect((await as(`/settings/watchers/${link.id}?subaccount=site-a`, { method: 'DELETE' })).status).toBe(
        204,
      );
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      expect(text).toContain('event: end\ndata: {"reason":"watcher_revoked"}');
      abort.abort();
      const after = await watch(link.secret, '/account/summary');
      expect([after.status, after.body.code]).toEqual([401, 'watcher_revoked']);
      const listed = (await as('/settings/watchers?subaccount=site-a')).body.items.find(
        (l: { id: string }) => l.id === link.id,
      );
      expect(listed.status).toBe('revoked');
      expect((await as(`/settings/watchers/${link.id}?subaccount=admin`, { method: 'DELETE' })).status).toBe(
        404,
      );
    });

    it('expire on time', async () => {
      const { secret } = await create({ label: 'One hour', scopes: [], expiresIn: '1h' });
      expect((await watch(secret, '/account/summary')).status).toBe(200);
      clock.offsetMs = 3601_000;
      const expired = await watch(secret, '/account/summary');
      expect([expired.status, expired.body.code]).toEqual([401, 'watcher_expired']);
    });

    it('rate-limit 10,000 guessed secrets from one client without a single 5xx', async () => {
      const { secret } = await create({ label: 'Under attack', scopes: [], expiresIn: '1d' });
      const statuses = new Map<number, number>();
      let next = 0;
      const guesser = async () => {
        while (next < 10_000) {
          next += 1;
          const guess = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
          const answer = await fetch(`${stack.server.url}/api/v1/account/summary`, {
            headers: { authorization: `Watcher ${guess}`, 'x-forwarded-for': '203.0.113.9' },
          });
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 20 }, guesser));
      expect([...statuses.keys()].sort()).toEqual([401, 429]);
      expect(statuses.get(429)).toBeGreaterThan(9_000);
      // Another client with the real secret is not held back by the guesser.
      const real = await watch(secret, '/account/summary', {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(real.status).toBe(200);
    }, 180_000); // 10,000 requests: seconds on a quiet machine, a minute or more on a slow and busy one.
  });
}
