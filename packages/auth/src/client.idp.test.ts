import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RunningIdp, startIdp } from '../../../apps/idp/src/server';
import { formAction, hiddenInput, TestBrowser } from '../../../apps/idp/src/testing/browser';
import type { AuthClient } from './client';
import { REFRESH_FAILED_MESSAGE } from './refresh';
import { hasRealmRole, hasResourceRole } from './claims';
import { getAuthState, getValidToken, provideClient } from './token';
import type { AuthOptions, AuthState } from './types';

// The real client and its engine (@axa-fr/react-oidc) against the real identity provider (apps/idp): no provider is
// mocked. jsdom stands in for the browser: every page load imports the package afresh (a new engine, as a new page
// has), a cookie-keeping TestBrowser walks the provider's pages, memory storage plays each tab's sessionStorage, and
// the silent check's hidden frame runs the package's real silent page, twice (its start, then the provider's answer).
// The DOM is jsdom's, set on Node's globals by hand: in Vitest's jsdom environment the provider, which runs in this
// process, fails to sign tokens (its Uint8Array checks meet the other realm's).

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost:3998/' });
const window = dom.window;
for (const name of ['window', 'document', 'navigator'] as const) {
  Object.defineProperty(globalThis, name, {
    value: name === 'window' ? window : window[name],
    configurable: true,
  });
}

const APP = 'http://localhost:3998';
let idp: RunningIdp;
let config: { url: string; realm: string; clientId: string };

/** Requests of the page (its fetch) and the engine's code exchanges, as `METHOD path grant_type`, of this test. */
const requests: string[] = [];
/** Every token the provider issued in this test: none may stay in storage once a session is refused or ended. */
const issued = new Set<string>();
/** Bodies of the engine's code exchanges. */
const exchanges: URLSearchParams[] = [];
const realFetch = globalThis.fetch;

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

