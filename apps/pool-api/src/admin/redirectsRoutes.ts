import { createRoute, z } from '@hono/zod-openapi';
import { redirectStatuses } from '../domain/routeRules';
import { bearerOnly, json } from '../http/responses';
import { adminErrors } from './auditRoutes';

// The route rules in the console: read the table, replace it whole. Admin only.

export const RouteRuleSchema = z
  .object({
    match: z.string().openapi({ example: '/old/**', description: 'Locale-free: `*` one segment, `**` any' }),
    redirect: z.string().openapi({ example: '/news', description: 'A path of this site or an http(s) URL' }),
    status: z
      .number()
      .int()
      .openapi({ enum: [...redirectStatuses], example: 301 }),
  })
  .openapi('RouteRule');

export const RouteRuleTableSchema = z
  .object({
    version: z.number().int().min(0).openapi({ description: 'Counted up on every save' }),
    rules: z.array(RouteRuleSchema),
  })
  .openapi('RouteRuleTable');

export const getRedirects = createRoute({
  method: 'get',
  path: '/admin/redirects',
  tags: ['admin'],
  operationId: 'getRedirects',
  summary: 'The route rules (redirects) the host servers apply, first match wins (admin)',
  security: bearerOnly,
  responses: { 200: json(RouteRuleTableSchema, 'The table'), ...adminErrors },
});

export const putRedirects = createRoute({
  method: 'put',
  path: '/admin/redirects',
  tags: ['admin'],
  operationId: 'putRedirects',
  summary: 'Replace the whole table (admin, audited `redirects.set`)',
  description:
    'Refused with field errors (`rules.2.redirect`) for a pattern outside the syntax, a target other than a site path or an http(s) URL, a rule catching `/admin`, sign-in, `/tech-work` or the error pages, a loop, or more than 200 rules. Every host replica applies a saved table within 5 s.',
  security: bearerOnly,
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({ rules: z.array(RouteRuleSchema) }).openapi('RouteRuleChange'),
        },
      },
      required: true,
    },
  },
  responses: { 200: json(RouteRuleTableSchema, 'The table saved, with its new version'), ...adminErrors },
});
