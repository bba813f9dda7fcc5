import { createRoute, z } from '@hono/zod-openapi';
import { authErrors, error, json, notModified, secured } from '../http/responses';
import {
  AlertEventSchema,
  DeliveriesQuerySchema,
  DiscordMessageSchema,
  EndpointParamSchema,
  SlackMessageSchema,
  WebhookDeliverySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointCreateSchema,
  WebhookEndpointSchema,
  WebhookEndpointUpdateSchema,
} from './schemas';

// The webhook endpoints' operations (tag `settings`; API keys need `settings:read` / `settings:write`), and the
// requests the endpoints receive (the document's `webhooks`).

const notFound = { 404: error('No such endpoint on this account (`not_found`)') };

export const listWebhooks = createRoute({
  method: 'get',
  path: '/settings/webhooks',
  tags: ['settings'],
  operationId: 'listWebhookEndpoints',
  summary: 'Webhook endpoints of the user (never their secrets)',
  security: secured,
  responses: {
    200: json(z.object({ endpoints: z.array(WebhookEndpointSchema) }), 'The endpoints, oldest first'),
    ...notModified,
    ...authErrors,
  },
});

export const createWebhook = createRoute({
  method: 'post',
  path: '/settings/webhooks',
  tags: ['settings'],
  operationId: 'createWebhookEndpoint',
  summary:
    'Add a webhook endpoint; the answer holds its signing secret, shown this once (at most 20 endpoints)',
  security: secured,
  request: {
    body: { content: { 'application/json': { schema: WebhookEndpointCreateSchema } }, required: true },
  },
  responses: { 201: json(WebhookEndpointCreatedSchema, 'The new endpoint and its secret'), ...authErrors },
});

export const updateWebhook = createRoute({
  method: 'patch',
  path: '/settings/webhooks/{endpointId}',
  tags: ['settings'],
  operationId: 'updateWebhookEndpoint',
  summary: 'Turn an endpoint on or off, or change its URL, note, format or sub-accounts',
  description:
    'Turning an endpoint off gives up its deliveries not yet made; turning on one that was turned off after failing clears its failing streak.',
  security: secured,
  request: {
    params: EndpointParamSchema,
    body: { content: { 'application/json': { schema: WebhookEndpointUpdateSchema } }, required: true },
  },
  responses: {
    200: json(z.object({ endpoint: WebhookEndpointSchema }), 'The endpoint after the change'),
    ...authErrors,
    ...notFound,
  },
});

export const deleteWebhook = createRoute({
  method: 'delete',
  path: '/settings/webhooks/{endpointId}',
  tags: ['settings'],
  operationId: 'deleteWebhookEndpoint',
  summary: 'Delete an endpoint and its delivery log',
  security: secured,
  request: { params: EndpointParamSchema },
  responses: { 204: { description: 'Deleted' }, ...authErrors, ...notFound },
});

export const testWebhook = createRoute({
  method: 'post',
  path: '/settings/webhooks/{endpointId}/test',
  tags: ['settings'],
  operationId: 'testWebhookEndpoint',
  summary: 'Send a `test` event to the endpoint now',
  description:
    'Queues a `test` event and makes its first attempt within the request (at most 5 s after DNS); a failed one is retried like any delivery. Test events do not wait for, nor hold back, the endpoint’s alerts.',
  security: secured,
  request: { params: EndpointParamSchema },
  responses: {
    200: json(z.object({ delivery: WebhookDeliverySchema }), 'The delivery after its first attempt'),
    ...authErrors,
    ...notFound,
  },
});

export const listWebhookDeliveries = createRoute({
  method: 'get',
  path: '/settings/webhooks/{endpointId}/deliveries',
  tags: ['settings'],
  operationId: 'listWebhookDeliveries',
  summary: 'The endpoint’s delivery log, newest first',
  security: secured,
  request: { params: EndpointParamSchema, query: DeliveriesQuerySchema },
  responses: {
    200: json(
      z.object({ deliveries: z.array(WebhookDeliverySchema), nextCursor: z.string().nullable() }),
      'One page of deliveries and the cursor of the next (null: the last page)',
    ),
    ...notModified,
    ...authErrors,
    ...notFound,
  },
});

const headers = z.object({
  'webhook-id': z
    .string()
    .openapi({ description: 'The event’s id, the same on every retry: deduplicate on it' }),
  'webhook-timestamp': z.string().openapi({ description: 'Epoch seconds of this attempt' }),
  'webhook-signature': z.string().openapi({
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` under the endpoint’s secret (the base64 after `whsec_`), per Standard Webhooks',
  }),
});

const received = {
  200: { description: 'Any 2xx answer delivers the event; anything else (a redirect too) is retried' },
};

const delivery =
  'Sent to every enabled endpoint covering the alert’s sub-account, for the rules whose `webhook` channel is on. Retries with exponential backoff (30 s doubling, at most an hour apart) for 24 hours, each endpoint’s events in order of creation; an endpoint failing for 24 hours is turned off and its owner mailed. 5 s time-out, redirects not followed, at most 4 KB of the answer read.';

/** The requests the endpoints receive, one per body format (the document's `webhooks` section). */
export const webhookEvents = [
  {
    method: 'post' as const,
    path: 'alert',
    tags: ['settings'],
    operationId: 'alertEvent',
    summary: 'An alert, or a test event, to a `standard` endpoint',
    description: delivery,
    request: {
      headers,
      body: { content: { 'application/json': { schema: AlertEventSchema } }, required: true },
    },
    responses: received,
  },
  {
    method: 'post' as const,
    path: 'alertSlack',
    tags: ['settings'],
    operationId: 'alertEventSlack',
    summary: 'An alert as a Slack message, to a `slack` endpoint (an incoming-webhook URL)',
    description: delivery,
    request: {
      headers,
      body: { content: { 'application/json': { schema: SlackMessageSchema } }, required: true },
    },
    responses: received,
  },
  {
    method: 'post' as const,
    path: 'alertDiscord',
    tags: ['settings'],
    operationId: 'alertEventDiscord',
    summary: 'An alert as a Discord message, to a `discord` endpoint (a channel webhook URL)',
    description: delivery,
    request: {
      headers,
      body: { content: { 'application/json': { schema: DiscordMessageSchema } }, required: true },
    },
    responses: received,
  },
];
