import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIdp, startIdp } from '../../../apps/idp/src/server';
import { formAction, hiddenInput, TestBrowser } from '../../../apps/idp/src/testing/browser';
import { AuthClient, type AuthOptions, type AuthState, REFRESH_FAILED_MESSAGE } from './client';
import { hasRealmRole, hasResourceRole } from './claims';

// The real client against the real identity provider (apps/idp): no provider is mocked. Node stands in for the
// browser: a cookie-keeping TestBrowser walks the provider's pages, and memory storage plays sessionStorage.

const APP = 'http://localhost:3998';
let idp: RunningIdp;
let config: { url: string; realm: string; clientId: string };

beforeAll(async () => {
  idp = await startIdp({ port: 0, appOrigin: APP, testControls: true });
  config = { url: idp.url, realm: 'lode', clientId: 'lode-web' };
});
afterAll(() => idp.close());
afterEach(async () => {
  await control('faults', 'DELETE');
  await control('settings', 'PUT', { accessTokenTtl: 300, refreshTokenTtl: 1800 });
});

async function control(path: string, method: string, body?: unknown) {
  const response = await fetch(`${idp.url}/__lode/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}
const faults = (switches: Record<string, boolean>) => control('faults', 'PUT', switches);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** One browser tab: its sessionStorage, the cookies of its browser, and what the client did to it. */
class Tab {
  readonly storage = memoryStorage();
  readonly logs: string[] = [];
  readonly redirects: string[] = [];
  readonly paths: string[] = [];
  /** Requests the client sent, as `METHOD path grant_type`. */
  readonly requests: string[] = [];
  clockOffset = 0;
  readonly browser: TestBrowser;
  readonly options: AuthOptions;

  constructor(browser = new TestBrowser(), options: AuthOptions = {}) {
    this.browser = browser;
    this.options = options;
  }

  /** Whether the page runs inside a frame. */
  inFrame = false;

  /** A page load at `url`: a new client on this tab's storage. */
  load(url = `${APP}/`, withConfig: unknown = config): AuthClient {
    return new AuthClient(
      withConfig,
      {
        fetch: async (input, init) => {
          const target = new URL(input instanceof Request ? input.url : String(input));
          const grant = init?.body ? new URLSearchParams(String(init.body)).get('grant_type') : null;
          this.requests.push(`${init?.method ?? 'GET'} ${target.pathname}${grant ? ` ${grant}` : ''}`);
          return fetch(input, init);
        },
        storage: this.storage,
        origin: APP,
        currentUrl: () => url,
        redirect: (to) => void this.redirects.push(to),
        replacePath: (path) => void this.paths.push(path),
        loadHidden: async (to) => {
          const answer = await this.browser.navigate(to, APP);
          if (!answer.location?.startsWith(APP)) throw new Error(`the silent check ended at ${to}`);
          return answer.location;
        },
        inFrame: this.inFrame,
        now: () => Date.now() + this.clockOffset,
        logError: (message) => void this.logs.push(message),
      },
      { initTimeout: 5000, ...this.options },
    );
  }

  tokenRequests(grant: string) {
    return this.requests.filter((r) => r.endsWith(` ${grant}`)).length;
  }
}

/** Walks the provider's login form for the last login redirect; resolves with the URL it sends the browser back to. */
async function submitLogin(tab: Tab, username: string, password = username): Promise<string> {
  const page = await tab.browser.navigate(tab.redirects.at(-1) ?? '', APP);
  if (page.location?.startsWith(APP)) return page.location;
  expect(page.status).toBe(200);
  const action = new URL(formAction(page.text, 'kc-form-login'), idp.url).href;
  const back = await tab.browser.navigate(action, APP, { form: { username, password } });
  expect(back.location?.startsWith(`${APP}/auth/callback#`)).toBe(true);
  return back.location ?? '';
}

/** A whole sign-in from the home page; resolves with the client of the page the callback loads. */
async function signIn(tab: Tab, username = 'demo', locale?: string): Promise<AuthClient> {
  const home = tab.load();
  await home.start();
  await home.login({ locale });
  const callback = tab.load(await submitLogin(tab, username));
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
  it('signs demo in and lands on the dashboard with the claims of spec.md §3', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: true, available: true });
    expect(client.state.userInfo).toMatchObject({ preferred_username: 'demo', sub: expect.any(String) });
    expect(client.state.userInfo?.sid).toEqual(expect.any(String));
    expect(hasRealmRole(client.state.userInfo, 'miner')).toBe(true);
    expect(hasRealmRole(client.state.userInfo, 'admin')).toBe(false);
    expect(client.state.token).toEqual(expect.any(String));
    expect(tab.paths).toEqual(['/dashboard']);
    // The authorization request: PKCE S256 with a 96-character verifier's challenge, nonce, state, fragment mode.
    const authorize = new URL(tab.redirects[0] ?? '');
    expect(authorize.pathname).toBe('/realms/lode/protocol/openid-connect/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'lode-web',
      redirect_uri: `${APP}/auth/callback`,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tab.logs).toEqual([]);
    client.stop();
  });

  it('returns to the Russian dashboard with the provider page in Russian when signing in from Russian pages', async () => {
    const tab = new Tab();
    const home = tab.load(`${APP}/ru`);
    await home.start();
    await home.login({ locale: 'ru' });
    expect(new URL(tab.redirects[0] ?? '').searchParams.get('ui_locales')).toBe('ru');
    const page = await tab.browser.navigate(tab.redirects[0] ?? '', APP);
    expect(page.text).toContain('lang="ru"');
    const callback = tab.load(await submitLogin(tab, 'demo'));
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
      const home = tab.load();
      await home.start();
      await home.login({ returnTo });
      const callback = tab.load(await submitLogin(tab, 'demo'));
      await callback.start();
      expect(tab.paths).toEqual([expected]);
      callback.stop();
    }
  });

  it('registers a new user with prompt=create and signs them in', async () => {
    const tab = new Tab();
    const home = tab.load();
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
    const callback = tab.load(back.location ?? '');
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
  it('restores the session of the tab on reload without asking the provider', async () => {
    const tab = new Tab();
    const first = await signIn(tab);
    first.stop();
    tab.requests.length = 0;
    const reloaded = tab.load(`${APP}/dashboard`);
    await reloaded.start();
    expect(reloaded.state).toMatchObject({ initialized: true, isAuthenticated: true });
    expect(reloaded.state.userInfo?.preferred_username).toBe('demo');
    expect(tab.requests).toEqual([]);
    reloaded.stop();
  });

  it('finds the provider session through the silent check in a new tab of the same browser', async () => {
    const tab = new Tab();
    (await signIn(tab)).stop();
    const other = new Tab(tab.browser);
    const client = other.load(`${APP}/faq`);
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: true });
    expect(other.redirects).toEqual([]);
    expect(other.paths).toEqual([]);
    client.stop();
  });

  it('settles signed out when nobody is signed in at the provider', async () => {
    const tab = new Tab();
    const client = tab.load();
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false });
    expect(client.state.error).toBeUndefined();
    expect(tab.logs).toEqual([]);
  });

  it('settles signed out, with the initialization error logged, when the provider is down', async () => {
    await faults({ down: true });
    const tab = new Tab();
    const client = tab.load();
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
    const client = tab.load(`${APP}/`, {
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
    const client = tab.load(`${APP}/dashboard`);
    await client.start();
    expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false });
    expect(tab.requests).toEqual([]);
  });

  it('reports sign-in unavailable for a missing or malformed configuration, without any request', async () => {
    for (const bad of [
      null,
      {},
      { url: 'localhost:8080', realm: 'lode', clientId: 'x' },
      { url: 'http://x' },
    ]) {
      const tab = new Tab();
      const client = tab.load(`${APP}/`, bad);
      await client.start();
      expect(client.state).toMatchObject({ initialized: true, isAuthenticated: false, available: false });
      expect(tab.requests).toEqual([]);
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
      expect([...Array(tab.storage.length).keys()].map((i) => tab.storage.key(i))).toEqual([]);
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
      expect(tab.tokenRequests('authorization_code')).toBe(0);
      expect(tab.logs).toEqual([
        expect.stringMatching(/^Login error: the sign-in callback .*refused before any code exchange$/),
      ]);
    });
  }

  it('refuses a callback whose login started more than an hour ago', async () => {
    const tab = new Tab();
    const home = tab.load();
    await home.start();
    await home.login();
    const back = await submitLogin(tab, 'demo');
    tab.clockOffset = 61 * 60 * 1000;
    const callback = tab.load(back);
    await callback.start();
    expect(callback.state.isAuthenticated).toBe(false);
    expect(tab.tokenRequests('authorization_code')).toBe(0);
    expect(tab.logs).toEqual([
      'Login error: this sign-in attempt started over an hour ago and has expired; sign in again',
    ]);
  });

  it('restarts login once on authentication_expired, then gives up on the home page', async () => {
    await faults({ authenticationExpired: true });
    const tab = new Tab();
    const home = tab.load(`${APP}/ru/faq`);
    await home.start();
    await home.login({ locale: 'ru', returnTo: '/ru/workers' });
    const first = await tab.browser.navigate(tab.redirects[0] ?? '', APP);
    const callback = tab.load(first.location ?? '');
    await callback.start();
    expect(tab.redirects).toHaveLength(2);
    const restarted = new URL(tab.redirects[1] ?? '');
    expect(restarted.searchParams.get('ui_locales')).toBe('ru');
    const second = await tab.browser.navigate(restarted.href, APP);
    const again = tab.load(second.location ?? '');
    await again.start();
    expect(tab.redirects).toHaveLength(2);
    expect(again.state.isAuthenticated).toBe(false);
    expect(tab.paths).toEqual(['/']);
    // With the fault gone, the login restarted earlier still returns to where the user was going.
    await faults({ authenticationExpired: false });
    const retry = tab.load(`${APP}/ru/faq`);
    await retry.start();
    await retry.login({ locale: 'ru', returnTo: '/ru/workers' });
    const done = tab.load(await submitLogin(tab, 'demo'));
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
    expect(tab.tokenRequests('refresh_token')).toBeGreaterThanOrEqual(1);
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
    expect(tab.load(`${APP}/`).state.isAuthenticated).toBe(false);
    expect(tab.storage.getItem('lode-auth:session')).toBeNull();
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
    });
  }

  it('keeps the session through a provider outage until the access token expires, asking once per check', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    await faults({ down: true });
    expect(await client.updateToken(Number.POSITIVE_INFINITY)).toBe(true);
    expect(client.state.isAuthenticated).toBe(true);
    expect(tab.tokenRequests('refresh_token')).toBe(1);
    tab.clockOffset = 301 * 1000;
    expect(await client.updateToken()).toBe(false);
    expect(client.state.isAuthenticated).toBe(false);
    expect(tab.tokenRequests('refresh_token')).toBe(2);
    expect(tab.logs).toEqual([REFRESH_FAILED_MESSAGE]);
  });
});

describe('logout', () => {
  it('revokes the refresh token and ends the provider session, returning to the origin', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    const { refreshToken, idToken } = JSON.parse(tab.storage.getItem('lode-auth:session') ?? '{}') as Record<
      string,
      string
    >;
    await client.logout();
    expect(client.state.isAuthenticated).toBe(false);
    expect(tab.storage.getItem('lode-auth:session')).toBeNull();
    expect(tab.requests).toContain('POST /realms/lode/protocol/openid-connect/revoke');
    // The revoked refresh token no longer works.
    const reuse = await fetch(`${idp.issuer}/protocol/openid-connect/token`, {
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
    const after = tab.load();
    await after.start();
    expect(after.state.isAuthenticated).toBe(false);
    expect(tab.logs).toEqual([]);
  });
});
