// The audit page's data: an entry as the admin API answers it, the filters, and the query both the list and its
// CSV export take.

/** The actions the console records. */
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

/** One entry of the audit log. */
export interface AuditEntry {
  /** Its id. */
  id: string | number;
  /** When (ISO). */
  at: string;
  /** Who. */
  actor: { sub: string; username: string };
  /** What (`news.publish`). */
  action: string;
  /** On what (an id, a path). */
  target: string;
  /** The value before the change, or null for none. */
  before: unknown;
  /** The value after the change, or null when it was removed. */
  after: unknown;
}

/** A page of the audit log. */
export interface AuditPage {
  /** The entries, newest first. */
  items: AuditEntry[];
  /** Where the next page starts, or null at the end. */
  nextCursor: string | null;
}

/** The filters on screen. */
export interface AuditFilters {
  /** One action, or '' for all. */
  action: string;
  /** Part of the actor's user name, or ''. */
  actor: string;
  /** From this local date-time (`datetime-local`), or ''. */
  from: string;
  /** Until this local date-time, or ''. */
  to: string;
}

/** No filter. */
export const noFilters: AuditFilters = { action: '', actor: '', from: '', to: '' };

/** The API's query for the filters (the list's and the CSV's): empty ones left out, times as instants. */
export function auditQuery(
  filters: AuditFilters,
  localToIso: (value: string) => string | undefined,
): Record<string, string | undefined> {
  return {
    action: filters.action || undefined,
    actor: filters.actor.trim() || undefined,
    from: localToIso(filters.from),
    to: localToIso(filters.to),
  };
}

/** A before or after value for reading: indented JSON, '' for none. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return JSON.stringify(value, null, 2) ?? String(value);
}