async function control(path: string, method: string, body?: unknown) {
  const response = await realFetch(`${idp.url}/__lode/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}
const faults = (switches: Record<string, boolean>) => control('faults', 'PUT', switches);

/**
 * A tab's sessionStorage: jsdom's, one document per tab. The engine writes it as `storage[key] = value`, which only
 * a real Storage turns into items.
 */
const tabStorage = () => new JSDOM('', { url: `${APP}/` }).window.sessionStorage;

/** The tab whose page runs now: the silent check's frame opens in it. */
const running: { tab?: Tab } = {};

/** One browser tab: its sessionStorage, the cookies of its browser, and what the client did to it. */
class Tab {
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
    const { AuthClient } = await import('./client');
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

const tokenRequests = (grant: string) => requests.filter((r) => r.endsWith(` ${grant}`)).length;

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
    const { runSilentPage } = await import('./silent');
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
  if (answer.location?.startsWith(APP)) await visit(answer.location);
}

/** Walks the provider's login form for the last login redirect; resolves with the URL it sends the browser back to. */
async function submitLogin(tab: Tab, username: string, password = username): Promise<string> {
  const page = await tab.browser.navigate(tab.redirects.at(-1) ?? '', APP);
  if (page.location?.startsWith(APP)) return page.location;
  expect(page.status).toBe(200);
  const action = new URL(formAction(page.text, 'kc-form-login'), idp.url).href;
  const back = await tab.browser.navigate(action, APP, { form: { username, password } });
  expect(back.location?.startsWith(`${APP}/auth/callback?`)).toBe(true);
  return back.location ?? '';
}

/** A whole sign-in from the home page; resolves with the client of the page the callback loads. */
async function signIn(tab: Tab, username = 'demo', locale?: string): Promise<AuthClient> {
  const home = await tab.load();
  await home.start();
  await home.login({ locale });
  const callback = await tab.load(await submitLogin(tab, username));
  await callback.start();
  return callback;
}

/** Resolves with the next state of `client` that `accept` likes. */
function nextState(client: AuthClient, accept: (state: AuthState) => boolean): Promise<AuthState> {
  return new Promise((resolve) => {
    const stop = client.subscribe((state) => {
      if (accept(state)) {
        stop();
        resolve(state);
      }
    });
  });
}

describe('sign-in against the identity provider', () => {
  it('signs demo in and lands on the dashboard with its claims', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: true, available: true });
    expect(client.state.userInfo).toMatchObject({ preferred_username: 'demo', sub: expect.any(String) });
    expect(client.state.userInfo?.sid).toEqual(expect.any(String));
    expect(hasRealmRole(client.state.userInfo, 'miner')).toBe(true);
    expect(hasRealmRole(client.state.userInfo, 'admin')).toBe(false);
    expect(client.state.token).toEqual(expect.any(String));
    expect(tab.paths).toEqual(['/dashboard']);
    // Without a service worker the engine keeps the tokens in the tab's sessionStorage (the check of `storedTokens`).
    expect(tab.storedTokens().length).toBeGreaterThan(0);
    // The authorization request: code flow with PKCE S256, nonce and state, the answer in the query.
    const authorize = new URL(tab.redirects[0] ?? '');
    expect(authorize.pathname).toBe('/realms/lode/protocol/openid-connect/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'lode-web',
      redirect_uri: `${APP}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.has('response_mode')).toBe(false);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    // The exchange sends the verifier whose S256 digest is the challenge sent (the engine's 128 characters).
    const challenge = authorize.searchParams.get('code_challenge');
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const verifier = exchanges.at(-1)?.get('code_verifier') ?? '';
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    expect(tab.logs).toEqual([]);
    client.stop();
  });

  it('returns to the Russian dashboard with the provider page in Russian when signing in from Russian pages', async () => {
    const tab = new Tab();
    const home = await tab.load(`${APP}/ru`);
    await home.start();
    await home.login({ locale: 'ru' });
    expect(new URL(tab.redirects[0] ?? '').searchParams.get('ui_locales')).toBe('ru');
    const page = await tab.browser.navigate(tab.redirects[0] ?? '', APP);
    expect(page.text).toContain('lang="ru"');
    const callback = await tab.load(await submitLogin(tab, 'demo'));
    await callback.start();
    expect(tab.paths).toEqual(['/ru/dashboard']);
    callback.stop();
  });

  it('honours a same-origin returnTo and ignores one that would leave the site', async () => {
    for (const [returnTo, expected] of [
      ['/workers?tab=offline', '/workers?tab=offline'],
      ['//evil.example', '/dashboard'],
      ['https://evil.example/', '/dashboard'],
    ] as const) {
      const tab = new Tab();
      const home = await tab.load();
      await home.start();
      await home.login({ returnTo });
      const callback = await tab.load(await submitLogin(tab, 'demo'));
      await callback.start();
      expect(tab.paths).toEqual([expected]);
      callback.stop();
    }
  });

  it('starts one sign-in when asked twice at once, and returns where the first asked', async () => {
    // An app effect may ask again while the first sign-in waits on the provider: a second one would overwrite the
    // first's stored state and verifier, and the provider's answer to the first would be refused.
    const tab = new Tab();
    const home = await tab.load();
    await home.start();
    await Promise.all([home.login({ returnTo: '/workers?group=a' }), home.login({ returnTo: '/payouts' })]);
    expect(tab.redirects).toHaveLength(1);
    const callback = await tab.load(await submitLogin(tab, 'demo'));
    await callback.start();
    expect(tab.paths).toEqual(['/workers?group=a']);
    expect(callback.state.isAuthenticated).toBe(true);
    callback.stop();
  });

  it('registers a new user with prompt=create and signs them in', async () => {
    // The app's mapping from its locale names to language tags (the default sends the name as it is).
    const tab = new Tab(undefined, { uiLocales: (locale) => (locale === 'cn' ? 'zh-CN' : locale) });
    const home = await tab.load();
    await home.start();
    await home.register({ locale: 'cn' });
    const authorize = new URL(tab.redirects[0] ?? '');
    expect(authorize.searchParams.get('prompt')).toBe('create');
    expect(authorize.searchParams.get('ui_locales')).toBe('zh-CN');
    const page = await tab.browser.navigate(authorize.href, APP);
    const username = `miner${Date.now()}`;
    const action = new URL(formAction(page.text, 'kc-register-form'), idp.url).href;
    const back = await tab.browser.navigate(action, APP, {
      form: {
        firstName: 'New',
        lastName: 'Miner',
        email: `${username}@example.com`,
        username,
        password: 'correct horse battery',
        'password-confirm': 'correct horse battery',
      },
    });
    const callback = await tab.load(back.location ?? '');
    await callback.start();
    expect(callback.state.isAuthenticated).toBe(true);
    expect(callback.state.userInfo?.preferred_username).toBe(username);
    expect(tab.paths).toEqual(['/cn/dashboard']);
    callback.stop();
  });

  it('gives the role helpers what the demo users have', async () => {
    const admin = await signIn(new Tab(), 'admin');
    expect(hasRealmRole(admin.state.userInfo, 'admin')).toBe(true);
    expect(hasResourceRole(admin.state.userInfo, 'manage-pool', 'lode-web')).toBe(true);
    const banned = await signIn(new Tab(), 'banned');
    expect(hasRealmRole(banned.state.userInfo, 'banned')).toBe(true);
    expect(hasRealmRole(banned.state.userInfo, 'miner')).toBe(false);
    admin.stop();
    banned.stop();
  });
});

