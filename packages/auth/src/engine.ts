import type { OidcConfiguration } from '@axa-fr/oidc-client';
import type { ProviderMetadata } from './metadata';

// How this package drives @axa-fr/react-oidc's framework-free client (its `OidcClient`, "the engine"): one
// configuration, written once here, for the page and for the silent check's frame, which is a page of its own.

/** The engine's configuration name: its storage keys and the service worker's trusted domains use it. */
export const ENGINE_NAME = 'default';

/** Where the page leaves the engine's configuration for the silent check's frame (same tab, same origin). */
export const FRAME_KEY = 'lode-auth:frame';

/** Frame messages this package posts itself start so; the page logs them as they are. */
export const REFUSED_MARK = 'lode-auth refused: ';

/** What the engine needs to know beyond the provider's metadata. */
export interface EngineSettings {
  clientId: string;
  /** The app's origin. */
  origin: string;
  callbackPath: string;
  silentCheckSsoPath: string;
  scope: string;
  /** Refresh when fewer than this many seconds of validity remain. */
  minValidity: number;
  /** Milliseconds for a token request and for the silent check's frame. */
  timeout: number;
  /** The service worker's URL (`OidcServiceWorker.js`), or null for session storage. */
  serviceWorker: string | null;
}

/** The engine's configuration as the page and the frame share it: JSON, no functions. */
export type SharedConfiguration = Omit<OidcConfiguration, 'storage' | 'service_worker_register'>;

const registrations = new Map<string, Promise<ServiceWorkerRegistration>>();

/** How often the page itself asks the browser to look for a new worker script. */
export const WORKER_UPDATE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The registration as the engine sees it: every property and method of the real one, but `update()` reaches the
 * network at most once per `intervalMs`. The engine calls `update()` each time it looks for its worker, which its
 * token timer does every second while a session is held; each call would fetch the worker script and its trusted
 * domains again. The browser checks for a new worker on its own at every navigation, so the first check of the
 * page's own comes an interval after it was loaded; an `update()` in between resolves at once with the registration,
 * as a check that found nothing new does.
 */
