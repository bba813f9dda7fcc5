import { randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import type * as OidcProvider from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { Configuration, Grant, KoaContextWithOIDC } from 'oidc-provider';
import { createMemoryStore } from './adapter';
import type { ProviderClock } from './clock';
import { htmlLang, type Locale, locales, pickLocale } from './messages';
import { renderError, renderLogout, renderSignedOut } from './pages';
import { CLIENT_ID, keycloakClaims, type UserStore } from './users';
import { sessionStatusRoutes } from './sessionStatus';
import { ACR_PASSWORD, ACR_SECOND_FACTOR, installStepUpChecks } from './stepUp';
import type { SecondFactors } from './totp';

/** Lifetimes that the control API may change while the provider runs. */
export interface Lifetimes {
  /** Access and ID token lifetime, seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime, seconds. */
  refreshTokenTtl: number;
}

/** Keycloak's endpoint paths under the realm (the issuer's path). */
export const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
} as const;

/** The OIDC scopes a Keycloak realm offers by default; every one is granted without a consent screen. */
export const oidcScopes = ['openid', 'profile', 'email', 'roles', 'offline_access'] as const;

/**
 * Resource indicator of the Lode API. Access tokens are JWTs only when bound to a resource server, so every grant
 * gets this one by default; the token's `aud` is then rewritten to Keycloak's (see `accessTokenAudience`).
 */
export const LODE_RESOURCE = 'urn:lode:api';

/** `aud` of access tokens: the client (as an audience mapper adds it in Keycloak) and Keycloak's `account`. */
export const accessTokenAudience = [CLIENT_ID, 'account'];

/** Claims Keycloak's default client scopes put into ID tokens whatever scope was asked for. */
const keycloakTokenClaims = [
  'sub',
  'azp',
  'preferred_username',
  'name',
  'given_name',
  'family_name',
  'email',
  'email_verified',
  'realm_access',
  'resource_access',
  // The sign-in's level, methods and instant, in every ID token as Keycloak's step-up puts them (RFC 9470).
  'acr',
  'amr',
  'auth_time',
];

/** Everything the provider needs from the server around it. */
export interface ProviderSetup {
  issuer: string;
  appOrigin: string;
  /** Path prefix the realm lives under, e.g. `/realms/lode`. */
  realmPath: string;
  lifetimes: Lifetimes;
  users: UserStore;
  /** Users' authenticators, for the step-up check. */
  factors: SecondFactors;
  /** The clock sign-ins are recorded and judged by (`max_age`). */
  clock: ProviderClock;
  /** The private signing key as a JWK with `kid`, `alg` and `use`. */
  signingJwk: JWK;
  /**
   * Told about every access token issued. JWT access tokens are not stored by oidc-provider, so userinfo and
   * revocation need this to know which grant a token belongs to.
   */
  onAccessToken(jti: string, grantId: string, exp: number): void;
}

/** Whether a redirect target is on the app origin, as Keycloak's `${origin}/*` wildcard redirect URI accepts. */
export function isAppUrl(value: string, appOrigin: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.origin === appOrigin && url.hash === '' && url.username === '' && url.password === '';
}

/** The page language for a provider-rendered page. */
function localeOf(ctx: KoaContextWithOIDC): Locale {
  let uiLocales: string | undefined;
  try {
    const value = ctx.oidc?.params?.ui_locales;
    if (typeof value === 'string') uiLocales = value;
  } catch {
    // Errors raised before the parameters were read leave no params to consult.
  }
  return pickLocale(undefined, uiLocales, ctx.get('accept-language'));
}

/**
 * Loads oidc-provider. Version 9 prints "Unsupported runtime" on Node 20 although it works there (it only asks
 * for Node 22 in its engines field; this package's tests run it on Node 20); that one line would only alarm people running `npm start`, so it is held back while loading.
 */
async function loadOidcProvider(): Promise<typeof OidcProvider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

