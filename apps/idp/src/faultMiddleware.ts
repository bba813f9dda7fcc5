import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { applyCallbackFaults, applyTokenFaults, type FaultState, type SigningKeys } from './faults';
import { readBody, securityHeaders } from './http';
import { isAppUrl, keycloakRoutes } from './provider';
import { CLIENT_ID } from './users';

/** Runs `fn` with one expected oidc-provider warning held back. */
async function withoutWarning(text: string, fn: () => Promise<unknown>) {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(text)) return;
    warn(...args);
  };
  try {
    await fn();
  } finally {
    console.warn = warn;
  }
}

/** Koa middleware on the provider for the fault switches that alter its own answers, and Keycloak's revoke answer. */
export function installFaults(
  provider: Provider,
  {
    faults,
    keys,
    appOrigin,
    verifyAccessToken,
    forgetAccessToken,
  }: {
    faults: FaultState;
    keys: SigningKeys;
    appOrigin: string;
    verifyAccessToken: (token: string) => Promise<JWTPayload | undefined>;
    forgetAccessToken: (jti: string) => void;
  },
) {
  provider.use(async (ctx, next) => {
    const { path, method } = ctx;
    ctx.set(securityHeaders(appOrigin));

    if (faults.authenticationExpired && path === keycloakRoutes.authorization && method === 'GET') {
      const redirectUri = ctx.query.redirect_uri;
      if (
        ctx.query.client_id === CLIENT_ID &&
        typeof redirectUri === 'string' &&
        isAppUrl(redirectUri, appOrigin)
      ) {
        // What Keycloak answers when the login session behind a request has timed out.
        const response = new URLSearchParams({
          error: 'temporarily_unavailable',
          error_description: 'authentication_expired',
        });
        if (typeof ctx.query.state === 'string') response.set('state', ctx.query.state);
        response.set('iss', provider.issuer);
        const target = new URL(redirectUri);
        if (ctx.query.response_mode === 'fragment') target.hash = response.toString();
        else for (const [k, v] of response) target.searchParams.set(k, v);
        ctx.status = 303;
        ctx.redirect(applyCallbackFaults(target.href, faults));
        return;
      }
    }

    if (faults.refresh400 && path === keycloakRoutes.token && method === 'POST') {
      const body = await readBody(ctx.req);
      const params = new URLSearchParams(body);
      if (params.get('grant_type') === 'refresh_token') {
        ctx.status = 400;
        ctx.set('Cache-Control', 'no-store');
        if (ctx.get('origin') === appOrigin) ctx.set('Access-Control-Allow-Origin', appOrigin);
        ctx.body = { error: 'invalid_grant', error_description: 'Token is not active' };
        return;
      }
      // The body is consumed; oidc-provider falls back to a pre-parsed one, and warns once that it did so on purpose.
      (ctx.req as IncomingMessage & { body?: unknown }).body = Object.fromEntries(params);
      await withoutWarning('already parsed request body detected', next);
    } else {
      await next();
    }

    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    if (oidc?.route === 'token' && ctx.status === 200 && ctx.body && typeof ctx.body === 'object') {
      const body = ctx.body as Record<string, unknown>;
      const grantType = String(oidc.params?.grant_type ?? '');
      if (typeof body.id_token === 'string') {
        body.id_token = await applyTokenFaults(body.id_token, 'id', grantType, faults, keys);
      }
      if (typeof body.access_token === 'string') {
        body.access_token = await applyTokenFaults(body.access_token, 'access', grantType, faults, keys);
      }
    }

    if ((ctx.status === 302 || ctx.status === 303) && path.startsWith(keycloakRoutes.authorization)) {
      const location = ctx.response.get('location');
      if (location && isAppUrl(location.split('#')[0] ?? '', appOrigin)) {
        ctx.set('Location', applyCallbackFaults(location, faults));
      }
    }

    if (oidc?.route === 'revocation' && ctx.status === 400) {
      const body = ctx.body as { error?: string } | undefined;
      if (body?.error === 'unsupported_token_type') {
        // Keycloak answers 200 to revoking an access token; we also forget it so userinfo refuses it from now on.
        // A token that is not one of ours is a no-op, as RFC 7009 allows.
        const jti = (await verifyAccessToken(String(oidc.params?.token ?? '')))?.jti;
        if (typeof jti === 'string') forgetAccessToken(jti);
        ctx.status = 200;
        ctx.body = '';
      }
    }
  });
}
