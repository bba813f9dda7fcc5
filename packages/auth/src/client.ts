import { OidcClient, type ILOidcLocation } from '@axa-fr/oidc-client';
import type { Claims } from './claims';
import { isAuthConfig, type AuthConfig } from './config';
import { ENGINE_NAME, engineConfiguration, FRAME_KEY, pageConfiguration, REFUSED_MARK } from './engine';
import { providerKeys } from './keys';
import {
  discover,
  providerAnswers,
  ProviderUnreachable,
  type MetadataCache,
  type ProviderMetadata,
} from './metadata';
import { PENDING_PREFIX, PendingLogins, parsePending, type PendingLogin } from './pending';
import { withDefaults } from './options';
import { randomString } from './random';
import { safeRedirectPath } from './redirect';
import { clearSession, readSession, writeSession, type SessionRecord } from './session';
import { checkIdToken, TokenCheckError, type TokenCheck } from './tokenChecks';
import type {
  AuthEnvironment,
  AuthError,
  AuthOptions,
  AuthState,
  LoginOptions,
  LogoutOptions,
  StartMode,
} from './types';

/** The message for a failed refresh, logged (console only) when a refresh clears the session. */
export const REFRESH_FAILED_MESSAGE =
  'Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.';

const RESTARTED_KEY = 'lode-auth:restarted';
/** A login restarted for `authentication_expired` this recently is not restarted again. */
const RESTART_WINDOW_MS = 5 * 60 * 1000;
/** The session status frame is asked every 5 s; any frame's answer is awaited 10 s (Keycloak's own timings). */
const SESSION_POLL_MS = 5_000;
const FRAME_ANSWER_MS = 10_000;
/** The claims that name the user, asked of userinfo when the ID token carries none of them. */
const PROFILE_CLAIMS = ['name', 'given_name', 'family_name', 'preferred_username', 'email', 'email_verified'];
/** The first wait after a refresh found the provider down, and the longest; each wait doubles the last. */
const RETRY_FIRST_MS = 5_000;
const RETRY_LONGEST_MS = 60_000;
/** How long a sign-in waits for the provider to answer before it says the provider is unreachable. */
const LOGIN_ANSWER_MS = 5_000;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The engine's client; its types stay inside this package. */
type Engine = OidcClient;
/** The tokens the engine holds. */
type EngineTokens = NonNullable<Engine['tokens']>;

/** The refusal the engine answers a refresh with when its answer failed our checks: it then drops the session. */
const refusedAnswer = () =>
  new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'refused by @lode/auth' }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * The engine checks `iss`, `exp` and a present `nonce` itself and throws before we see the token; its verdict names the
 * same checks ours do, so the log reads the same whichever side refused.
 */
function engineCheck(error: unknown): TokenCheckError | null {
  const message = describe(error);
  const checks: [RegExp, TokenCheck][] = [
    [/Nonce does not match/, 'nonce'],
    [/Issuer does not match/, 'issuer'],
    [/Token expired/, 'expiry'],
    [/Token is used from too long time/, 'issued at'],
  ];
  const found = checks.find(([pattern]) => pattern.test(message));
  return found ? new TokenCheckError(found[1], `the engine's own check failed (${message})`) : null;
}

/**
 * Keycloak-style OpenID Connect sign-in for a single-page app on @axa-fr/react-oidc's client, which runs the protocol
 * (authorization code with PKCE S256, code exchange, refresh, logout, the silent check's frame, the service worker).
 * This class decides when each step runs, refuses callbacks before the engine sees them, checks every token the engine
 * hands over (login, refresh, reload, silent frame) before the app may use it, and purges what fails. One instance
 * per page; React components read it through `AuthProvider`.
 */
