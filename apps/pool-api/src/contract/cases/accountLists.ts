import { describe, expect, it } from 'vitest';
import type { ContractStack } from '../harness';

/**
 * The `account` tag's accruals, payouts and workers as lists and CSV, the referral page, and one user never seeing
 * another's data.
 */
export function accountListCases(stack: ContractStack) {
  describe('account data', () => {
    it('list accruals by day with type and status filters, and export them as CSV', async () => {
      const page = await stack.call('/account/accruals?pageSize=10', { token: stack.demo });
      expect(page.body.items).toHaveLength(10);
      expect(page.body.total).toBeGreaterThan(150);
      const types = new Set(
        (await stack.call('/account/accruals?pageSize=200', { token: stack.demo })).body.items.map(
          (a: { type: string }) => a.type,
        ),
      );
      expect([...types].sort()).toEqual(['merged', 'mining', 'referral']);
      const merged = await stack.call('/account/accruals?type=merged&coin=DOGE&pageSize=5', {
        token: stack.demo,
      });
      expect(
        merged.body.items.every(
          (a: { coin: string; type: string }) => a.coin === 'DOGE' && a.type === 'merged',
        ),
      ).toBe(true);
      const paid = await stack.call('/account/accruals?status=paid&pageSize=1', { token: stack.demo });
      expect(paid.body.items[0].payoutId).toMatch(/^p_/);
      const ltc = page.body.items.find(
        (a: { coin: string; type: string }) => a.coin === 'LTC' && a.type === 'mining',
      );
      expect(Number(ltc.schemeAmount) + Number(ltc.feeBonus)).toBeCloseTo(Number(ltc.amount), 8);

      const csv = await stack.call('/account/accruals.csv?coin=LTC', { token: stack.demo });
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/);
      const lines = csv.text.split('\r\n');
      expect(lines[0]).toBe('date,coin,type,status,hashrate_hs,amount,scheme_amount,fee_bonus,payout_id');
      expect(lines.at(-1)).toBe('');
      const total = (await stack.call('/account/accruals?coin=LTC&pageSize=1', { token: stack.demo })).body
        .total;
      expect(lines.length - 2).toBe(total);
      expect(lines[1]?.split(',')).toHaveLength(9);
    });

    it('list payouts with explorer links and export them as CSV', async () => {
      const { body } = await stack.call('/account/payouts?pageSize=5', { token: stack.demo });
      expect(body.items[0].explorerUrl).toContain(body.items[0].txId);
      expect(Number(body.items[0].fee)).toBeGreaterThan(0);
      // Payouts go out once the balance reached the threshold (1 LTC by default), fee included.
      const ltc = await stack.call('/account/payouts?coin=LTC&pageSize=200', { token: stack.demo });
      expect(ltc.body.total).toBeGreaterThan(3);
      for (const p of ltc.body.items) expect(Number(p.amount) + Number(p.fee)).toBeGreaterThanOrEqual(1);
      const csv = await stack.call('/account/payouts.csv', { token: stack.demo });
      const [header, first] = csv.text.split('\r\n');
      expect(header).toBe('time_utc,coin,amount,fee,address,tx_id,status,explorer_url');
      expect(first?.split(',')[0]).toBe(body.items[0].time);
      expect(csv.text.split('\r\n').length - 2).toBe(body.total);
    });

    it('filter payouts by coin, status and UTC days, the list and its CSV alike; refuse bad filters (400)', async () => {
      type Payout = { id: string; time: string; coin: string; status: string; txId: string };
      const all: Payout[] = (await stack.call('/account/payouts?pageSize=200', { token: stack.demo })).body
        .items;
      // The newest payout may still be pending; older ones are confirmed.
      const newest = all[0]?.time.slice(0, 10) ?? '';
      const oldest = all.at(-1)?.time.slice(0, 10) ?? '';
      const from = new Date(Date.parse(newest) - 5 * 86_400_000).toISOString().slice(0, 10);
      expect(from > oldest).toBe(true);
      const rowsOf = (text: string) =>
        text
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.split(','));
      const filters = [
        'status=confirmed',
        'status=pending',
        `from=${from}`,
        `to=${from}`,
        `coin=DOGE&status=confirmed&from=${from}&to=${newest}`,
        `from=${newest}&to=${newest}`,
      ];
      for (const query of filters) {
        const expected = all.filter((p) => {
          const q = new URLSearchParams(query);
          const day = p.time.slice(0, 10);
          return (
            (!q.get('coin') || p.coin === q.get('coin')) &&
            (!q.get('status') || p.status === q.get('status')) &&
            (!q.get('from') || day >= (q.get('from') ?? '')) &&
            (!q.get('to') || day <= (q.get('to') ?? ''))
          );
        });
        const list = await stack.call(`/account/payouts?pageSize=200&${query}`, { token: stack.demo });
        expect(list.status, query).toBe(200);
        expect(list.body.total, query).toBe(expected.length);
        expect(
          list.body.items.map((p: Payout) => p.id),
          query,
        ).toEqual(expected.map((p) => p.id));
        const csv = await stack.call(`/account/payouts.csv?${query}`, { token: stack.demo });
        expect(csv.status, query).toBe(200);
        expect(
          rowsOf(csv.text).map((row) => [row[0], row[1], row[5], row[6]]),
          query,
        ).toEqual(expected.map((p) => [p.time, p.coin, p.txId, p.status]));
      }
      // Every filter narrows something on the demo account (a filter the data cannot show would prove nothing).
      expect(all.some((p) => p.status === 'confirmed')).toBe(true);
      expect(all.filter((p) => p.time.slice(0, 10) >= from).length).toBeLessThan(all.length);

      // The same schema refuses the same input on both: not a day, not a calendar day, an end before the start,
      // an unknown status.
      for (const [query, field] of [
        ['from=yesterday', 'query.from'],
        ['from=2026-02-30', 'query.from'],
        [`from=${newest}&to=${from}`, 'query.to'],
        ['status=paid', 'query.status'],
      ] as const) {
        for (const path of ['/account/payouts', '/account/payouts.csv']) {
          const refused = await stack.call(`${path}?${query}`, { token: stack.demo });
          expect(refused.status, `${path}?${query}`).toBe(400);
          expect(refused.body.code).toBe('validation_failed');
          expect(refused.body.details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
        }
      }
    });

    it('export workers as CSV with the list’s filters and order, cached and guarded like the other files', async () => {
      type Worker = {
        name: string;
        coin: string;
        group: string;
        status: string;
        hashrate: { tenMinutes: number; oneHour: number; oneDay: number };
        rejectRate: number;
        lastShareAt: string | null;
      };
      const expectedRows = (items: Worker[]) =>
        items.map((w) =>
          [
            w.name,
            w.coin,
            w.group,
            w.status,
            w.hashrate.tenMinutes,
            w.hashrate.oneHour,
            w.hashrate.oneDay,
            w.rejectRate,
            w.lastShareAt ?? '',
          ].join(','),
        );
      // The list and the file of one query, read within one simulator minute (the server samples every minute, so
      // a list read on each side of the file proves nothing moved in between).
      const listAndFile = async (query: string) => {
        for (;;) {
          const list = await stack.call(`/account/workers?pageSize=200&${query}`, { token: stack.demo });
          const file = await stack.call(`/account/workers.csv?${query}`, { token: stack.demo });
          const after = await stack.call(`/account/workers?pageSize=200&${query}`, { token: stack.demo });
          if (after.text === list.text) return { list, file };
        }
      };
      const { list: all, file: csv } = await listAndFile('');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="lode-workers-scrypt.csv"');
      expect(csv.headers.get('cache-control')).toBe('private, no-cache');
      const lines = csv.text.split('\r\n');
      expect(lines[0]).toBe(
        'name,coin,group,status,hashrate_10m,hashrate_1h,hashrate_24h,reject_rate,last_share',
      );
      expect(lines.at(-1)).toBe('');
      expect(lines.slice(1, -1)).toEqual(expectedRows(all.body.items));

      // The page's filters: status (the demo account has workers of each), search, group, sort and algorithm.
      const { groups } = all.body;
      for (const query of [
        'status=online',
        'status=offline',
        'status=inactive',
        `search=${all.body.items[0].name.slice(0, -1).toUpperCase()}`,
        `group=${groups[0]}&status=online`,
        'sort=hashrate&order=desc',
        'sort=lastShare',
        'coin=LTC&status=online',
        'algorithm=SHA256',
      ]) {
        const { list, file } = await listAndFile(query);
        expect(list.body.items.length, query).toBeGreaterThan(0);
        expect(file.status, query).toBe(200);
        expect(file.text.split('\r\n').slice(1, -1), query).toEqual(expectedRows(list.body.items));
      }
      const sha = await stack.call('/account/workers.csv?algorithm=SHA256', { token: stack.demo });
      expect(sha.headers.get('content-disposition')).toBe('attachment; filename="lode-workers-sha256.csv"');
      expect(
        (await stack.call('/account/workers.csv?status=offline', { token: stack.demo })).text.split('\r\n')
          .length - 2,
      ).toBe(all.body.counts.offline);

      // The same ETag answers 304, as for the other files; credentials are required.
      const again = await stack.call('/account/workers.csv', {
        token: stack.demo,
        headers: { 'if-none-match': csv.headers.get('etag') ?? '' },
      });
      expect(csv.headers.get('etag')).toMatch(/^W\/"/);
      expect(again.status).toBe(304);
      expect((await stack.call('/account/workers.csv')).status).toBe(401);

      for (const [query, field] of [
        ['status=sleeping', 'query.status'],
        ['sort=speed', 'query.sort'],
        ['order=up', 'query.order'],
        [`search=${'x'.repeat(101)}`, 'query.search'],
        ['algorithm=X11', 'query.algorithm'],
        ['coin=XMR', 'query.coin'],
      ] as const) {
        const refused = await stack.call(`/account/workers.csv?${query}`, { token: stack.demo });
        expect(refused.status, query).toBe(400);
        expect(refused.body.details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
      }
    });

    it('show the referral code, link, rate, referees and rewards', async () => {
      const { body } = await stack.call('/account/referral', { token: stack.demo });
      expect(body.link).toBe(`http://localhost:3999/?ref=${body.code}`);
      expect(body.rate).toBe('0.2');
      expect(body.referees.length).toBeGreaterThanOrEqual(2);
      expect(Number(body.rewards.total)).toBeGreaterThan(0);
    });

    it('never show one user another user’s data', async () => {
      const mine = await stack.call('/account/workers', { token: stack.demo });
      const theirs = await stack.call('/account/workers', { token: stack.admin });
      const myIds = mine.body.items.map((w: { id: string }) => w.id);
      expect(theirs.body.items.some((w: { id: string }) => myIds.includes(w.id))).toBe(false);
      expect((await stack.call(`/account/workers/${myIds[0]}/hashrate`, { token: stack.admin })).status).toBe(
        404,
      );
      const myReferral = await stack.call('/account/referral', { token: stack.demo });
      const theirReferral = await stack.call('/account/referral', { token: stack.admin });
      expect(myReferral.body.code).not.toBe(theirReferral.body.code);
      const myPayouts = await stack.call('/account/payouts', { token: stack.demo });
      const theirPayouts = await stack.call('/account/payouts', { token: stack.admin });
      expect(myPayouts.body.items[0].address).not.toBe(theirPayouts.body.items[0].address);
    });
  });
}
