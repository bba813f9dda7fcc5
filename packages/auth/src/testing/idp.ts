import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { type RunningIdp, startIdp } from '../../../../apps/idp/src/server';
import { leadsTo, postLoginForm, TestBrowser } from '../../../../apps/idp/src/testing';
import type { AuthClient } from '../client';
import type { AuthOptions, AuthState } from '../types';

// The page of the `*.idp.test.ts` files: the real client and its engine (@axa-fr/react-oidc) against the real identity
// provider (apps/idp), no provider mocked. jsdom stands in for the browser: every page load imports the package afresh
// (a new engine, as a new page has), a cookie-keeping TestBrowser walks the provider's pages, memory storage plays each
// tab's sessionStorage, and the silent check's hidden frame runs the package's real silent page, twice (its start,
// then the provider's answer). The DOM is jsdom's, set on Node's globals by hand when a test file imports this: in
// Vitest's jsdom environment the provider, which runs in the same process, fails to sign tokens (its Uint8Array checks
// meet the other realm's). Each test file starts a provider of its own (`setUpIdp`).

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost:3998/' });
const window = dom.window;
for (const name of ['window', 'document', 'navigator'] as const) {
  Object.defineProperty(globalThis, name, {
    value: name === 'window' ? window : window[name],
    configurable: true,
  });
}

export const APP = 'http://localhost:3998';
export let idp: RunningIdp;
let config: { url: string; realm: string; clientId: string };

/** Requests of the page (its fetch) and the engine's code exchanges, as `METHOD path grant_type`, of this test. */
export const requests: string[] = [];
/** Every token the provider issued in this test: none may stay in storage once a session is refused or ended. */
export const issued = new Set<string>();
/** Bodies of the engine's code exchanges. */
export const exchanges: URLSearchParams[] = [];
export const realFetch = globalThis.fetch;

async function observe(input: RequestInfo | URL, init: RequestInit | undefined, record: boolean) {
  const target = new URL(input instanceof Request ? input.url : String(input));
  const form = typeof init?.body === 'string' ? new URLSearchParams(init.body) : null;
  const grant = form?.get('grant_type');
  if (record) requests.push(`${init?.method ?? 'GET'} ${target.pathname}${grant ? ` ${grant}` : ''}`);
  const response = await realFetch(input, init);
  if (target.pathname.endsWith('/protocol/openid-connect/token') && response.ok) {
    const body = (await response.clone().json()) as Record<string, unknown>;
    for (const name of ['access_token', 'refresh_token', 'id_token']) {
      const token = body[name];
      if (typeof token === 'string') issued.add(token);
    }
  }
  return response;
}

/** Starts the provider for the test file, watches for the engine's frames, and resets what each test records. */
export function setUpIdp(): void {
  beforeAll(async () => {
    idp = await startIdp({ port: 0, appOrigin: APP, testControls: true });
    config = { url: idp.url, realm: 'lode', clientId: 'lode-web' };
    // The engine exchanges codes with the global fetch; the provider's pages (TestBrowser) use it too.
    globalThis.fetch = (input, init) => {
      const target = new URL(input instanceof Request ? input.url : String(input));
      const form = typeof init?.body === 'string' ? new URLSearchParams(init.body) : null;
      const exchange = target.pathname.endsWith('/protocol/openid-connect/token') && init?.method === 'POST';
      if (exchange && form) exchanges.push(form);
      return observe(input, init, exchange);
    };
    watchFrames();
    // The package and its engine are transformed once here, not inside the first test's time limit: each page load
    // after it evaluates them afresh from that transform.
    await Promise.all([import('../client'), import('../silent')]);
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await idp.close();
  });
  beforeEach(() => {
    requests.length = 0;
    exchanges.length = 0;
    issued.clear();
  });
  afterEach(async () => {
    await control('faults', 'DELETE');
    await control('settings', 'PUT', { accessTokenTtl: 300, refreshTokenTtl: 1800 });
  });
}

