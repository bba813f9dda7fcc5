// The owner's webhook endpoints as `/settings/webhooks` manages them.

/** How a webhook's body is shaped: Standard Webhooks JSON, or a Slack or Discord message. */
export type WebhookFormat = 'standard' | 'slack' | 'discord';

/** A webhook endpoint as the list shows it (never its secret). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  format: WebhookFormat;
  /** The sub-accounts whose alerts it gets; null: all of them, also ones made later. */
  subaccounts: string[] | null;
  enabled: boolean;
  /** Why it is off: turned off by its owner, or after failing for 24 hours. */
  disabledReason: null | 'failing' | 'owner';
  /** When the current run of failures began. */
  failingSince: string | null;
  createdAt: string;
  lastDeliveryAt: string | null;
  lastStatusCode: number | null;
}

/** A new endpoint: where, what for, in which shape, for which sub-accounts. */
export interface WebhookCreate {
  url: string;
  description?: string;
  format?: WebhookFormat;
  subaccounts?: string[] | null;
}

/** The answer to a create: the endpoint and its signing secret, shown this once. */
export interface WebhookCreated {
  endpoint: WebhookEndpoint;
  secret: string;
}

/** A change to an endpoint. */
export interface WebhookChange {
  enabled?: boolean;
  description?: string;
  format?: WebhookFormat;
  subaccounts?: string[] | null;
}

/** Why an attempt failed, when it did. */
export type WebhookAttemptError =
  'timeout' | 'connection' | 'redirect' | 'private_address' | 'tls' | 'http_status';

/** One event on its way to an endpoint, with its last attempt. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  createdAt: string;
  status: 'pending' | 'retrying' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastAttempt: null | {
    at: string;
    statusCode: number | null;
    latencyMs: number | null;
    responseStart: string | null;
    error: WebhookAttemptError | null;
  };
}

/** One page of an endpoint's delivery log, newest first. */
export interface WebhookDeliveryPage {
  deliveries: WebhookDelivery[];
  nextCursor: string | null;
}
