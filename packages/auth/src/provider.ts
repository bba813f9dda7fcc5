import { OidcClient, type ILOidcLocation } from '@axa-fr/oidc-client';
import type { Claims } from './claims';
import { describe, type ClientContext, type Engine } from './core';
import { ENGINE_NAME, engineConfiguration, FRAME_KEY, pageConfiguration } from './engine';
import { providerKeys } from './keys';
import { discover, type ProviderMetadata } from './metadata';
import { checkIdToken, TokenCheckError } from './tokenChecks';

// Provider set-up: the provider's discovery document and keys, asked once per page (kept an hour between loads), the
// engine made on them, and the check every ID token passes against them.

/** The engine's events that tell of a change of its own view of the session (another page of this tab, its worker). */
const FOLLOWED = new Set([
  'logout_from_another_tab',
  'logout_from_same_tab',
  'refreshTokensAsync_error',
  'token_renewed',
]);

/** What the engine needs from the client. */
export interface EngineHooks {
  /** The fetch the engine uses on the page (refresh.ts's `engineFetch`). */
  fetch: typeof fetch;
  /** Called a microtask after the engine told of a change of its own view of the session. */
  onEvent(name: string): void;
}

/** The provider's documents and the engine on them, for one client. */
export class Provider {
  readonly #ctx: ClientContext;
  readonly #hooks: EngineHooks;
  #documents: Promise<{ meta: ProviderMetadata; keys: ReturnType<typeof providerKeys> }> | null = null;
  #meta: ProviderMetadata | null = null;
  #engine: Engine | null = null;

  constructor(ctx: ClientContext, hooks: EngineHooks) {
    this.#ctx = ctx;
    this.#hooks = hooks;
  }

  /** The discovery document, once it has been read (null before). */
  get meta(): ProviderMetadata | null {
    return this.#meta;
  }

  /** The engine, once it has been made (null before). */
  get engine(): Engine | null {
    return this.#engine;
  }

  /** The discovery document and the keys, asked once; a failure is asked again next time. */
  ready() {
    const { config, env, options, cache } = this.#ctx;
    if (!config) return Promise.reject(new Error('sign-in is not configured'));
    this.#documents ??= discover(env.fetch, config, options.initTimeout, cache).then(
      (meta) => {
        this.#meta = meta;
        return { meta, keys: providerKeys(env.fetch, meta.jwksUri, options.initTimeout, cache) };
      },
      (error: unknown) => {
        this.#documents = null;
        throw error;
      },
    );
    return this.#documents;
  }

  /** The engine, made once the discovery document is known. */
  async engineReady(): Promise<Engine> {
    const { meta } = await this.ready();
    if (this.#engine) return this.#engine;
    const { env, options } = this.#ctx;
    const configuration = engineConfiguration(meta, {
      clientId: this.#ctx.clientId,
      origin: env.origin,
      callbackPath: options.callbackPath,
      silentCheckSsoPath: options.silentCheckSsoPath,
      scope: options.scope,
      minValidity: options.minValidity,
      timeout: options.initTimeout,
      serviceWorker: (env.serviceWorkers && options.serviceWorker) || null,
    });
    // The silent check's frame is a page of its own in this tab: it reads the configuration from here.
    env.storage.setItem(FRAME_KEY, JSON.stringify(configuration));
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
    const hooks = this.#hooks;
    const engine = OidcClient.getOrCreate(() => hooks.fetch, location)(
      pageConfiguration(configuration, env.storage),
      ENGINE_NAME,
    );
    engine.subscribeEvents((name) => {
      if (FOLLOWED.has(name)) queueMicrotask(() => hooks.onEvent(name));
    });
    this.#engine = engine;
    return engine;
  }

  /** Checks an ID token against the provider's keys and the session's nonce and subject; resolves its claims. */
  check(
    idToken: string | undefined,
    nonce: string,
    previousSubject?: string,
    ignoreExpiry = false,
  ): Promise<Claims> {
    return this.ready().then(({ meta, keys }) => {
      if (!idToken) throw new TokenCheckError('format', 'the answer has no ID token');
      return checkIdToken(idToken, {
        issuer: meta.issuer,
        clientId: this.#ctx.clientId,
        keys,
        algorithms: meta.algorithms,
        nonce,
        previousSubject,
        now: Math.floor(this.#ctx.env.now() / 1000),
        ignoreExpiry,
      });
    });
  }

  /** Makes the engine forget its tokens (storage or worker); a failure is logged. */
  async purge(): Promise<void> {
    try {
      await this.#engine?.clearSessionAsync();
    } catch (error) {
      this.#ctx.env.logError(`Logout error: the session could not be cleared (${describe(error)})`);
    }
  }
}
