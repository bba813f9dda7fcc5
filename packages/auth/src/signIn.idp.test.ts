import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { formAction, hiddenInput, postRegistrationForm } from '../../../apps/idp/src/testing';
import { hasRealmRole, hasResourceRole } from './claims';
import {
  APP,
  exchanges,
  faults,
  idp,
  issued,
  realFetch,
  requests,
  signIn,
  submitLogin,
  Tab,
  tokenRequests,
  setUpIdp,
} from './testing/idp';

// Sign-in and sign-out (signIn.ts) with the real engine against the real identity provider (testing/idp.ts):
// the whole sign-in, the checks of its tokens and callbacks, a provider that does not answer, and logout.

setUpIdp();

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
    const back = await postRegistrationForm(tab.browser, page, APP, {
      firstName: 'New',
      lastName: 'Miner',
      email: `${username}@example.com`,
      username,
      password: 'correct horse battery',
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

describe('logout', () => {
  it('revokes the refresh token and ends the provider session, returning to the origin', async () => {
    const tab = new Tab();
    const client = await signIn(tab);
    const idToken = client.state.idToken;
    // Keycloak's refresh tokens are JWTs too (typ Refresh), as the provider's are.
    const refreshToken = [...issued].find((token) => decodeJwt(token).typ === 'Refresh');
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
