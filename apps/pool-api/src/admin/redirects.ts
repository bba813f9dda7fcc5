import { validateRouteRules, type RouteRule } from '../domain/routeRules';
import { FieldErrors } from '../http/errors';
import { newRouter, who } from '../http/router';
import type { ServicesOf } from '../services';
import { recordAudit } from './audit';
import { requireStaff } from './guard';
import { readRouteRules, writeRouteRules } from './redirectsStore';
import * as routes from './redirectsRoutes';

// The route rules in the console: the whole table read and replaced at once, validated by the same module the host
// servers match with (`@lode/pool-api/route-rules`), and audited with the table before and after.

/** The `admin` operations on the route rules. */
export function redirectsRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(routes.getRedirects, async (c) => {
    requireStaff(who(c), ['admin']);
    return c.json(await readRouteRules(services().db), 200);
  });

  app.openapi(routes.putRedirects, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const { rules } = c.req.valid('json');
    const problems = validateRouteRules(rules);
    if (problems.length) throw new FieldErrors(problems);
    const table = rules.map(({ match, redirect, status }) => ({ match, redirect, status }) as RouteRule);
    const s = services();
    const now = s.now();
    const saved = await s.db.transaction(async (tx) => {
      const before = await readRouteRules(tx, { forUpdate: true });
      const after = await writeRouteRules(tx, table, { at: now, username: actor.username });
      await recordAudit(tx, { actor, action: 'redirects.set', target: 'redirects', before, after, at: now });
      return after;
    });
    return c.json(saved, 200);
  });

  return app;
}
