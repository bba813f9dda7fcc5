import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { iso } from '../domain/time';
import { ApiError } from '../http/errors';
import { enqueueMail, type MailKind } from '../mail/outbox';
import type { MailLocale } from '../mail/messages';
import type { SupportReplyData } from '../mail/supportReply';
import type { Actor } from './bans';

// The support inbox: the contact form's messages with a status, and the replies sent from the console. A reply is a
// row of `contact_replies` and a queued mail (`contactReply`, mail/supportReply.ts), written in one transaction.

/** Where a contact message stands. */
export const inboxStatuses = ['new', 'answered', 'closed'] as const;

/** One of {@link inboxStatuses}. */
export type InboxStatus = (typeof inboxStatuses)[number];

/** A reply's length limit. */
export const MAX_REPLY = 10_000;

/** At most this many messages per list. */
export const MAX_INBOX_ITEMS = 200;

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: MailLocale;
  status: InboxStatus;
  created_at: number;
  replies: number;
}

const COLUMNS = `m.id, m.name, m.email, m.subject, m.message, m.locale, m.status, m.created_at,
  (SELECT count(*) FROM contact_replies r WHERE r.message_id = m.id)::int AS replies`;

const view = (r: MessageRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  locale: r.locale,
  status: r.status,
  createdAt: iso(Number(r.created_at)),
  replies: Number(r.replies),
});

/** Messages newest first, of one status and containing `q` (name, e-mail, subject or text, any case) when given. */
export async function listInbox(db: Queryable, filter: { status?: InboxStatus; q?: string }) {
  const q = filter.q?.trim() ?? '';
  const rows = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM contact_messages m
     WHERE ($1::text IS NULL OR m.status = $1)
       AND ($2 = '' OR strpos(lower(m.name || ' ' || m.email || ' ' || m.subject || ' ' || m.message), $2) > 0)
     ORDER BY m.created_at DESC, m.id LIMIT ${MAX_INBOX_ITEMS}`,
    [filter.status ?? null, q.toLowerCase()],
  );
  return rows.map(view);
}

/** One message; 404 `not_found` when there is none. */
async function messageRow(db: Queryable, id: string): Promise<MessageRow> {
  const [row] = await db.query<MessageRow>(`SELECT ${COLUMNS} FROM contact_messages m WHERE m.id = $1`, [id]);
  if (!row) throw new ApiError(404, 'not_found', 'No such contact message');
  return row;
}

/** The outbox's state of a reply's mail, as the mail list names it. */
const mailStatusOf = (status: string | null) =>
  status === null ? null : status === 'pending' ? ('queued' as const) : (status as 'sent' | 'failed');

/** One message with its replies, oldest first, and how far each reply's mail got. */
export async function inboxItem(db: Queryable, id: string) {
  const message = await messageRow(db, id);
  const replies = await db.query<{
    id: string;
    body: string;
    author_name: string;
    created_at: number;
    mail_status: string | null;
  }>(
    `SELECT r.id, r.body, r.author_name, r.created_at, o.status AS mail_status
     FROM contact_replies r LEFT JOIN mail_outbox o ON o.id = r.mail_id
     WHERE r.message_id = $1 ORDER BY r.created_at, r.id`,
    [id],
  );
  return {
    ...view(message),
    replies: replies.map((r) => ({
      id: r.id,
      body: r.body,
      author: r.author_name,
      createdAt: iso(Number(r.created_at), 'ms'),
      mailStatus: mailStatusOf(r.mail_status),
    })),
  };
}

/**
 * Stores a reply and queues its mail to the sender in the message's language, and marks the message answered, in
 * `tx`; answers the status before and the reply's id.
 */
export async function replyTo(tx: Queryable, id: string, body: string, actor: Actor, now: number) {
  const message = await messageRow(tx, id);
  const replyId = randomUUID();
  const key = `contact-reply:${replyId}`;
  const payload: SupportReplyData = {
    messageId: message.id,
    name: message.name,
    subject: message.subject,
    message: message.message,
    body,
    author: actor.username,
  };
  const kind: MailKind = 'contactReply';
  await enqueueMail(
    tx,
    { key, kind, recipient: message.email, locale: message.locale, payload: { ...payload } },
    Math.floor(now / 1000),
  );
  const [mail] = await tx.query<{ id: string }>('SELECT id FROM mail_outbox WHERE idempotency_key = $1', [
    key,
  ]);
  await tx.query(
    `INSERT INTO contact_replies (id, message_id, body, author_sub, author_name, created_at, mail_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [replyId, id, body, actor.sub, actor.username, now, mail?.id ?? null],
  );
  await tx.query(`UPDATE contact_messages SET status = 'answered' WHERE id = $1`, [id]);
  return { before: message.status, replyId };
}

/** Sets a message's status in `tx`; answers the status before. */
export async function setInboxStatus(tx: Queryable, id: string, status: InboxStatus): Promise<InboxStatus> {
  const message = await messageRow(tx, id);
  await tx.query('UPDATE contact_messages SET status = $2 WHERE id = $1', [id, status]);
  return message.status;
}
