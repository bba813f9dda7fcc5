import type { Queryable } from '../db/database';
import type { Principal } from '../http/auth';

// The operator console's audit log: one row per action, written in the same transaction as the change it records,
// so a change never stands without its entry nor an entry without its change. The table is append-only: a trigger
// refuses UPDATE, DELETE and TRUNCATE on PGlite and PostgreSQL alike (migration in db/migrations.ts).

/** What the console's operations are recorded as. */
export const auditActions = [
  'news.create',
  'news.update',
  'news.publish',
  'news.unpublish',
  'news.delete',
  'maintenance.set',
  'redirects.set',
  'account.ban',
  'account.unban',
  'inbox.reply',
  'inbox.status',
  'mail.retry',
] as const;

/** One of {@link auditActions}. */
export type AuditAction = (typeof auditActions)[number];

/** One change to record: who made it, what it was, on what, and the values before and after (JSON-able, or null). */
export interface AuditRecord {
  actor: Principal;
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
  /** When, epoch ms: pass the pool clock (`services.now()`); the real time when absent. */
  at?: number;
}

/** An entry as the API answers it. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: { sub: string; username: string };
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Filters of a read; `from`/`to` epoch ms (inclusive), `cursor` the id below which to continue. */
export interface AuditQuery {
  action?: string;
  actor?: string;
  target?: string;
  from?: number;
  to?: number;
  cursor?: number;
  limit: number;
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Appends one entry; pass the transaction that makes the change. */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO admin_audit (at, actor_sub, actor_name, action, target, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      record.at ?? Date.now(),
      record.actor.sub,
      record.actor.username,
      record.action,
      record.target,
      asJson(record.before),
      asJson(record.after),
    ],
  );
}

interface AuditRow {
  id: number;
  at: number;
  actor_sub: string;
  actor_name: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}

const parsed = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * Entries newest first, filtered (`actor` matches the subject or the user name); `nextCursor` continues after the
 * last one when more may follow.
 */
export async function readAudit(
  db: Queryable,
  q: AuditQuery,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (q.action) add((n) => `action = ${n}`, q.action);
  if (q.actor) add((n) => `(actor_sub = ${n} OR actor_name = ${n})`, q.actor);
  if (q.target) add((n) => `target = ${n}`, q.target);
  if (q.from !== undefined) add((n) => `at >= ${n}`, q.from);
  if (q.to !== undefined) add((n) => `at <= ${n}`, q.to);
  if (q.cursor !== undefined) add((n) => `id < ${n}`, q.cursor);
  params.push(q.limit + 1);
  const rows = await db.query<AuditRow>(
    `SELECT id, at, actor_sub, actor_name, action, target, before, after FROM admin_audit
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, q.limit);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      at: new Date(Number(row.at)).toISOString(),
      actor: { sub: row.actor_sub, username: row.actor_name },
      action: row.action,
      target: row.target,
      before: parsed(row.before),
      after: parsed(row.after),
    })),
    nextCursor: rows.length > q.limit ? String(page.at(-1)?.id) : null,
  };
}
