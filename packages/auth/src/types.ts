import type { Claims } from './claims';
import type { StepUpResult } from './stepUp';

// The public shapes of @lode/auth's sign-in: the state the app reads, its options and actions, and the browser as
// the engine's client (client.ts) needs it. Types only: the start-up stage in the page's first chunk imports them.

/** What went wrong with sign-in, for the app to show; `message` is English and technical, for logs and details. */
export interface AuthError {
  /**
   * `unavailable`: no usable configuration, or the start-up check could not reach the provider; `unreachable`: the
   * provider does not answer (an outage), so a sign-in or registration could not start (see `attempt`), or the
   * access token expired while every refresh failed to reach it; `login`: a sign-in callback was refused or failed;
   * `token`: a token failed a check; `refresh`: the session ended because the provider refused a refresh; `ended`:
   * the session ended at the provider (signed out there, or in another application).
   */
  kind: 'unavailable' | 'unreachable' | 'login' | 'token' | 'refresh' | 'ended';
  /** What happened, in English. */
  message: string;
  /** For `unreachable` after `login()` or `register()`: what was asked, so the app can offer it again. */
  attempt?: { action: 'login' | 'register'; options: LoginOptions };
}

/** The sign-in state of the app. */
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
  /** How the last step-up of this tab ended, until the app takes it (`takeStepUp()`). */
  stepUpResult?: StepUpResult;
}

/** How sign-in behaves; every field has a default (see the package README's table of options). */
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
  /**
   * The `ui_locales` value (a BCP 47 tag) for a {@link LoginOptions.locale}. Default: the locale as it is given.
   * An app whose locale names are not tags passes its own mapping (Lode's web app: `languageTag` of
   * `@lode/i18n/paths`, so `cn` goes to the provider as `zh-CN`).
   */
  uiLocales?: (locale: string) => string;
  /** Scopes to ask for. Default `openid`; never `offline_access` (Keycloak would issue long-lived offline tokens). */
  scope?: string;
  /**
   * Path of the engine's service worker (`@lode/auth/OidcServiceWorker.js`, served with `OidcTrustedDomains.js`
   * beside it), which keeps the refresh token out of page scripts. Default `/OidcServiceWorker.js`; `false` keeps
   * the tokens in sessionStorage, as happens anyway where the browser runs no service workers.
   */
  serviceWorker?: string | false;
}

/** How `AuthClient.start()` (client.ts) begins when the start-up stage (stage.ts) has looked at the provider already. */
export interface StartMode {
  /** False: finish a callback or restore the tab's session, but run no silent check (the page is signed out). */
  silentCheck?: boolean;
  /** The third-party-cookie check's answer, when the stage has it. */
  thirdPartyCookies?: 'supported' | 'unsupported' | 'timeout';
}

/** What `login()` and `register()` take (`useAuth()`, `AuthClient`). */
export interface LoginOptions {
  /** Same-origin path to land on afterwards; anything else is ignored for the default. */
  returnTo?: string;
  /** The interface language (`en`, `ru`, `cn`), sent to the provider as `ui_locales` (see {@link AuthOptions.uiLocales}). */
  locale?: string;
  /** A user name to prefill on the provider's page. */
  loginHint?: string;
}

/** What `logout()` takes (`useAuth()`, `AuthClient`). */
export interface LogoutOptions {
  /** Same-origin path the provider sends the browser back to. Default `/`. */
  returnTo?: string;
}

/** The browser, as the client needs it; tests pass one of their own. */
export interface AuthEnvironment {
  /** Every request of this package and of the engine's page side but the code exchange (the engine's own fetch). */
  fetch: typeof fetch;
  /** Where pending logins, the session record and (without a service worker) the engine's tokens live. */
  storage: Storage;
  /** The app's origin. */
  origin: string;
  /** The page's full URL now. */
  currentUrl(): string;
  /** Leaves the app for another page (the provider's login or logout). */
  redirect(url: string): void;
  /** Shows another path of the app without a reload (after a sign-in callback). */
  replacePath(path: string): void;
  /** Whether this page runs inside a frame: the client then never starts. */
  inFrame: boolean;
  /** Whether this browser can run service workers; else the engine keeps the tokens in `storage`. */
  serviceWorkers: boolean;
  /**
   * Keycloak's third-party-cookie check from `step1Url`: whether the provider can keep cookies in a frame, or
   * `timeout` when its pages did not answer within `timeoutMs`.
   */
  thirdPartyCookies(step1Url: string, timeoutMs: number): Promise<'supported' | 'unsupported' | 'timeout'>;
  /**
   * Watches the provider's session status frame: posts `message` every `intervalMs`, waits `timeoutMs` for each
   * answer, tells `onStatus` every answer but `unchanged`. Returns the function that stops it.
   */
  watchSession(
    frameUrl: string,
    message: string,
    onStatus: (status: 'changed' | 'error' | 'timeout') => void,
    intervalMs: number,
    timeoutMs: number,
  ): () => void;
  /** Milliseconds since the epoch. */
  now(): number;
  /** Where the console-only messages (a failed refresh, a refused token) go. */
  logError(message: string): void;
}
