import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { createAccountPages } from './account';
import { MAX_CLOCK_OFFSET, ProviderClock } from './clock';
import {
  applyCallbackFaults,
  applyTokenFaults,
  type FaultState,
  faultDescriptions,
  faultNames,
  isFaultName,
  noFaults,
  type SigningKeys,
} from './faults';
import { appCorsHeaders, installCredentialedCors } from './cors';
import { HttpError, readBody, securityHeaders, send, sendJson } from './http';
import { createLoginActions } from './loginActions';
import { type IdpOptions, resolveIdpOptions } from './options';
import { logoutScript, resourcePaths, stylesheet } from './pages';
import { createProvider, isAppUrl, keycloakRoutes, type Lifetimes } from './provider';
import { installKeycloakRefreshTokens } from './refreshTokens';
import { SecondFactors } from './totp';
import { CLIENT_ID, keycloakClaims, type RealmUser, UserStore } from './users';
import {
  iframeScript,
  installSessionState,
  blockedThirdPartyCookies,
  sessionStatusPages,
  sessionStatusRoutes,
  sessionStatusScripts,
  thirdPartyStep1Script,
  thirdPartyStep2Script,
} from './sessionStatus';

/** A running identity provider. */
export interface RunningIdp {
  /** Base URL, e.g. `http://localhost:8080`: what the host server's `LODE_AUTH_URL` takes. */
  url: string;
  /** Issuer, e.g. `http://localhost:8080/realms/lode`. */
  issuer: string;
  /**
   * Plays an outage: stops listening and drops every open connection, so the browser's requests fail on the network
   * (connection refused) as when the provider's host is down. Its state (sessions, grants, users) is kept.
   */
  pause(): Promise<void>;
  /** Ends an outage: listens again on the same port and interface. */
  resume(): Promise<void>;
  /** How many requests have reached the provider since it started (a benchmark counts a page's traffic with it). */
  requests(): number;
  /** Stops accepting connections and resolves when open ones are closed. */
  close(): Promise<void>;
}

const CONTROL_PREFIX = '/__lode';
const ALG = 'RS256';

/**
 * The realm's signing key pair: the one in `keyFile` when there is one, else a new pair, written to `keyFile` when
 * it is named (private JWK, readable by this user only).
 */
