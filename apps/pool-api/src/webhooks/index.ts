import { randomUUID } from 'node:crypto';
import { enqueueDelivery } from '../channels/queue';
import { testEvent } from '../channels/events';
import type { ServicesOf } from '../services';
import { getNotifications } from '../settings/queries';
import { ApiError } from '../http/errors';
import { newRouter, who } from '../http/router';
import { getDelivery, listDeliveries } from './deliveries';
import * as routes from './routes';
import {
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  getEndpoint,
  listEndpoints,
  updateEndpoint,
} from './store';

// The webhook endpoints of the signed-in user (the login account: endpoints cover its sub-accounts). The guard in
// front of `/settings/*` (see `app.ts`) has already named the caller and checked the key's scope.

export { WebhookChannel } from './channel';
export { type AddressPolicy, addressPolicy, type Resolve, systemResolve } from './address';
export { startWebhookCatcher, type WebhookCatcher, webhookCatcherRouter } from './catcher';

const noEndpoint = () => new ApiError(404, 'not_found', 'No such endpoint on this account');

/** The webhook operations' router, and the `webhooks` section of the document. */
export function webhookRouter(services: ServicesOf) {
  const app = newRouter();
  for (const event of routes.webhookEvents) app.openAPIRegistry.registerWebhook(event);

  app.openapi(routes.listWebhooks, async (c) =>
    c.json({ endpoints: await listEndpoints(services().db, who(c).sub) }, 200),
  );
  app.openapi(routes.createWebhook, async (c) => {
    const s = services();
    return c.json(await createEndpoint(s.db, who(c).sub, c.req.valid('json'), s.webhookPolicy, s.now()), 201);
  });
  app.openapi(routes.updateWebhook, async (c) => {
    const s = services();
    const endpoint = await updateEndpoint(
      s.db,
      who(c).sub,
      c.req.valid('param').endpointId,
      c.req.valid('json'),
      s.webhookPolicy,
      s.now(),
    );
    if (!endpoint) throw noEndpoint();
    return c.json({ endpoint }, 200);
  });
  app.openapi(routes.deleteWebhook, async (c) => {
    if (!(await deleteEndpoint(services().db, who(c).sub, c.req.valid('param').endpointId)))
      throw noEndpoint();
    return c.body(null, 204);
  });
  app.openapi(routes.testWebhook, async (c) => {
    const s = services();
    const owner = who(c).sub;
    const endpoint = await findEndpoint(s.db, owner, c.req.valid('param').endpointId);
    if (!endpoint) throw noEndpoint();
    const view = await getEndpoint(s.db, owner, endpoint.id);
    const [account] = await s.db.query<{ name: string }>('SELECT name FROM accounts WHERE sub = $1', [owner]);
    const locale = (await getNotifications(s.db, owner)).locale ?? 'en';
    const at = s.now();
    const id = (await enqueueDelivery(
      s.db,
      {
        eventId: `evt_test_${randomUUID().replaceAll('-', '')}`,
        channel: 'webhook',
        destinationId: endpoint.id,
        sub: owner,
        payload: testEvent(at, view?.subaccounts?.[0] ?? account?.name ?? '', s.appUrl(locale)),
        locale,
      },
      at,
    )) as string;
    await s.deliveries.deliverNow(id);
    const delivery = await getDelivery(s.db, id);
    if (!delivery) throw noEndpoint();
    return c.json({ delivery }, 200);
  });
  app.openapi(routes.listWebhookDeliveries, async (c) => {
    const s = services();
    const endpoint = await findEndpoint(s.db, who(c).sub, c.req.valid('param').endpointId);
    if (!endpoint) throw noEndpoint();
    return c.json(await listDeliveries(s.db, endpoint.id, c.req.valid('query')), 200);
  });

  return app;
}