export class AuthClient {
  readonly #config: AuthConfig | null;
  readonly #env: AuthEnvironment;
  readonly #options: Required<AuthOptions>;
  readonly #pending: PendingLogins;
  readonly #cache: MetadataCache;
  #state: AuthState;
  #listeners = new Set<(state: AuthState) => void>();
  #provider: Promise<{ meta: ProviderMetadata; keys: ReturnType<typeof providerKeys> }> | null = null;
  #meta: ProviderMetadata | null = null;
  #engine: Engine | null = null;
  /** The checked session: what later tokens are checked against, and when its access token expires. */
  #session: (SessionRecord & { idToken: string; expiresAt: number }) | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #refreshing: Promise<boolean> | null = null;
  /** Why the engine's last refresh was refused by us, when it was: the refusal is logged where it happened. */
  #refusal: AuthError | null = null;
  /** The last refresh gave up because the access token expired while the provider did not answer. */
  #expiredInOutage = false;
  /** Claims of a refreshed ID token that passed the checks, until the engine hands the token over. */
  #refreshed: { idToken: string; claims: Claims } | null = null;
  /** Callers waiting on a refresh that an outage holds up: released while the current token still works. */
  #waiting = new Set<(valid: boolean) => void>();
  /** Ends the wait before the next refresh attempt during an outage. */
  #retryNow: (() => void) | null = null;
  /** Explicit flows (start, login, refresh, logout) handle the engine's events themselves. */
  #busy = 0;
  #started: Promise<void> | null = null;
  /** The silent check under way: the engine would answer a login started meanwhile with the check's own promise. */
  #checking: Promise<void> = Promise.resolve();
  /** A login is sending the browser to the provider: no silent check may start any more. */
  #leaving = false;
  /** The sign-in or registration under way, until it leaves the page or fails. */
  #beginning: Promise<void> | null = null;
  /** Whether the provider's cookies reach its frames in this browser (asked until the provider answers). */
  #cookiesInFrames: Promise<'supported' | 'unsupported' | 'timeout'> | null = null;
  /** Stops the session status watch. */
  #stopWatch: (() => void) | null = null;
  /** Starts the watch again once the provider answers the cookie check (it did not, in an outage). */
  #watchLater: ReturnType<typeof setTimeout> | undefined;
  /** Profile claims from userinfo, for the subject they came with, when the ID token names nobody. */
  #profile: { sub: string; claims: Partial<Claims> } | null = null;

  constructor(config: unknown, env: AuthEnvironment, options: AuthOptions = {}) {
    this.#config = isAuthConfig(config) ? config : null;
    this.#env = env;
    this.#options = withDefaults(options);
    this.#pending = new PendingLogins(env.storage, env.now);
    this.#cache = { storage: env.storage, now: env.now };
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
   * Starts once: finishes a sign-in callback, or restores this tab's session, or runs the silent check (unless `mode`
   * says the start-up stage found no session). Resolves when the state is initialized: at the latest after
   * `initTimeout`, even with the provider unreachable.
   */
  start(mode: StartMode = {}): Promise<void> {
    this.#started ??= this.#start(mode);
    return this.#started;
  }

