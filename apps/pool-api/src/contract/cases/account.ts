import { describe, expect, it } from 'vitest';
import { clock } from '../../testing/stack';
import { type ContractStack, subOf } from '../harness';

/** The `account` tag's dashboard, alerts, hashrate history and worker list. */
export function accountCases(stack: ContractStack) {
  describe('account data', () => {
    it('summarise the dashboard per algorithm, Scrypt by default', async () => {
      const scrypt = await stack.call('/account/summary', { token: stack.demo });
      expect(scrypt.status).toBe(200);
      expect(scrypt.body.algorithm).toBe('Scrypt');
      expect(scrypt.body.earnings.map((e: { coin: string }) => e.coin)).toEqual(['LTC', 'DOGE']);
      expect(scrypt.body.hashrate.oneHour).toBeGreaterThan(1e9);
      const { online, offline, inactive } = scrypt.body.workers;
      expect(online).toBeGreaterThan(0);
      expect(offline + inactive).toBeGreaterThan(0);
      expect(scrypt.body.rejectRate).toBeGreaterThan(0);
      expect(Number(scrypt.body.earnings[0].totalPaid)).toBeGreaterThan(0);
      const sha = await stack.call('/account/summary?algorithm=SHA256', { token: stack.demo });
      expect(sha.body.earnings.map((e: { coin: string }) => e.coin)).toEqual(['BTC']);
      expect(sha.body.hashrate.oneHour).toBeGreaterThan(1e13);
    });

    it('keep sampling every minute while running', async () => {
      const before = await stack.call('/account/summary', { token: stack.demo });
      clock.offsetMs = 5 * 60_000;
      await stack.server.api.tick();
      const after = await stack.call('/account/summary', { token: stack.demo });
      expect(Date.parse(after.body.updatedAt) - Date.parse(before.body.updatedAt)).toBeGreaterThanOrEqual(
        4 * 60_000,
      );
    });

    it('list the alerts the notification settings raised, newest first', async () => {
      const sub = subOf(stack.demo);
      await stack.server.api.evaluateAlerts([sub]);
      const alerts = await stack.call('/account/alerts?pageSize=5', { token: stack.demo });
      expect(alerts.status).toBe(200);
      // The simulated account has a worker that went offline an hour or more ago; offline alerts are on by default.
      expect(alerts.body.items.some((a: { rule: string }) => a.rule === 'workerOffline')).toBe(true);
    });

    it('mark alerts read up to the newest one seen, never back, and count the unread ones', async () => {
      const sub = subOf(stack.demo);
      await stack.server.api.evaluateAlerts([sub]);
      const list = await stack.call('/account/alerts?pageSize=100', { token: stack.demo });
      const items = list.body.items as { id: string; createdAt: string }[];
      expect(items.length).toBeGreaterThan(0);
      expect(list.body.unread).toBe(list.body.total);
      expect(list.body.lastReadId).toBeNull();
      const [newest] = items;
      const oldest = items[items.length - 1];
      if (!newest || !oldest) throw new Error('no alerts');
      const after = (alert: { createdAt: string }) =>
        items.filter((a) => a.createdAt > alert.createdAt).length;

      // The oldest first: it and its second are read; the newest then marks the rest; the oldest again changes nothing.
      const first = await stack.call('/account/alerts/read', {
        method: 'POST',
        token: stack.demo,
        body: { lastId: oldest.id },
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ unread: after(oldest), lastReadId: oldest.id });
      const all = await stack.call('/account/alerts/read', {
        method: 'POST',
        token: stack.demo,
        body: { lastId: newest.id },
      });
      // Marking one alert marks its whole second, and the marker only moves to a later second: it is the newest
      // one when that is later than the oldest, else the oldest still (the stack's evaluations and this one may
      // fall in one second on a fast machine).
      const marker = Date.parse(newest.createdAt) > Date.parse(oldest.createdAt) ? newest.id : oldest.id;
      expect(all.body).toEqual({ unread: 0, lastReadId: marker });
      const back = await stack.call('/account/alerts/read', {
        method: 'POST',
        token: stack.demo,
        body: { lastId: oldest.id },
      });
      expect(back.body).toEqual({ unread: 0, lastReadId: marker });
      expect((await stack.call('/account/alerts', { token: stack.demo })).body).toMatchObject({
        unread: 0,
        lastReadId: marker,
      });

      // Another account's alert, or none at all: 404; a missing id: 400. The other account's marker is its own.
      const unknown = await stack.call('/account/alerts/read', {
        method: 'POST',
        token: stack.admin,
        body: { lastId: newest.id },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('not_found');
      const invalid = await stack.call('/account/alerts/read', {
        method: 'POST',
        token: stack.demo,
        body: {},
      });
      expect(invalid.status).toBe(400);
      expect(
        (await stack.call('/account/alerts/read', { method: 'POST', body: { lastId: newest.id } })).status,
      ).toBe(401);
    });

    it('give hashrate history by range and interval, daily buckets in the asked time zone', async () => {
      const hour = await stack.call('/account/hashrate?range=1h', { token: stack.demo });
      expect(hour.body.interval).toBe('1m');
      expect(hour.body.points).toHaveLength(60);
      expect(
        hour.body.points
          .filter((p: { hashrate: number }) => p.hashrate === 0)
          .map((p: { time: string }) => p.time),
      ).toEqual([]);
      const week = await stack.call('/account/hashrate?range=7d&interval=1d&tz=Asia/Tokyo', {
        token: stack.demo,
      });
      expect(week.body.points[1].time).toMatch(/T15:00:00\.000Z$/);
      const bad = await stack.call('/account/hashrate?range=90d&interval=1m', { token: stack.demo });
      expect(bad.status).toBe(400);
      expect(bad.body.details.fields[0].field).toBe('query.interval');
      expect((await stack.call('/account/hashrate?tz=Mars/Olympus', { token: stack.demo })).status).toBe(400);
    });

    it('list workers with status counts, search, group filter and sort; and one worker’s history', async () => {
      const all = await stack.call('/account/workers', { token: stack.demo });
      const { counts, items, groups } = all.body;
      expect(counts.all).toBe(items.length);
      expect(counts.online + counts.offline + counts.inactive).toBe(counts.all);
      expect(items.every((w: { algorithm: string }) => w.algorithm === 'Scrypt')).toBe(true);
      expect(new Set(items.map((w: { model: string }) => w.model)).size).toBeGreaterThan(1);
      // Each worker is on one of the algorithm's coins: the simulator's Scrypt workers all send their work to the
      // LTC pool (DOGE is merge-mined on it), so the list names one coin and a DOGE filter leaves none.
      const scryptCoins = (await stack.call('/coins')).body.items
        .filter((coin: { algorithm: string }) => coin.algorithm === 'Scrypt')
        .map((coin: { id: string }) => coin.id);
      expect(items.every((w: { coin: string }) => scryptCoins.includes(w.coin))).toBe(true);
      expect(all.body.coins).toEqual(['LTC']);
      const ltc = await stack.call('/account/workers?coin=LTC', { token: stack.demo });
      expect(ltc.body.items.map((w: { id: string }) => w.id)).toEqual(items.map((w: { id: string }) => w.id));
      const doge = await stack.call('/account/workers?coin=DOGE', { token: stack.demo });
      expect(doge.body).toMatchObject({ items: [], total: 0, counts: { all: 0 }, coins: ['LTC'] });
      const sha = await stack.call('/account/workers?algorithm=SHA256', { token: stack.demo });
      expect(sha.body.items.every((w: { coin: string }) => w.coin === 'BTC')).toBe(true);
      expect((await stack.call('/account/workers?coin=XMR', { token: stack.demo })).status).toBe(400);
      const online = await stack.call('/account/workers?status=online', { token: stack.demo });
      expect(online.body.total).toBe(counts.online);
      const byRate = await stack.call('/account/workers?sort=hashrate&order=desc', { token: stack.demo });
      const rates = byRate.body.items.map((w: { hashrate: { oneHour: number } }) => w.hashrate.oneHour);
      expect([...rates].sort((a, b) => b - a)).toEqual(rates);
      const group = await stack.call(`/account/workers?group=${groups[0]}`, { token: stack.demo });
      expect(group.body.items.every((w: { group: string }) => w.group === groups[0])).toBe(true);
      const search = await stack.call(`/account/workers?search=${items[0].name.toUpperCase()}`, {
        token: stack.demo,
      });
      expect(search.body.items[0].id).toBe(items[0].id);
      const history = await stack.call(`/account/workers/${items[0].id}/hashrate?range=24h`, {
        token: stack.demo,
      });
      expect(history.body.points).toHaveLength(144);
    });
  });
}
