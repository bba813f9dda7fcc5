import type { AuthOptions, AuthState, LoginOptions, LogoutOptions, StartMode } from './types';
import type { StepUpOptions, StepUpResult } from './stepUp';
import { isAuthConfig, UNCONFIGURED, type AuthConfig } from './config';
import { describe } from './core';
import { withDefaults } from './options';
import type { ProbeResult } from './probe';
import { SESSION_KEY } from './session';
import type { TokenSource } from './token';

// The start-up stage: the part of sign-in in the page's first chunk, a few hundred bytes. It decides whether the page
// needs the engine (@axa-fr/oidc-client and jose, the client chunk): at once for a sign-in callback, a session this tab
// holds, or a browser that has signed in here before (the engine's service worker is registered); otherwise it runs
// the third-party-cookie check and a `prompt=none` probe of its own (probe.ts, a small chunk) and loads the engine only
// when the provider has a session, which the engine then takes up by its own silent check. A visitor nobody signed in
// never downloads the engine. Any action (login, register, logout) loads it at once.

/** The engine's client as the stage drives it (client.ts's `AuthClient`). */
export interface StageClient extends TokenSource {
  readonly clientId: string;
  start(mode?: StartMode): Promise<void>;
  subscribe(listener: (state: AuthState) => void): () => void;
  login(options?: LoginOptions): Promise<void>;
  register(options?: LoginOptions): Promise<void>;
  logout(options?: LogoutOptions): Promise<void>;
  stepUp(options: StepUpOptions): Promise<void>;
  takeStepUp(): StepUpResult | undefined;
}

/** What the stage needs of the browser; tests pass their own. */
export interface StageEnvironment {
  /** The tab's sessionStorage: the package's session record and the engine's keys. */
  storage: Storage;
  /** The page's path now. */
  pathname(): string;
  /** Whether the page runs inside a frame: nothing starts there. */
  inFrame: boolean;
  /** Whether the engine's service worker is registered for this page: this browser has signed in here before. */
  workerRegistered(): Promise<boolean>;
  /** Loads the engine's chunk and gives the page's client for `config`. */
  loadClient(config: unknown): Promise<StageClient>;
  /** Starts fetching the engine's chunk, for a page that will need it once the configuration is known. */
  preloadClient(): void;
  /** Loads the probe's chunk and asks the provider (probe.ts). */
  probe(config: AuthConfig): Promise<ProbeResult>;
  logError(message: string): void;
}

/** Keys the engine keeps in the tab's sessionStorage start so (its tab id, tokens without a worker, login state). */
const ENGINE_KEY_PREFIX = 'oidc.';

/** The page's sign-in until (and while) the engine runs: the state, the actions and the token for React and others. */
export class AuthStage implements TokenSource {
  readonly #config: unknown;
  readonly #options: Required<AuthOptions>;
  readonly #env: StageEnvironment;
  #state: AuthState = { initialized: false, isAuthenticated: false, available: true };
  #listeners = new Set<(state: AuthState) => void>();
  #clientId = '';
  #client: Promise<StageClient> | null = null;
  #loaded: StageClient | null = null;
  #started: Promise<void> | null = null;

  /** `config` is `{url, realm, clientId}` or a promise of it, as `AuthProvider` takes it. */
  constructor(config: unknown, options: AuthOptions, env: StageEnvironment) {
    this.#config = config;
    this.#options = withDefaults(options);
    this.#env = env;
  }

  get state(): AuthState {
    return this.#state;
  }

  /** This app's client id, once the configuration is known ('' before, or without one). */
  get clientId(): string {
    return this.#clientId;
  }