export async function control(path: string, method: string, body?: unknown) {
  const response = await realFetch(`${idp.url}/__lode/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}
export const faults = (switches: Record<string, boolean>) => control('faults', 'PUT', switches);

/**
 * A tab's sessionStorage: jsdom's, one document per tab. The engine writes it as `storage[key] = value`, which only
 * a real Storage turns into items.
 */
const tabStorage = () => new JSDOM('', { url: `${APP}/` }).window.sessionStorage;

/** The tab whose page runs now: the silent check's frame opens in it. */
const running: { tab?: Tab } = {};

/** One browser tab: its sessionStorage, the cookies of its browser, and what the client did to it. */
export class Tab {
  readonly storage = tabStorage();
  readonly logs: string[] = [];
  readonly redirects: string[] = [];
  readonly paths: string[] = [];
  clockOffset = 0;
  readonly browser: TestBrowser;
  readonly options: AuthOptions;

  constructor(browser = new TestBrowser(), options: AuthOptions = {}) {
    this.browser = browser;
    this.options = options;
  }

  /** Whether the page runs inside a frame. */
  inFrame = false;

  /** How many session status watches the tab's pages started. */
  watches = 0;

  /** How many silent check frames the tab's pages opened. */
  silentFrames = 0;

  readonly now = () => Date.now() + this.clockOffset;

  /** A page load at `url`: the package and its engine loaded afresh, on this tab's storage. */
  async load(url = `${APP}/`, withConfig: unknown = config): Promise<AuthClient> {
    vi.resetModules();
    const { AuthClient } = await import('../client');
    running.tab = this;
    return new AuthClient(
      withConfig,
      {
        fetch: (input, init) => observe(input, init, true),
        storage: this.storage,
        origin: APP,
        currentUrl: () => url,
        redirect: (to) => void this.redirects.push(to),
        replacePath: (path) => void this.paths.push(path),
        inFrame: this.inFrame,
        serviceWorkers: false,
        // The provider's two frames, as their scripts run in a browser (apps/idp/src/sessionStatus.ts): step 1 sets
        // two test cookies and step 2 reads them; the status frame compares the browser-state cookie's session state
        // with the one the page names. The TestBrowser keeps the provider's cookies, frames included, as it is told.
        thirdPartyCookies: async (step1) => {
          const step2 = new URL('step2.html', step1).href;
          for (const name of ['KEYCLOAK_3P_COOKIE_SAMESITE', 'KEYCLOAK_3P_COOKIE']) {
            this.browser.scriptCookie(step1, `${name}=supported; Max-Age=60`);
          }
          // A provider that does not answer leaves the frame without an answer, as in a browser: a time-out.
          if (
            !(await this.browser.request(step2).then(
              () => true,
              () => false,
            ))
          )
            return 'timeout';
          return this.browser.cookie('KEYCLOAK_3P_COOKIE', step2) === undefined ? 'unsupported' : 'supported';
        },
        watchSession: (frameUrl, message, onStatus) => {
          const state = message.split(' ')[1];
          this.watches += 1;
          const timer = setInterval(() => {
            if ((this.browser.cookie('KEYCLOAK_SESSION', frameUrl) ?? '').split('/')[2] === state) return;
            clearInterval(timer);
            onStatus('changed');
          }, 50);
          return () => clearInterval(timer);
        },
        now: this.now,
        logError: (message) => void this.logs.push(message),
      },
      { initTimeout: 5000, ...this.options },
    );
  }

  /** The values in this tab's storage that hold a token the provider issued. */
  storedTokens(): string[] {
    const values = [...Array(this.storage.length).keys()].map(
      (i) => this.storage.getItem(this.storage.key(i) ?? '') ?? '',
    );
    return values.filter((value) => [...issued].some((token) => value.includes(token)));
  }
}

export const tokenRequests = (grant: string) => requests.filter((r) => r.endsWith(` ${grant}`)).length;

/**
 * The silent check's frame: when the engine adds its iframe to the page, the package's silent page runs at the
 * frame's address, the TestBrowser follows it to the provider and back, and the silent page runs again at the
 * answer. Messages it posts reach the page as from the frame, as a browser delivers them.
 */
function watchFrames() {
  new window.MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof window.HTMLIFrameElement && running.tab) void runFrame(running.tab, node);
      }
    }
  }).observe(window.document.body, { childList: true });
}

async function runFrame(tab: Tab, frame: HTMLIFrameElement) {
  tab.silentFrames += 1;
  const post = (data: string) =>
    window.dispatchEvent(
      new window.MessageEvent('message', { data, origin: APP, source: frame.contentWindow }),
    );
  const visit = async (href: string) => {
    vi.resetModules();
    const { runSilentPage } = await import('../silent');
    let next: string | undefined;
    // The engine posts its tokens to `window.parent`; in the frame that is the page.
    const parent = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { value: { postMessage: post }, configurable: true });
    try {
      await runSilentPage({
        href,
        storage: tab.storage,
        origin: APP,
        open: (url) => {
          next = url;
        },
        post,
        now: tab.now,
      });
    } finally {
      if (parent) Object.defineProperty(window, 'parent', parent);
    }
    return next;
  };
  const toProvider = await visit(frame.getAttribute('src') ?? '');
  if (!toProvider) return;
  const answer = await tab.browser.navigate(toProvider, APP);
  if (answer.location && leadsTo(answer.location, APP)) await visit(answer.location);
}

/** Walks the provider's login form for the last login redirect; resolves with the URL it sends the browser back to. */
export async function submitLogin(tab: Tab, username: string, password = username): Promise<string> {
  const page = await tab.browser.navigate(tab.redirects.at(-1) ?? '', APP);
  if (page.location && leadsTo(page.location, APP)) return page.location;
  expect(page.status).toBe(200);
  const back = await postLoginForm(tab.browser, page, APP, username, password);
  expect(back.location?.startsWith(`${APP}/auth/callback?`)).toBe(true);
  return back.location ?? '';
}

/** A whole sign-in from the home page; resolves with the client of the page the callback loads. */
export async function signIn(tab: Tab, username = 'demo', locale?: string): Promise<AuthClient> {
  const home = await tab.load();
  await home.start();
  await home.login({ locale });
  const callback = await tab.load(await submitLogin(tab, username));
  await callback.start();
  return callback;
}

/** Resolves with the next state of `client` that `accept` likes. */
export function nextState(client: AuthClient, accept: (state: AuthState) => boolean): Promise<AuthState> {
  return new Promise((resolve) => {
    const stop = client.subscribe((state) => {
      if (accept(state)) {
        stop();
        resolve(state);
      }
    });
  });
}
