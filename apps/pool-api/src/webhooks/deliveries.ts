import type { Queryable } from '../db/database';
import { iso } from '../domain/time';

// An endpoint's delivery log: its queued events newest first, each with its last attempt. Pages follow the queue's
// order (`seq`): the cursor is the last row's, so rows queued while a client pages do not shift the pages.

interface DeliveryRow {
  id: string;
  seq: string | number;
  event_id: string;
  event_type: string;
  created_at: number;
  status: 'pending' | 'retrying' | 'delivered' | 'failed';
  next_attempt_at: number | null;
  tries: number;
  at: number | null;
  status_code: number | null;
  latency_ms: number | null;
  response_start: string | null;
  error: string | null;
}

type AttemptError = 'timeout' | 'connection' | 'redirect' | 'private_address' | 'tls' | 'http_status';

const view = (r: DeliveryRow) => ({
  id: r.id,
  eventId: r.event_id,
  eventType: r.event_type,
  createdAt: iso(Number(r.created_at), 'ms'),
  status: r.status,
  attempts: Number(r.tries),
  nextAttemptAt:
    (r.status === 'pending' || r.status === 'retrying') && r.next_attempt_at !== null
      ? iso(Number(r.next_attempt_at), 'ms')
      : null,
  lastAttempt:
    r.at === null
      ? null
      : {
          at: iso(Number(r.at), 'ms'),
          statusCode: r.status_code,
          latencyMs: r.latency_ms,
          responseStart: r.response_start,
          error: r.error as AttemptError | null,
        },
});

/** A delivery as the API answers it. */
export type WebhookDelivery = ReturnType<typeof view>;

const SELECT = `SELECT d.id, d.seq, d.event_id, d.event_type, d.created_at, d.status, d.next_attempt_at,
         (SELECT COUNT(*)::int FROM alert_delivery_attempts x WHERE x.delivery_id = d.id) AS tries,
         a.at, a.status_code, a.latency_ms, a.response_start, a.error
  FROM alert_deliveries d
  LEFT JOIN alert_delivery_attempts a ON a.delivery_id = d.id
    AND a.attempt = (SELECT MAX(attempt) FROM alert_delivery_attempts y WHERE y.delivery_id = d.id)`;

/** One page of an endpoint's deliveries, newest first, and the cursor of the next page. */
export async function listDeliveries(
  db: Queryable,
  endpointId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ deliveries: WebhookDelivery[]; nextCursor: string | null }> {
  const rows = await db.query<DeliveryRow>(
    `${SELECT}
     WHERE d.channel = 'webhook' AND d.destination_id = $1 ${page.cursor === undefined ? '' : 'AND d.seq < $3'}
     ORDER BY d.seq DESC LIMIT $2`,
    [endpointId, page.limit + 1, ...(page.cursor === undefined ? [] : [page.cursor])],
  );
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return {
    deliveries: shown.map(view),
    nextCursor: more ? String(shown[shown.length - 1]?.seq) : null,
  };
}

/** One delivery, or `undefined`. */
export async function getDelivery(db: Queryable, id: string): Promise<WebhookDelivery | undefined> {
  const [row] = await db.query<DeliveryRow>(`${SELECT} WHERE d.id = $1`, [id]);
  return row && view(row);
}