export function throttleUpdates(
  registration: ServiceWorkerRegistration,
  intervalMs: number = WORKER_UPDATE_INTERVAL_MS,
  now: () => number = () => Date.now(),
): ServiceWorkerRegistration {
  // The browser looked for a new worker when it loaded the page (`register()` and the navigation's own check).
  let lastUpdate = now();
  let pending: Promise<ServiceWorkerRegistration> | null = null;
  const update = (): Promise<ServiceWorkerRegistration> => {
    if (pending) return pending;
    if (now() - lastUpdate < intervalMs) return Promise.resolve(registration);
    lastUpdate = now();
    pending = registration.update().finally(() => {
      pending = null;
    });
    return pending;
  };
  return new Proxy(registration, {
    get(target, property) {
      if (property === 'update') return update;
      // DOM methods must run on the real registration, not on the proxy.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Registers the engine's worker. When the browser refuses (the file is missing, a private window forbids workers),
 * the engine is told the registration was aborted, which makes it keep the tokens in sessionStorage instead of failing
 * every call; the refusal is remembered for the page, so the engine's every call falls back alike.
 */
function registerWorker(url: string): Promise<ServiceWorkerRegistration> {
  let registration = registrations.get(url);
  if (!registration) {
    registration = existingRegistration(url)
      .then((existing) => existing ?? navigator.serviceWorker.register(url, { updateViaCache: 'none' }))
      .then((registered: ServiceWorkerRegistration | undefined) => {
        // Some browsers (and test harnesses) that forbid workers resolve with nothing rather than refuse.
        if (!registered) throw new Error('the browser registered nothing');
        return throttleUpdates(registered);
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DOMException(`the service worker ${url} could not be registered (${reason})`, 'AbortError');
      });
    registrations.set(url, registration);
  }
  return registration;
}

/**
 * The registration of this worker, when one is active already. `register()` would give the same registration, but
 * only after every job the browser has queued for it (Chromium queues its own check for a new worker after each
 * navigation), which can hold a page that has just loaded for seconds before its first message to the worker.
 * `getRegistration()` reads the registration without joining that queue.
 */
async function existingRegistration(url: string): Promise<ServiceWorkerRegistration | undefined> {
  const scriptUrl = new URL(url, document.baseURI).href;
  const existing = await navigator.serviceWorker.getRegistration(scriptUrl).catch(() => undefined);
  return existing?.active?.scriptURL === scriptUrl ? existing : undefined;
}

/** The engine's configuration for one page: the shared one, its storage and, with a worker, how to register it. */
export function pageConfiguration(shared: SharedConfiguration, storage: Storage): OidcConfiguration {
  return {
    ...shared,
    storage,
    ...(shared.service_worker_relative_url ? { service_worker_register: registerWorker } : {}),
  };
}

/**
 * The engine's configuration (without its storage, which each page sets). Refresh is ours to schedule
 * (`AutomaticOnlyWhenFetchExecuted`): the engine's own timer would refresh on a one-second tick; ours checks every
 * `refreshInterval` seconds as the spec says. Discovery is ours too (`authority_configuration`): the engine then
 * never fetches it, and we check the issuer and read the keys from the same document.
 */
export function engineConfiguration(meta: ProviderMetadata, settings: EngineSettings): SharedConfiguration {
  const page = (path: string) => settings.origin + path;
  return {
    client_id: settings.clientId,
    redirect_uri: page(settings.callbackPath),
    // One static page is both the frame's start (it sends the frame on to the provider) and its callback.
    silent_login_uri: page(settings.silentCheckSsoPath),
    silent_redirect_uri: page(settings.silentCheckSsoPath),
    silent_login_timeout: settings.timeout,
    scope: settings.scope,
    authority: meta.issuer,
    authority_configuration: {
      issuer: meta.issuer,
      authorization_endpoint: meta.authorizationEndpoint,
      token_endpoint: meta.tokenEndpoint,
      revocation_endpoint: meta.revocationEndpoint ?? '',
      end_session_endpoint: meta.endSessionEndpoint,
      userinfo_endpoint: meta.userinfoEndpoint,
      check_session_iframe: meta.checkSessionIframe,
    },
    refresh_time_before_tokens_expiration_in_second: settings.minValidity,
    token_automatic_renew_mode:
      'AutomaticOnlyWhenFetchExecuted' as OidcConfiguration['token_automatic_renew_mode'],
    token_request_timeout: settings.timeout,
    // Session monitoring is ours (a 5 s poll and a 10 s time-out, as Keycloak's adapter; the engine polls every 2 s).
    monitor_session: false,
    ...(settings.serviceWorker
      ? {
          service_worker_relative_url: settings.serviceWorker,
          // The engine asks its worker to hold a keep-alive request open for 150 s at a time (the engine appends
          // `OidcKeepAliveServiceWorker.json?minSleepSeconds=150` to this path, and the worker reads the first
          // `minSleepSeconds`). A request always open keeps the page's network from ever going quiet, which load
          // measurements (Lighthouse, Playwright's network idle) wait for. One second is enough: the engine's sync
          // messages the worker every second while a session is held, which is what keeps a worker alive.
          service_worker_keep_alive_path: `${settings.serviceWorker.replace(/[^/]*$/, '')}OidcKeepAliveServiceWorker.json?minSleepSeconds=1&then=`,
        }
      : {}),
  };
}

/** The configuration the silent check's frame reads, as the page left it. Null when there is none. */
export function readFrameConfiguration(storage: Storage): SharedConfiguration | null {
  try {
    const value = JSON.parse(storage.getItem(FRAME_KEY) ?? 'null') as SharedConfiguration | null;
    return value && typeof value.client_id === 'string' && value.authority_configuration ? value : null;
  } catch {
    return null;
  }
}
