import { readClaims, type Claims } from './claims';
import { isAuthConfig, type AuthConfig } from './config';
import { discover, providerKeys, type ProviderMetadata } from './metadata';
import { PendingLogins, type PendingLogin } from './pending';
import { codeChallenge, randomString, VERIFIER_LENGTH } from './pkce';
import { safeRedirectPath } from './redirect';
import { clearSession, readSession, writeSession, type StoredSession } from './session';
import { checkIdToken, TokenCheckError } from './tokenChecks';

/** The spec's message for a failed refresh (spec.md §8), logged when a refresh clears the session. */
export const REFRESH_FAILED_MESSAGE =
  'Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.';

/** What went wrong with sign-in, for the app to show; `message` is English and technical, for logs and details. */
export interface AuthError {
  /**
   * `unavailable`: no usable configuration or the provider cannot be reached; `login`: a sign-in callback was refused
   * or failed; `token`: a token failed a check; `refresh`: the session ended because a refresh failed.
   */
  kind: 'unavailable' | 'login' | 'token' | 'refresh';
  /** What happened, in English. */
  message: string;
}

/** The sign-in state of the app (spec.md §3). */
export interface AuthState {
  /** True once the start-up check has settled, signed in or not (at most `initTimeout` after start). */
  initialized: boolean;
  /** Whether a user is signed in. */
  isAuthenticated: boolean;
  /** Whether sign-in can work at all: false when the configuration is missing or malformed. */
  available: boolean;
  /** The access token for API calls, while signed in. */
  token?: string;
  /** The ID token, while signed in. */
  idToken?: string;
  /** The decoded, checked claims of the ID token, while signed in. */
  userInfo?: Claims;
  /** The last problem, until the next successful sign-in. */
  error?: AuthError;
}

/** How sign-in behaves; every field has the default of spec.md §9. */
export interface AuthOptions {
  /** Path of the page the provider sends the browser back to after sign-in. Default `/auth/callback`. */
  callbackPath?: string;
  /** Path of the static page of the silent check. Default `/silent-check-sso.html`. */
  silentCheckSsoPath?: string;
  /** Seconds between token checks. Default 30. */
  refreshInterval?: number;
  /** Refresh when fewer than this many seconds of validity remain. Default 30. */
  minValidity?: number;
  /** Milliseconds after which start-up counts as settled even if the provider has not answered. Default 10,000. */
  initTimeout?: number;
  /** Where to land after sign-in when no `returnTo` is given. Default: the locale-prefixed `/dashboard`. */
  defaultReturnTo?: (locale: string | undefined) => string;
  /** Scopes to ask for. Default `openid`; never `offline_access` (Keycloak would issue long-lived offline tokens). */
  scope?: string;
}

/** What {@link AuthClient.login} and {@link AuthClient.register} take. */
export interface LoginOptions {
  /** Same-origin path to land on afterwards; anything else is ignored for the default. */
  returnTo?: string;
  /** The interface language (`en`, `ru`, `cn`), sent to the provider as `ui_locales`. */
  locale?: string;
  /** A user name to prefill on the provider's page. */
  loginHint?: string;
}

/** What {@link AuthClient.logout} takes. */
export interface LogoutOptions {
  /** Same-origin path the provider sends the browser back to. Default `/`. */
  returnTo?: string;
}

/** The browser, as the client needs it; tests pass one of their own. */
export interface AuthEnvironment {
  fetch: typeof fetch;
  /** Where tokens and pending logins live (sessionStorage in browsers). */
  storage: Storage;
  /** The app's origin. */
  origin: string;
  /** The page's full URL now. */
  currentUrl(): string;
  /** Leaves the app for another page (the provider's login or logout). */
  redirect(url: string): void;
  /** Shows another path of the app without a reload (after a sign-in callback). */
  replacePath(path: string): void;
  /** Loads a URL out of sight and resolves with the URL of the app's page it ends on (the silent check). */
  loadHidden(url: string, timeoutMs: number): Promise<string>;
  /** Whether this page runs inside a frame: the client then never starts. */
  inFrame: boolean;
  /** Milliseconds since the epoch. */
  now(): number;
  /** Where the console-only messages of spec.md §8 go. */
  logError(message: string): void;
}

