import { dataChanged, type ServicesOf } from '../services';
import { ApiError } from '../http/errors';
import { newRouter, subaccountKey, who } from '../http/router';
import { requireStepUp } from '../http/stepUp';
import { addressChangeHook } from '../security/addressChange';
import { createKey, getNotifications, listKeys, putNotifications, revokeKey } from './queries';
import * as routes from './routes';

// The notification settings as other parts read them (`../settings` from outside the folder; the alert engine's
// tests import them so).
export {
  allChannels,
  defaultNotifications,
  getNotifications,
  type NotificationSettings,
  type NotificationSettingsInput,
  putNotifications,
  type RuleChannels,
} from './queries';

/**
 * The settings tag's router: wallets, notification settings, personal API keys. The guard in front of
 * `/settings/*` (see `app.ts`) has already named the caller and checked the key's scope.
 */
export function settingsRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(routes.listWallets, async (c) =>
    c.json(await services().source.wallets.list(subaccountKey(c), c.req.valid('query').algorithm), 200),
  );
  app.openapi(routes.updateWallet, async (c) => {
    const s = services();
    const { coin } = c.req.valid('param');
    const body = c.req.valid('json');
    const sub = subaccountKey(c);
    // Whether the address changes is the store's to say, under its lock: the step-up check and the change mail run
    // there, in the transaction that writes the new address (security/addressChange.ts).
    let mailed = false;
    const at = s.now();
    const check = addressChangeHook(s, {
      principal: who(c),
      sub,
      userAgent: c.req.header('user-agent'),
      atMs: at,
      queued: () => {
        mailed = true;
      },
    });
    const wallet = await s.source.wallets.update(sub, coin, body, at, check);
    dataChanged(s, sub);
    if (mailed) s.deliverSoon();
    return c.json(wallet, 200);
  });
  app.openapi(routes.unlinkWallet, async (c) => {
    const wallet = await services().source.wallets.unlink(subaccountKey(c), c.req.valid('param').coin);
    dataChanged(services(), subaccountKey(c));
    return c.json(wallet, 200);
  });
  app.openapi(routes.getNotifications, async (c) =>
    c.json(await getNotifications(services().db, subaccountKey(c)), 200),
  );
  app.openapi(routes.putNotifications, async (c) =>
    c.json(await putNotifications(services().db, subaccountKey(c), c.req.valid('json')), 200),
  );
  app.openapi(routes.listApiKeys, async (c) => c.json(await listKeys(services().db, who(c).sub), 200));
  app.openapi(routes.createApiKey, async (c) => {
    const s = services();
    const input = c.req.valid('json');
    // A key that can write could change what moves money later: it takes what an address change takes.
    if (input.scopes.includes('settings:write')) await requireStepUp(s.db, s.stepUp, who(c), s.realNow());
    return c.json(await createKey(s.db, who(c).sub, input, s.now()), 201);
  });
  app.openapi(routes.revokeApiKey, async (c) => {
    const revoked = await revokeKey(services().db, who(c).sub, c.req.valid('param').keyId, services().now());
    if (!revoked) throw new ApiError(404, 'not_found', 'No such key on this account');
    return c.body(null, 204);
  });

  return app;
}
