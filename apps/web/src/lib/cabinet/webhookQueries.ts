import type { PoolSchema } from '@lode/pool-api/client';
import { useCallback } from 'react';
import {
  callPool,
  usePoolCache,
  usePoolMutation,
  usePoolQuery,
  useSessionExpired,
  type CacheKey,
  type PoolResult,
} from '../pool';

// The owner's webhook endpoints as `/settings/webhooks` manages them: the list, the writes (each of which brings
// the cached list in step with the API) and the delivery log of one endpoint, read page by page.

/** A webhook endpoint as the list shows it (never its secret). */
export type WebhookEndpoint = PoolSchema<'WebhookEndpoint'>;
/** How a webhook's body is shaped: Standard Webhooks JSON, or a Slack or Discord message. */
export type WebhookFormat = WebhookEndpoint['format'];
/** A new endpoint: where, what for, in which shape, for which sub-accounts. */
export type WebhookCreate = PoolSchema<'WebhookEndpointCreate'>;
/** The answer to a create: the endpoint and its signing secret, shown this once. */
export type WebhookCreated = PoolSchema<'WebhookEndpointCreated'>;
/** A change to an endpoint. */
export type WebhookChange = PoolSchema<'WebhookEndpointUpdate'>;
/** One event on its way to an endpoint, with its last attempt. */
export type WebhookDelivery = PoolSchema<'WebhookDelivery'>;
/** Why an attempt failed, when it did. */
export type WebhookAttemptError = NonNullable<NonNullable<WebhookDelivery['lastAttempt']>['error']>;

/** One page of an endpoint's delivery log, newest first. */
export interface WebhookDeliveryPage {
  deliveries: WebhookDelivery[];
  nextCursor: string | null;
}

/** The list's key. */
export const webhooksKey = (): CacheKey<{ endpoints: WebhookEndpoint[] }> => ['settings', 'webhooks'];

/** The owner's endpoints. */
export function useWebhooks() {
  return usePoolQuery(webhooksKey(), (client) => client.GET('/settings/webhooks'));
}

/**
 * An error answer whose field entries carry a code (`url_private`) gets the code as the entry's message, so the page
 * words the refusal in its own language (`knownUrlProblem`).
 */
function withFieldCodes<T>(result: PoolResult<T>): PoolResult<T> {
  const body = result.error as { details?: { fields?: unknown } } | undefined;
  const fields = body?.details?.fields;
  if (!body || !Array.isArray(fields)) return result;
  const coded = fields.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const { code } = entry as { code?: unknown };
    return typeof code === 'string' ? { ...entry, message: code } : entry;
  });
  return { ...result, error: { ...body, details: { ...body.details, fields: coded } } };
}

/** Adds an endpoint; resolves with its secret (answered this once) and the list is read again. */
export function useCreateWebhook() {
  const cache = usePoolCache();
  return usePoolMutation<WebhookCreate, WebhookCreated>(
    async (client, body) => withFieldCodes(await client.POST('/settings/webhooks', { body })),
    { onSuccess: () => cache.invalidate(webhooksKey()) },
  );
}

/** Changes an endpoint (on or off, above all); the cached list takes the answer. */
export function useChangeWebhook() {
  const cache = usePoolCache();
  return usePoolMutation<{ id: string; change: WebhookChange }, { endpoint: WebhookEndpoint }>(
    async (client, { id, change }) =>
      withFieldCodes(
        await client.PATCH('/settings/webhooks/{endpointId}', {
          params: { path: { endpointId: id } },
          body: change,
        }),
      ),
    {
      onSuccess: ({ endpoint }) =>
        cache.setData(webhooksKey(), (list) =>
          list ? { endpoints: list.endpoints.map((e) => (e.id === endpoint.id ? endpoint : e)) } : list,
        ),
    },
  );
}

/** Deletes an endpoint and its log; the list is read again. */
export function useDeleteWebhook() {
  const cache = usePoolCache();
  return usePoolMutation<string, undefined>(
    (client, id) =>
      client.DELETE('/settings/webhooks/{endpointId}', { params: { path: { endpointId: id } } }),
    { onSuccess: () => cache.invalidate(webhooksKey()) },
  );
}

/** Sends a test event and makes its first attempt; the list (its last delivery) is read again. */
export function useTestWebhook() {
  const cache = usePoolCache();
  return usePoolMutation<string, { delivery: WebhookDelivery }>(
    (client, id) =>
      client.POST('/settings/webhooks/{endpointId}/test', { params: { path: { endpointId: id } } }),
    { onSuccess: () => cache.invalidate(webhooksKey()) },
  );
}

/** Reads one page of an endpoint's delivery log: the newest with `null`, then the next with the cursor answered. */
export function useLoadWebhookDeliveries(): (
  id: string,
  cursor: string | null,
) => Promise<WebhookDeliveryPage> {
  const onExpired = useSessionExpired();
  return useCallback(
    (id, cursor) =>
      callPool(
        (client) =>
          client.GET('/settings/webhooks/{endpointId}/deliveries', {
            params: { path: { endpointId: id }, query: cursor ? { cursor } : {} },
          }),
        onExpired,
      ),
    [onExpired],
  );
}