const RESTARTED_KEY = 'lode-auth:restarted';
/** A login restarted for `authentication_expired` this recently is not restarted again. */
const RESTART_WINDOW_MS = 5 * 60 * 1000;
const UI_LOCALES: Record<string, string> = { en: 'en', ru: 'ru', cn: 'zh-CN' };
/** Provider answers on silent checks that simply mean "nobody is signed in". */
const SIGNED_OUT_ERRORS = new Set(['login_required', 'interaction_required', 'consent_required']);

function defaultReturnTo(locale: string | undefined): string {
  return `${locale && locale !== 'en' ? `/${locale}` : ''}/dashboard`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Reads the OAuth parameters of a callback URL: the fragment (our `response_mode`) or else the query. */
function callbackParams(href: string): URLSearchParams {
  const url = new URL(href);
  return new URLSearchParams(url.hash.length > 1 ? url.hash.slice(1) : url.search);
}

interface TokenAnswer {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

function isTokenAnswer(value: unknown): value is TokenAnswer {
  return (
    typeof value === 'object' && value !== null && typeof (value as TokenAnswer).access_token === 'string'
  );
}

/** Thrown by a token request that reached the provider and was refused (4xx), as opposed to an outage. */
class RefusedByProvider extends Error {
  readonly status: number;
  constructor(status: number, detail: string) {
    super(`the provider refused the request (HTTP ${status}${detail ? `: ${detail}` : ''})`);
    this.status = status;
  }
}

/**
 * Keycloak-style OpenID Connect sign-in for a single-page app: authorization code with PKCE S256, a silent check on
 * start through a static page in a hidden frame, refresh on a timer, RP-initiated logout, and the token checks of
 * `checkIdToken` on every token received. One instance per page; React components read it through `AuthProvider`.
 */
export class AuthClient {
  readonly #config: AuthConfig | null;
  readonly #env: AuthEnvironment;
  readonly #options: Required<AuthOptions>;
  readonly #pending: PendingLogins;
  #state: AuthState;
  #listeners = new Set<(state: AuthState) => void>();
  #metadata: Promise<{ meta: ProviderMetadata; keys: ReturnType<typeof providerKeys> }> | null = null;
  #session: StoredSession | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #refreshing: Promise<boolean> | null = null;
  #started: Promise<void> | null = null;

  constructor(config: unknown, env: AuthEnvironment, options: AuthOptions = {}) {
    this.#config = isAuthConfig(config) ? config : null;
    this.#env = env;
    this.#options = {
      callbackPath: '/auth/callback',
      silentCheckSsoPath: '/silent-check-sso.html',
      refreshInterval: 30,
      minValidity: 30,
      initTimeout: 10_000,
      defaultReturnTo,
      scope: 'openid',
      // An option passed as undefined keeps its default.
      ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
    };
    this.#pending = new PendingLogins(env.storage, env.now);
    this.#state = this.#config
      ? { initialized: false, isAuthenticated: false, available: true }
      : {
          initialized: true,
          isAuthenticated: false,
          available: false,
          error: {
            kind: 'unavailable',
            message: 'Sign-in is not configured: the configuration is missing or malformed',
          },
        };
  }

  /** This app's client id ('' without a usable configuration). */
  get clientId(): string {
    return this.#config?.clientId ?? '';
  }

  /** The current state. */
  get state(): AuthState {
    return this.#state;
  }

  /** Calls `listener` on every change of state; returns the function that stops it. */
  subscribe(listener: (state: AuthState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(next: Partial<AuthState>): void {
    this.#state = { ...this.#state, ...next };
    for (const listener of this.#listeners) listener(this.#state);
  }

  /**
   * Starts once: finishes a sign-in callback, or restores this tab's session, or runs the silent check. Resolves when
   * the state is initialized: at the latest after `initTimeout`, even with the provider unreachable.
   */
  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    if (!this.#config) return;
    if (this.#env.inFrame) {
      this.#set({ initialized: true });
      return;
    }
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, this.#options.initTimeout);
    });
    const work = this.#startWork().catch((error: unknown) => {
      this.#env.logError(`Keycloak initialization error: ${describe(error)}`);
      this.#set({ error: { kind: 'unavailable', message: describe(error) } });
    });
    await Promise.race([work, deadline]);
    clearTimeout(timeout);
    this.#set({ initialized: true });
  }

  async #startWork(): Promise<void> {
    const url = new URL(this.#env.currentUrl());
    if (url.pathname === this.#options.callbackPath) {
      await this.#finishCallback(url.href);
      return;
    }
    const stored = readSession(this.#env.storage);
    if (stored) {
      this.#adopt(stored);
      if (stored.expiresAt - this.#env.now() < this.#options.minValidity * 1000) await this.updateToken();
      return;
    }
    await this.#silentCheck();
  }

  // ── sign-in ──────────────────────────────────────────────────────────────────────────────────────────────────

  #provider() {
    const config = this.#config;
    if (!config) return Promise.reject(new Error('sign-in is not configured'));
    this.#metadata ??= discover(this.#env.fetch, config, this.#options.initTimeout).then(
      (meta) => ({ meta, keys: providerKeys(this.#env.fetch, meta.jwksUri, this.#options.initTimeout) }),
      (error: unknown) => {
        this.#metadata = null;
        throw error;
      },
    );
    return this.#metadata;
  }

  async #authorizeUrl(pending: PendingLogin, extra: Record<string, string>): Promise<string> {
    const { meta } = await this.#provider();
    const url = new URL(meta.authorizationEndpoint);
    const params = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: pending.redirectUri,
      state: pending.state,
      response_mode: 'fragment',
      response_type: 'code',
      scope: this.#options.scope,
      nonce: pending.nonce,
      code_challenge: await codeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      ...extra,
    });
    const uiLocales = pending.locale ? UI_LOCALES[pending.locale] : undefined;
    if (uiLocales) params.set('ui_locales', uiLocales);
    url.search = params.toString();
    return url.href;
  }

  #newPending(silent: boolean, returnTo: string, locale?: string): PendingLogin {
    const path = silent ? this.#options.silentCheckSsoPath : this.#options.callbackPath;
    return {
      state: randomString(32),
      nonce: randomString(32),
      verifier: randomString(VERIFIER_LENGTH),
      redirectUri: this.#env.origin + path,
      returnTo,
      locale,
      silent,
      createdAt: this.#env.now(),
    };
  }

  /** Sends the browser to the provider's login page; it comes back to `returnTo` (default: the dashboard). */
  login(options: LoginOptions = {}): Promise<void> {
    return this.#begin(options, {});
  }

  /** Sends the browser to the provider's registration page (`prompt=create`); it comes back signed in. */
  register(options: LoginOptions = {}): Promise<void> {
    return this.#begin(options, { prompt: 'create' });
  }

  async #begin(options: LoginOptions, extra: Record<string, string>): Promise<void> {
    try {
      const returnTo =
        safeRedirectPath(options.returnTo, this.#env.origin) ?? this.#options.defaultReturnTo(options.locale);
      const pending = this.#newPending(false, returnTo, options.locale);
      const url = await this.#authorizeUrl(pending, {
        ...extra,
        ...(options.loginHint ? { login_hint: options.loginHint } : {}),
      });
      this.#pending.save(pending);
      this.#env.redirect(url);
    } catch (error) {
      this.#env.logError(`Login error: ${describe(error)}`);
      this.#set({ error: { kind: 'unavailable', message: describe(error) } });
      throw error;
    }
  }

  async #silentCheck(): Promise<void> {
    const pending = this.#newPending(true, '/');
    const url = await this.#authorizeUrl(pending, { prompt: 'none' });
    this.#pending.save(pending);
    const landed = await this.#env.loadHidden(url, this.#options.initTimeout);
    const params = callbackParams(landed);
    const error = params.get('error');
    if (error && SIGNED_OUT_ERRORS.has(error)) {
      this.#pending.take(params.get('state'));
      return;
    }
    await this.#exchange(landed, true);
  }

  async #finishCallback(href: string): Promise<void> {
    const params = callbackParams(href);
    let returnTo = '/';
    try {
      returnTo = await this.#exchange(href, false);
    } catch (error) {
      const description = params.get('error_description');
      const restartedAt = Number(this.#env.storage.getItem(RESTARTED_KEY) ?? 0);
      if (description === 'authentication_expired' && this.#env.now() - restartedAt > RESTART_WINDOW_MS) {
        // The provider's login page sat open too long (spec.md §4): start once more; a second expiry right after
        // that ends on the home page instead of looping.
        this.#env.storage.setItem(RESTARTED_KEY, String(this.#env.now()));
        const restarted = error instanceof ExpiredLogin ? error.pending : undefined;
        await this.login({ returnTo: restarted?.returnTo, locale: restarted?.locale });
        return;
      }
      // Back to the home page: the path that started this login may be a guarded one, which would loop.
      this.#env.replacePath('/');
      return;
    }
    this.#env.storage.removeItem(RESTARTED_KEY);
    this.#env.replacePath(returnTo);
  }

  /**
   * Checks a callback URL and exchanges its code: refused before any exchange when `state` is missing, unknown or
   * older than an hour. Resolves to the path to land on; on failure, logs, records the error and rethrows.
   */
  async #exchange(href: string, silent: boolean): Promise<string> {
    const params = callbackParams(href);
    const pending = this.#pending.take(params.get('state'));
    const fail = (kind: AuthError['kind'], message: string, error?: Error): never => {
      this.#env.logError(`Login error: ${message}`);
      this.#signOutLocally({ kind, message });
      throw error ?? new Error(message);
    };
    if (pending === 'missing')
      return fail('login', 'the sign-in callback has no state; refused before any code exchange');
    if (pending === 'unknown') {
      return fail(
        'login',
        'the sign-in callback names a state this tab never sent; refused before any code exchange',
      );
    }
    if (pending === 'expired') {
      return fail('login', 'this sign-in attempt started over an hour ago and has expired; sign in again');
    }
    if (pending.silent !== silent) return fail('login', 'the callback arrived on the wrong page; refused');
    const error = params.get('error');
    if (error) {
      const description = params.get('error_description');
      const message = `the provider answered ${error}${description ? ` (${description})` : ''}`;
      return fail(
        'login',
        message,
        description === 'authentication_expired' ? new ExpiredLogin(message, pending) : undefined,
      );
    }
    const code = params.get('code');
    if (!code) return fail('login', 'the sign-in callback has no code');
    const { meta } = await this.#provider();
    // RFC 9207: a provider that names itself in the callback must be ours (a mix-up attack would name another).
    const iss = params.get('iss');
    if (iss !== null && iss !== meta.issuer) {
      return fail(
        'login',
        `the callback comes from issuer ${iss}, expected ${meta.issuer}; refused before any code exchange`,
      );
    }
    let answer: TokenAnswer;
    try {
      answer = await this.#tokenRequest(meta, {
        grant_type: 'authorization_code',
        code,
        client_id: this.clientId,
        redirect_uri: pending.redirectUri,
        code_verifier: pending.verifier,
      });
    } catch (requestError) {
      return fail('login', `the code exchange failed: ${describe(requestError)}`);
    }
    await this.#accept(answer, pending.nonce, undefined, 'Login error');
    return pending.returnTo;
  }

  // ── tokens ───────────────────────────────────────────────────────────────────────────────────────────────────

  async #tokenRequest(meta: ProviderMetadata, form: Record<string, string>): Promise<TokenAnswer> {
    const response = await this.#env.fetch(meta.tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      credentials: 'omit',
      signal: AbortSignal.timeout(this.#options.initTimeout),
    });
    if (response.status >= 400 && response.status < 500) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      throw new RefusedByProvider(response.status, typeof body.error === 'string' ? body.error : '');
    }
    if (!response.ok) throw new Error(`the token endpoint answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isTokenAnswer(body)) throw new RefusedByProvider(response.status, 'no access token in the answer');
    return body;
  }

  /** Checks a token answer's ID token and, when it passes, makes it this tab's session. */
  async #accept(
    answer: TokenAnswer,
    nonce: string,
    previous: StoredSession | undefined,
    label: string,
  ): Promise<void> {
    const { meta, keys } = await this.#provider();
    try {
      if (!answer.id_token) throw new TokenCheckError('format', 'the answer has no ID token');
      const claims = await checkIdToken(answer.id_token, {
        issuer: meta.issuer,
        clientId: this.clientId,
        keys,
        algorithms: meta.algorithms,
        nonce,
        previousSubject: previous?.sub,
        now: Math.floor(this.#env.now() / 1000),
      });
      const accessExpiry = readClaims(answer.access_token)?.exp;
      const expiresAt =
        typeof answer.expires_in === 'number'
          ? this.#env.now() + answer.expires_in * 1000
          : typeof accessExpiry === 'number'
            ? accessExpiry * 1000
            : this.#env.now() + 60_000;
      const session: StoredSession = {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? previous?.refreshToken,
        idToken: answer.id_token,
        expiresAt,
        nonce,
        sub: claims.sub,
      };
      writeSession(this.#env.storage, session);
      this.#adopt(session, claims);
    } catch (error) {
      const message = describe(error);
      this.#env.logError(`${label}: ${message}`);
      this.#signOutLocally({ kind: 'token', message });
      throw error;
    }
  }

  #adopt(session: StoredSession, claims?: Claims): void {
    this.#session = session;
    this.#set({
      isAuthenticated: true,
      token: session.accessToken,
      idToken: session.idToken,
      userInfo: claims ?? readClaims(session.idToken) ?? undefined,
      error: undefined,
    });
    if (this.#timer === undefined) {
      this.#timer = setInterval(() => void this.updateToken(), this.#options.refreshInterval * 1000);
    }
  }

  /** Forgets the session everywhere it is kept (state, storage, timer) without telling the provider. */
  #signOutLocally(error?: AuthError): void {
    clearSession(this.#env.storage);
    this.#session = null;
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#set({ isAuthenticated: false, token: undefined, idToken: undefined, userInfo: undefined, error });
  }

  /**
   * Refreshes the tokens if fewer than `minValidity` seconds remain (keycloak-js's `updateToken`). Resolves true when
   * a valid token is held afterwards. A refusal (4xx) or a token failing a check ends the session; an outage keeps
   * it until the access token really expires, and the next attempt waits for the next check (no retry loop).
   */
  updateToken(minValidity = this.#options.minValidity): Promise<boolean> {
    const session = this.#session;
    if (!session) return Promise.resolve(false);
    if (session.expiresAt - this.#env.now() >= minValidity * 1000) return Promise.resolve(true);
    this.#refreshing ??= this.#refresh(session).finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #refresh(session: StoredSession): Promise<boolean> {
    if (!session.refreshToken) {
      if (session.expiresAt > this.#env.now()) return true;
      this.#env.logError(`Token update failed: the access token expired and there is no refresh token`);
      this.#signOutLocally({ kind: 'refresh', message: 'the session expired' });
      return false;
    }
    let answer: TokenAnswer;
    try {
      const { meta } = await this.#provider();
      answer = await this.#tokenRequest(meta, {
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
        client_id: this.clientId,
      });
    } catch (error) {
      if (error instanceof RefusedByProvider || session.expiresAt <= this.#env.now()) {
        this.#env.logError(REFRESH_FAILED_MESSAGE);
        this.#signOutLocally({ kind: 'refresh', message: describe(error) });
        return false;
      }
      // The provider is unreachable: the access token still works, so the session stays until it expires.
      return true;
    }
    try {
      await this.#accept(answer, session.nonce, session, 'Token update failed');
      return true;
    } catch {
      return false;
    }
  }

  // ── sign-out ─────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Signs out: revokes the refresh token, forgets the session, and ends the provider's session through its logout
   * endpoint (`id_token_hint`, `client_id`, `post_logout_redirect_uri`), which sends the browser back to `returnTo`.
   */
  async logout(options: LogoutOptions = {}): Promise<void> {
    const session = this.#session;
    const returnTo = safeRedirectPath(options.returnTo, this.#env.origin) ?? '/';
    this.#signOutLocally();
    try {
      const { meta } = await this.#provider();
      if (session?.refreshToken && meta.revocationEndpoint) {
        const revoked = await this.#env.fetch(meta.revocationEndpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            token: session.refreshToken,
            token_type_hint: 'refresh_token',
            client_id: this.clientId,
          }).toString(),
          credentials: 'omit',
          signal: AbortSignal.timeout(5000),
        });
        if (!revoked.ok)
          this.#env.logError(`Logout error: revoking the refresh token answered HTTP ${revoked.status}`);
      }
      if (!meta.endSessionEndpoint) {
        this.#env.replacePath(returnTo);
        return;
      }
      const url = new URL(meta.endSessionEndpoint);
      url.search = new URLSearchParams({
        ...(session ? { id_token_hint: session.idToken } : {}),
        client_id: this.clientId,
        post_logout_redirect_uri: this.#env.origin + returnTo,
      }).toString();
      this.#env.redirect(url.href);
    } catch (error) {
      this.#env.logError(`Logout error: ${describe(error)}`);
      this.#env.replacePath(returnTo);
    }
  }

  /** Stops the refresh timer (the page is going away, or a test ends). */
  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

/** A callback refused with `authentication_expired`: it carries the attempt, so login can restart where it was. */
class ExpiredLogin extends Error {
  readonly pending: PendingLogin;
  constructor(message: string, pending: PendingLogin) {
    super(message);
    this.pending = pending;
  }
}
