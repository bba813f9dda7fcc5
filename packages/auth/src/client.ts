import type { Claims } from './claims';
import { isAuthConfig, type AuthConfig } from './config';
import { describe, type ClientCore, type EngineTokens } from './core';
import { withDefaults } from './options';
import { PendingLogins } from './pending';
import { askUserinfo, namesUser } from './profile';
import { Provider } from './provider';
import { Refresh } from './refresh';
import { clearSession, writeSession, type SessionRecord } from './session';
import { SessionWatch } from './sessionWatch';
import { SignIn } from './signIn';
import { Startup } from './startup';
import type { StepUpOptions, StepUpResult } from './stepUp';
import { initialState, update, type ClientEvent, type ClientState } from './state';
import type {
  AuthEnvironment,
  AuthError,
  AuthOptions,
  AuthState,
  LoginOptions,
  LogoutOptions,
  StartMode,
} from './types';

/**
 * Keycloak-style OpenID Connect sign-in for a single-page app on @axa-fr/react-oidc's client, which runs the protocol
 * (authorization code with PKCE S256, code exchange, refresh, logout, the silent check's frame, the service worker).
 * This client decides when each step runs, refuses callbacks before the engine sees them, checks every token the
 * engine hands over (login, refresh, reload, silent frame) before the app may use it, and purges what fails. One
 * instance per page; React components read it through `AuthProvider`.
 *
 * It keeps one state (state.ts), changed only by `update`; its flows live beside it: provider set-up (provider.ts),
 * start-up (startup.ts), sign-in and sign-out (signIn.ts), refresh (refresh.ts) and session watching
 * (sessionWatch.ts).
 */
export class AuthClient {
  readonly #core: ClientCore;
  #state: ClientState;
  #listeners = new Set<(state: AuthState) => void>();
  /** Explicit flows under way (start, login, refresh, logout): they handle the engine's events themselves. */
  #flows = 0;
  readonly #provider: Provider;
  readonly #refresh: Refresh;
  readonly #watch: SessionWatch;
  readonly #signIn: SignIn;
  readonly #startup: Startup;

