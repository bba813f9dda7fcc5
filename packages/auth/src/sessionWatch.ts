import type { ClientCore } from './core';
import type { CookieSupport } from './frames';
import type { Provider } from './provider';
import { REFRESH_FAILED_MESSAGE } from './refresh';

// Session watching: the provider's session status frame while a session is held (single sign-out), Keycloak's
// third-party-cookie check that frame and the silent check need, and the engine's own view of the session when it
// changes outside the client's flows.

/** The session status frame is asked every 5 s; any frame's answer is awaited 10 s (Keycloak's own timings). */
const SESSION_POLL_MS = 5_000;
const FRAME_ANSWER_MS = 10_000;

/** Watches the session of one client at the provider and in the engine. */
export class SessionWatch {
  readonly #core: ClientCore;
  readonly #provider: Provider;
  /** Whether the provider's cookies reach its frames in this browser (asked until the provider answers). */
  #cookiesInFrames: Promise<CookieSupport> | null = null;
  /** Stops the session status watch. */
  #stopWatch: (() => void) | null = null;
  /** Starts the watch again once the provider answers the cookie check (it did not, in an outage). */
  #watchLater: ReturnType<typeof setTimeout> | undefined;

  constructor(core: ClientCore, provider: Provider) {
    this.#core = core;
    this.#provider = provider;
  }

  /** Takes the start-up stage's answer to the cookie check for the page, unless one is known already. */
  cookiesKnown(support: CookieSupport): void {
    this.#cookiesInFrames ??= Promise.resolve(support);
  }

  /**
   * Whether the provider's cookies reach its frames here (Keycloak's third-party-cookie check). The answer is kept
   * for the page; no answer (the provider is down) is asked again next time.
   */
  thirdPartyCookies(): Promise<CookieSupport> {
    const meta = this.#provider.meta;
    if (!meta) return Promise.resolve('timeout');
    const check = (this.#cookiesInFrames ??= this.#core.env.thirdPartyCookies(
      `${meta.issuer}/protocol/openid-connect/3p-cookies/step1.html`,
      Math.min(FRAME_ANSWER_MS, this.#core.options.initTimeout),
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
   * Nothing happens while a watch runs already.
   */
  async watch(sessionState: string): Promise<void> {
    const frameUrl = this.#provider.meta?.checkSessionIframe;
    if (!frameUrl || this.#stopWatch || !this.#core.state.session) return;
    const cookies = await this.thirdPartyCookies();
    if (this.#stopWatch || !this.#core.state.session) return;
    if (cookies === 'timeout') {
      // The provider did not answer (an outage, say, during a reload): ask again, so single sign-out resumes once
      // it is back.
      clearTimeout(this.#watchLater);
      this.#watchLater = setTimeout(() => void this.watch(sessionState), SESSION_POLL_MS);
      return;
    }
    if (cookies !== 'supported') return;
    const { env } = this.#core;
    this.#stopWatch = env.watchSession(
      frameUrl,
      `${this.#core.clientId} ${sessionState}`,
      (status) => {
        if (status === 'changed') void this.#endedAtProvider();
        else if (status === 'error') {
          this.#stopWatch = null;
          env.logError('Session monitoring error: the provider refused to report this session');
        }
      },
      SESSION_POLL_MS,
      FRAME_ANSWER_MS,
    );
  }

  /** Stops the status watch, and its next attempt. */
  stop(): void {
    this.#stopWatch?.();
    this.#stopWatch = null;
    clearTimeout(this.#watchLater);
  }

  async #endedAtProvider(): Promise<void> {
    const core = this.#core;
    if (!core.state.session) return;
    this.#stopWatch = null;
    // The engine forgets the tokens first, so nothing of the session is left when the app learns it has ended.
    const leave = core.enterFlow();
    try {
      await core.purge();
    } finally {
      leave();
    }
    core.signOutLocally({
      kind: 'ended',
      message: 'the session ended at the identity provider (signed out there or in another application)',
    });
  }

  /**
   * The engine's own view changed outside the client's flows (another page of this tab refreshed or ended the
   * session, or the worker lost it): a token not checked yet is checked before the app sees it; a session gone is
   * gone here too.
   */
  async follow(event: string): Promise<void> {
    const core = this.#core;
    const engine = this.#provider.engine;
    const session = core.state.session;
    if (!engine || core.inFlow || !session) return;
    const tokens = engine.tokens;
    if (!tokens) {
      const refresh = event === 'refreshTokensAsync_error';
      if (refresh) core.env.logError(REFRESH_FAILED_MESSAGE);
      core.signOutLocally(
        refresh ? { kind: 'refresh', message: 'the session ended at the provider' } : undefined,
      );
      return;
    }
    if (tokens.idToken === session.idToken) return;
    const leave = core.enterFlow();
    try {
      const claims = await this.#provider.check(tokens.idToken, session.nonce, session.sub);
      core.adopt(tokens, claims, core.state.session ?? session);
    } catch (error) {
      await core.refuse('Token update failed', error);
    } finally {
      leave();
    }
  }
}
