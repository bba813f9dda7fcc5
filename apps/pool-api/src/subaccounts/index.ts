import { formatAmount, parseAmount } from '../domain/amounts';
import { iso } from '../domain/time';
import { MAX_SUBACCOUNTS } from './names';
import { forbiddenSubaccount } from '../http/guard';
import { newRouter, who } from '../http/router';
import { dataChanged, overviewSummary, type ServicesOf } from '../services';
import { lastEventId } from '../stream/log';
import * as routes from './routes';
import {
  changeSubaccount,
  createSubaccount,
  listSubaccounts,
  type Subaccount,
  subaccountView,
} from './store';

/** Of the user's sub-accounts, those this caller may see: all, or those an API key is limited to. */
function visible(all: Subaccount[], principal: ReturnType<typeof who>): Subaccount[] {
  const limited = principal.subaccounts;
  return limited ? all.filter((a) => limited.has(a.key)) : all;
}

/** The key of the user's default sub-account: the first active one. */
const defaultKey = (all: Subaccount[]) => all.find((a) => a.archivedAt === null)?.key;

/** Adds amounts per coin, keeping the first-seen order of the coins. */
function addBalances(lists: { coin: string; amount: string }[][]) {
  const sums = new Map<string, number>();
  for (const list of lists)
    for (const b of list) sums.set(b.coin, (sums.get(b.coin) ?? 0) + (parseAmount(b.amount) ?? 0));
  return [...sums].map(([coin, atoms]) => ({ coin, amount: formatAmount(atoms) }));
}

/**
 * Sub-accounts: the list, creating, renaming, archiving and restoring (settings tag), and the overview of their
 * figures (account tag). The guard has named the caller; these operations are the user's as a whole, so they take
 * no `subaccount` parameter.
 */
export function subaccountRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(routes.listSubaccounts, async (c) => {
    const s = services();
    const all = await listSubaccounts(s.db, who(c).sub);
    const shown = visible(all, who(c));
    return c.json(
      { items: shown.map((a) => subaccountView(a, defaultKey(all))), limit: MAX_SUBACCOUNTS },
      200,
    );
  });
  app.openapi(routes.createSubaccount, async (c) => {
    const s = services();
    if (who(c).subaccounts) throw forbiddenSubaccount();
    const created = await createSubaccount(s.db, who(c).sub, c.req.valid('json').name, s.now());
    const all = await listSubaccounts(s.db, who(c).sub);
    return c.json(subaccountView(created, defaultKey(all)), 201);
  });
  app.openapi(routes.changeSubaccount, async (c) => {
    const s = services();
    if (who(c).subaccounts) throw forbiddenSubaccount();
    const changed = await changeSubaccount(
      s.db,
      s.source,
      who(c).sub,
      c.req.valid('param').name,
      c.req.valid('json'),
      s.now(),
    );
    dataChanged(s, changed.key);
    const all = await listSubaccounts(s.db, who(c).sub);
    return c.json(subaccountView(changed, defaultKey(all)), 200);
  });
  app.openapi(routes.getOverview, async (c) => {
    const s = services();
    const { algorithm } = c.req.valid('query');
    const all = await listSubaccounts(s.db, who(c).sub);
    const shown = visible(all, who(c));
    // One summary per sub-account, from the memory the dashboard's polls fill, refreshed behind the answer.
    const summaries = await Promise.all(
      shown.map((a) => overviewSummary(s, a.key, algorithm, () => lastEventId(s.db, a.key))),
    );
    const items = shown.map((a, i) => {
      const body = summaries[i] as (typeof summaries)[number];
      return {
        ...subaccountView(a, defaultKey(all)),
        hashrate: body.hashrate,
        workers: body.workers,
        balances: body.earnings.map((e) => ({ coin: e.coin, amount: e.balance })),
      };
    });
    const sum = (pick: (item: (typeof items)[number]) => number) => items.reduce((n, it) => n + pick(it), 0);
    const newest = Math.max(0, ...summaries.map((x) => Date.parse(x.updatedAt)));
    return c.json(
      {
        algorithm,
        updatedAt: iso(newest || s.now(), 'ms'),
        items: items.map(({ createdAt: _createdAt, ...item }) => item),
        totals: {
          hashrate: {
            tenMinutes: sum((it) => it.hashrate.tenMinutes),
            oneHour: sum((it) => it.hashrate.oneHour),
            oneDay: sum((it) => it.hashrate.oneDay),
          },
          workers: {
            online: sum((it) => it.workers.online),
            offline: sum((it) => it.workers.offline),
            inactive: sum((it) => it.workers.inactive),
          },
          balances: addBalances(items.map((it) => it.balances)),
        },
      },
      200,
    );
  });

  return app;
}
