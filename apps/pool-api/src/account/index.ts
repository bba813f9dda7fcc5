import { createHash } from 'node:crypto';
import { listAlerts, markAlertsRead } from '../alerts/engine';
import { toCsv } from '../domain/csv';
import { iso } from '../domain/time';
import { cachedSummary, type ServicesOf } from '../services';
import { ApiError } from '../http/errors';
import { EVENT_POSITION_HEADER } from '../http/eventPosition';
import { pickInterval } from '../http/history';
import { newRouter, page, subaccountKey, who } from '../http/router';
import { referral } from './referral';
import { selectWorkers, workerCoins, workerGroups, workersCsv } from './workerList';
import { lastEventId } from '../stream/log';
import * as routes from './routes';

/** A CSV download with its own ETag (the body is not JSON, so the API's ETag middleware cannot hash it). */
const csvResponse = (body: string, filename: string) =>
  new Response(body, {
    status: 200,
    headers: {
      ETag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });

/**
 * The account tag's router: the caller's summary, hashrate, workers, accruals and payouts (the last three also as
 * CSV, with the same filters as their lists), referral and alert history. The guard in front of `/account/*` (see
 * `app.ts`) has already named the caller.
 */
export function accountRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(routes.getSummary, async (c) => {
    const sub = subaccountKey(c);
    const { algorithm } = c.req.valid('query');
    const s = services();
    // The dashboard polls this: answer from memory until this server's simulator writes the next minute, and at
    // most a minute in any case (another server on the same PostgreSQL may have written it). The eventPosition
    // middleware read the position just before this handler.
    const { body, position } = await cachedSummary(
      s,
      sub,
      algorithm,
      async () => c.get('eventPosition') ?? lastEventId(s.db, sub),
    );
    c.header(EVENT_POSITION_HEADER, String(position));
    // A watcher link without `earnings` sees the dashboard without money.
    const watcher = who(c).watcher;
    if (watcher && !watcher.scopes.has('earnings')) return c.json({ ...body, earnings: [] }, 200);
    return c.json(body, 200);
  });
  app.openapi(routes.getHashrate, async (c) => {
    const q = c.req.valid('query');
    const interval = pickInterval(q.range, q.interval);
    const history = await services().source.hashrate(
      subaccountKey(c),
      { algorithm: q.algorithm },
      q.range,
      interval,
      q.tz,
    );
    const { points, end } = history ?? { points: [], end: Math.floor(services().now() / 1000) };
    return c.json({ range: q.range, interval, tz: q.tz, end: iso(end), points }, 200);
  });
  app.openapi(routes.listWorkers, async (c) => {
    const q = c.req.valid('query');
    const all = await services().source.workers(subaccountKey(c), q.algorithm);
    const { matching, selected } = selectWorkers(all, q);
    const { offset, limit } = page(q);
    return c.json(
      {
        items: selected.slice(offset, offset + limit).map(({ totals: _totals, ...w }) => w),
        total: selected.length,
        // Tab counts follow search, group and coin but not the status tab itself, as pools show them.
        counts: {
          all: matching.length,
          online: matching.filter((w) => w.status === 'online').length,
          offline: matching.filter((w) => w.status === 'offline').length,
          inactive: matching.filter((w) => w.status === 'inactive').length,
        },
        groups: workerGroups(all),
        coins: workerCoins(all),
      },
      200,
    );
  });
  app.openapi(routes.exportWorkers, async (c) => {
    const q = c.req.valid('query');
    const { selected } = selectWorkers(await services().source.workers(subaccountKey(c), q.algorithm), q);
    const body = workersCsv(selected);
    return csvResponse(body, `lode-workers-${q.algorithm.toLowerCase()}.csv`) as never;
  });
  app.openapi(routes.getWorkerHashrate, async (c) => {
    const { workerId } = c.req.valid('param');
    const q = c.req.valid('query');
    const interval = pickInterval(q.range, q.interval);
    const history = await services().source.hashrate(subaccountKey(c), { workerId }, q.range, interval, q.tz);
    if (!history) throw new ApiError(404, 'not_found', 'No such worker on this account');
    return c.json({ range: q.range, interval, tz: q.tz, end: iso(history.end), points: history.points }, 200);
  });
  app.openapi(routes.listAccruals, async (c) => {
    const q = c.req.valid('query');
    const s = services();
    return c.json(await s.source.accruals(subaccountKey(c), q, s.now() / 1000, page(q)), 200);
  });
  app.openapi(routes.exportAccruals, async (c) => {
    const q = c.req.valid('query');
    const s = services();
    const { items } = await s.source.accruals(subaccountKey(c), q, s.now() / 1000, {
      offset: 0,
      limit: null,
    });
    const body = toCsv(
      ['date', 'coin', 'type', 'status', 'hashrate_hs', 'amount', 'scheme_amount', 'fee_bonus', 'payout_id'],
      items.map((a) => [
        a.date,
        a.coin,
        a.type,
        a.status,
        Math.round(a.hashrate),
        a.amount,
        a.schemeAmount,
        a.feeBonus,
        a.payoutId,
      ]),
    );
    return csvResponse(body, `lode-accruals-${q.algorithm.toLowerCase()}.csv`) as never;
  });
  app.openapi(routes.listPayouts, async (c) => {
    const q = c.req.valid('query');
    const s = services();
    return c.json(await s.source.payouts(subaccountKey(c), q, s.now() / 1000, page(q)), 200);
  });
  app.openapi(routes.exportPayouts, async (c) => {
    const q = c.req.valid('query');
    const s = services();
    const { items } = await s.source.payouts(subaccountKey(c), q, s.now() / 1000, {
      offset: 0,
      limit: null,
    });
    const body = toCsv(
      ['time_utc', 'coin', 'amount', 'fee', 'address', 'tx_id', 'status', 'explorer_url'],
      items.map((p) => [p.time, p.coin, p.amount, p.fee, p.address, p.txId, p.status, p.explorerUrl]),
    );
    return csvResponse(body, `lode-payouts-${q.algorithm.toLowerCase()}.csv`) as never;
  });
  app.openapi(routes.getReferral, async (c) =>
    c.json(await referral(services().db, who(c).sub, services().publicUrl), 200),
  );

  app.openapi(routes.listAlerts, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listAlerts(services().db, subaccountKey(c), page(q)), 200);
  });
  app.openapi(routes.markAlertsRead, async (c) => {
    const state = await markAlertsRead(services().db, subaccountKey(c), c.req.valid('json').lastId);
    if (!state) throw new ApiError(404, 'not_found', 'No such alert on this account');
    return c.json(state, 200);
  });

  return app;
}
