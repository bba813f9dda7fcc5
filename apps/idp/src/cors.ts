import type Provider from 'oidc-provider';
import { keycloakRoutes } from './provider';

/**
 * The provider's CORS answer to the app, as Keycloak answers a client's web origins: credentialed, because
 * keycloak-js sends its token requests with `credentials: 'include'`, and a browser drops a credentialed answer
 * without `Access-Control-Allow-Credentials: true`. Other origins get none of these headers.
 */
export function appCorsHeaders(origin: string | undefined, appOrigin: string): Record<string, string> {
  return origin === appOrigin
    ? {
        'Access-Control-Allow-Origin': appOrigin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Expose-Headers': 'WWW-Authenticate',
        Vary: 'Origin',
      }
    : {};
}

/** oidc-provider's endpoints the app calls from script (userinfo is the server's own, see `appCorsHeaders`). */
const credentialedRoutes: readonly string[] = [keycloakRoutes.token, keycloakRoutes.revocation];

/**
 * Koa middleware, installed first so that it sees every answer: oidc-provider's own CORS answers the token and
 * revoke requests (and their preflights) of the app origin without `Access-Control-Allow-Credentials`; this adds
 * it whenever oidc-provider allowed the app origin, and never for another origin.
 */
export function installCredentialedCors(provider: Provider, appOrigin: string) {
  provider.use(async (ctx, next) => {
    await next();
    if (
      credentialedRoutes.includes(ctx.path) &&
      ctx.get('origin') === appOrigin &&
      ctx.response.get('Access-Control-Allow-Origin') === appOrigin
    ) {
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
  });
}
