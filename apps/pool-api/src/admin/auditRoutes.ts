import { createRoute, z } from '@hono/zod-openapi';
import { toCsv } from '../domain/csv';
import { ApiError } from '../http/errors';
import { authErrors, bearerOnly, error, json } from '../http/responses';
import { newRouter, who } from '../http/router';
import { Time } from '../http/schemas';
import type { ServicesOf } from '../services';
import { readAudit } from './audit';
import { requireStaff } from './guard';

// The audit log's two reads: a page of JSON with a cursor, and the same filters as CSV. Admin only.

/** The errors every console operation may answer: a signed-in user without the role gets 403 `forbidden`. */
export const adminErrors = {
  ...authErrors,
  403: error(
    '`forbidden`: the signed-in user lacks the role the operation needs (or calls with an API key or watcher link); `account_banned`',
  ),
};

const AuditEntrySchema = z
  .object({
    id: z.string(),
    at: Time,
    actor: z.object({ sub: z.string(), username: z.string() }),
    action: z.string().openapi({ example: 'news.publish' }),
    target: z.string().openapi({ example: 'news/doge-merged-payouts' }),
    before: z.unknown().openapi({ description: 'The value before the change (null: none)' }),
    after: z.unknown().openapi({ description: 'The value after the change (null: removed)' }),
  })
  .openapi('AuditEntry');

const filters = {
  action: z.string().max(100).optional().openapi({ description: 'Exact action, e.g. `news.publish`' }),
  actor: z.string().max(200).optional().openapi({ description: 'The actor’s subject or user name' }),
  target: z.string().max(500).optional(),
  from: Time.optional().openapi({ description: 'Entries at or after this time' }),
  to: Time.optional().openapi({ description: 'Entries at or before this time' }),
};
const AuditQuerySchema = z.object({
  ...filters,
  cursor: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .openapi({ description: 'The `nextCursor` of the page before' }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const listAudit = createRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['admin'],
  operationId: 'listAudit',
  summary: 'The console’s audit log, newest first (admin)',
  security: bearerOnly,
  request: { query: AuditQuerySchema },
  responses: {
    200: json(
      z.object({ items: z.array(AuditEntrySchema), nextCursor: z.string().nullable() }),
      'A page of entries',
    ),
    ...adminErrors,
  },
});

export const exportAudit = createRoute({
  method: 'get',
  path: '/admin/audit.csv',
  tags: ['admin'],
  operationId: 'exportAudit',
  summary: 'The audit log as CSV, same filters, at most 10,000 rows (admin)',
  security: bearerOnly,
  request: { query: z.object(filters) },
  responses: {
    200: {
      content: { 'text/csv': { schema: z.string() } },
      description: 'id, at, actor, action, target, before, after',
    },
    ...adminErrors,
  },
});

const ms = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** Checks that a range's end is not before its start. */
function range(q: { from?: string; to?: string }) {
  const from = ms(q.from);
  const to = ms(q.to);
  if (from !== undefined && to !== undefined && to < from)
    throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
      fields: [{ field: 'query.to', message: 'Must not be before from' }],
    });
  return { from, to };
}

/** The audit log's router. */
export function auditRouter(services: ServicesOf) {
  const app = newRouter();
  app.openapi(listAudit, async (c) => {
    requireStaff(who(c), ['admin']);
    const q = c.req.valid('query');
    const page = await readAudit(services().db, {
      ...q,
      ...range(q),
      cursor: q.cursor === undefined ? undefined : Number(q.cursor),
    });
    return c.json(page, 200);
  });
  app.openapi(exportAudit, async (c) => {
    requireStaff(who(c), ['admin']);
    const q = c.req.valid('query');
    const { items } = await readAudit(services().db, { ...q, ...range(q), limit: 10_000 });
    const csv = toCsv(
      ['id', 'at', 'actor_sub', 'actor', 'action', 'target', 'before', 'after'],
      items.map((e) => [
        e.id,
        e.at,
        e.actor.sub,
        e.actor.username,
        e.action,
        e.target,
        e.before === null ? null : JSON.stringify(e.before),
        e.after === null ? null : JSON.stringify(e.after),
      ]),
    );
    c.header('Content-Disposition', 'attachment; filename="audit.csv"');
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
  return app;
}
