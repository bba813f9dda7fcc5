import { newRouter } from '../http/router';
import type { ServicesOf } from '../services';
import { freezePayouts } from './freeze';
import * as routes from './routes';

/**
 * The freeze link's operation (`POST /security/freeze`, public). The rest of address-change security runs inside
 * the wallet change (addressChange.ts) and the step-up check (http/stepUp.ts).
 */
export function securityRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(routes.freezePayouts, async (c) => {
    const s = services();
    const freeze = await freezePayouts(s.db, c.req.valid('json').token, {
      nowSeconds: Math.floor(s.realNow() / 1000),
      supportAddress: s.mailer.supportAddress,
      engine: s.source.kind,
    });
    s.deliverSoon();
    return c.json(freeze, 200);
  });

  return app;
}
