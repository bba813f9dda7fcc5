import { createRoute, z } from '@hono/zod-openapi';
import { error, json } from '../http/responses';
import { newRouter, who } from '../http/router';
import { Time } from '../http/schemas';
import type { ServicesOf } from '../services';
import { recordAudit } from './audit';
import { adminErrors } from './auditRoutes';
import { requireStaff } from './guard';
import { inboxItem, inboxStatuses, listInbox, MAX_REPLY, replyTo, setInboxStatus } from './inbox';

// The support inbox in the console (admin and support): the contact form's messages, a reply by e-mail in the
// sender's language that threads under their message, and the message's status. Every change is audited.

/** What a message and its list entry share. */
const messageFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.enum(['en', 'ru', 'cn']).openapi({ description: 'The language the sender wrote the form in' }),
  status: z.enum(inboxStatuses),
  createdAt: Time,
};

const InboxItemSchema = z
  .object({
    ...messageFields,
    replies: z.number().int().openapi({ description: 'How many replies were sent' }),
  })
  .openapi('InboxItem');

const InboxMessageSchema = z
  .object({
    ...messageFields,
    replies: z.array(
      z.object({
        id: z.string(),
        body: z.string(),
        author: z.string().openapi({ description: 'The user name of who replied' }),
        createdAt: Time,
        mailStatus: z
          .enum(['queued', 'sent', 'failed'])
          .nullable()
          .openapi({ description: 'How far the reply’s mail got (the mail outbox’s status)' }),
      }),
    ),
  })
  .openapi('InboxMessage');

const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const notFound = { 404: error('`not_found`: no such message') };
const staff = ['admin', 'support'] as const;

export const listInboxRoute = createRoute({
  method: 'get',
  path: '/admin/inbox',
  tags: ['admin'],
  operationId: 'listInbox',
  summary: 'Contact messages newest first, by status and text; at most 200 (admin, support)',
  security: [{ bearer: [] }],
  request: {
    query: z.object({
      status: z.enum(inboxStatuses).optional(),
      q: z.string().max(200).optional().openapi({ description: 'In the name, e-mail, subject or text' }),
    }),
  },
  responses: { 200: json(z.object({ items: z.array(InboxItemSchema) }), 'The messages'), ...adminErrors },
});

export const getInboxMessage = createRoute({
  method: 'get',
  path: '/admin/inbox/{id}',
  tags: ['admin'],
  operationId: 'getInboxMessage',
  summary: 'One contact message with its replies (admin, support)',
  security: [{ bearer: [] }],
  request: { params: IdParam },
  responses: { 200: json(InboxMessageSchema, 'The message'), ...adminErrors, ...notFound },
});

export const replyInboxMessage = createRoute({
  method: 'post',
  path: '/admin/inbox/{id}/reply',
  tags: ['admin'],
  operationId: 'replyInboxMessage',
  summary: 'Reply by e-mail in the sender’s language; the message becomes `answered` (admin, support)',
  description:
    'The mail is "Re: <their subject>" with a greeting and signature in the message’s language, `In-Reply-To` and `References` naming the message’s Message-ID (`<contact-<id>@lode>`, which the confirmation mail carried). Audited as `inbox.reply`.',
  security: [{ bearer: [] }],
  request: {
    params: IdParam,
    body: {
      content: {
        'application/json': {
          schema: z.object({ body: z.string().trim().min(1).max(MAX_REPLY) }).openapi('InboxReplyInput'),
        },
      },
      required: true,
    },
  },
  responses: { 201: json(InboxMessageSchema, 'The message with the reply'), ...adminErrors, ...notFound },
});

export const setInboxStatusRoute = createRoute({
  method: 'put',
  path: '/admin/inbox/{id}',
  tags: ['admin'],
  operationId: 'setInboxStatus',
  summary: 'Set a message’s status (admin, support)',
  description: 'Audited as `inbox.status`.',
  security: [{ bearer: [] }],
  request: {
    params: IdParam,
    body: {
      content: {
        'application/json': {
          schema: z.object({ status: z.enum(inboxStatuses) }).openapi('InboxStatusInput'),
        },
      },
      required: true,
    },
  },
  responses: { 200: json(InboxMessageSchema, 'The message'), ...adminErrors, ...notFound },
});

/** The inbox operations of the `admin` tag. */
export function inboxRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(listInboxRoute, async (c) => {
    requireStaff(who(c), staff);
    return c.json({ items: await listInbox(services().db, c.req.valid('query')) }, 200);
  });
  app.openapi(getInboxMessage, async (c) => {
    requireStaff(who(c), staff);
    return c.json(await inboxItem(services().db, c.req.valid('param').id), 200);
  });
  app.openapi(replyInboxMessage, async (c) => {
    const actor = who(c);
    requireStaff(actor, staff);
    const s = services();
    const { id } = c.req.valid('param');
    const { body } = c.req.valid('json');
    await s.db.transaction(async (tx) => {
      const { before, replyId } = await replyTo(tx, id, body, actor, s.now());
      await recordAudit(tx, {
        actor,
        action: 'inbox.reply',
        target: `inbox/${id}`,
        before: { status: before },
        after: { status: 'answered', reply: { id: replyId, body } },
        at: s.now(),
      });
    });
    s.deliverSoon();
    return c.json(await inboxItem(s.db, id), 201);
  });
  app.openapi(setInboxStatusRoute, async (c) => {
    const actor = who(c);
    requireStaff(actor, staff);
    const s = services();
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    await s.db.transaction(async (tx) => {
      const before = await setInboxStatus(tx, id, status);
      await recordAudit(tx, {
        actor,
        action: 'inbox.status',
        target: `inbox/${id}`,
        before: { status: before },
        after: { status },
        at: s.now(),
      });
    });
    return c.json(await inboxItem(s.db, id), 200);
  });

  return app;
}