/** Builds oidc-provider configured as a Keycloak realm with one public client. */
export async function createProvider(setup: ProviderSetup): Promise<Provider> {
  const { appOrigin, lifetimes, users, realmPath } = setup;
  const { default: ProviderClass, interactionPolicy } = await loadOidcProvider();

  const policy = interactionPolicy.base();
  // prompt=create is how Keycloak (and @axa-fr/react-oidc's register) asks for the registration page.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  const login = policy.get('login');
  if (!login) throw new Error('oidc-provider has no login prompt');
  installStepUpChecks(login, interactionPolicy.Check, setup);

  const configuration: Configuration = {
    adapter: createMemoryStore(),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Lode',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Registered for metadata only: the real check is the origin-wide match installed below.
        redirect_uris: [`${appOrigin}/`],
        post_logout_redirect_uris: [`${appOrigin}/`],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [setup.signingJwk] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Keycloak-like names keep them apart from other local apps' `_session` cookies.
      names: { session: 'LODE_IDP_SESSION', interaction: 'LODE_IDP_INTERACTION', resume: 'LODE_IDP_RESUME' },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...oidcScopes],
    acrValues: [ACR_PASSWORD, ACR_SECOND_FACTOR],
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: keycloakTokenClaims,
      profile: ['preferred_username', 'name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      roles: ['realm_access', 'resource_access'],
    },
    // Keycloak puts profile, e-mail and role claims into ID tokens even when an access token is issued too.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({ ...keycloakClaims(user), azp: CLIENT_ID }),
      };
    },
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = users.get(token.accountId);
      if (!user) return undefined;
      const { sub: _sub, ...claims } = keycloakClaims(user);
      const sid = (token as unknown as { sid?: string }).sid;
      // The sign-in the token comes from: the code, or the refresh token that carries the code's values on.
      const source = ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken;
      return {
        typ: 'Bearer',
        azp: CLIENT_ID,
        ...(sid ? { sid, session_state: sid } : {}),
        ...(source?.acr ? { acr: source.acr } : {}),
        ...(source?.amr ? { amr: source.amr } : {}),
        ...(source?.authTime ? { auth_time: source.authTime } : {}),
        'allowed-origins': [appOrigin],
        ...claims,
      };
    },
    formats: {
      customizers: {
        jwt(_ctx, token, jwt) {
          const { jti, exp } = jwt.payload;
          if (typeof jti === 'string' && typeof exp === 'number' && 'grantId' in token && token.grantId) {
            setup.onAccessToken(jti, token.grantId, exp);
          }
          jwt.payload.aud = accessTokenAudience;
          // Keycloak's access tokens say typ JWT, not RFC 9068's at+jwt.
          jwt.header = { ...jwt.header, typ: 'JWT' };
        },
      },
    },
    features: {
      devInteractions: { enabled: false },
      // Not part of what Lode uses; off so discovery does not advertise paths Keycloak does not have.
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      // The one client may revoke its own tokens; anything else is ignored silently (RFC 7009).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderLogout({ locale: localeOf(ctx), form });
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = renderSignedOut({ locale: localeOf(ctx), appHref: `${appOrigin}/` });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => LODE_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: oidcScopes.join(' '),
          audience: CLIENT_ID,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // Keycloak issues refresh tokens to every client with the grant, not only for offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every refresh returns a new refresh token; presenting a used one revokes the whole grant.
    rotateRefreshToken: true,
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const { Grant: GrantModel } = ctx.oidc.provider;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant: Grant | undefined = grantId ? await GrantModel.find(grantId) : undefined;
      if (grant && grant.accountId !== session.accountId) grant = undefined;
      // A first-party realm client: Keycloak shows no consent screen, so grant every scope at once.
      grant ??= new GrantModel({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(oidcScopes.join(' '));
      grant.addResourceScope(LODE_RESOURCE, oidcScopes.join(' '));
      await grant.save();
      return grant;
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${realmPath}/login-actions/${interaction.uid}`,
    },
    ttl: {
      AccessToken: () => lifetimes.accessTokenTtl,
      IdToken: () => lifetimes.accessTokenTtl,
      // Like Keycloak's SSO Session Idle: each refresh starts a new full lifetime.
      RefreshToken: () => lifetimes.refreshTokenTtl,
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      Session: 10 * 60 * 60,
      Grant: 10 * 60 * 60,
    },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    async renderError(ctx, out) {
      ctx.type = 'html';
      const expired =
        out.error === 'invalid_request' &&
        /interaction session|session not found/i.test(String(out.error_description));
      ctx.body = renderError({
        locale: localeOf(ctx),
        message: expired ? 'pageExpired' : 'errorText',
        detail: [out.error, out.error_description].filter(Boolean).join(': '),
        appHref: `${appOrigin}/`,
      });
    },
    discovery: {
      // Keycloak's session status frame (OpenID Connect Session Management), served by sessionStatus.ts.
      check_session_iframe: `${setup.issuer}${sessionStatusRoutes.iframe}`,
      ui_locales_supported: locales.map(htmlLang),
      prompt_values_supported: ['none', 'login', 'consent', 'create'],
    },
    routes: keycloakRoutes,
  };

  const provider = new ProviderClass(setup.issuer, configuration);
  // Keycloak accepts `${origin}/*` redirect URIs; oidc-provider matches exactly, so widen both checks to the origin.
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return isAppUrl(value, appOrigin);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(
    value: string,
  ) {
    return isAppUrl(value, appOrigin);
  };
  // Keycloak puts `sid` into every ID token; oidc-provider only does for back-channel logout clients.
  provider.Client.prototype.includeSid = () => true;
  return provider;
}
