import { describe, type ClientCore } from './core';
import { providerAnswers, ProviderUnreachable } from './metadata';
import type { PendingLogin } from './pending';
import type { Provider } from './provider';
import { randomString } from './random';
import { safeRedirectPath } from './redirect';
import { readSession } from './session';
import { stepUpParameters, type StepUpOptions, type StepUpResult } from './stepUp';
import { TokenCheckError, type TokenCheck } from './tokenChecks';
import type { AuthError, LoginOptions, LogoutOptions } from './types';

// Sign-in and sign-out: sending the browser to the provider (login, registration, logout) and taking its answer on
// the callback page, refused before the engine sees it when it is not one this tab asked for.

const RESTARTED_KEY = 'lode-auth:restarted';
/** A login restarted for `authentication_expired` this recently is not restarted again. */
const RESTART_WINDOW_MS = 5 * 60 * 1000;
/** How long a sign-in waits for the provider to answer before it says the provider is unreachable. */
const LOGIN_ANSWER_MS = 5_000;

/** A new sign-in attempt of this tab (the silent check's, or a login's). */
export function newPending(now: number, silent: boolean, returnTo: string, locale?: string): PendingLogin {
  return { state: randomString(32), nonce: randomString(32), returnTo, locale, silent, createdAt: now };
}

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

/** A callback refused with `authentication_expired`: it carries the attempt, so login can restart where it was. */
class ExpiredLogin extends Error {
  readonly pending: PendingLogin;
  constructor(message: string, pending: PendingLogin) {
    super(message);
    this.pending = pending;
  }
}

/** A step-up's callback without new tokens (cancelled, refused, or the exchange failed): the session stays. */
class StepUpUnfinished extends Error {
  constructor(
    message: string,
    readonly pending: PendingLogin,
    readonly status: 'cancelled' | 'failed',
  ) {
    super(message);
  }
}

/** What a sign-in adds to the pending attempt: a step-up's session nonce and the app's value to give back. */
interface StepUpPart {
  nonce: string;
  resume?: unknown;
}

/** The sign-ins and sign-outs of one client. */
export class SignIn {
  readonly #core: ClientCore;
  readonly #provider: Provider;
  /** Resolves once start-up (when `afterStart`) and its silent check are over: a login waits for both. */
  readonly #startUpOver: (afterStart: boolean) => Promise<void>;
  /** Takes up again the session the engine keeps for this tab (after a step-up that brought no new tokens). */
  readonly #restore: () => Promise<unknown>;
  /** The sign-in or registration under way, until it leaves the page or fails. */
  #beginning: Promise<void> | null = null;

  constructor(
    core: ClientCore,
    provider: Provider,
    startUpOver: (afterStart: boolean) => Promise<void>,
    restore: () => Promise<unknown>,
  ) {
    this.#core = core;
    this.#provider = provider;
    this.#startUpOver = startUpOver;
    this.#restore = restore;
  }

  /**
   * Sends the browser back to the provider for a stronger or fresher sign-in of the signed-in user (RFC 9470:
   * `acr_values`, `max_age`). The request carries the session's own nonce: the engine's service worker checks every
   * later ID token, refreshes included, against the one nonce it was given last, so a step-up that is cancelled must
   * leave that nonce as it was. Rejects when nobody is signed in.
   */
  stepUp(options: StepUpOptions): Promise<void> {
    const { env, state } = this.#core;
    const record = readSession(env.storage);
    if (!record || state.session === null || state.session.sub !== record.sub) {
      return Promise.reject(new Error('step-up: not signed in'));
    }
    const here = new URL(env.currentUrl());
    const returnTo = options.returnTo ?? `${here.pathname}${here.search}`;
    return this.begin(
      { returnTo, locale: options.locale, loginHint: state.view.userInfo?.preferred_username },
      stepUpParameters(options),
      true,
      { nonce: record.nonce, resume: options.resume },
    );
  }

