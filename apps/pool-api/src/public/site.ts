import { createRoute, z } from '@hono/zod-openapi';
import { MaintenanceSchema } from '../admin/maintenanceRoutes';
import { publicMaintenance, readMaintenanceRow } from '../admin/maintenanceStore';
import { RouteRuleTableSchema } from '../admin/redirectsRoutes';
import { readRouteRules } from '../admin/redirectsStore';
import { commonErrors, json } from '../http/responses';
import { newRouter } from '../http/router';
import { Time } from '../http/schemas';
import type { ServicesOf } from '../services';

// What every host server polls (every 2 s per replica): maintenance and the route rules, as the operator console
// last saved them, with the pool clock's time so a host judges a window by the same clock as the API.

export const getSite = createRoute({
  method: 'get',
  path: '/public/site',
  tags: ['public'],
  operationId: 'getSite',
  summary: 'Maintenance and the route rules, for the host servers (never cached)',
  responses: {
    200: {
      ...json(
        z
          .object({ maintenance: MaintenanceSchema, routeRules: RouteRuleTableSchema, now: Time })
          .openapi('Site'),
        'The site’s state now',
      ),
      headers: { 'Cache-Control': { schema: { type: 'string' as const, example: 'no-store' } } },
    },
    503: commonErrors[503],
  },
});

/** The public `GET /public/site`. */
export function siteRouter(services: ServicesOf) {
  const app = newRouter();
  app.openapi(getSite, async (c) => {
    const s = services();
    const now = s.now();
    const [row, routeRules] = await Promise.all([readMaintenanceRow(s.db), readRouteRules(s.db)]);
    c.header('Cache-Control', 'no-store');
    return c.json(
      { maintenance: publicMaintenance(row, now), routeRules, now: new Date(now).toISOString() },
      200,
    );
  });
  return app;
}
