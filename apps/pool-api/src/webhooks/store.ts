import { randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { dropPendingDeliveries } from '../channels/queue';
import { iso } from '../domain/time';
import { FieldErrors } from '../http/errors';
import { type AddressPolicy, checkWebhookUrl, UrlRefused } from './address';

// A user's webhook endpoints: where, in which body shape, for which sub-accounts, and the secret that signs what is
// sent (Standard Webhooks: `whsec_` and base64 of 24 random bytes, answered once when the endpoint is made; the
// sender needs it, so it is stored as it is). Times in epoch ms.

/** The body shapes an endpoint can receive. */
export const webhookFormats = ['standard', 'slack', 'discord'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

/** At most this many endpoints per user. */
export const MAX_ENDPOINTS = 20;

/** One endpoint's row. */
export interface EndpointRow {
  id: string;
  owner: string;
  url: string;
  description: string;
  format: WebhookFormat;
  subaccounts: string | null;
  secret: string;
  enabled: boolean;
  disabled_reason: 'failing' | 'owner' | null;
  failing_since: number | null;
  created_at: number;
  last_delivery_at: number | null;
  last_status_code: number | null;
}

const COLUMNS =
  'id, owner, url, description, format, subaccounts, secret, enabled, disabled_reason, failing_since, created_at, last_delivery_at, last_status_code';

/** The user's sub-account names by key. */
async function names(db: Queryable, owner: string): Promise<Map<string, string>> {
  const rows = await db.query<{ sub: string; name: string }>(
    'SELECT sub, name FROM accounts WHERE owner = $1',
    [owner],
  );
  return new Map(rows.map((r) => [r.sub, r.name]));
}

/** An endpoint as the API answers it. */
export function endpointView(row: EndpointRow, byKey: ReadonlyMap<string, string>) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    format: row.format,
    subaccounts:
      row.subaccounts === null
        ? null
        : (JSON.parse(row.subaccounts) as string[]).flatMap((key) => byKey.get(key) ?? []).sort(),
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    failingSince: iso(row.failing_since === null ? null : Number(row.failing_since), 'ms'),
    createdAt: iso(Number(row.created_at), 'ms'),
    lastDeliveryAt: iso(row.last_delivery_at === null ? null : Number(row.last_delivery_at), 'ms'),
    lastStatusCode: row.last_status_code,
  };
}

/** An endpoint as the API answers it. */
export type WebhookEndpoint = ReturnType<typeof endpointView>;

/** The endpoint `id` of `owner`, or `undefined`. */
export async function findEndpoint(
  db: Queryable,
  owner: string,
  id: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db.query<EndpointRow>(
    `SELECT ${COLUMNS} FROM webhook_endpoints WHERE owner = $1 AND id = $2`,
    [owner, id],
  );
  return row;
}

