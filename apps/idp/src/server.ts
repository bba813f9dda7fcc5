import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify } from 'jose';
import { createAccountPages } from './account';
import { ProviderClock } from './clock';
import { createControls } from './controls';
import { installFaults } from './faultMiddleware';
import { type FaultState, noFaults, type SigningKeys } from './faults';
import { appCorsHeaders, installCredentialedCors } from './cors';
import { HttpError, readBody, securityHeaders, send, sendJson } from './http';
import { createLoginActions } from './loginActions';
import { type IdpOptions, resolveIdpOptions } from './options';
import { logoutScript, resourcePaths, stylesheet } from './pages';
import { createProvider, keycloakRoutes, type Lifetimes } from './provider';
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
    const controls = createControls({
      enabled: settings.testControls,
      faults,
      lifetimes,
      initialLifetimes,
      clock,
      outage,
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