  constructor(config: unknown, env: AuthEnvironment, options: AuthOptions = {}) {
    const usable: AuthConfig | null = isAuthConfig(config) ? config : null;
    this.#state = initialState(usable !== null);
    const current = () => this.#state;
    const flowsUnderWay = () => this.#flows > 0;
    const core: ClientCore = {
      config: usable,
      clientId: usable?.clientId ?? '',
      env,
      options: withDefaults(options),
      pending: new PendingLogins(env.storage, env.now),
      cache: { storage: env.storage, now: env.now },
      get state() {
        return current();
      },
      dispatch: (event) => this.#dispatch(event),
      enterFlow: () => {
        this.#flows += 1;
        return () => {
          this.#flows -= 1;
        };
      },
      get inFlow() {
        return flowsUnderWay();
      },
      adopt: (tokens, claims, record) => this.#adopt(tokens, claims, record),
      signOutLocally: (error) => this.#signOutLocally(error),
      refuse: (label, error, kind) => this.#refuse(label, error, kind),
      purge: () => this.#provider.purge(),
    };
    this.#core = core;
    this.#provider = new Provider(core, {
      fetch: (input, init) => this.#refresh.engineFetch(input, init),
      onEvent: (name) => void this.#watch.follow(name),
    });
    this.#refresh = new Refresh(core, this.#provider);
    this.#watch = new SessionWatch(core, this.#provider);
    this.#signIn = new SignIn(
      core,
      this.#provider,
      (afterStart) => this.#startup.over(afterStart),
      () => this.#startup.restore(),
    );
    this.#startup = new Startup(core, {
      provider: this.#provider,
      refresh: this.#refresh,
      watch: this.#watch,
      signIn: this.#signIn,
    });
  }

  /** This app's client id ('' without a usable configuration). */
  get clientId(): string {
    return this.#core.clientId;
  }

  /** The current state. */
  get state(): AuthState {
    return this.#state.view;
  }

  /** Calls `listener` on every change of state; returns the function that stops it. */
  subscribe(listener: (state: AuthState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #dispatch(event: ClientEvent): void {
    const before = this.#state;
    this.#state = update(before, event);
    if (this.#state.view === before.view) return;
    for (const listener of this.#listeners) listener(this.#state.view);
  }

  /**
   * Starts once: finishes a sign-in callback, or restores this tab's session, or runs the silent check (unless `mode`
   * says the start-up stage found no session). Resolves when the state is initialized: at the latest after
   * `initTimeout`, even with the provider unreachable.
   */
  start(mode: StartMode = {}): Promise<void> {
    return this.#startup.start(mode);
  }

  /** Sends the browser to the provider's login page; it comes back to `returnTo` (default: the dashboard). */
  login(options: LoginOptions = {}): Promise<void> {
    return this.#signIn.begin(options, {});
  }

  /** Sends the browser to the provider's registration page (`prompt=create`); it comes back signed in. */
  register(options: LoginOptions = {}): Promise<void> {
    return this.#signIn.begin(options, { prompt: 'create' });
  }

  /**
   * Sends the browser back to the provider for a stronger or fresher sign-in of the signed-in user (RFC 9470), with
   * the `acr_values` and `max_age` an API's `insufficient_user_authentication` challenge named. The browser comes
   * back to `returnTo` (default: this page) and `state.stepUpResult` says how it went, with `resume`.
   */
  stepUp(options: StepUpOptions): Promise<void> {
    return this.#signIn.stepUp(options);
  }

  /** The result of this tab's last step-up, once: the state forgets it, so a page acts on it only once. */
  takeStepUp(): StepUpResult | undefined {
    const result = this.#state.view.stepUpResult;
    if (result) this.#dispatch({ type: 'stepped-up', result: undefined });
    return result;
  }

  /**
   * Signs out: the engine revokes the tokens, forgets the session, and ends the provider's session through its logout
   * endpoint (`id_token_hint`, `client_id`, `post_logout_redirect_uri`), which sends the browser back to `returnTo`.
   */
  logout(options: LogoutOptions = {}): Promise<void> {
    return this.#signIn.logout(options);
  }

  /**
   * Refreshes the tokens if fewer than `minValidity` seconds remain (keycloak-js's `updateToken`). Resolves true when
   * a valid token is held afterwards. A refusal (4xx) or a token failing a check ends the session; an outage keeps
   * it until the access token really expires.
   */
  updateToken(minValidity?: number): Promise<boolean> {
    return this.#refresh.updateToken(minValidity);
  }

  /** Stops the refresh timer and the session watch (the page is going away, or a test ends). */
  stop(): void {
    this.#refresh.stop();
    this.#watch.stop();
  }

  /** Makes checked tokens the session the app sees. */
  #adopt(tokens: EngineTokens, claims: Claims, record: SessionRecord): void {
    const session = {
      ...record,
      sub: claims.sub,
      idToken: tokens.idToken,
      expiresAt: tokens.expiresAt * 1000,
    };
    writeSession(this.#core.env.storage, {
      nonce: record.nonce,
      sub: claims.sub,
      ...(record.sessionState ? { sessionState: record.sessionState } : {}),
    });
    this.#dispatch({ type: 'adopted', session, accessToken: tokens.accessToken, claims });
    this.#refresh.schedule();
    if (!this.#state.profile && !namesUser(claims)) {
      void askUserinfo(this.#core, this.#provider.meta?.userinfoEndpoint, tokens.accessToken, claims.sub);
    }
    if (record.sessionState) void this.#watch.watch(record.sessionState);
  }

  /** Forgets the session here (state, record, timer, watch) without telling the provider or the engine. */
  #signOutLocally(error?: AuthError): void {
    clearSession(this.#core.env.storage);
    this.#watch.stop();
    this.#refresh.stop();
    this.#refresh.releaseWaiting();
    this.#dispatch({ type: 'signed-out', error });
  }

  /** Logs a refused token, forgets the session here and makes the engine purge what it took (storage or worker). */
  async #refuse(label: string, error: unknown, kind: AuthError['kind'] = 'token'): Promise<void> {
    const message = describe(error);
    this.#core.env.logError(`${label}: ${message}`);
    this.#signOutLocally({ kind, message });
    await this.#provider.purge();
  }
}