  subscribe(listener: (state: AuthState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(next: Partial<AuthState>): void {
    // Once initialized, always initialized: a client loaded later starts as not yet initialized.
    this.#state = {
      ...this.#state,
      ...next,
      initialized: this.#state.initialized || next.initialized === true,
    };
    for (const listener of this.#listeners) listener(this.#state);
  }

  #configValue(): Promise<unknown> {
    return Promise.resolve(this.#config).catch(() => null);
  }

  /**
   * Starts once. Resolves when the state is initialized: signed in, signed out or unavailable, at the latest after
   * `initTimeout` (work still under way goes on and may sign the page in later, as the engine's client does).
   */
  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    // A callback or a held session needs the engine whatever the configuration says: its chunk loads beside it.
    if (!this.#env.inFrame && this.#engineAtOnce()) this.#env.preloadClient();
    const config = await this.#configValue();
    if (!isAuthConfig(config)) {
      // As the engine's client would say it, without loading it; an action still loads it, which says it again.
      this.#set({ initialized: true, available: false, error: UNCONFIGURED });
      return;
    }
    this.#clientId = config.clientId;
    if (this.#env.inFrame) {
      this.#set({ initialized: true });
      return;
    }
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, this.#options.initTimeout);
    });
    await Promise.race([this.#decide(config), deadline]);
    clearTimeout(timeout);
    this.#set({ initialized: true });
  }

  /** Whether this tab must have the engine before anything else: a callback, or a session (ours or the engine's). */
  #engineAtOnce(): boolean {
    if (this.#env.pathname() === this.#options.callbackPath) return true;
    const storage = this.#env.storage;
    if (storage.getItem(SESSION_KEY) !== null) return true;
    for (let i = 0; i < storage.length; i += 1) {
      if (storage.key(i)?.startsWith(ENGINE_KEY_PREFIX)) return true;
    }
    return false;
  }

  async #decide(config: AuthConfig): Promise<void> {
    try {
      if (this.#engineAtOnce() || (await this.#env.workerRegistered())) {
        await (await this.#engine()).start();
        return;
      }
      const found = await this.#env.probe(config);
      if (!found.session || this.#client) return;
      await (await this.#engine({ thirdPartyCookies: found.thirdPartyCookies })).start();
    } catch (error) {
      // The provider's discovery failed, or a chunk did not load: keycloak-js's words for a failed init.
      this.#env.logError(`Keycloak initialization error: ${describe(error)}`);
      // A sign-in that found the provider silent meanwhile says more than the start-up's failure: it stays.
      if (this.#state.error?.kind !== 'unreachable')
        this.#set({ error: { kind: 'unavailable', message: describe(error) } });
    }
  }

  /** The engine's client, loaded and started once (with `mode`, when this call is the first). */
  #engine(mode: StartMode = {}): Promise<StageClient> {
    this.#client ??= this.#configValue()
      .then((config) => this.#env.loadClient(config))
      .then(
        (client) => {
          this.#loaded = client;
          this.#set(client.state);
          client.subscribe((state) => this.#set(state));
          void client.start(mode);
          return client;
        },
        (error: unknown) => {
          this.#client = null;
          throw error;
        },
      );
    return this.#client;
  }

  /** Sends the browser to the provider's login page (the engine loads first, if it has not). */
  login(options?: LoginOptions): Promise<void> {
    return this.#engine({ silentCheck: false }).then((client) => client.login(options));
  }

  /** Sends the browser to the provider's registration page. */
  register(options?: LoginOptions): Promise<void> {
    return this.#engine({ silentCheck: false }).then((client) => client.register(options));
  }

  /** Signs out here and at the provider. */
  logout(options?: LogoutOptions): Promise<void> {
    return this.#engine({ silentCheck: false }).then((client) => client.logout(options));
  }

  /** Sends the browser to the provider for a stronger or fresher sign-in of the signed-in user (RFC 9470). */
  stepUp(options: StepUpOptions): Promise<void> {
    return this.#engine({ silentCheck: false }).then((client) => client.stepUp(options));
  }

  /** The result of this tab's last step-up, once: the state forgets it. */
  takeStepUp(): StepUpResult | undefined {
    return this.#loaded?.takeStepUp();
  }

  /** Refreshes the token if needed; false while no engine runs (nobody is signed in then). */
  updateToken(minValidity?: number): Promise<boolean> {
    if (this.#loaded) return this.#loaded.updateToken(minValidity);
    return this.#client
      ? this.#client.then((client) => client.updateToken(minValidity))
      : Promise.resolve(false);
  }
}

/** The engine's service worker is registered for this page (its script, not any worker of the origin). */
async function engineWorkerRegistered(worker: string | false): Promise<boolean> {
  if (worker === false || !('serviceWorker' in navigator) || !window.isSecureContext) return false;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const path = new URL(worker, window.location.href).pathname;
  return [registration?.active, registration?.waiting, registration?.installing].some(
    (candidate) =>
      candidate !== null && candidate !== undefined && new URL(candidate.scriptURL).pathname === path,
  );
}

let shared: { config: unknown; key: string; stage: AuthStage } | undefined;

/**
 * The page's one stage for a configuration: React may mount the provider twice (StrictMode, remounts), but the page
 * starts once, so every mount shares the stage.
 */
export function pageStage(
  config: unknown,
  options: AuthOptions,
  onNavigate?: (path: string) => void,
): AuthStage {
  const key = JSON.stringify([options.callbackPath, options.silentCheckSsoPath, options.serviceWorker]);
  if (shared && shared.config === config && shared.key === key) return shared.stage;
  const settings = withDefaults(options);
  const runtime = () => import('./runtime');
  shared = {
    config,
    key,
    stage: new AuthStage(config, options, {
      storage: window.sessionStorage,
      pathname: () => window.location.pathname,
      inFrame: window.self !== window.top,
      workerRegistered: () => engineWorkerRegistered(settings.serviceWorker),
      loadClient: (resolved) =>
        runtime().then(({ pageAuthClient }) => pageAuthClient(resolved, options, onNavigate)),
      preloadClient: () => void runtime().catch(() => {}),
      probe: (resolved) => import('./probe').then(({ browserProbe }) => browserProbe(resolved, settings)),
      logError: (message) => console.error(message),
    }),
  };
  return shared.stage;
}
