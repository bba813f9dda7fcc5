import { z } from '@hono/zod-openapi';
import { alertEventTypes } from '../channels/events';
import { Time } from '../http/schemas';
import { webhookFormats } from './store';

// The shapes of the webhook endpoints' operations, and of the events they receive (the document's `webhooks`).

const format = z.enum(webhookFormats).openapi({
  description:
    'The body: `standard` the event as it is (`AlertEvent`), `slack` a Slack message (`{ text, blocks }`), `discord` a Discord message (`{ content, embeds }`), in the account’s language. The Standard Webhooks headers are always sent',
});

const subaccounts = z
  .array(z.string().max(64))
  .max(200)
  .nullable()
  .openapi({ description: 'The sub-accounts (by name) whose alerts it receives; null or empty: every one' });

export const WebhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    format,
    subaccounts: z.array(z.string()).nullable().openapi({
      description: 'The sub-accounts (by name) whose alerts it receives; null: every one, present and future',
    }),
    enabled: z.boolean(),
    disabledReason: z.enum(['failing', 'owner']).nullable().openapi({
      description:
        '`failing`: turned off after failing for 24 hours (the owner was mailed); `owner`: turned off by the owner',
    }),
    failingSince: Time.nullable().openapi({ description: 'The first failure of the current failing streak' }),
    createdAt: Time,
    lastDeliveryAt: Time.nullable().openapi({ description: 'The last attempt, delivered or not' }),
    lastStatusCode: z.number().int().nullable().openapi({ description: 'Its HTTP status; null: no answer' }),
  })
  .openapi('WebhookEndpoint');

const url = z.string().trim().min(1).max(2000).openapi({
  example: 'https://hooks.example.com/lode',
  description:
    'https (http only to this machine when the operator allows loopback); its name must resolve to public addresses. Refusals name the `url` field with a code: `url_invalid`, `url_scheme`, `url_private`, `url_unresolvable`',
});
const description = z
  .string()
  .max(100)
  .openapi({ description: 'A note for the owner, at most 100 characters' });

export const WebhookEndpointCreateSchema = z
  .object({
    url,
    description: description.optional(),
    format: format.optional().openapi({ description: 'Default `standard`' }),
    subaccounts: subaccounts.optional(),
  })
  .strict()
  .openapi('WebhookEndpointCreate');

export const WebhookEndpointUpdateSchema = z
  .object({
    enabled: z.boolean().optional().openapi({
      description: 'Turning on an endpoint turned off after failing clears its failing streak',
    }),
    url: url.optional(),
    description: description.optional(),
    format: format.optional(),
    subaccounts: subaccounts.optional(),
  })
  .strict()
  .openapi('WebhookEndpointUpdate');

export const WebhookEndpointCreatedSchema = z
  .object({
    endpoint: WebhookEndpointSchema,
    secret: z.string().openapi({
      example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      description: 'The signing secret (Standard Webhooks): shown this once',
    }),
  })
  .openapi('WebhookEndpointCreated');

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string().openapi({ description: 'The `webhook-id` header: the same on every retry' }),
    eventType: z.string().openapi({ example: 'worker.offline' }),
    createdAt: Time,
    status: z.enum(['pending', 'retrying', 'delivered', 'failed']),
    attempts: z.number().int(),
    nextAttemptAt: Time.nullable().openapi({
      description: 'When it is tried next (an older delivery to the endpoint goes first); null: finished',
    }),
    lastAttempt: z
      .object({
        at: Time,
        statusCode: z.number().int().nullable(),
        latencyMs: z.number().int().nullable(),
        responseStart: z.string().nullable().openapi({
          description: 'The first 200 characters of the response (at most 4 KB of it is read)',
        }),
        error: z
          .enum(['timeout', 'connection', 'redirect', 'private_address', 'tls', 'http_status'])
          .nullable()
          .openapi({
            description:
              '`timeout`: no answer within 5 s; `redirect`: a 3xx (never followed); `private_address`: the name now resolves to an address webhooks may not reach; `http_status`: any other answer outside 2xx',
          }),
      })
      .nullable(),
  })
  .openapi('WebhookDelivery');

export const EndpointParamSchema = z.object({
  endpointId: z
    .string()
    .max(64)
    .openapi({ param: { name: 'endpointId', in: 'path' } }),
});

export const DeliveriesQuerySchema = z.object({
  cursor: z
    .string()
    .max(32)
    .regex(/^\d+$/)
    .optional()
    .openapi({ description: 'The `nextCursor` of the page before' }),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The `data` of an event. */
export const AlertEventDataSchema = z
  .object({
    subaccount: z.string().openapi({ description: 'The sub-account’s name' }),
    workerId: z.string().optional(),
    workerName: z.string().optional(),
    value: z.number().optional().openapi({
      description:
        'Minutes without a share (offline), percent of the 24 h average (hashrate), percent rejected',
    }),
    threshold: z.number().optional().openapi({ description: 'The rule’s threshold in the unit of `value`' }),
    coin: z.string().optional(),
    amount: z.string().optional().openapi({ description: 'Payouts: a decimal string' }),
    address: z.string().optional(),
    txId: z.string().optional(),
    url: z.string().openapi({ description: 'The app’s page for it' }),
  })
  .openapi('AlertEventData');

export const AlertEventSchema = z
  .object({
    type: z.enum(alertEventTypes),
    timestamp: Time,
    data: AlertEventDataSchema,
  })
  .openapi('AlertEvent', { description: 'The body a `standard` endpoint receives' });

export const SlackMessageSchema = z
  .object({ text: z.string(), blocks: z.array(z.record(z.string(), z.unknown())).optional() })
  .openapi('WebhookSlackMessage', { description: 'The body a `slack` endpoint receives' });

export const DiscordMessageSchema = z
  .object({ content: z.string(), embeds: z.array(z.record(z.string(), z.unknown())).optional() })
  .openapi('WebhookDiscordMessage', { description: 'The body a `discord` endpoint receives' });