/** The endpoint `id` whoever owns it (the sender's read). */
export async function endpointById(db: Queryable, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1`, [id]);
  return row;
}

/** The user's endpoints, oldest first. */
export async function listEndpoints(db: Queryable, owner: string): Promise<WebhookEndpoint[]> {
  const rows = await db.query<EndpointRow>(
    `SELECT ${COLUMNS} FROM webhook_endpoints WHERE owner = $1 ORDER BY created_at, id`,
    [owner],
  );
  const byKey = await names(db, owner);
  return rows.map((r) => endpointView(r, byKey));
}

/** The one endpoint `id` as answered, or `undefined`. */
export async function getEndpoint(
  db: Queryable,
  owner: string,
  id: string,
): Promise<WebhookEndpoint | undefined> {
  const row = await findEndpoint(db, owner, id);
  return row && endpointView(row, await names(db, owner));
}

/** The sub-account keys for `wanted` names; a name the user does not have is a field error. */
async function subaccountKeys(db: Queryable, owner: string, wanted: string[] | null | undefined) {
  if (wanted === null || wanted === undefined) return null;
  const byKey = await names(db, owner);
  const unique = [...new Set(wanted)];
  const unknown = unique.filter((name) => ![...byKey.values()].includes(name));
  if (unknown.length)
    throw new FieldErrors([{ field: 'subaccounts', message: `No sub-account named ${unknown.join(', ')}` }]);
  if (!unique.length) return null;
  return JSON.stringify(
    [...byKey]
      .filter(([, name]) => unique.includes(name))
      .map(([key]) => key)
      .sort(),
  );
}

/** Checks a URL for the `url` field: a refusal becomes its field error with the code. */
async function checkedUrl(raw: string, policy: AddressPolicy) {
  try {
    await checkWebhookUrl(raw.trim(), policy);
  } catch (error) {
    if (error instanceof UrlRefused)
      throw new FieldErrors([{ field: 'url', code: error.code, message: error.message }]);
    throw error;
  }
  return raw.trim();
}

/** A new endpoint's signing secret. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Creates an endpoint; the answer is the only time its secret is seen. */
export async function createEndpoint(
  db: Database,
  owner: string,
  input: {
    url: string;
    description?: string | undefined;
    format?: WebhookFormat | undefined;
    subaccounts?: string[] | null | undefined;
  },
  policy: AddressPolicy,
  nowMs: number,
) {
  const url = await checkedUrl(input.url, policy);
  const subaccounts = await subaccountKeys(db, owner, input.subaccounts);
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    // The owner's row, locked: two creations at once cannot both pass the limit.
    await tx.query('SELECT sub FROM accounts WHERE sub = $1 FOR UPDATE', [owner]);
    const [count] = await tx.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM webhook_endpoints WHERE owner = $1',
      [owner],
    );
    if (Number(count?.n ?? 0) >= MAX_ENDPOINTS)
      throw new FieldErrors([
        { field: 'url', message: `At most ${MAX_ENDPOINTS} endpoints; delete one first` },
      ]);
    const [created] = await tx.query<EndpointRow>(
      `INSERT INTO webhook_endpoints (id, owner, url, description, format, subaccounts, secret, enabled, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8) RETURNING ${COLUMNS}`,
      [
        `we_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        owner,
        url,
        (input.description ?? '').trim(),
        input.format ?? 'standard',
        subaccounts,
        secret,
        nowMs,
      ],
    );
    return created as EndpointRow;
  });
  return { endpoint: endpointView(row, await names(db, owner)), secret };
}

/**
 * Changes an endpoint; `undefined` when the user has no such endpoint. Enabling one clears its failing streak;
 * disabling one gives up its unfinished deliveries.
 */
export async function updateEndpoint(
  db: Database,
  owner: string,
  id: string,
  input: {
    enabled?: boolean | undefined;
    description?: string | undefined;
    format?: WebhookFormat | undefined;
    subaccounts?: string[] | null | undefined;
    url?: string | undefined;
  },
  policy: AddressPolicy,
  nowMs: number,
): Promise<WebhookEndpoint | undefined> {
  const url = input.url === undefined ? undefined : await checkedUrl(input.url, policy);
  const subaccounts =
    input.subaccounts === undefined ? undefined : await subaccountKeys(db, owner, input.subaccounts);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.query<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE owner = $1 AND id = $2 FOR UPDATE`,
      [owner, id],
    );
    if (!current) return undefined;
    const enabled = input.enabled ?? current.enabled;
    const [updated] = await tx.query<EndpointRow>(
      `UPDATE webhook_endpoints SET url = $2, description = $3, format = $4, subaccounts = $5, enabled = $6,
         disabled_reason = $7, failing_since = $8
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        url ?? current.url,
        input.description === undefined ? current.description : input.description.trim(),
        input.format ?? current.format,
        subaccounts === undefined ? current.subaccounts : subaccounts,
        enabled,
        enabled ? null : current.enabled ? 'owner' : current.disabled_reason,
        enabled && !current.enabled ? null : current.failing_since,
      ],
    );
    if (!enabled && current.enabled) await dropPendingDeliveries(tx, 'webhook', id, nowMs);
    return updated;
  });
  return row && endpointView(row, await names(db, owner));
}

/** Deletes an endpoint and its delivery log; `false` when the user has no such endpoint. */
export async function deleteEndpoint(db: Database, owner: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query('DELETE FROM webhook_endpoints WHERE owner = $1 AND id = $2 RETURNING id', [
      owner,
      id,
    ]);
    if (!rows.length) return false;
    await tx.query(`DELETE FROM alert_deliveries WHERE channel = 'webhook' AND destination_id = $1`, [id]);
    return true;
  });
}