describe('start-up', () => {
  it('restores the session of the tab on reload, checked, without asking the provider', async () => {
    const tab = new Tab();
    const first = await signIn(tab);
    first.stop();
    requests.length = 0;
    const reloaded = await tab.load(`${APP}/dashboard`);
    await reloaded.start();
    expect(reloaded.state).toMatchObject({ initialized: true, isAuthenticated: true });
    expect(reloaded.state.userInfo?.preferred_username).toBe('demo');
    expect(requests).toEqual([]);
    expect(tab.logs).toEqual([]);
    reloaded.stop();
  });

  it('refuses and purges a restored session whose ID token was altered in storage', async () => {
    const tab = new Tab();
    const first = await signIn(tab);
    first.stop();
    // Another script of the page rewrites the engine's stored ID token: same claims, no signature.
    const idToken = first.state.idToken ?? '-';
    const key = [...Array(tab.storage.length).keys()]
      .map((i) => tab.storage.key(i) ?? '')
      .find((k) => (tab.storage.getItem(k) ?? '').includes(idToken));
    expect(key).toBeDefined();
    const [, payload] = idToken.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const stored = tab.storage.getItem(key ?? '') ?? '';
    tab.storage.setItem(key ?? '', stored.replaceAll(idToken, unsigned));
    const reloaded = await tab.load(`${APP}/dashboard`);
    await reloaded.start();
    expect(reloaded.state).toMatchObject({ initialized: true, isAuthenticated: false, token: undefined });
    expect(tab.logs).toEqual([
      expect.stringContaining('Keycloak initialization error: ID token refused (algorithm)'),
    ]);
    expect(tab.storedTokens()).toEqual([]);
  });

  it('finds the provider session through the silent check in a new tab of the same browser', async () => {
    const tab = new Tab();
    (await signIn(tab)).stop();
    const other = new Tab(tab.browser);
    const client = await other.load(`${APP}/faq`);
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: true });
    expect(client.state.userInfo?.preferred_username).toBe('demo');
    expect(other.redirects).toEqual([]);
    expect(other.paths).toEqual([]);
    expect(other.logs).toEqual([]);
    client.stop();
  });

  it('refuses and purges a token from the silent check that fails a check', async () => {
    const tab = new Tab();
    (await signIn(tab)).stop();
    await faults({ wrongAud: true });
    const other = new Tab(tab.browser);
    const client = await other.load(`${APP}/faq`);
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false, token: undefined });
    expect(other.logs).toEqual([expect.stringContaining('Login error: ID token refused (audience)')]);
    expect(other.storedTokens()).toEqual([]);
  });

  it('refuses a silent check callback without state before any code exchange', async () => {
    const tab = new Tab();
    (await signIn(tab)).stop();
    await faults({ callbackWithoutState: true });
    requests.length = 0;
    const other = new Tab(tab.browser);
    const client = await other.load(`${APP}/faq`);
    await client.start();
    expect(client.state.isAuthenticated).toBe(false);
    expect(tokenRequests('authorization_code')).toBe(0);
    expect(other.logs).toEqual([
      'Login error: the sign-in callback has no state; refused before any code exchange',
    ]);
  });

  it('settles signed out when nobody is signed in at the provider', async () => {
    const tab = new Tab();
    const client = await tab.load();
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false });
    expect(client.state.error).toBeUndefined();
    expect(tab.logs).toEqual([]);
  });

  it('settles signed out, with the initialization error logged, when the provider is down', async () => {
    await faults({ down: true });
    const tab = new Tab();
    const client = await tab.load();
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false });
    expect(client.state.error?.kind).toBe('unavailable');
    expect(tab.logs[0]).toMatch(/^Keycloak initialization error: /);
  });

  it('settles within the time-out when the provider accepts connections but never answers', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const tab = new Tab(undefined, { initTimeout: 300 });
    const client = await tab.load(`${APP}/`, {
      url: `http://127.0.0.1:${port}`,
      realm: 'lode',
      clientId: 'lode-web',
    });
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('does nothing inside a frame: no silent check, no request, settled signed out', async () => {
    const tab = new Tab();
    tab.inFrame = true;
    const client = await tab.load(`${APP}/dashboard`);
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false });
    expect(requests).toEqual([]);
  });

  it('reports sign-in unavailable for a missing or malformed configuration, without any request', async () => {
    for (const bad of [
      null,
      {},
      { url: 'localhost:8080', realm: 'lode', clientId: 'x' },
      { url: 'http://x' },
    ]) {
      const tab = new Tab();
      const client = await tab.load(`${APP}/`, bad);
      await client.start();
      expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false, available: false });
      expect(requests).toEqual([]);
    }
  });
});

