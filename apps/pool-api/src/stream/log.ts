import type { Queryable } from '../db/database';

// The stored side of the live stream: every event an account's stream carries, numbered per account, kept for a
// retention window so a client that dropped off resumes with `Last-Event-ID` and misses nothing.

/** Event types of the stream (the `event:` field), besides the stream's own `ready`, `reset` and `end`. */
export const streamEventTypes = [
  'hashrate',
  'worker',
  'balance',
  'payout',
  'alert',
  'refresh',
  'watcher',
  // The user was banned: never sent, it ends the streams that were open before it (hub.ts).
  'ban',
] as const;

/** One of {@link streamEventTypes}. */
export type StreamEventType = (typeof streamEventTypes)[number];

/** An event before it is stored. */
export interface NewStreamEvent {
  type: StreamEventType;
  data: unknown;
}

/** An event as stored and sent: `id` increases by one per event of the account. */
export interface StreamEvent {
  sub: string;
  id: number;
  type: StreamEventType;
  /** The `data:` line, JSON. */
  data: string;
}

/**
 * Stores `events` for `sub` inside the caller's transaction (the one that wrote the data they describe), so an event
 * exists exactly when its data does. The counter row stays locked until that transaction ends: a second writer for
 * the same account waits, so ids commit in order and a reader never sees id N + 1 before N.
 */
export async function appendEvents(
  tx: Queryable,
  sub: string,
  events: NewStreamEvent[],
  at: number,
): Promise<StreamEvent[]> {
  if (events.length === 0) return [];
  const [row] = await tx.query<{ last_id: number }>(
    `INSERT INTO stream_sequences (sub, last_id) VALUES ($1, $2)
     ON CONFLICT (sub) DO UPDATE SET last_id = stream_sequences.last_id + EXCLUDED.last_id
     RETURNING last_id`,
    [sub, events.length],
  );
  const first = (row?.last_id ?? events.length) - events.length + 1;
  const stored = events.map((e, i) => ({ sub, id: first + i, type: e.type, data: JSON.stringify(e.data) }));
  await tx.query(
    `INSERT INTO stream_events (sub, id, type, data, created_at)
     SELECT $1, (r->>0)::bigint, r->>1, r->>2, $2 FROM jsonb_array_elements($3::text::jsonb) AS r`,
    [sub, at, JSON.stringify(stored.map((e) => [e.id, e.type, e.data]))],
  );
  return stored;
}

/** The id of the account's newest event, 0 before its first. */
export async function lastEventId(db: Queryable, sub: string): Promise<number> {
  const [row] = await db.query<{ last_id: number }>('SELECT last_id FROM stream_sequences WHERE sub = $1', [
    sub,
  ]);
  return row?.last_id ?? 0;
}

/** Up to `limit` stored events of `sub` after `afterId`, oldest first. */
export async function eventsAfter(
  db: Queryable,
  sub: string,
  afterId: number,
  limit: number,
): Promise<StreamEvent[]> {
  const rows = await db.query<{ id: number; type: StreamEventType; data: string }>(
    'SELECT id, type, data FROM stream_events WHERE sub = $1 AND id > $2 ORDER BY id LIMIT $3',
    [sub, afterId, limit],
  );
  return rows.map((r) => ({ sub, id: r.id, type: r.type, data: r.data }));
}

/** Forgets events stored before `before` (epoch seconds); the counters stay, so ids never repeat. */
export async function pruneEvents(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM stream_events WHERE created_at < $1', [before]);
}
