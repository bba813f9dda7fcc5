import type { Database, Queryable } from '../db/database';
import type { AlertChannel, Destination, DueDelivery, SendOutcome } from '../channels/types';
import { dropPendingDeliveries } from '../channels/queue';
import { enqueueMail } from '../mail/outbox';
import type { MailLocale } from '../mail/messages';
import { getNotifications } from '../settings/queries';
import { type AddressPolicy, checkWebhookUrl, UrlRefused } from './address';
import { signedHeaders, webhookBody } from './format';
import { postWebhook, SendFailed } from './send';
import { endpointById, type EndpointRow } from './store';

// The webhook channel of the delivery queue: an alert of a sub-account goes to its user's enabled endpoints that
// cover it. Each attempt checks the endpoint's URL again after DNS and connects to the checked address; a 2xx answer
// delivers, anything else (a redirect too: never followed) is a failed attempt retried by the queue. An endpoint
// that has failed every attempt for 24 hours is turned off (`disabledReason: 'failing'`), its unfinished deliveries
// are given up, and its owner is mailed.

/** How long an endpoint may fail before it is turned off, ms. */
export const DISABLE_AFTER_MS = 24 * 3600 * 1000;

/** The error an attempt is logged with when the URL check refuses the address it resolves to now. */
const refusal = (error: UrlRefused) => (error.code === 'url_unresolvable' ? 'connection' : 'private_address');

/** The webhook channel. */
export class WebhookChannel implements AlertChannel {
  readonly name = 'webhook' as const;
  readonly #db: Database;
  readonly #policy: AddressPolicy;
  readonly #realNow: () => number;

  /** `realNow`: the real clock, for `webhook-timestamp` (receivers check it against theirs). */
  constructor(db: Database, policy: AddressPolicy, realNow: () => number) {
    this.#db = db;
    this.#policy = policy;
    this.#realNow = realNow;
  }

  async destinations(tx: Queryable, sub: string): Promise<Destination[]> {
    return tx.query<Destination>(
      `SELECT e.id FROM webhook_endpoints e JOIN accounts a ON a.owner = e.owner
       WHERE a.sub = $1 AND e.enabled
         AND (e.subaccounts IS NULL OR e.subaccounts::jsonb @> jsonb_build_array($1::text))
       ORDER BY e.created_at, e.id`,
      [sub],
    );
  }

  async send(delivery: DueDelivery): Promise<SendOutcome> {
    const endpoint = await endpointById(this.#db, delivery.destinationId);
    if (!endpoint) return { ok: false, retry: false, error: 'connection', destinationGone: true };
    if (!endpoint.enabled && delivery.eventType !== 'test')
      return { ok: false, retry: false, error: 'connection' };
    return this.sendTo(endpoint, delivery);
  }

  /** One attempt to `endpoint`: the URL checked again, the body signed, the answer judged. */
  async sendTo(
    endpoint: Pick<EndpointRow, 'url' | 'secret' | 'format'>,
    delivery: DueDelivery,
  ): Promise<SendOutcome> {
    let target;
    try {
      target = await checkWebhookUrl(endpoint.url, this.#policy);
    } catch (error) {
      if (error instanceof UrlRefused) return { ok: false, retry: true, error: refusal(error) };
      throw error;
    }
    const body = webhookBody(endpoint.format, delivery.payload, delivery.locale);
    const headers = signedHeaders(endpoint.secret, delivery.eventId, body, new Date(this.#realNow()));
    try {
      const answer = await postWebhook(target, headers, body);
      const common = {
        statusCode: answer.statusCode,
        latencyMs: answer.latencyMs,
        responseStart: answer.body.slice(0, 200),
      };
      if (answer.statusCode >= 200 && answer.statusCode < 300) return { ok: true, ...common };
      return {
        ok: false,
        retry: true,
        error: answer.statusCode >= 300 && answer.statusCode < 400 ? 'redirect' : 'http_status',
        ...common,
      };
    } catch (error) {
      if (error instanceof SendFailed)
        return { ok: false, retry: true, error: error.code, latencyMs: error.latencyMs };
      throw error;
    }
  }

  async attempted(tx: Queryable, delivery: DueDelivery, outcome: SendOutcome, at: number, gaveUp: boolean) {
    const [endpoint] = await tx.query<EndpointRow>(
      `UPDATE webhook_endpoints
       SET last_delivery_at = $2, last_status_code = $3,
           failing_since = CASE WHEN $4 THEN NULL ELSE COALESCE(failing_since, $2) END
       WHERE id = $1
       RETURNING id, owner, url, description, enabled, failing_since`,
      [delivery.destinationId, at, outcome.statusCode ?? null, outcome.ok],
    );
    if (!endpoint || outcome.ok || !endpoint.enabled || endpoint.failing_since === null) return;
    const failingSince = Number(endpoint.failing_since);
    if (!gaveUp && at - failingSince < DISABLE_AFTER_MS) return;
    await tx.query(
      `UPDATE webhook_endpoints SET enabled = false, disabled_reason = 'failing' WHERE id = $1`,
      [endpoint.id],
    );
    await dropPendingDeliveries(tx, 'webhook', endpoint.id, at);
    await mailOwner(tx, endpoint, failingSince, at);
  }
}

/** Queues the mail that tells the owner an endpoint was turned off, in the language of their notifications. */
async function mailOwner(tx: Queryable, endpoint: EndpointRow, failingSince: number, at: number) {
  const [owner] = await tx.query<{ email: string | null }>('SELECT email FROM accounts WHERE sub = $1', [
    endpoint.owner,
  ]);
  if (!owner?.email) return;
  const locale: MailLocale = (await getNotifications(tx, endpoint.owner)).locale ?? 'en';
  await enqueueMail(
    tx,
    {
      key: `webhookDisabled:${endpoint.id}:${failingSince}:${owner.email.trim().toLowerCase()}`,
      kind: 'webhookDisabled',
      recipient: owner.email,
      locale,
      payload: {
        url: endpoint.url,
        description: endpoint.description,
        failingSince: new Date(failingSince).toISOString(),
        disabledAt: new Date(at).toISOString(),
      },
    },
    Math.floor(at / 1000),
  );
}
