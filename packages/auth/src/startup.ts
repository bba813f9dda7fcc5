import type { Claims } from './claims';
import { describe, type ClientCore, type Engine } from './core';
import { REFUSED_MARK } from './engine';
import { PENDING_PREFIX, parsePending } from './pending';
import type { Provider } from './provider';
import type { Refresh } from './refresh';
import { clearSession, readSession } from './session';
import type { SessionWatch } from './sessionWatch';
import { newPending, type SignIn } from './signIn';
import type { StartMode } from './types';

// Start-up: once per page, the engine's client finishes a sign-in callback, or restores this tab's session, or asks
// the provider by the silent check whether the browser is signed in there, and settles within `initTimeout`.

/** What start-up drives: the flows it begins with. */
export interface StartupFlows {
  provider: Provider;
  refresh: Refresh;
  watch: SessionWatch;
  signIn: SignIn;
}

/** The start-up of one client. */
export class Startup {
  readonly #core: ClientCore;
  readonly #flows: StartupFlows;
  #started: Promise<void> | null = null;
  /** The silent check under way: the engine would answer a login started meanwhile with the check's own promise. */
  #checking: Promise<void> = Promise.resolve();

  constructor(core: ClientCore, flows: StartupFlows) {
    this.#core = core;
    this.#flows = flows;
  }

  /**
   * Starts once: finishes a sign-in callback, or restores this tab's session, or runs the silent check (unless `mode`
   * says the start-up stage found no session). Resolves when the state is initialized: at the latest after
   * `initTimeout`, even with the provider unreachable.
   */
  start(mode: StartMode): Promise<void> {
    this.#started ??= this.#start(mode);
    return this.#started;
  }

  /** Resolves once start-up (when `afterStart`, and it has begun) and its silent check are over. */
  async over(afterStart: boolean): Promise<void> {
    if (afterStart) await this.#started;
    await this.#checking;
  }

  async #start(mode: StartMode): Promise<void> {
    const core = this.#core;
    if (!core.config) return;
    if (core.env.inFrame) {
      core.dispatch({ type: 'initialized' });
      return;
    }
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, core.options.initTimeout);
    });
    const leave = core.enterFlow();
    const work = this.#work(mode)
      .catch((error: unknown) => {
        core.env.logError(`Keycloak initialization error: ${describe(error)}`);
        core.dispatch({ type: 'start-failed', error: { kind: 'unavailable', message: describe(error) } });
      })
      .finally(leave);
    await Promise.race([work, deadline]);
    clearTimeout(timeout);
    core.dispatch({ type: 'initialized' });
  }

  async #work(mode: StartMode): Promise<void> {
    const { env, options } = this.#core;
    const { provider, watch, signIn } = this.#flows;
    const url = new URL(env.currentUrl());
    const engine = await provider.engineReady();
    if (url.pathname === options.callbackPath) {
      await signIn.finishCallback(url);
      return;
    }
    if (await this.#restore(engine)) return;
    if (mode.silentCheck === false) return;
    // The start-up stage ran the cookie check already: its answer stands for the page (and for session monitoring).
    if (mode.thirdPartyCookies === 'supported') watch.cookiesKnown('supported');
    // A login started meanwhile waits for all of it: the silent frame writes the engine's login state in this tab.
    const check = (async () => {
      // Where the provider's cookies never reach its frames, the silent check could only time out: signed out at once.
      if ((await watch.thirdPartyCookies()) === 'unsupported' || this.#core.state.leaving) return;
      await this.#silentCheck(engine);
    })();
    this.#checking = check.catch(() => {});
    await check;
  }

  /** Takes up the session the engine keeps for this tab again, checked like a new one (after a step-up that failed). */
  async restore(): Promise<boolean> {
    return this.#restore(await this.#flows.provider.engineReady());
  }

  /** A session the engine kept for this tab (its worker or storage), checked like a new one. */
  async #restore(engine: Engine): Promise<boolean> {
    const core = this.#core;
    const record = readSession(core.env.storage);
    const restored = await engine.tryKeepExistingSessionAsync().catch(() => false);
    const tokens = engine.tokens;
    if (!restored || !tokens) {
      if (record) clearSession(core.env.storage);
      return false;
    }
    if (!record) {
      // Tokens without the record of their checks (left by an older page): never used, purged.
      await core.purge();
      return false;
    }
    core.dispatch({ type: 'checking' });
    let claims: Claims;
    try {
      claims = await this.#flows.provider.check(tokens.idToken, record.nonce, record.sub, true);
    } catch (error) {
      await core.refuse('Keycloak initialization error', error);
      return true;
    }
    const expiresAt = tokens.expiresAt * 1000;
    if (expiresAt <= core.env.now()) {
      // An expired token is renewed before the app sees anything; the renewal's answer is checked as usual.
      core.dispatch({ type: 'refreshing', session: { ...record, idToken: tokens.idToken, expiresAt } });
      await this.#flows.refresh.refresh();
      return true;
    }
    core.adopt(tokens, claims, record);
    // During an outage this settles as soon as the first attempt fails: the token still works meanwhile.
    await this.#flows.refresh.updateToken();
    return true;
  }

  async #silentCheck(engine: Engine): Promise<void> {
    const core = this.#core;
    const { env } = core;
    const pending = newPending(env.now(), true, '/');
    core.pending.save(pending);
    // The engine's frame loads the silent page with these as its query; the page refuses a callback whose state is
    // not one of this tab's pending ones, before any code exchange.
    const outcome = await engine.loginAsync(
      undefined,
      { state: pending.state, nonce: pending.nonce },
      false,
      undefined,
      true,
    );
    const taken = env.storage.getItem(PENDING_PREFIX + pending.state);
    const sessionState = taken === null ? undefined : parsePending(taken)?.sessionState;
    env.storage.removeItem(PENDING_PREFIX + pending.state);
    const tokens = engine.tokens;
    if (!tokens) {
      // Nobody signed in (`login_required`), or the frame refused a callback: only the latter is worth a line.
      const message = outcome instanceof Error ? outcome.message : '';
      if (message.startsWith(REFUSED_MARK)) {
        const reason = message.slice(REFUSED_MARK.length);
        env.logError(`Login error: ${reason}`);
        core.dispatch({ type: 'failed', error: { kind: 'login', message: reason } });
      }
      return;
    }
    core.dispatch({ type: 'checking' });
    try {
      const claims = await this.#flows.provider.check(tokens.idToken, pending.nonce);
      core.adopt(tokens, claims, { nonce: pending.nonce, sub: claims.sub, sessionState });
    } catch (error) {
      await core.refuse('Login error', error);
    }
  }
}