describe('token checks at sign-in', () => {
  for (const [fault, check] of [
    ['wrongNonce', 'nonce'],
    ['missingNonce', 'nonce'],
    ['wrongAud', 'audience'],
    ['wrongIss', 'issuer'],
    ['badSignature', 'signature'],
    ['algNone', 'algorithm'],
    ['missingSub', 'subject'],
    ['iatInFuture', 'issued at'],
  ] as const) {
    it(`refuses a token with the ${fault} fault, naming the ${check} check, and keeps nothing`, async () => {
      await faults({ [fault]: true });
      const tab = new Tab();
      const client = await signIn(tab);
      expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false, token: undefined });
      expect(client.state.error?.kind).toBe('token');
      expect(tab.logs).toEqual([expect.stringContaining(`Login error: ID token refused (${check})`)]);
      expect(tab.storedTokens()).toEqual([]);
      expect(tab.storage.getItem('lode-auth:session')).toBeNull();
      expect(tab.paths).toEqual(['/']);
    });
  }

  it('accepts a validly signed token without a kid header', async () => {
    await faults({ noKid: true });
    const tab = new Tab();
    const client = await signIn(tab);
    expect(client.state.isAuthenticated).toBe(true);
    expect(tab.logs).toEqual([]);
    client.stop();
  });

  for (const fault of ['callbackWithoutState', 'callbackWrongState'] as const) {
    it(`refuses a callback with the ${fault} fault before any code exchange`, async () => {
      await faults({ [fault]: true });
      const tab = new Tab();
      const client = await signIn(tab);
      expect(client.state.isAuthenticated).toBe(false);
      expect(tokenRequests('authorization_code')).toBe(0);
      expect(tab.logs).toEqual([
        expect.stringMatching(/^Login error: the sign-in callback .*refused before any code exchange$/),
      ]);
    });
  }

  it('refuses a callback whose login started more than an hour ago', async () => {
    const tab = new Tab();
    const home = await tab.load();
    await home.start();
    await home.login();
    const back = await submitLogin(tab, 'demo');
    tab.clockOffset = 61 * 60 * 1000;
    const callback = await tab.load(back);
    await callback.start();
    expect(callback.state.isAuthenticated).toBe(false);
    expect(tokenRequests('authorization_code')).toBe(0);
    expect(tab.logs).toEqual([
      'Login error: this sign-in attempt started over an hour ago and has expired; sign in again',
    ]);
  });

  it('restarts login once on authentication_expired, then gives up on the home page', async () => {
    await faults({ authenticationExpired: true });
    const tab = new Tab();
    const home = await tab.load(`${APP}/ru/faq`);
    await home.start();
    await home.login({ locale: 'ru', returnTo: '/ru/workers' });
    const first = await tab.browser.navigate(tab.redirects[0] ?? '', APP);
    const callback = await tab.load(first.location ?? '');
    await callback.start();
    expect(tab.redirects).toHaveLength(2);
    const restarted = new URL(tab.redirects[1] ?? '');
    expect(restarted.searchParams.get('ui_locales')).toBe('ru');
    const second = await tab.browser.navigate(restarted.href, APP);
    const again = await tab.load(second.location ?? '');
    await again.start();
    expect(tab.redirects).toHaveLength(2);
    expect(again.state.isAuthenticated).toBe(false);
    expect(tab.paths).toEqual(['/']);
    // With the fault gone, the login restarted earlier still returns to where the user was going.
    await faults({ authenticationExpired: false });
    const retry = await tab.load(`${APP}/ru/faq`);
    await retry.start();
    await retry.login({ locale: 'ru', returnTo: '/ru/workers' });
    const done = await tab.load(await submitLogin(tab, 'demo'));
    await done.start();
    expect(done.state.isAuthenticated).toBe(true);
    expect(tab.paths).toEqual(['/', '/ru/workers']);
    done.stop();
  });
});

