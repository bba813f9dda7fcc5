import { OidcClient, type ILOidcLocation } from '@axa-fr/oidc-client';
import { ENGINE_NAME, pageConfiguration, readFrameConfiguration, REFUSED_MARK } from './engine';
import { PENDING_LIFETIME_MS, PENDING_PREFIX, parsePending } from './pending';

// The silent check's page (`/silent-check-sso.html`), in the hidden frame the engine opens on the app's page, once its
// inline script (silentLoader.ts) has loaded this one (`silent-check-sso.js`). It is a page of its own: none of the
// app loads here, only the engine's client and these few lines.
//
// First visit (no `code`, no `error`): the engine sends the frame on to the provider with `prompt=none` and the
// page's `state` and `nonce`. Second visit (the provider's answer): a code goes to the engine for the exchange only
// when its `state` is one this tab is waiting for, not older than an hour, and `iss` is ours; the engine then posts
// the tokens to the page, which checks them before anything uses them. An error (`login_required`) goes back as it is.

/** What the silent page needs of the browser; tests pass their own. */
export interface SilentPageEnvironment {
  /** The frame's URL. */
  href: string;
  /** The tab's sessionStorage, shared with the page that opened the frame. */
  storage: Storage;
  /** The app's origin. */
  origin: string;
  /** Sends the frame on (to the provider). */
  open(url: string): void;
  /** Posts a message to the page that opened the frame, for the app's origin only. */
  post(message: string): void;
  now(): number;
}

/** Why a code must not be exchanged, or null when it may. Marks the tab's pending attempt as used. */
function refusal(params: URLSearchParams, env: SilentPageEnvironment, issuer: string): string | null {
  const state = params.get('state');
  if (!state) return 'the sign-in callback has no state; refused before any code exchange';
  const key = PENDING_PREFIX + state;
  const pending = parsePending(env.storage.getItem(key) ?? '');
  // A probe's state (the start-up stage's) is answered by the page's inline script and never exchanged.
  if (!pending || pending.state !== state || !pending.silent || pending.probe || pending.exchanged) {
    return 'the sign-in callback names a state this tab never sent; refused before any code exchange';
  }
  if (env.now() - pending.createdAt > PENDING_LIFETIME_MS) {
    return 'this sign-in attempt started over an hour ago and has expired; sign in again';
  }
  const iss = params.get('iss');
  if (iss !== null && iss !== issuer) {
    return `the callback comes from issuer ${iss}, expected ${issuer}; refused before any code exchange`;
  }
  const sessionState = params.get('session_state');
  env.storage.setItem(
    key,
    JSON.stringify({ ...pending, exchanged: true, ...(sessionState ? { sessionState } : {}) }),
  );
  return null;
}

/** Runs the silent page once. */
export async function runSilentPage(env: SilentPageEnvironment): Promise<void> {
  // The engine's page-side listener knows these three kinds of message.
  const exception = (error: string) => env.post(`${ENGINE_NAME}_oidc_exception:${JSON.stringify({ error })}`);
  const configuration = readFrameConfiguration(env.storage);
  if (!configuration) {
    exception(`${REFUSED_MARK}the silent check's page found no sign-in configuration in this tab`);
    return;
  }
  const params = new URL(env.href).searchParams;
  const error = params.get('error');
  if (error) {
    // Nothing to exchange. Answered here rather than by the engine, which would log it as an error in the frame.
    const description = params.get('error_description') ?? '';
    env.post(`${ENGINE_NAME}_oidc_error:${JSON.stringify({ error, error_description: description })}`);
    return;
  }
  if (params.has('code')) {
    const refused = refusal(params, env, configuration.authority_configuration?.issuer ?? '');
    if (refused) {
      exception(REFUSED_MARK + refused);
      return;
    }
  }
  const location: ILOidcLocation = {
    open: (url) => env.open(url),
    reload: () => env.open(env.href),
    getCurrentHref: () => env.href,
    getPath: () => {
      const { pathname, search, hash } = new URL(env.href);
      return pathname + search + hash;
    },
    getOrigin: () => env.origin,
  };
  const engine = OidcClient.getOrCreate(() => fetch, location)(
    pageConfiguration(configuration, env.storage),
    ENGINE_NAME,
  );
  if (params.has('code')) {
    await engine.silentLoginCallbackAsync();
    return;
  }
  // The first visit: the page's state, nonce and prompt=none came as the query.
  await engine.loginAsync(undefined, Object.fromEntries(params), true);
}