async function signingKeyPair(keyFile: string | undefined) {
  if (keyFile) {
    const stored = await readFile(keyFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (stored !== null) {
      const jwk = JSON.parse(stored) as JWK;
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
      return {
        privateKey: (await importJWK(jwk, ALG, { extractable: true })) as CryptoKey,
        publicKey: (await importJWK(publicJwk, ALG, { extractable: true })) as CryptoKey,
      };
    }
  }
  const pair = await generateKeyPair(ALG, { extractable: true });
  if (keyFile) await writeFile(keyFile, JSON.stringify(await exportJWK(pair.privateKey)), { mode: 0o600 });
  return pair;
}

/** Starts the identity provider; resolves once it accepts connections. */
export async function startIdp(options: IdpOptions = {}): Promise<RunningIdp> {
  const settings = resolveIdpOptions(options);
  const { appOrigin } = settings;
  const initialLifetimes: Lifetimes = {
    accessTokenTtl: settings.accessTokenTtl,
    refreshTokenTtl: settings.refreshTokenTtl,
  };
  const lifetimes: Lifetimes = { ...initialLifetimes };
  const faults: FaultState = noFaults();
  const users = new UserStore();
  const factors = new SecondFactors();
  const clock = new ProviderClock();

  // The server listens before the provider exists so that port 0 can name the issuer.
  let handle = (_req: IncomingMessage, res: ServerResponse) => send(res, 503, 'starting');
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests += 1;
    handle(req, res);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, settings.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(settings.port);
  const { port } = server.address() as AddressInfo;

  /** The outage under way (`pause()`), and the timer that ends one the control API started. */
  let paused: Promise<void> | null = null;
  let outageTimer: ReturnType<typeof setTimeout> | undefined;
  const pause = () => {
    paused ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return paused;
  };
  const resume = async () => {
    clearTimeout(outageTimer);
    if (!paused) return;
    await paused;
    // The same port: the app's configuration and the browser's cookies name it.
    await listen(port);
    paused = null;
  };
  /** Starts an outage of `seconds` once `res` (the control's answer) has gone out. */
  const outage = (res: ServerResponse, seconds: number) => {
    res.once('finish', () => {
      void pause().then(() => {
        clearTimeout(outageTimer);
        outageTimer = setTimeout(() => {
          resume().catch((error: unknown) => console.error('idp: could not listen again', error));
        }, seconds * 1000);
      });
    });
  };
  const url = `http://localhost:${port}`;
  const issuer = settings.issuer ?? `${url}/realms/lode`;
  const realmPath = new URL(issuer).pathname.replace(/\/+$/, '');

  /** Everything behind the socket; built after listening because the port can name the issuer. */
  async function buildHandler(): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
    const { privateKey, publicKey } = await signingKeyPair(settings.keyFile);
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: ALG, use: 'sig' };
    const keys: SigningKeys = {
      key: privateKey,
      kid,
      alg: ALG,
      foreignKey: (await generateKeyPair(ALG)).privateKey,
    };

    /** The claims of an access token this provider signed, or undefined. */
    const verifyAccessToken = async (token: string) => {
      try {
        return (await jwtVerify(token, publicKey, { issuer, algorithms: [ALG] })).payload;
      } catch {
        return undefined;
      }
    };

    /** Access tokens issued and not revoked: jti → grant and expiry (epoch seconds). */
    const accessTokens = new Map<string, { grantId: string; exp: number }>();
    const onAccessToken = (jti: string, grantId: string, exp: number) => {
      const now = Date.now() / 1000;
      if (accessTokens.size > 1000)
        for (const [k, v] of accessTokens) if (v.exp < now) accessTokens.delete(k);
      accessTokens.set(jti, { grantId, exp });
    };

    const provider = await createProvider({
      issuer,
      appOrigin,
      realmPath,
      lifetimes,
      users,
      factors,
      clock,
      signingJwk,
      onAccessToken,
    });
    provider.proxy = false;
    installCredentialedCors(provider, appOrigin);
    installFaults(provider, {
      faults,
      keys,
      appOrigin,
      verifyAccessToken,
      forgetAccessToken: (jti) => accessTokens.delete(jti),
    });
    installKeycloakRefreshTokens(provider, issuer);
    installSessionState(provider, { issuer, realmPath });
    const providerCallback = provider.callback();
    const headers = securityHeaders(appOrigin);
    const loginActions = createLoginActions({
      provider,
      users,
      factors,
      clock,
      realmPath,
      appOrigin,
      headers,
    });
    const account = createAccountPages({ provider, users, factors, issuer, realmPath, appOrigin, headers });

    /** The user a valid, unrevoked access token belongs to. */
    async function userOfAccessToken(token: string): Promise<RealmUser | undefined> {
      const payload = await verifyAccessToken(token);
      if (typeof payload?.jti !== 'string' || typeof payload.sub !== 'string') return undefined;
      // Logout and refresh-token reuse destroy the grant, revocation forgets the token: a signature alone is not enough.
      const issued = accessTokens.get(payload.jti);
      const grant = issued ? await provider.Grant.find(issued.grantId) : undefined;
      return grant ? users.get(payload.sub) : undefined;
    }

    const corsHeaders = (req: IncomingMessage) => appCorsHeaders(req.headers.origin, appOrigin);

    /** Keycloak's userinfo: it accepts the realm's JWT access tokens, which oidc-provider's own endpoint refuses. */
    async function userinfo(req: IncomingMessage, res: ServerResponse) {
      const cors = corsHeaders(req);
      if (req.method === 'OPTIONS') return send(res, 204, '', { ...cors, 'Access-Control-Max-Age': '3600' });
      if (req.method !== 'GET' && req.method !== 'POST')
        return sendJson(res, 405, { error: 'invalid_request' }, cors);
      let token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token && req.method === 'POST') {
        token = new URLSearchParams(await readBody(req)).get('access_token') ?? undefined;
      }
      const user = token ? await userOfAccessToken(token) : undefined;
      if (!user) {
        return sendJson(
          res,
          401,
          { error: 'invalid_token', error_description: 'Token verification failed' },
          { ...cors, 'WWW-Authenticate': 'Bearer realm="lode", error="invalid_token"' },
        );
      }
      const { realm_access: _r, resource_access: _a, ...claims } = keycloakClaims(user);
      if (faults.userinfoOtherSub) claims.sub = randomUUID();
      return sendJson(res, 200, claims, cors);
    }

    /** Parses the control API's JSON bodies. */
    async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
      const text = await readBody(req);
      try {
        const value: unknown = text ? JSON.parse(text) : {};
        if (value && typeof value === 'object' && !Array.isArray(value))
          return value as Record<string, unknown>;
      } catch {
        // Falls through to the 400 below.
      }
      throw new HttpError(400, { error: 'invalid_json', error_description: 'send a JSON object' });
    }

    /** The test control API (contract: apps/idp/README.md). */
    async function controls(req: IncomingMessage, res: ServerResponse, path: string) {
      if (!settings.testControls) return sendJson(res, 404, { error: 'not_found' });
      if (path === '/faults') {
        if (req.method === 'GET') return sendJson(res, 200, faults);
        if (req.method === 'DELETE') {
          Object.assign(faults, noFaults());
          return sendJson(res, 200, faults);
        }
        if (req.method === 'PUT') {
          const body = await readJson(req);
          const unknown = Object.keys(body).filter((name) => !isFaultName(name));
          if (unknown.length > 0) {
            return sendJson(res, 400, {
              error: 'unknown_fault',
              error_description: `unknown fault switch: ${unknown.join(', ')}`,
              unknown,
              faults: faultDescriptions,
            });
          }
          const notBoolean = Object.entries(body).filter(([, value]) => typeof value !== 'boolean');
          if (notBoolean.length > 0) {
            return sendJson(res, 400, {
              error: 'invalid_value',
              error_description: `fault switches take true or false: ${notBoolean.map(([k]) => k).join(', ')}`,
            });
          }
          for (const name of faultNames) if (name in body) faults[name] = body[name] as boolean;
          return sendJson(res, 200, faults);
        }
      }
      if (path === '/settings') {
        if (req.method === 'GET') return sendJson(res, 200, lifetimes);
        if (req.method === 'DELETE') {
          Object.assign(lifetimes, initialLifetimes);
          return sendJson(res, 200, lifetimes);
        }
        if (req.method === 'PUT') {
          const body = await readJson(req);
          const allowed = ['accessTokenTtl', 'refreshTokenTtl'];
          const bad = Object.entries(body).filter(
            ([key, value]) => !allowed.includes(key) || !Number.isInteger(value) || (value as number) < 1,
          );
          if (bad.length > 0) {
            return sendJson(res, 400, {
              error: 'invalid_setting',
              error_description: `settings are accessTokenTtl and refreshTokenTtl, whole seconds ≥ 1; refused: ${bad.map(([k]) => k).join(', ')}`,
            });
          }
          Object.assign(lifetimes, body);
          return sendJson(res, 200, lifetimes);
        }
      }
      if (path === '/outage') {
        if (req.method !== 'POST')
          return sendJson(res, 405, { error: 'method_not_allowed' }, { Allow: 'POST' });
        const { seconds } = await readJson(req);
        if (typeof seconds !== 'number' || !(seconds > 0) || seconds > 600) {
          return sendJson(res, 400, {
            error: 'invalid_setting',
            error_description: 'seconds: how long the outage lasts, more than 0 and at most 600',
          });
        }
        outage(res, seconds);
        return sendJson(res, 200, { seconds, until: new Date(Date.now() + seconds * 1000).toISOString() });
      }
      if (path === '/clock') {
        if (req.method === 'GET') return sendJson(res, 200, { offsetSeconds: clock.offsetSeconds });
        if (req.method === 'DELETE') {
          clock.offsetSeconds = 0;
          return sendJson(res, 200, { offsetSeconds: 0 });
        }
        if (req.method === 'PUT') {
          const { offsetSeconds, ...others } = await readJson(req);
          if (
            Object.keys(others).length > 0 ||
            !Number.isInteger(offsetSeconds) ||
            Math.abs(offsetSeconds as number) > MAX_CLOCK_OFFSET
          ) {
            return sendJson(res, 400, {
              error: 'invalid_setting',
              error_description: `offsetSeconds: whole seconds added to the provider's clock, at most ${MAX_CLOCK_OFFSET} either way`,
            });
          }
          clock.offsetSeconds = offsetSeconds as number;
          return sendJson(res, 200, { offsetSeconds: clock.offsetSeconds });
        }
      }
      if (path === '/faults' || path === '/settings' || path === '/clock') {
        return sendJson(res, 405, { error: 'method_not_allowed' }, { Allow: 'GET, PUT, DELETE' });
      }
      return sendJson(res, 404, {
        error: 'not_found',
        controls: ['/__lode/faults', '/__lode/settings', '/__lode/outage', '/__lode/clock'],
      });
    }

    /** The session status and third-party-cookie pages, by their path under the realm. */
    function sessionFrame(rest: string): string | undefined {
      if (rest === sessionStatusRoutes.iframe) return sessionStatusPages.iframe;
      if (rest === sessionStatusRoutes.thirdPartyStep1) return sessionStatusPages.thirdPartyStep1;
      if (rest === sessionStatusRoutes.thirdPartyStep2) return sessionStatusPages.thirdPartyStep2;
      return undefined;
    }

    /** A page the app frames: only the app's origin may, and it runs only this server's scripts. */
    function sendFrame(res: ServerResponse, body: string) {
      if (faults.thirdPartyCookiesBlocked && body === sessionStatusPages.thirdPartyStep2) {
        res.setHeader('Set-Cookie', blockedThirdPartyCookies(issuer));
      }
      return send(res, 200, body, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': `default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'self' ${appOrigin}; base-uri 'none'`,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      });
    }

    async function route(req: IncomingMessage, res: ServerResponse) {
      const requestUrl = new URL(req.url ?? '/', 'http://idp.invalid');
      const path = requestUrl.pathname;
      if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
        return controls(req, res, path.slice(CONTROL_PREFIX.length));
      }
      if (faults.down) {
        return sendJson(
          res,
          503,
          {
            error: 'temporarily_unavailable',
            error_description: 'the identity provider is down (fault switch)',
          },
          { ...corsHeaders(req), 'Retry-After': '5' },
        );
      }
      if (path === resourcePaths.css) {
        return send(res, 200, stylesheet, {
          'Content-Type': 'text/css; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
      }
      if (path === resourcePaths.logoutScript) {
        return send(res, 200, logoutScript, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
      }
      const script = Object.entries(sessionStatusScripts).find(([, p]) => p === path)?.[0];
      if (script) {
        const body = {
          iframe: iframeScript,
          thirdPartyStep1: thirdPartyStep1Script,
          thirdPartyStep2: thirdPartyStep2Script,
        }[script as keyof typeof sessionStatusScripts];
        return send(res, 200, body, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
      }
      if (path === realmPath || path.startsWith(`${realmPath}/`)) {
        const rest = path.slice(realmPath.length);
        const framed = sessionFrame(rest);
        if (framed) return sendFrame(res, framed);
        if (rest === sessionStatusRoutes.iframeInit) {
          // Keycloak's frame asks whether the client may check from that origin: 204 yes, 403 no.
          const ok =
            requestUrl.searchParams.get('client_id') === CLIENT_ID &&
            requestUrl.searchParams.get('origin') === appOrigin;
          return send(res, ok ? 204 : 403, '', { 'Cache-Control': 'no-store' });
        }
        if (rest.startsWith('/login-actions/')) {
          return loginActions(req, res, rest.slice('/login-actions/'.length), requestUrl.searchParams);
        }
        if (rest === '/account' || rest.startsWith('/account/')) {
          return account(req, res, rest.slice('/account'.length), requestUrl.searchParams);
        }
        if (rest === keycloakRoutes.userinfo) return userinfo(req, res);
        // oidc-provider reads its mount path from originalUrl minus url, as behind Express's app.use(prefix).
        const original = req.url ?? '/';
        Object.assign(req, { originalUrl: original, url: original.slice(realmPath.length) || '/' });
        return providerCallback(req, res);
      }
      return sendJson(res, 404, { error: 'not_found', issuer });
    }

    return (req: IncomingMessage, res: ServerResponse) => {
      if (settings.log) {
        res.on('finish', () => console.error(`idp ${req.method} ${req.url} → ${res.statusCode}`));
      }
      route(req, res).catch((error: unknown) => {
        if (res.headersSent) return res.destroy();
        if (error instanceof HttpError) return sendJson(res, error.status, error.body);
        console.error('idp: unexpected error', error);
        return sendJson(res, 500, { error: 'server_error' });
      });
    };
  }

  try {
    handle = await buildHandler();
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }

  return {
    url,
    issuer,
    pause,
    resume,
    requests: () => requests,
    close: async () => {
      clearTimeout(outageTimer);
      if (paused) return paused;
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

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
function installFaults(
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