describe('refresh', () => {
  it('refreshes on its timer before the access token expires and keeps the user signed in', async () => {
    await control('settings', 'PUT', { accessTokenTtl: 3 });
    const tab = new Tab(undefined, { refreshInterval: 0.2, minValidity: 2 });
    const client = await signIn(tab);
    const first = client.state.token;
    const renewed = await nextState(client, (s) => s.token !== first);
    expect(renewed.isAuthenticated).toBe(true);
    expect(tokenRequests('refresh_token')).toBeGreaterThanOrEqual(1);
    expect(tab.logs).toEqual([]);
    client.stop();
  });

  it('signs out with the spec message when the refresh answers 400', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    await faults({ refresh400: true });
    expect(await client.updateToken(Number.POSITIVE_INFINITY)).toBe(false);
    expect(client.state).toMatchObject({ isAuthenticated: false, token: undefined });
    expect(tab.logs).toEqual([REFRESH_FAILED_MESSAGE]);
    expect((await tab.load(`${APP}/`)).state.isAuthenticated).toBe(false);
    expect(tab.storage.getItem('lode-auth:session')).toBeNull();
    expect(tab.storedTokens()).toEqual([]);
  });

  for (const [fault, check] of [
    ['wrongNonce', 'nonce'],
    ['missingNonce', 'nonce'],
    ['refreshChangesSub', 'subject changed'],
    ['badSignature', 'signature'],
    ['wrongAud', 'audience'],
  ] as const) {
    it(`signs out when a refreshed token fails the ${check} check (${fault})`, async () => {
      const tab = new Tab();
      const client = await signIn(tab);
      await faults({ [fault]: true });
      expect(await client.updateToken(Number.POSITIVE_INFINITY)).toBe(false);
      expect(client.state.isAuthenticated).toBe(false);
      expect(tab.logs).toEqual([expect.stringContaining(`Token update failed: ID token refused (${check})`)]);
      expect(tab.storage.getItem('lode-auth:session')).toBeNull();
      expect(tab.storedTokens()).toEqual([]);
    });
  }

  it('keeps the session through a provider outage until the access token expires, asking once per check', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    await faults({ down: true });
    expect(await client.updateToken(Number.POSITIVE_INFINITY)).toBe(true);
    expect(client.state.isAuthenticated).toBe(true);
    expect(tokenRequests('refresh_token')).toBe(1);
    tab.clockOffset = 301 * 1000;
    expect(await client.updateToken()).toBe(false);
    expect(client.state.isAuthenticated).toBe(false);
    expect(client.state.error?.kind).toBe('unreachable');
    expect(tokenRequests('refresh_token')).toBe(2);
    expect(tab.logs).toEqual([REFRESH_FAILED_MESSAGE]);
    expect(tab.storedTokens()).toEqual([]);
  });

  it('keeps the session while the provider does not answer at all, and refreshes once it is back', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    const first = client.state.token;
    await idp.pause();
    try {
      // Refused on the network: the token still works, so the session stays and nothing is said.
      expect(await client.updateToken(Number.POSITIVE_INFINITY)).toBe(true);
      expect(client.state).toMatchObject({ isAuthenticated: true, token: first, error: undefined });
      expect(tab.logs).toEqual([]);
    } finally {
      await idp.resume();
    }
    // The next check asks again at once and gets new tokens, without a new sign-in.
    await client.updateToken(Number.POSITIVE_INFINITY);
    await expect.poll(() => client.state.token).not.toBe(first);
    expect(client.state).toMatchObject({ isAuthenticated: true, error: undefined });
    expect(tab.logs).toEqual([]);
    client.stop();
  });

  it('restores the session on a reload during the outage, and watches the provider session again once it is back', async () => {
    const tab = new Tab();
    const signedIn = await signIn(tab);
    await expect.poll(() => tab.watches).toBe(1);
    signedIn.stop();
    await idp.pause();
    let reloaded: AuthClient;
    try {
      reloaded = await tab.load();
      await reloaded.start();
      expect(reloaded.state).toMatchObject({ isAuthenticated: true, error: undefined });
      // The cookie check before the status frame found nobody answering: no watch yet.
      expect(tab.watches).toBe(1);
    } finally {
      await idp.resume();
    }
    await expect.poll(() => tab.watches, { timeout: 15_000 }).toBe(2);
    expect(tab.logs).toEqual([]);
    reloaded.stop();
  });

  it('ends the session as unreachable when the access token expires with the provider still not answering', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    await idp.pause();
    try {
      tab.clockOffset = 301 * 1000;
      expect(await client.updateToken()).toBe(false);
      expect(client.state).toMatchObject({ isAuthenticated: false, token: undefined });
      expect(client.state.error).toMatchObject({ kind: 'unreachable' });
      expect(client.state.error?.attempt).toBeUndefined();
      // Code outside React reads the same at once (an API call that found no token).
      provideClient(client);
      expect(getAuthState()?.error?.kind).toBe('unreachable');
      expect(tab.logs).toEqual([REFRESH_FAILED_MESSAGE]);
      expect(tab.storedTokens()).toEqual([]);
    } finally {
      await idp.resume();
    }
  });

  it('gives code outside React a checked token through getValidToken, refreshing first when asked to', async () => {
    await control('settings', 'PUT', { accessTokenTtl: 60 });
    const tab = new Tab();
    const client = await signIn(tab);
    provideClient(client);
    expect(await getValidToken()).toBe(client.state.token);
    const before = client.state.token;
    const renewed = await getValidToken(Number.POSITIVE_INFINITY);
    expect(renewed).toEqual(expect.any(String));
    expect(renewed).not.toBe(before);
    expect(renewed).toBe(client.state.token);
    await faults({ refresh400: true });
    expect(await getValidToken(Number.POSITIVE_INFINITY)).toBeUndefined();
    client.stop();
  });
});

