import type { Claims } from './claims';
import { describe, type ClientCore } from './core';
import type { Provider } from './provider';
import type { AuthError } from './types';

// Refresh: the client's timer and `updateToken` ask the engine to renew the tokens; the engine's refresh request comes
// back through `engineFetch`, which checks the answer before the engine sees it and rides out provider outages. Each
// renewal is an object of its own: its request's finding (a checked answer, a refusal, or expiry in an outage) goes
// to the renewal that asked, never through the client.

/** The message for a failed refresh, logged (console only) when a refresh clears the session. */
export const REFRESH_FAILED_MESSAGE =
  'Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.';

/** The first wait after a refresh found the provider down, and the longest; each wait doubles the last. */
const RETRY_FIRST_MS = 5_000;
const RETRY_LONGEST_MS = 60_000;

/** The refusal the engine answers a refresh with when its answer failed our checks: it then drops the session. */
const refusedAnswer = () =>
  new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'refused by @lode/auth' }), {
    status: 400,
    headers: { 'Content-Type': 'application/json' },
  });

/** What the engine's refresh request found, for the renewal that made the engine ask. */
export type RefreshFinding =
  /** A 200 whose ID token passed the checks: the engine gets it. */
  | { kind: 'checked'; idToken: string; claims: Claims }
  /** A 200 whose ID token failed a check: the engine got a refusal instead. */
  | { kind: 'refused'; error: AuthError }
  /** The access token expired while the provider did not answer: the engine got a refusal. */
  | { kind: 'expired' }
  /** Nothing to tell (the provider's own refusal passed as it was, or no request at all). */
  | { kind: 'none' };

/** One renewal of the session, from the engine's call to its result. */
interface Renewal {
  /** Its request's finding: the first told, or `none` once the engine is done without one. */
  readonly found: Promise<RefreshFinding>;
  readonly tell: (finding: RefreshFinding) => void;
  /** Callers waiting on it: released (true) early while an outage holds it up and the token still works. */
  readonly waiting: Set<(valid: boolean) => void>;
  /** Ends the wait before the request's next attempt in an outage; set while it waits. */
  retryNow: (() => void) | null;
  /** Resolves true when a valid token is held afterwards. */
  done: Promise<boolean>;
}

function newRenewal(): Renewal {
  let tell: (finding: RefreshFinding) => void = () => {};
  const found = new Promise<RefreshFinding>((resolve) => {
    tell = resolve;
  });
  return { found, tell, waiting: new Set(), retryNow: null, done: Promise.resolve(false) };
}

/** Why a renewal that left the engine without tokens ends the session. */
function sessionEnd(found: RefreshFinding): AuthError {
  if (found.kind === 'refused') return found.error;
  if (found.kind === 'expired') {
    return {
      kind: 'unreachable',
      message: 'the access token expired while the identity provider did not answer any refresh',
    };
  }
  return { kind: 'refresh', message: 'the provider refused the refresh' };
}

function release(renewal: Renewal | undefined, valid: boolean): void {
  if (!renewal) return;
  for (const resolve of renewal.waiting) resolve(valid);
  renewal.waiting.clear();
}

