import { describe, expect, it } from 'vitest';
import { accessToken, clock, control } from '../../testing/stack';
import type { Answer, ContractStack } from '../harness';

/** Tokens and personal API keys: every way a credential is refused, scopes, the per-key limit, revocation. */
export function tokenCases(stack: ContractStack) {
  describe('tokens and keys', () => {
    it('refuse requests without credentials or with a malformed token (401)', async () => {
      const none = await stack.call('/account/summary');
      expect(none.status).toBe(401);
      expect(none.body.code).toBe('unauthorized');
      expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect((await stack.call('/account/summary', { token: 'not-a-jwt' })).body.code).toBe('invalid_token');
    });

    it('refuse an expired token, even inside the clock skew the token lived in (401)', async () => {
      await control(stack.idp, 'settings', 'PUT', { accessTokenTtl: 1 });
      const short = await accessToken(stack.idp, 'demo');
      expect((await stack.call('/account/summary', { token: short })).status).toBe(200);
      // 61 s past expiry: beyond the 60 s skew allowance.
      clock.offsetMs = 63_000;
      const expired = await stack.call('/account/summary', { token: short });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toMatch(/expired/);
    });

    it.each([
      ['wrongIss', 'wrong issuer'],
      ['wrongAud', 'wrong audience'],
      ['badSignature', 'signature by another key'],
      ['algNone', 'no signature'],
      ['iatInFuture', 'issued in the future'],
    ])('refuse a token with %s (%s)', async (fault) => {
      await control(stack.idp, 'faults', 'PUT', { [fault]: true });
      const token = await accessToken(stack.idp, 'demo');
      const answer = await stack.call('/account/summary', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('invalid_token');
    });

    it('refuse a token whose payload was tampered with', async () => {
      const [header, payload, signature] = stack.demo.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      expect(
        (await stack.call('/account/summary', { token: `${header}.${forged}.${signature}` })).status,
      ).toBe(401);
    });

    it('accept a validly signed token without kid', async () => {
      await control(stack.idp, 'faults', 'PUT', { noKid: true });
      expect(
        (await stack.call('/account/summary', { token: await accessToken(stack.idp, 'demo') })).status,
      ).toBe(200);
    });

    it('answer 403 account_banned to a banned user', async () => {
      const banned = await accessToken(stack.idp, 'banned');
      const answer = await stack.call('/account/workers', { token: banned });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('account_banned');
      expect((await stack.call('/settings/wallets', { token: banned })).status).toBe(403);
    });

    it('create a scoped API key, show its secret once, use it, rate-limit it and revoke it', async () => {
      const created = await stack.call('/settings/api-keys', {
        token: stack.demo,
        method: 'POST',
        body: { name: 'grafana', scopes: ['account:read'] },
      });
      expect(created.status).toBe(201);
      const { id, secret } = created.body;
      expect(secret).toMatch(/^lode_[0-9a-f]{12}_/);
      const listed = await stack.call('/settings/api-keys', { token: stack.demo });
      const entry = listed.body.items.find((k: { id: string }) => k.id === id);
      expect(entry).toMatchObject({ name: 'grafana', scopes: ['account:read'], revokedAt: null });
      expect(JSON.stringify(listed.body)).not.toContain(secret);

      const viaKey = await stack.call('/account/summary', { key: secret });
      const viaToken = await stack.call('/account/summary', { token: stack.demo });
      expect(viaKey.status).toBe(200);
      expect(viaKey.body.hashrate).toEqual(viaToken.body.hashrate);
      expect(
        (await stack.call('/settings/api-keys', { token: stack.demo })).body.items[0].lastUsedAt,
      ).not.toBeNull();

      // Scopes: reading account data yes; settings and key management no.
      expect((await stack.call('/settings/wallets', { key: secret })).body.code).toBe('insufficient_scope');
      expect((await stack.call('/settings/api-keys', { key: secret })).status).toBe(403);

      // The per-key limit: past it, 429 with Retry-After. The window is a fixed minute, so a loop that crosses a
      // minute's end starts counting again once; twice the limit always reaches it.
      let limited: Answer | undefined;
      for (let i = 0; i < 2 * (stack.keyLimit + 1) && !limited; i += 1) {
        const answer = await stack.call('/account/referral', { key: secret });
        if (answer.status === 429) limited = answer;
      }
      expect(limited?.body.code).toBe('rate_limited');
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);

      // Another user cannot revoke it; its owner can, and then it stops working at once.
      expect(
        (await stack.call(`/settings/api-keys/${id}`, { token: stack.admin, method: 'DELETE' })).status,
      ).toBe(404);
      expect(
        (await stack.call(`/settings/api-keys/${id}`, { token: stack.demo, method: 'DELETE' })).status,
      ).toBe(204);
      clock.offsetMs = 61_000;
      const revoked = await stack.call('/account/summary', { key: secret });
      expect(revoked.status).toBe(401);
      expect(revoked.body.code).toBe('invalid_api_key');
    });

    it('refuse a key that is well-formed but unknown, and an invalid key request body', async () => {
      expect(
        (await stack.call('/account/summary', { key: `lode_000000000000_${'a'.repeat(32)}` })).status,
      ).toBe(401);
      const bad = await stack.call('/settings/api-keys', {
        token: stack.demo,
        method: 'POST',
        body: { name: '', scopes: ['root'] },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
        'name',
        'scopes.0',
      ]);
    });
  });
}