describe('sign-in while the provider does not answer', () => {
  it('stays on the page and says the provider is unreachable, even with its discovery document kept', async () => {
    const tab = new Tab();
    // A page that has read the provider's discovery document before the outage (it is kept an hour).
    const before = await tab.load();
    await before.start();
    const page = await tab.load();
    await page.start();
    await idp.pause();
    try {
      await page.login({ returnTo: '/workers', locale: 'ru' });
      expect(tab.redirects).toEqual([]);
      expect(page.state.error).toMatchObject({
        kind: 'unreachable',
        attempt: { action: 'login', options: { returnTo: '/workers', locale: 'ru' } },
      });
      await page.register({ locale: 'en' });
      expect(tab.redirects).toEqual([]);
      expect(page.state.error?.attempt?.action).toBe('register');
      expect(tab.logs.every((line) => line.startsWith('Login error: '))).toBe(true);
    } finally {
      await idp.resume();
    }
    // Back: the same attempt goes to the provider's login page.
    await page.login({ returnTo: '/workers', locale: 'ru' });
    expect(tab.redirects).toHaveLength(1);
    expect(tab.redirects[0]).toContain('/protocol/openid-connect/auth?');
  });

  it('keeps saying unreachable when the start-up check fails after the sign-in clicked meanwhile', async () => {
    const tab = new Tab();
    await idp.pause();
    try {
      const page = await tab.load();
      const started = page.start();
      await page.login();
      await started;
      expect(tab.redirects).toEqual([]);
      expect(page.state).toMatchObject({ initialized: true, error: { kind: 'unreachable' } });
    } finally {
      await idp.resume();
    }
  });

  it('says so for a page that has never reached the provider, within the sign-in time-out', async () => {
    const tab = new Tab();
    await idp.pause();
    try {
      const page = await tab.load();
      await page.start();
      const asked = Date.now();
      await page.login();
      expect(Date.now() - asked).toBeLessThan(5_000);
      expect(tab.redirects).toEqual([]);
      expect(page.state.error?.kind).toBe('unreachable');
    } finally {
      await idp.resume();
    }
  });
});