  /**
   * Starts a sign-in (or, with `prompt: 'create'`, a registration). When the provider does not answer, the browser
   * stays here: it resolves with `error.kind` `unreachable` (and the `attempt`, to offer again); other failures reject.
   */
  begin(
    options: LoginOptions,
    extra: Record<string, string>,
    afterStart = true,
    stepUp?: StepUpPart,
  ): Promise<void> {
    // One sign-in at a time: a second one started while the first waits on the provider (an app effect that runs
    // again as the state changes) would overwrite its stored state and PKCE verifier, and the callback of the first
    // would then be refused. The one under way stands for both.
    this.#beginning ??= this.#beginOnce(options, extra, afterStart, stepUp).finally(() => {
      this.#beginning = null;
    });
    return this.#beginning;
  }

  async #beginOnce(
    options: LoginOptions,
    extra: Record<string, string>,
    afterStart: boolean,
    stepUp: StepUpPart | undefined,
  ): Promise<void> {
    const { config, env, options: settings, pending: logins } = this.#core;
    try {
      const engine = await this.#provider.engineReady();
      // Start-up first (its silent check, if any, writes the engine's login state in this tab), then nothing more.
      await this.#startUpOver(afterStart);
      // The discovery document is kept an hour: the engine would send the browser to a provider that does not answer
      // (the browser's own error page, a dead end). Asked past every cache, briefly, before leaving.
      if (config) await providerAnswers(env.fetch, config, Math.min(LOGIN_ANSWER_MS, settings.initTimeout));
      this.#core.dispatch({ type: 'leaving' });
      const returnTo =
        safeRedirectPath(options.returnTo, env.origin) ?? settings.defaultReturnTo(options.locale);
      const pending: PendingLogin = {
        ...newPending(env.now(), false, returnTo, options.locale),
        ...(stepUp ? { nonce: stepUp.nonce, stepUp: { resume: stepUp.resume } } : {}),
      };
      const uiLocales = options.locale ? settings.uiLocales(options.locale) : undefined;
      logins.save(pending);
      await engine.loginAsync(undefined, {
        state: pending.state,
        nonce: pending.nonce,
        ...extra,
        ...(uiLocales ? { ui_locales: uiLocales } : {}),
        ...(options.loginHint ? { login_hint: options.loginHint } : {}),
      });
    } catch (error) {
      env.logError(`Login error: ${describe(error)}`);
      if (error instanceof ProviderUnreachable) {
        const action = extra.prompt === 'create' ? 'register' : 'login';
        this.#core.dispatch({
          type: 'failed',
          error: { kind: 'unreachable', message: describe(error), attempt: { action, options } },
        });
        return;
      }
      this.#core.dispatch({ type: 'failed', error: { kind: 'unavailable', message: describe(error) } });
      throw error;
    }
  }

  /** Takes the provider's answer on the callback page, then shows the path the sign-in asked for (or the home page). */
  async finishCallback(url: URL): Promise<void> {
    const { env } = this.#core;
    const params = url.searchParams;
    let returnTo: string;
    try {
      returnTo = await this.#exchange(params);
    } catch (error) {
      if (error instanceof StepUpUnfinished) {
        env.logError(`Login error: step-up: ${error.message}`);
        // Nothing new was taken: the session held before goes on, and the page that asked is told why.
        const result: StepUpResult = {
          status: error.status,
          message: error.message,
          resume: error.pending.stepUp?.resume,
        };
        await this.#restore();
        this.#core.dispatch({ type: 'stepped-up', result });
        env.replacePath(error.pending.returnTo);
        return;
      }
      const description = params.get('error_description');
      const restartedAt = Number(env.storage.getItem(RESTARTED_KEY) ?? 0);
      if (description === 'authentication_expired' && env.now() - restartedAt > RESTART_WINDOW_MS) {
        // The provider's login page sat open too long (Keycloak answers `authentication_expired`): start once more; a
        // second expiry right after that ends on the home page instead of looping.
        env.storage.setItem(RESTARTED_KEY, String(env.now()));
        const restarted = error instanceof ExpiredLogin ? error.pending : undefined;
        // Start-up is this very callback: the login does not wait for it.
        await this.begin({ returnTo: restarted?.returnTo, locale: restarted?.locale }, {}, false);
        return;
      }
      // Back to the home page: the path that started this login may be a guarded one, which would loop.
      env.replacePath('/');
      return;
    }
    env.storage.removeItem(RESTARTED_KEY);
    env.replacePath(returnTo);
  }

  /**
   * Checks a callback and has the engine exchange its code: refused before any exchange when `state` is missing,
   * unknown or older than an hour, or `iss` names another provider. Resolves to the path to land on; on failure,
   * logs, records the error and rethrows.
   */
  async #exchange(params: URLSearchParams): Promise<string> {
    const core = this.#core;
    const pending = core.pending.take(params.get('state'));
    const fail = (kind: AuthError['kind'], message: string, error?: Error): never => {
      core.env.logError(`Login error: ${message}`);
      core.signOutLocally({ kind, message });
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
      if (pending.stepUp) {
        throw new StepUpUnfinished(message, pending, error === 'access_denied' ? 'cancelled' : 'failed');
      }
      return fail(
        'login',
        message,
        description === 'authentication_expired' ? new ExpiredLogin(message, pending) : undefined,
      );
    }
    if (!params.get('code')) return fail('login', 'the sign-in callback has no code');
    const { meta, keys } = await this.#provider.ready();
    // RFC 9207: a provider that names itself in the callback must be ours (a mix-up attack would name another).
    const iss = params.get('iss');
    if (iss !== null && iss !== meta.issuer) {
      return fail(
        'login',
        `the callback comes from issuer ${iss}, expected ${meta.issuer}; refused before any code exchange`,
      );
    }
    // The ID token is checked against the provider's keys as soon as it arrives: they travel beside the exchange.
    keys.prefetch();
    const engine = await this.#provider.engineReady();
    try {
      await engine.loginCallbackAsync();
    } catch (exchangeError) {
      const check = engineCheck(exchangeError);
      if (check) {
        await core.purge();
        return fail('token', check.message);
      }
      const message = `the code exchange failed: ${describe(exchangeError)}`;
      if (pending.stepUp) {
        throw new StepUpUnfinished(message, pending, 'failed');
      }
      return fail('login', message);
    }
    const tokens = engine.tokens;
    // A step-up must sign the same user in again: another user's tokens are refused like a bad token.
    const sameUser = pending.stepUp ? readSession(core.env.storage)?.sub : undefined;
    core.dispatch({ type: 'checking' });
    try {
      if (!tokens) throw new TokenCheckError('format', 'the engine holds no tokens after the exchange');
      if (pending.stepUp && !sameUser) throw new TokenCheckError('subject', 'step-up: not signed in');
      const claims = await this.#provider.check(tokens.idToken, pending.nonce, sameUser);
      core.adopt(tokens, claims, {
        nonce: pending.nonce,
        sub: claims.sub,
        sessionState: params.get('session_state') ?? undefined,
      });
      if (pending.stepUp) {
        const acr = typeof claims.acr === 'string' ? claims.acr : undefined;
        core.dispatch({
          type: 'stepped-up',
          result: { status: 'done', resume: pending.stepUp.resume, ...(acr ? { acr } : {}) },
        });
      }
    } catch (checkError) {
      await core.refuse('Login error', checkError);
      throw checkError;
    }
    return pending.returnTo;
  }

  /**
   * Signs out: the engine revokes the tokens, forgets the session, and ends the provider's session through its logout
   * endpoint (`id_token_hint`, `client_id`, `post_logout_redirect_uri`), which sends the browser back to `returnTo`.
   */
  async logout(options: LogoutOptions): Promise<void> {
    const core = this.#core;
    const returnTo = safeRedirectPath(options.returnTo, core.env.origin) ?? '/';
    const signedIn = core.state.session !== null;
    core.signOutLocally();
    const leave = core.enterFlow();
    try {
      const engine = await this.#provider.engineReady();
      await engine.logoutAsync(core.env.origin + returnTo, {
        client_id: core.clientId,
        // Without a session there is no ID token to hint with; the engine leaves out parameters that are null.
        ...(signedIn && engine.tokens ? {} : { id_token_hint: null as unknown as string }),
      });
    } catch (error) {
      core.env.logError(`Logout error: ${describe(error)}`);
      core.env.replacePath(returnTo);
    } finally {
      leave();
    }
  }
}
