import { createRoute, z } from '@hono/zod-openapi';
import type { Queryable } from '../db/database';
import { iso } from '../domain/time';
import { ApiError } from '../http/errors';
import { error, json } from '../http/responses';
import { newRouter, who } from '../http/router';
import { Time } from '../http/schemas';
import type { Mailer, MailKind } from '../mail/outbox';
import type { MailLocale } from '../mail/messages';
import type { ServicesOf } from '../services';
import { recordAudit } from './audit';
import { adminErrors } from './auditRoutes';
import { requireStaff } from './guard';

// The mail outbox in the console (admin only): what was queued, sent or given up on, with the server's answer and the
// next attempt, and "retry now", which makes a row due at once and runs a delivery while the caller waits (a sent
// row is sent once more, with the same Message-ID: the recipient says it never arrived).

/** The outbox's states as the console names them (`queued` is the table's `pending`). */
const mailStatuses = ['queued', 'sent', 'failed'] as const;
const toTable = { queued: 'pending', sent: 'sent', failed: 'failed' } as const;

/** At most this many rows per list. */
const MAX_MAIL_ITEMS = 200;

interface OutboxRow {
  id: string;
  kind: MailKind;
  recipient: string;
  locale: MailLocale;
  payload: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  created_at: number;
  sent_at: number | null;
}

const COLUMNS = `id, kind, recipient, locale, payload, status, attempts, last_error, next_attempt_at, created_at,
  sent_at`;

const MailItemSchema = z
  .object({
    id: z.string(),
    kind: z.string().openapi({ example: 'contactReply' }),
    recipient: z.string(),
    subject: z.string(),
    locale: z.enum(['en', 'ru', 'cn']),
    status: z.enum(mailStatuses),
    attempts: z.number().int(),
    lastError: z
      .string()
      .nullable()
      .openapi({ description: 'The SMTP server’s answer to the last failed attempt' }),
    nextAttemptAt: Time.nullable().openapi({ description: 'null once sent' }),
    createdAt: Time,
    sentAt: Time.nullable(),
  })
  .openapi('MailItem');

const view = (mailer: Mailer, r: OutboxRow) => {
  const status: (typeof mailStatuses)[number] =
    r.status === 'pending' ? 'queued' : (r.status as 'sent' | 'failed');
  return {
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    subject: mailer.subjectOf(r),
    locale: r.locale,
    status,
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: status === 'sent' ? null : iso(Number(r.next_attempt_at)),
    createdAt: iso(Number(r.created_at)),
    sentAt: iso(r.sent_at === null ? null : Number(r.sent_at)),
  };
};

async function mailRow(db: Queryable, id: string): Promise<OutboxRow> {
  const [row] = await db.query<OutboxRow>(`SELECT ${COLUMNS} FROM mail_outbox WHERE id = $1`, [id]);
  if (!row) throw new ApiError(404, 'not_found', 'No such mail');
  return row;
}

export const listMail = createRoute({
  method: 'get',
  path: '/admin/mail',
  tags: ['admin'],
  operationId: 'listMail',
  summary: 'The mail outbox newest first, by status and text; at most 200 (admin)',
  security: [{ bearer: [] }],
  request: {
    query: z.object({
      status: z.enum(mailStatuses).optional(),
      q: z.string().max(200).optional().openapi({ description: 'In the recipient, kind or content' }),
    }),
  },
  responses: { 200: json(z.object({ items: z.array(MailItemSchema) }), 'The mail'), ...adminErrors },
});

export const retryMail = createRoute({
  method: 'post',
  path: '/admin/mail/{id}/retry',
  tags: ['admin'],
  operationId: 'retryMail',
  summary: 'Send a mail now: a queued or failed one, or a sent one once more (admin)',
  description:
    'The row becomes due at once and a delivery runs before the answer, which shows how it went. A sent mail goes out again with its Message-ID. Audited as `mail.retry`.',
  security: [{ bearer: [] }],
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(100)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: {
    200: json(MailItemSchema, 'The mail after the attempt'),
    ...adminErrors,
    404: error('`not_found`: no such mail'),
  },
});

/** The mail operations of the `admin` tag. */
export function mailAdminRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(listMail, async (c) => {
    requireStaff(who(c), ['admin']);
    const s = services();
    const { status, q } = c.req.valid('query');
    const rows = await s.db.query<OutboxRow>(
      `SELECT ${COLUMNS} FROM mail_outbox
       WHERE ($1::text IS NULL OR status = $1)
         AND ($2 = '' OR strpos(lower(recipient || ' ' || kind || ' ' || payload), $2) > 0)
       ORDER BY created_at DESC, id LIMIT ${MAX_MAIL_ITEMS}`,
      [status ? toTable[status] : null, (q ?? '').trim().toLowerCase()],
    );
    return c.json({ items: rows.map((r) => view(s.mailer, r)) }, 200);
  });
  app.openapi(retryMail, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const s = services();
    const { id } = c.req.valid('param');
    const now = Math.floor(s.now() / 1000);
    await s.db.transaction(async (tx) => {
      const row = await mailRow(tx, id);
      await tx.query(`UPDATE mail_outbox SET status = 'pending', next_attempt_at = $2 WHERE id = $1`, [
        id,
        now,
      ]);
      const before = view(s.mailer, row);
      await recordAudit(tx, {
        actor,
        action: 'mail.retry',
        target: `mail/${id}`,
        before: { status: before.status, attempts: row.attempts, nextAttemptAt: before.nextAttemptAt },
        after: { status: 'queued', attempts: row.attempts, nextAttemptAt: iso(now) },
        at: s.now(),
      });
    });
    await s.mailer.deliverDue();
    return c.json(view(s.mailer, await mailRow(s.db, id)), 200);
  });

  return app;
}