describe('the provider session', () => {
  it('signs the tab out and says so when the session ends at the provider (session status frame)', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    // The watch starts once the cookie check has answered.
    await vi.waitFor(() => expect(tab.watches).toBe(1));
    // Signed out at the provider, in another tab of the same browser: its logout page's form, posted.
    const page = await tab.browser.request(`${idp.issuer}/protocol/openid-connect/logout?client_id=lode-web`);
    await tab.browser.navigate(new URL(formAction(page.text, 'op.logoutForm'), idp.url).href, APP, {
      form: { xsrf: hiddenInput(page.text, 'xsrf') ?? '', logout: 'yes' },
    });
    const ended = await nextState(client, (s) => !s.isAuthenticated);
    expect(ended.error?.kind).toBe('ended');
    expect(ended.token).toBeUndefined();
    expect(tab.storage.getItem('lode-auth:session')).toBeNull();
    expect(tab.storedTokens()).toEqual([]);
    expect(tab.logs).toEqual([]);
  });

  it('skips the silent check and watches nothing where the provider cookies do not reach its frames', async () => {
    const tab = new Tab();
    (await signIn(tab)).stop();
    await faults({ thirdPartyCookiesBlocked: true });
    const other = new Tab(tab.browser);
    const client = await other.load(`${APP}/faq`);
    const started = Date.now();
    await client.start();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false });
    expect(other.silentFrames).toBe(0);
    expect(other.logs).toEqual([]);
  });

  it('takes the display name from userinfo when the ID token has none', async () => {
    await faults({ idTokenWithoutProfile: true });
    const tab = new Tab();
    const client = await signIn(tab);
    const named = client.state.userInfo?.preferred_username
      ? client.state
      : await nextState(client, (s) => s.userInfo?.preferred_username !== undefined);
    expect(named.userInfo).toMatchObject({ preferred_username: 'demo', name: 'Demo Miner' });
    expect(named.userInfo?.sub).toBe(client.state.userInfo?.sub);
    expect(requests).toContain('GET /realms/lode/protocol/openid-connect/userinfo');
    expect(tab.logs).toEqual([]);
    client.stop();
  });

  it('refuses a userinfo answer about another subject', async () => {
    await faults({ idTokenWithoutProfile: true, userinfoOtherSub: true });
    const tab = new Tab();
    const client = await signIn(tab);
    await vi.waitFor(() => expect(tab.logs).toEqual([expect.stringContaining('userinfo refused (subject)')]));
    expect(client.state.isAuthenticated).toBe(true);
    expect(client.state.userInfo).not.toHaveProperty('preferred_username');
    client.stop();
  });

  it('asks userinfo nothing when the ID token names the user', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    expect(requests.filter((r) => r.includes('/userinfo'))).toEqual([]);
    client.stop();
  });
});

describe('logout', () => {
  it('revokes the refresh token and ends the provider session, returning to the origin', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    const idToken = client.state.idToken;
    const refreshToken = [...issued].find((token) => token.split('.').length !== 3);
    expect(refreshToken).toBeDefined();
    await client.logout();
    expect(client.state.isAuthenticated).toBe(false);
    expect(tab.storage.getItem('lode-auth:session')).toBeNull();
    expect(tab.storedTokens()).toEqual([]);
    expect(requests).toContain('POST /realms/lode/protocol/openid-connect/revoke');
    // The revoked refresh token no longer works.
    const reuse = await realFetch(`${idp.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken ?? '',
        client_id: 'lode-web',
      }),
    });
    expect(reuse.status).toBe(400);
    const logout = new URL(tab.redirects.at(-1) ?? '');
    expect(logout.pathname).toBe('/realms/lode/protocol/openid-connect/logout');
    expect(Object.fromEntries(logout.searchParams)).toEqual({
      id_token_hint: idToken,
      client_id: 'lode-web',
      post_logout_redirect_uri: `${APP}/`,
    });
    // The provider's logout page submits itself (no confirmation to click); a script-less browser posts its form.
    const page = await tab.browser.request(logout.href);
    const back = await tab.browser.navigate(
      new URL(formAction(page.text, 'op.logoutForm'), idp.url).href,
      APP,
      {
        form: { xsrf: hiddenInput(page.text, 'xsrf') ?? '', logout: 'yes' },
      },
    );
    expect(back.location).toBe(`${APP}/`);
    // The provider session is over: a silent check now finds nobody.
    const after = await tab.load();
    await after.start();
    expect(after.state.isAuthenticated).toBe(false);
    expect(tab.logs).toEqual([]);
  });
});