/** The refresh of one client: its timer, its renewals and the engine's requests. */
export class Refresh {
  readonly #core: ClientCore;
  readonly #provider: Provider;
  /** The renewal under way. */
  #current: Renewal | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(core: ClientCore, provider: Provider) {
    this.#core = core;
    this.#provider = provider;
  }

  /** Checks the token every `refreshInterval` seconds, from now until {@link stop}. */
  schedule(): void {
    this.#timer ??= setInterval(() => void this.updateToken(), this.#core.options.refreshInterval * 1000);
  }

  /** Stops the timer. */
  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Lets the callers waiting on the renewal under way go, told that no valid token is held. */
  releaseWaiting(): void {
    release(this.#current ?? undefined, false);
  }

  /**
   * Refreshes the tokens if fewer than `minValidity` seconds remain (keycloak-js's `updateToken`). Resolves true when
   * a valid token is held afterwards. A refusal (4xx) or a token failing a check ends the session; an outage keeps
   * it until the access token really expires.
   */
  updateToken(minValidity = this.#core.options.minValidity): Promise<boolean> {
    const session = this.#core.state.session;
    if (!session) return Promise.resolve(false);
    if (session.expiresAt - this.#core.env.now() >= minValidity * 1000) return Promise.resolve(true);
    if (this.#current) this.#current.retryNow?.();
    const renewal = this.#current ?? this.#renewal();
    return new Promise<boolean>((resolve) => {
      renewal.waiting.add(resolve);
      void renewal.done.then((ok) => {
        renewal.waiting.delete(resolve);
        resolve(ok);
      });
    });
  }

  /** Renews the session now, or joins the renewal under way; resolves true when a valid token is held afterwards. */
  refresh(): Promise<boolean> {
    return (this.#current ?? this.#renewal()).done;
  }

  #renewal(): Renewal {
    const renewal = newRenewal();
    this.#current = renewal;
    renewal.done = this.#renew(renewal).finally(() => {
      if (this.#current === renewal) this.#current = null;
    });
    // A renewal that throws is the caller's to see; it is never an unhandled rejection.
    void renewal.done.catch(() => false);
    return renewal;
  }

  async #renew(renewal: Renewal): Promise<boolean> {
    const core = this.#core;
    const engine = this.#provider.engine;
    const session = core.state.session;
    if (!engine || !session) return false;
    const leave = core.enterFlow();
    core.dispatch({ type: 'refreshing', session });
    try {
      const tokens = await engine.renewTokensAsync().catch(() => null);
      // The engine is done: its request told its finding already, or there was none.
      renewal.tell({ kind: 'none' });
      const found = await renewal.found;
      const current = core.state.session;
      if (tokens && found.kind === 'checked' && tokens.idToken === found.idToken && current) {
        core.adopt(tokens, found.claims, current);
        return true;
      }
      if (tokens) {
        // Tokens the refresh request did not check (the engine fell back to its silent frame): checked here.
        try {
          const claims = await this.#provider.check(tokens.idToken, session.nonce, session.sub);
          core.adopt(tokens, claims, session);
          return true;
        } catch (error) {
          await core.refuse('Token update failed', error);
          return false;
        }
      }
      if (found.kind !== 'refused') core.env.logError(REFRESH_FAILED_MESSAGE);
      core.signOutLocally(sessionEnd(found));
      return false;
    } finally {
      leave();
    }
  }

  /**
   * The fetch the engine uses on the page. A refresh goes through {@link #refreshRequest}, and its finding to the
   * renewal under way; everything else (the revocations of logout) passes through. The engine's code exchange uses
   * the global fetch and cannot be seen here: its tokens are checked once the engine holds them.
   */
  readonly engineFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const form = typeof init?.body === 'string' ? new URLSearchParams(init.body) : null;
    const meta = this.#provider.meta;
    if (meta && url === meta.tokenEndpoint && form?.get('grant_type') === 'refresh_token') {
      const renewal = this.#current ?? undefined;
      return this.#refreshRequest(url, init ?? {}, renewal).then(({ response, finding }) => {
        if (finding.kind !== 'none') renewal?.tell(finding);
        return response;
      });
    }
    return this.#core.env.fetch(input, init);
  };

  /**
   * One refresh request for the engine. A 200 is checked before the engine sees it; a refused answer becomes a 400,
   * so the engine drops the session without storing the token. A 4xx passes as it is (the engine ends the session).
   * A 5xx or an unreachable provider is retried after 5 s, 10 s, 20 s… (a minute at most, or the provider's
   * Retry-After), while the current token still works; every new check asks again at once. When the token has
   * expired, the engine gets a 400 and the session ends with the spec's message. The engine's own retries (at once,
   * or each second) and its time-out never come into play: this settles only with an answer it should act on.
   */
  async #refreshRequest(
    url: string,
    init: RequestInit,
    renewal: Renewal | undefined,
  ): Promise<{ response: Response; finding: RefreshFinding }> {
    const { env, options } = this.#core;
    const { signal: _engineTimeout, ...request } = init;
    let wait = RETRY_FIRST_MS;
    for (;;) {
      let response: Response | undefined;
      try {
        response = await env.fetch(url, { ...request, signal: AbortSignal.timeout(options.initTimeout) });
      } catch {
        // Unreachable: as a 5xx.
      }
      if (response && response.status < 500) {
        if (response.status === 200) return this.#checkAnswer(response);
        return { response, finding: { kind: 'none' } };
      }
      const left = (this.#core.state.session?.expiresAt ?? 0) - env.now();
      if (left <= 0) return { response: refusedAnswer(), finding: { kind: 'expired' } };
      release(renewal, true);
      const retryAfter = Number(response?.headers.get('Retry-After')) * 1000 || 0;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(Math.max(wait, retryAfter), RETRY_LONGEST_MS, left));
        if (renewal) {
          renewal.retryNow = () => {
            clearTimeout(timer);
            resolve();
          };
        }
      });
      if (renewal) renewal.retryNow = null;
      wait = Math.min(wait * 2, RETRY_LONGEST_MS);
    }
  }

  /** Checks a refresh's 200 against the session: the answer for the engine, and what the check found. */
  async #checkAnswer(response: Response): Promise<{ response: Response; finding: RefreshFinding }> {
    const text = await response.text();
    const session = this.#core.state.session;
    let finding: RefreshFinding;
    try {
      if (!session) throw new Error('the session ended while the refresh was under way');
      const answer = JSON.parse(text) as { id_token?: unknown };
      const idToken = typeof answer.id_token === 'string' ? answer.id_token : undefined;
      const claims = await this.#provider.check(idToken, session.nonce, session.sub);
      finding = { kind: 'checked', idToken: idToken ?? '', claims };
    } catch (error) {
      const message = describe(error);
      this.#core.env.logError(`Token update failed: ${message}`);
      return { response: refusedAnswer(), finding: { kind: 'refused', error: { kind: 'token', message } } };
    }
    const checked = new Response(text, {
      status: 200,
      statusText: response.statusText,
      headers: response.headers,
    });
    return { response: checked, finding };
  }
}