  async #start(mode: StartMode): Promise<void> {
    if (!this.#config) return;
    if (this.#env.inFrame) {
      this.#set({ initialized: true });
      return;
    }
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, this.#options.initTimeout);
    });
    this.#busy += 1;
    const work = this.#startWork(mode)
      .catch((error: unknown) => {
        this.#env.logError(`Keycloak initialization error: ${describe(error)}`);
        // A sign-in that found the provider silent meanwhile says more than the start-up's failure: it stays.
        if (this.#state.error?.kind !== 'unreachable')
          this.#set({ error: { kind: 'unavailable', message: describe(error) } });
      })
      .finally(() => {
        this.#busy -= 1;
      });
    await Promise.race([work, deadline]);
    clearTimeout(timeout);
    this.#set({ initialized: true });
  }

  async #startWork(mode: StartMode): Promise<void> {
    const url = new URL(this.#env.currentUrl());
    const engine = await this.#engineReady();
    if (url.pathname === this.#options.callbackPath) {
      await this.#finishCallback(url);
      return;
    }
    if (await this.#restore(engine)) return;
    if (mode.silentCheck === false) return;
    // The start-up stage ran the cookie check already: its answer stands for the page (and for session monitoring).
    if (mode.thirdPartyCookies === 'supported') this.#cookiesInFrames ??= Promise.resolve('supported');
    // A login started meanwhile waits for all of it: the silent frame writes the engine's login state in this tab.
    const check = (async () => {
      // Where the provider's cookies never reach its frames, the silent check could only time out: signed out at once.
      if ((await this.#thirdPartyCookies()) === 'unsupported' || this.#leaving) return;
      await this.#silentCheck(engine);
    })();
    this.#checking = check.catch(() => {});
    await check;
  }

  // ── the provider and the engine ──────────────────────────────────────────────────────────────────────────────

  #providerReady() {
    const config = this.#config;
    if (!config) return Promise.reject(new Error('sign-in is not configured'));
    this.#provider ??= discover(this.#env.fetch, config, this.#options.initTimeout, this.#cache).then(
      (meta) => {
        this.#meta = meta;
        return {
          meta,
          keys: providerKeys(this.#env.fetch, meta.jwksUri, this.#options.initTimeout, this.#cache),
        };
      },
      (error: unknown) => {
        this.#provider = null;
        throw error;
      },
    );
    return this.#provider;
  }

  async #engineReady(): Promise<Engine> {
    const { meta } = await this.#providerReady();
    if (this.#engine) return this.#engine;
    const configuration = engineConfiguration(meta, {
      clientId: this.clientId,
      origin: this.#env.origin,
      callbackPath: this.#options.callbackPath,
      silentCheckSsoPath: this.#options.silentCheckSsoPath,
      scope: this.#options.scope,
      minValidity: this.#options.minValidity,
      timeout: this.#options.initTimeout,
      serviceWorker: (this.#env.serviceWorkers && this.#options.serviceWorker) || null,
    });
    // The silent check's frame is a page of its own in this tab: it reads the configuration from here.
    this.#env.storage.setItem(FRAME_KEY, JSON.stringify(configuration));
    const env = this.#env;
    const location: ILOidcLocation = {
      open: (url) => env.redirect(url),
      reload: () => env.redirect(env.currentUrl()),
      getCurrentHref: () => env.currentUrl(),
      getPath: () => {
        const { pathname, search, hash } = new URL(env.currentUrl());
        return pathname + search + hash;
      },
      getOrigin: () => env.origin,
    };
    const engine = OidcClient.getOrCreate(() => this.#engineFetch, location)(
      pageConfiguration(configuration, this.#env.storage),
      ENGINE_NAME,
    );
    engine.subscribeEvents((name) => {
      if (
        name === 'logout_from_another_tab' ||
        name === 'logout_from_same_tab' ||
        name === 'refreshTokensAsync_error' ||
        name === 'token_renewed'
      ) {
        queueMicrotask(() => void this.#follow(name));
      }
    });
    this.#engine = engine;
    return engine;
  }

  /**
   * The engine's own view changed outside our flows (another page of this tab refreshed or ended the session, or the
   * worker lost it): a token we have not checked is checked before the app sees it; a session gone is gone here too.
   */
  async #follow(event: string): Promise<void> {
    const engine = this.#engine;
    if (!engine || this.#busy > 0 || !this.#session) return;
    const tokens = engine.tokens;
    if (!tokens) {
      const refresh = event === 'refreshTokensAsync_error';
      if (refresh) this.#env.logError(REFRESH_FAILED_MESSAGE);
      this.#signOutLocally(
        refresh ? { kind: 'refresh', message: 'the session ended at the provider' } : undefined,
      );
      return;
    }
    if (tokens.idToken === this.#session.idToken) return;
    this.#busy += 1;
    try {
      const claims = await this.#check(tokens.idToken, this.#session.nonce, this.#session.sub);
      this.#adopt(tokens, claims, this.#session);
    } catch (error) {
      await this.#refuse('Token update failed', error);
    } finally {
      this.#busy -= 1;
    }
  }

  #check(idToken: string | undefined, nonce: string, previousSubject?: string, ignoreExpiry = false) {
    return this.#providerReady().then(({ meta, keys }) => {
      if (!idToken) throw new TokenCheckError('format', 'the answer has no ID token');
      return checkIdToken(idToken, {
        issuer: meta.issuer,
        clientId: this.clientId,
        keys,
        algorithms: meta.algorithms,
        nonce,
        previousSubject,
        now: Math.floor(this.#env.now() / 1000),
        ignoreExpiry,
      });
    });
  }

  /** Makes checked tokens the session the app sees. */
  #adopt(tokens: EngineTokens, claims: Claims, record: SessionRecord): void {
    this.#session = {
      ...record,
      sub: claims.sub,
      idToken: tokens.idToken,
      expiresAt: tokens.expiresAt * 1000,
    };
    writeSession(this.#env.storage, {
      nonce: record.nonce,
      sub: claims.sub,
      ...(record.sessionState ? { sessionState: record.sessionState } : {}),
    });
    const profile = this.#profile?.sub === claims.sub ? this.#profile.claims : {};
    this.#set({
      isAuthenticated: true,
      token: tokens.accessToken,
      idToken: tokens.idToken,
      // The checked ID token's claims; a name from userinfo only where the token has none.
      userInfo: { ...profile, ...claims },
      error: undefined,
    });
    this.#timer ??= setInterval(() => void this.updateToken(), this.#options.refreshInterval * 1000);
    if (!this.#profile && !PROFILE_CLAIMS.some((name) => claims[name] !== undefined)) {
      void this.#askUserinfo(tokens.accessToken, claims.sub);
    }
    if (!this.#stopWatch && record.sessionState) void this.#watch(record.sessionState);
  }

  /**
   * The user's name from userinfo, when the ID token carries none (a provider that keeps profile claims out of ID
   * tokens). Asked once per session with the access token; kept only when userinfo names the same subject.
   */
  async #askUserinfo(accessToken: string, sub: string): Promise<void> {
    const endpoint = this.#meta?.userinfoEndpoint;
    if (!endpoint) return;
    let info: Record<string, unknown>;
    try {
      const response = await this.#env.fetch(endpoint, {
        headers: { Authorization: `Bearer ${accessToken}` },
        credentials: 'omit',
        signal: AbortSignal.timeout(this.#options.initTimeout),
      });
      if (!response.ok) return;
      info = (await response.json()) as Record<string, unknown>;
    } catch {
      // No name this time: the ID token's claims stand alone.
      return;
    }
    if (info.sub !== sub) {
      this.#env.logError(
        'Login error: userinfo refused (subject): it describes another user than the ID token',
      );
      return;
    }
    if (this.#session?.sub !== sub || !this.#state.isAuthenticated) return;
    const claims = Object.fromEntries(
      PROFILE_CLAIMS.filter((name) => name in info).map((name) => [name, info[name]]),
    );
    this.#profile = { sub, claims };
    this.#set({ userInfo: { ...claims, ...this.#state.userInfo } as Claims });
  }

  /**
   * Whether the provider's cookies reach its frames here (Keycloak's third-party-cookie check). The answer is kept
   * for the page; no answer (the provider is down) is asked again next time.
   */
  #thirdPartyCookies(): Promise<'supported' | 'unsupported' | 'timeout'> {
    const meta = this.#meta;
    if (!meta) return Promise.resolve('timeout');
    const check = (this.#cookiesInFrames ??= this.#env.thirdPartyCookies(
      `${meta.issuer}/protocol/openid-connect/3p-cookies/step1.html`,
      Math.min(FRAME_ANSWER_MS, this.#options.initTimeout),
    ));
    void check.then((support) => {
      if (support === 'timeout' && this.#cookiesInFrames === check) this.#cookiesInFrames = null;
    });
    return check;
  }

  /**
   * Session monitoring: the provider's status frame is asked every 5 s whether the session of the login is still the
   * browser's; `changed` (signed out at the provider, or in another application) signs this tab out and says so.
   * It needs the provider's cookies in a frame: where they do not get there, the frame would always say `changed`.
   */
  async #watch(sessionState: string): Promise<void> {
    const frameUrl = this.#meta?.checkSessionIframe;
    if (!frameUrl || this.#stopWatch || !this.#session) return;
    const cookies = await this.#thirdPartyCookies();
    if (this.#stopWatch || !this.#session) return;
    if (cookies === 'timeout') {
      // The provider did not answer (an outage, say, during a reload): ask again, so single sign-out resumes once
      // it is back.
      clearTimeout(this.#watchLater);
      this.#watchLater = setTimeout(() => void this.#watch(sessionState), SESSION_POLL_MS);
      return;
    }
    if (cookies !== 'supported') return;
    this.#stopWatch = this.#env.watchSession(
      frameUrl,
      `${this.clientId} ${sessionState}`,
      (status) => {
        if (status === 'changed') void this.#endedAtProvider();
        else if (status === 'error') {
          this.#stopWatch = null;
          this.#env.logError('Session monitoring error: the provider refused to report this session');
        }
      },
      SESSION_POLL_MS,
      FRAME_ANSWER_MS,
    );
  }

  async #endedAtProvider(): Promise<void> {
    if (!this.#session) return;
    this.#stopWatch = null;
    // The engine forgets the tokens first, so nothing of the session is left when the app learns it has ended.
    this.#busy += 1;
    try {
      await this.#purge();
    } finally {
      this.#busy -= 1;
    }
    this.#signOutLocally({
      kind: 'ended',
      message: 'the session ended at the identity provider (signed out there or in another application)',
    });
  }

  /** Logs a refused token, forgets the session here and makes the engine purge what it took (storage or worker). */
  async #refuse(label: string, error: unknown, kind: AuthError['kind'] = 'token'): Promise<void> {
    const message = describe(error);
    this.#env.logError(`${label}: ${message}`);
    this.#signOutLocally({ kind, message });
    await this.#purge();
  }

  async #purge(): Promise<void> {
    try {
      await this.#engine?.clearSessionAsync();
    } catch (error) {
      this.#env.logError(`Logout error: the session could not be cleared (${describe(error)})`);
    }
  }

  /** Forgets the session here (state, record, timer) without telling the provider or the engine. */
  #signOutLocally(error?: AuthError): void {
    clearSession(this.#env.storage);
    this.#session = null;
    this.#profile = null;
    this.#stopWatch?.();
    this.#stopWatch = null;
    clearTimeout(this.#watchLater);
    clearInterval(this.#timer);
    this.#timer = undefined;
    for (const release of this.#waiting) release(false);
    this.#waiting.clear();
    this.#set({ isAuthenticated: false, token: undefined, idToken: undefined, userInfo: undefined, error });
  }

  // ── start-up ─────────────────────────────────────────────────────────────────────────────────────────────────

  /** A session the engine kept for this tab (its worker or storage), checked like a new one. */
  async #restore(engine: Engine): Promise<boolean> {
    const record = readSession(this.#env.storage);
    const restored = await engine.tryKeepExistingSessionAsync().catch(() => false);
    const tokens = engine.tokens;
    if (!restored || !tokens) {
      if (record) clearSession(this.#env.storage);
      return false;
    }
    if (!record) {
      // Tokens without the record of their checks (left by an older page): never used, purged.
      await this.#purge();
      return false;
    }
    let claims: Claims;
    try {
      claims = await this.#check(tokens.idToken, record.nonce, record.sub, true);
    } catch (error) {
      await this.#refuse('Keycloak initialization error', error);
      return true;
    }
    const expiresAt = tokens.expiresAt * 1000;
    if (expiresAt <= this.#env.now()) {
      // An expired token is renewed before the app sees anything; the renewal's answer is checked as usual.
      this.#session = { ...record, idToken: tokens.idToken, expiresAt };
      await this.#refresh();
      return true;
    }
    this.#adopt(tokens, claims, record);
    // During an outage this settles as soon as the first attempt fails: the token still works meanwhile.
    await this.updateToken();
    return true;
  }

  async #silentCheck(engine: Engine): Promise<void> {
    const pending = this.#newPending(true, '/');
    this.#pending.save(pending);
    // The engine's frame loads the silent page with these as its query; the page refuses a callback whose state is
    // not one of this tab's pending ones, before any code exchange.
    const outcome = await engine.loginAsync(
      undefined,
      { state: pending.state, nonce: pending.nonce },
      false,
      undefined,
      true,
    );
    const taken = this.#env.storage.getItem(PENDING_PREFIX + pending.state);
    const sessionState = taken === null ? undefined : parsePending(taken)?.sessionState;
    this.#env.storage.removeItem(PENDING_PREFIX + pending.state);
    const tokens = engine.tokens;
    if (!tokens) {
      // Nobody signed in (`login_required`), or the frame refused a callback: only the latter is worth a line.
      const message = outcome instanceof Error ? outcome.message : '';
      if (message.startsWith(REFUSED_MARK)) {
        this.#env.logError(`Login error: ${message.slice(REFUSED_MARK.length)}`);
        this.#set({ error: { kind: 'login', message: message.slice(REFUSED_MARK.length) } });
      }
      return;
    }
    try {
      const claims = await this.#check(tokens.idToken, pending.nonce);
      this.#adopt(tokens, claims, { nonce: pending.nonce, sub: claims.sub, sessionState });
    } catch (error) {
      await this.#refuse('Login error', error);
    }
  }

  // ── sign-in ──────────────────────────────────────────────────────────────────────────────────────────────────

  #newPending(silent: boolean, returnTo: string, locale?: string): PendingLogin {
    return {
      state: randomString(32),
      nonce: randomString(32),
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

  /**
   * Starts a sign-in (or, with `prompt: 'create'`, a registration). When the provider does not answer, the browser
   * stays here: it resolves with `error.kind` `unreachable` (and the `attempt`, to offer again); other failures reject.
   */
  #begin(options: LoginOptions, extra: Record<string, string>, afterStart = true): Promise<void> {
    // One sign-in at a time: a second one started while the first waits on the provider (an app effect that runs
    // again as the state changes) would overwrite its stored state and PKCE verifier, and the callback of the first
    // would then be refused. The one under way stands for both.
    this.#beginning ??= this.#beginOnce(options, extra, afterStart).finally(() => {
      this.#beginning = null;
    });
    return this.#beginning;
  }

  async #beginOnce(options: LoginOptions, extra: Record<string, string>, afterStart: boolean): Promise<void> {
    try {
      const engine = await this.#engineReady();
      // Start-up first (its silent check, if any, writes the engine's login state in this tab), then nothing more.
      if (afterStart) await this.#started;
      await this.#checking;
      // The discovery document is kept an hour: the engine would send the browser to a provider that does not answer
      // (the browser's own error page, a dead end). Asked past every cache, briefly, before leaving.
      if (this.#config) {
        await providerAnswers(
          this.#env.fetch,
          this.#config,
          Math.min(LOGIN_ANSWER_MS, this.#options.initTimeout),
        );
      }
      this.#leaving = true;
      const returnTo =
        safeRedirectPath(options.returnTo, this.#env.origin) ?? this.#options.defaultReturnTo(options.locale);
      const pending = this.#newPending(false, returnTo, options.locale);
      const uiLocales = options.locale ? this.#options.uiLocales(options.locale) : undefined;
      this.#pending.save(pending);
      await engine.loginAsync(undefined, {
        state: pending.state,
        nonce: pending.nonce,
        ...extra,
        ...(uiLocales ? { ui_locales: uiLocales } : {}),
        ...(options.loginHint ? { login_hint: options.loginHint } : {}),
      });
    } catch (error) {
      this.#env.logError(`Login error: ${describe(error)}`);
      if (error instanceof ProviderUnreachable) {
        const action = extra.prompt === 'create' ? 'register' : 'login';
        this.#set({ error: { kind: 'unreachable', message: describe(error), attempt: { action, options } } });
        return;
      }
      this.#set({ error: { kind: 'unavailable', message: describe(error) } });
      throw error;
    }
  }

  async #finishCallback(url: URL): Promise<void> {
    const params = url.searchParams;
    let returnTo: string;
    try {
      returnTo = await this.#exchange(params);
    } catch (error) {
      const description = params.get('error_description');
      const restartedAt = Number(this.#env.storage.getItem(RESTARTED_KEY) ?? 0);
      if (description === 'authentication_expired' && this.#env.now() - restartedAt > RESTART_WINDOW_MS) {
        // The provider's login page sat open too long (Keycloak answers `authentication_expired`): start once more; a second expiry right after
        // that ends on the home page instead of looping.
        this.#env.storage.setItem(RESTARTED_KEY, String(this.#env.now()));
        const restarted = error instanceof ExpiredLogin ? error.pending : undefined;
        // Start-up is this very callback: the login does not wait for it.
        await this.#begin({ returnTo: restarted?.returnTo, locale: restarted?.locale }, {}, false);
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
   * Checks a callback and has the engine exchange its code: refused before any exchange when `state` is missing,
   * unknown or older than an hour, or `iss` names another provider. Resolves to the path to land on; on failure,
   * logs, records the error and rethrows.
   */
  async #exchange(params: URLSearchParams): Promise<string> {
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
    if (pending.silent) return fail('login', 'the callback arrived on the wrong page; refused');
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
    if (!params.get('code')) return fail('login', 'the sign-in callback has no code');
    const { meta } = await this.#providerReady();
    // RFC 9207: a provider that names itself in the callback must be ours (a mix-up attack would name another).
    const iss = params.get('iss');
    if (iss !== null && iss !== meta.issuer) {
      return fail(
        'login',
        `the callback comes from issuer ${iss}, expected ${meta.issuer}; refused before any code exchange`,
      );
    }
    const engine = await this.#engineReady();
    try {
      await engine.loginCallbackAsync();
    } catch (exchangeError) {
      const check = engineCheck(exchangeError);
      if (check) {
        await this.#purge();
        return fail('token', check.message);
      }
      return fail('login', `the code exchange failed: ${describe(exchangeError)}`);
    }
    const tokens = engine.tokens;
    try {
      if (!tokens) throw new TokenCheckError('format', 'the engine holds no tokens after the exchange');
      const claims = await this.#check(tokens.idToken, pending.nonce);
      this.#adopt(tokens, claims, {
        nonce: pending.nonce,
        sub: claims.sub,
        sessionState: params.get('session_state') ?? undefined,
      });
    } catch (checkError) {
      await this.#refuse('Login error', checkError);
      throw checkError;
    }
    return pending.returnTo;
  }

  // ── tokens ───────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * The fetch the engine uses on the page. A refresh goes through {@link #refreshRequest}; everything else (the
   * revocations of logout) passes through. The engine's code exchange uses the global fetch and cannot be seen here:
   * its tokens are checked once the engine holds them.
   */
  readonly #engineFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const form = typeof init?.body === 'string' ? new URLSearchParams(init.body) : null;
    if (this.#meta && url === this.#meta.tokenEndpoint && form?.get('grant_type') === 'refresh_token') {
      return this.#refreshRequest(url, init ?? {});
    }
    return this.#env.fetch(input, init);
  };

  /**
   * One refresh for the engine. A 200 is checked before the engine sees it; a refused answer becomes a 400, so the
   * engine drops the session without storing the token. A 4xx passes as it is (the engine ends the session). A 5xx or
   * an unreachable provider is retried after 5 s, 10 s, 20 s… (a minute at most, or the provider's Retry-After),
   * while the current token still works; every new check asks again at once. When the token has expired, the engine
   * gets a 400 and the session ends with the spec's message. The engine's own retries (at once, or each second) and
   * its time-out never come into play: this promise settles only with an answer it should act on.
   */
  async #refreshRequest(url: string, init: RequestInit): Promise<Response> {
    const { signal: _engineTimeout, ...request } = init;
    let wait = RETRY_FIRST_MS;
    for (;;) {
      let response: Response | undefined;
      try {
        response = await this.#env.fetch(url, {
          ...request,
          signal: AbortSignal.timeout(this.#options.initTimeout),
        });
      } catch {
        // Unreachable: as a 5xx.
      }
      if (response && response.status < 500) {
        return response.status === 200 ? this.#checkRefreshAnswer(response) : response;
      }
      const left = (this.#session?.expiresAt ?? 0) - this.#env.now();
      if (left <= 0) {
        this.#expiredInOutage = true;
        return refusedAnswer();
      }
      for (const release of this.#waiting) release(true);
      this.#waiting.clear();
      const retryAfter = Number(response?.headers.get('Retry-After')) * 1000 || 0;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(Math.max(wait, retryAfter), RETRY_LONGEST_MS, left));
        this.#retryNow = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#retryNow = null;
      wait = Math.min(wait * 2, RETRY_LONGEST_MS);
    }
  }

  async #checkRefreshAnswer(response: Response): Promise<Response> {
    const text = await response.text();
    const session = this.#session;
    try {
      if (!session) throw new Error('the session ended while the refresh was under way');
      const answer = JSON.parse(text) as { id_token?: unknown };
      const idToken = typeof answer.id_token === 'string' ? answer.id_token : undefined;
      const claims = await this.#check(idToken, session.nonce, session.sub);
      this.#refreshed = { idToken: idToken ?? '', claims };
    } catch (error) {
      const message = describe(error);
      this.#env.logError(`Token update failed: ${message}`);
      this.#refusal = { kind: 'token', message };
      return refusedAnswer();
    }
    return new Response(text, { status: 200, statusText: response.statusText, headers: response.headers });
  }

  /**
   * Refreshes the tokens if fewer than `minValidity` seconds remain (keycloak-js's `updateToken`). Resolves true when
   * a valid token is held afterwards. A refusal (4xx) or a token failing a check ends the session; an outage keeps
   * it until the access token really expires.
   */
  updateToken(minValidity = this.#options.minValidity): Promise<boolean> {
    const session = this.#session;
    if (!session) return Promise.resolve(false);
    if (session.expiresAt - this.#env.now() >= minValidity * 1000) return Promise.resolve(true);
    if (this.#refreshing) this.#retryNow?.();
    else this.#refresh().catch(() => false);
    const refreshing = this.#refreshing ?? Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      this.#waiting.add(resolve);
      void refreshing.then((ok) => {
        this.#waiting.delete(resolve);
        resolve(ok);
      });
    });
  }

  #refresh(): Promise<boolean> {
    this.#refreshing ??= this.#renew().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #renew(): Promise<boolean> {
    const engine = this.#engine;
    const session = this.#session;
    if (!engine || !session) return false;
    this.#busy += 1;
    this.#refusal = null;
    this.#refreshed = null;
    this.#expiredInOutage = false;
    try {
      const tokens = await engine.renewTokensAsync().catch(() => null);
      const checked = this.#refreshed as { idToken: string; claims: Claims } | null;
      if (tokens && checked && tokens.idToken === checked.idToken && this.#session) {
        this.#adopt(tokens, checked.claims, this.#session);
        return true;
      }
      if (tokens) {
        // Tokens the refresh path did not check (the engine fell back to its silent frame): check them here.
        try {
          const claims = await this.#check(tokens.idToken, session.nonce, session.sub);
          this.#adopt(tokens, claims, session);
          return true;
        } catch (error) {
          await this.#refuse('Token update failed', error);
          return false;
        }
      }
      const refusal = this.#refusal as AuthError | null;
      if (!refusal) this.#env.logError(REFRESH_FAILED_MESSAGE);
      this.#signOutLocally(
        refusal ??
          // Read after the engine's await: set by #refreshRequest meanwhile.
          ((this.#expiredInOutage as boolean)
            ? {
                kind: 'unreachable',
                message: 'the access token expired while the identity provider did not answer any refresh',
              }
            : { kind: 'refresh', message: 'the provider refused the refresh' }),
      );
      return false;
    } finally {
      this.#busy -= 1;
    }
  }

  // ── sign-out ─────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Signs out: the engine revokes the tokens, forgets the session, and ends the provider's session through its logout
   * endpoint (`id_token_hint`, `client_id`, `post_logout_redirect_uri`), which sends the browser back to `returnTo`.
   */
  async logout(options: LogoutOptions = {}): Promise<void> {
    const returnTo = safeRedirectPath(options.returnTo, this.#env.origin) ?? '/';
    const signedIn = this.#session !== null;
    this.#signOutLocally();
    this.#busy += 1;
    try {
      const engine = await this.#engineReady();
      await engine.logoutAsync(this.#env.origin + returnTo, {
        client_id: this.clientId,
        // Without a session there is no ID token to hint with; the engine leaves out parameters that are null.
        ...(signedIn && engine.tokens ? {} : { id_token_hint: null as unknown as string }),
      });
    } catch (error) {
      this.#env.logError(`Logout error: ${describe(error)}`);
      this.#env.replacePath(returnTo);
    } finally {
      this.#busy -= 1;
    }
  }

  /** Stops the refresh timer (the page is going away, or a test ends). */
  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#watchLater);
    this.#timer = undefined;
    this.#stopWatch?.();
    this.#stopWatch = null;
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
