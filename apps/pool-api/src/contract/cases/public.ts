import { describe, expect, it } from 'vitest';
import type { ContractStack } from '../harness';

/** The `public` tag: the document, coins, history, blocks, top miners, calculator, news, the contact form, ETags. */
export function publicCases(stack: ContractStack) {
  describe('public endpoints', () => {
    it('serve the OpenAPI 3.1 document with the three API types as tags', async () => {
      const { status, body } = await stack.call('/openapi.json');
      expect(status).toBe(200);
      expect(body.openapi).toBe('3.1.0');
      expect(body.tags.map((t: { name: string }) => t.name)).toEqual([
        'public',
        'account',
        'settings',
        'admin',
      ]);
      expect(body.components.securitySchemes.apiKey).toMatchObject({ in: 'header', name: 'X-API-Key' });
    });

    it('list coins with Scrypt LTC, merge-mined DOGE and amounts as decimal strings', async () => {
      const { body } = await stack.call('/coins');
      expect(body.items.map((c: { id: string }) => c.id)).toEqual(['LTC', 'DOGE', 'BTC']);
      const doge = body.items.find((c: { id: string }) => c.id === 'DOGE');
      expect(doge).toMatchObject({ algorithm: 'Scrypt', mergedWith: 'LTC', blockReward: '10000.00000000' });
      expect((await stack.call('/coins/LTC')).body.stratum[0]).toMatch(/^stratum\+tcp:\/\//);
      expect((await stack.call('/coins/XMR')).status).toBe(400);
    });

    it('give coin history by range and interval', async () => {
      const { body } = await stack.call('/coins/LTC/history?range=7d&interval=1d&tz=Europe/Moscow');
      expect(body.points.length).toBeGreaterThanOrEqual(7);
      // Moscow is UTC+3: local midnights fall at 21:00 UTC.
      expect(body.points[1].time).toMatch(/T21:00:00\.000Z$/);
      expect((await stack.call('/coins/LTC/history?range=1h&interval=1d')).status).toBe(400);
    });

    it('list blocks newest first with status and confirmations, paginated', async () => {
      const first = await stack.call('/blocks?coin=LTC&pageSize=5');
      expect(first.body.items).toHaveLength(5);
      expect(first.body.total).toBeGreaterThan(100);
      const times = first.body.items.map((b: { time: string }) => b.time);
      expect([...times].sort().reverse()).toEqual(times);
      const second = await stack.call('/blocks?coin=LTC&pageSize=5&page=2');
      expect(second.body.items[0].height).toBeLessThanOrEqual(first.body.items[4].height);
      const confirmed = await stack.call('/blocks?status=confirmed&pageSize=1');
      expect(confirmed.body.items[0].confirmations).toBeGreaterThanOrEqual(
        confirmed.body.items[0].requiredConfirmations,
      );
    });

    it('rank the top miners by 24 h hashrate with masked names', async () => {
      const { body } = await stack.call('/top-miners?pageSize=10');
      expect(body.total).toBe(100);
      expect(body.items[0].rank).toBe(1);
      expect(body.items[0].hashrate24h).toBeGreaterThan(body.items[9].hashrate24h);
      expect(body.items[0].miner).toMatch(/^\w{3}\*\*\*\w{2}$/);
    });

    it('calculate daily LTC and DOGE, power cost, profit and break-even', async () => {
      const { body } = await stack.call(
        '/calculator?hashrate=9.5e9&power=3425&electricityPrice=0.1&hardwareCost=5000',
      );
      expect(body.coins.map((c: { coin: string }) => c.coin)).toEqual(['LTC', 'DOGE']);
      expect(Number(body.coins[0].perDay)).toBeGreaterThan(0.01);
      expect(body.powerCostUsdPerDay).toBe('8.22');
      // The profit is answered in whole cents and the break-even from the exact profit: it lies between what the
      // hardware cost gives over the cent's two edges.
      const profit = Number(body.profitUsdPerDay);
      expect(body.breakEvenDays).toBeGreaterThanOrEqual(5000 / (profit + 0.005) - 0.05);
      expect(body.breakEvenDays).toBeLessThanOrEqual(5000 / (profit - 0.005) + 0.05);
      expect((await stack.call('/calculator?hashrate=-1')).status).toBe(400);
    });

    it('serve news in each interface language', async () => {
      const [en, ru, cn] = await Promise.all(['en', 'ru', 'cn'].map((l) => stack.call(`/news?locale=${l}`)));
      expect(en?.body.items[0].id).toBe(ru?.body.items[0].id);
      expect(ru?.body.items[0].title).toMatch(/[а-я]/);
      expect(cn?.body.items[0].title).toMatch(/[\u4e00-\u9fff]/);
    });

    it('take a contact message: 201 with its id, and the spec’s field messages for bad fields (400)', async () => {
      const message = {
        name: 'Ada Miner',
        email: 'ada@example.com',
        subject: 'Payout question',
        message: 'When is my first payout?',
        locale: 'ru',
      };
      const sent = await stack.call('/contact', { method: 'POST', body: message });
      expect(sent.status).toBe(201);
      expect(sent.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(sent.body.receivedAt)).toBeGreaterThan(0);

      const bad = await stack.call('/contact', {
        method: 'POST',
        body: { name: '  ', email: 'not-an-address', subject: 'x'.repeat(151), message: '' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('validation_failed');
      expect(bad.body.details.fields).toEqual([
        { field: 'name', message: 'This field is required' },
        { field: 'email', message: 'Please enter a valid email' },
        { field: 'subject', message: 'You must enter a maximum of 150 characters' },
        { field: 'message', message: 'This field is required' },
      ]);
      const missing = await stack.call('/contact', { method: 'POST', body: { name: 'Ada' } });
      expect(missing.status).toBe(400);
      expect(missing.body.details.fields.map((f: { field: string }) => f.field)).toEqual([
        'email',
        'subject',
        'message',
      ]);
      const extra = await stack.call('/contact', { method: 'POST', body: { ...message, admin: true } });
      expect(extra.status).toBe(400);
    });

    it('rate-limit contact messages per sender with 429 and Retry-After', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' };
      const body = { name: 'Bob', email: 'bob@example.com', subject: 'Hi', message: 'Hello' };
      for (let i = 0; i < 5; i += 1)
        expect((await stack.call('/contact', { method: 'POST', body, headers })).status).toBe(201);
      const refused = await stack.call('/contact', { method: 'POST', body, headers });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another sender is not held back by Bob.
      const other = await stack.call('/contact', {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(other.status).toBe(201);
    });

    it('answer ETags and 304 when nothing changed', async () => {
      const first = await stack.call('/news');
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await stack.call('/news', { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      const summary = await stack.call('/account/summary', { token: stack.demo });
      const cached = await stack.call('/account/summary', {
        token: stack.demo,
        headers: { 'if-none-match': summary.headers.get('etag') ?? '' },
      });
      expect(cached.status).toBe(304);
    });

    it('answer unknown paths with a JSON 404', async () => {
      const { status, body } = await stack.call('/nothing-here');
      expect(status).toBe(404);
      expect(body.code).toBe('not_found');
    });
  });
}
