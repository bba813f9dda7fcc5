import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { faultNames } from './faults';
import { type RunningIdp, startIdp } from './server';
import { type Answer, formAction, hiddenInput, pkcePair, TestBrowser } from './testing/browser';
import { postLoginForm, postRegistrationForm, type Registration } from './testing/forms';

const APP = 'http://localhost:3999';
const CLIENT_ID = 'lode-web';

let idp: RunningIdp;
let jwks: ReturnType<typeof createLocalJWKSet>;

const endpoint = (name: string) => `${idp.issuer}/protocol/openid-connect/${name}`;

async function control(path: string, method: string, body?: unknown) {
  const response = await fetch(`${idp.url}/__lode/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const setFaults = (faults: Record<string, boolean>) => control('faults', 'PUT', faults);

/** One authorization request as the SPA would send it. */
function authorizeUrl(
  flow: { challenge: string; state: string; nonce: string; redirectUri: string },
  extra: Record<string, string> = {},
) {
  const url = new URL(endpoint('auth'));
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: flow.redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: flow.challenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url.href;
}

interface Flow {
  browser: TestBrowser;
  verifier: string;
  challenge: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

function newFlow(browser = new TestBrowser(), redirectUri = `${APP}/dashboard`): Flow {
  return { browser, ...pkcePair(), state: randomUUID(), nonce: randomUUID(), redirectUri };
}

/** GET auth and follow to the provider's page (or straight back to the app when a session exists). */
const openAuth = (flow: Flow, extra?: Record<string, string>) =>
  flow.browser.navigate(authorizeUrl(flow, extra), APP);

/** Submits the login form on `page` and follows the redirects back to the app. */
const submitLogin = (flow: Flow, page: Answer, username: string, password: string) =>
  postLoginForm(flow.browser, page, APP, username, password);

/** A whole sign-in: auth request, login form, callback; returns the callback URL's parameters. */
async function signIn(
  username: string,
  password = username,
  flow = newFlow(),
  extra?: Record<string, string>,
) {
  const page = await openAuth(flow, extra);
  expect(page.status).toBe(200);
  const back = await submitLogin(flow, page, username, password);
  expect(back.location?.startsWith(flow.redirectUri)).toBe(true);
  return { flow, params: new URL(back.location ?? '').searchParams };
}

async function tokenRequest(form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(endpoint('token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, string>,
  };
}

const exchange = (flow: Flow, code: string) =>
  tokenRequest({
    grant_type: 'authorization_code',
    code,
    client_id: CLIENT_ID,
    redirect_uri: flow.redirectUri,
    code_verifier: flow.verifier,
  });

const refresh = (refreshToken: string) =>
  tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID });

/** Signs in and exchanges the code: the token response of a fresh session. */
async function tokensFor(username: string, flow = newFlow()) {
  const { params } = await signIn(username, username, flow);
  const tokens = await exchange(flow, params.get('code') ?? '');
  expect(tokens.status).toBe(200);
  return { flow, tokens: tokens.body };
}

beforeAll(async () => {
  idp = await startIdp({ port: 0, appOrigin: APP, testControls: true });
  const keys = (await (await fetch(endpoint('certs'))).json()) as JSONWebKeySet;
  jwks = createLocalJWKSet(keys);
});
afterAll(() => idp.close());
afterEach(async () => {
  await control('faults', 'DELETE');
  await control('settings', 'DELETE');
});

describe('discovery', () => {
  it('publishes the Keycloak realm layout', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const d = (await response.json()) as Record<string, unknown>;
    expect(idp.issuer).toMatch(/^http:\/\/localhost:\d+\/realms\/lode$/);
    expect(d).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: endpoint('auth'),
      token_endpoint: endpoint('token'),
      userinfo_endpoint: endpoint('userinfo'),
      end_session_endpoint: endpoint('logout'),
      jwks_uri: endpoint('certs'),
      revocation_endpoint: endpoint('revoke'),
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(d.prompt_values_supported).toContain('create');
    const certs = (await (await fetch(endpoint('certs'))).json()) as JSONWebKeySet;
    expect(certs.keys).toHaveLength(1);
    expect(certs.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(certs.keys[0]?.kid).toBeTruthy();
    expect(certs.keys[0]).not.toHaveProperty('d');
  });
});

describe('sign-in with authorization code and PKCE', () => {
  it('signs demo in and issues Keycloak-shaped tokens', async () => {
    const { flow, params } = await signIn('demo');
    expect(params.get('state')).toBe(flow.state);
    expect(params.get('iss')).toBe(idp.issuer);
    const { status, body } = await exchange(flow, params.get('code') ?? '');
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(body.refresh_token).toBeTruthy();

    const { payload: id, protectedHeader } = await jwtVerify(body.id_token ?? '', jwks, {
      issuer: idp.issuer,
      audience: CLIENT_ID,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256' });
    expect(protectedHeader.kid).toBeTruthy();
    expect(id).toMatchObject({
      nonce: flow.nonce,
      azp: CLIENT_ID,
      preferred_username: 'demo',
      name: 'Demo Miner',
      email: 'demo@lode.example',
      realm_access: { roles: expect.arrayContaining(['miner']) },
    });
    expect(id.sid).toBeTruthy();
    expect(Number(id.exp) - Number(id.iat)).toBe(300);

    const { payload: access, protectedHeader: accessHeader } = await jwtVerify(
      body.access_token ?? '',
      jwks,
      {
        issuer: idp.issuer,
        audience: CLIENT_ID,
      },
    );
    expect(accessHeader.typ).toBe('JWT');
    expect(access).toMatchObject({
      sub: id.sub,
      azp: CLIENT_ID,
      typ: 'Bearer',
      sid: id.sid,
      preferred_username: 'demo',
      scope: expect.stringContaining('openid'),
      resource_access: { [CLIENT_ID]: { roles: ['user'] } },
    });
    expect(access.aud).toEqual(expect.arrayContaining([CLIENT_ID, 'account']));
    expect((access.realm_access as { roles: string[] }).roles).toContain('miner');
    expect((access.realm_access as { roles: string[] }).roles).not.toContain('admin');
  });

  it('gives admin the admin role and banned only banned', async () => {
    const admin = decodeJwt((await tokensFor('admin')).tokens.access_token ?? '');
    expect((admin.realm_access as { roles: string[] }).roles).toEqual(
      expect.arrayContaining(['miner', 'admin']),
    );
    expect(admin.resource_access).toMatchObject({ [CLIENT_ID]: { roles: ['user', 'manage-pool'] } });
    const banned = decodeJwt((await tokensFor('banned')).tokens.id_token ?? '');
    const roles = (banned.realm_access as { roles: string[] }).roles;
    expect(roles).toContain('banned');
    expect(roles).not.toContain('miner');
  });

  it('accepts any callback path on the app origin, as a `${origin}/*` redirect URI', async () => {
    const { params } = await signIn('demo', 'demo', newFlow(undefined, `${APP}/ru/dashboard?from=login`));
    expect(params.get('code')).toBeTruthy();
    expect(params.get('from')).toBe('login');
  });

  it('refuses redirect URIs on another origin without redirecting there', async () => {
    const flow = newFlow(undefined, 'http://evil.example/callback');
    const answer = await flow.browser.request(authorizeUrl(flow));
    expect(answer.status).toBe(400);
    expect(answer.location).toBeUndefined();
    expect(answer.text).toContain('redirect_uri');
  });

  it('refuses the plain code_challenge_method and requests without PKCE', async () => {
    const flow = newFlow();
    const plain = await flow.browser.request(authorizeUrl(flow, { code_challenge_method: 'plain' }));
    expect(new URL(plain.location ?? '').searchParams.get('error')).toBe('invalid_request');
    const url = new URL(authorizeUrl(flow));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const none = await flow.browser.request(url.href);
    expect(new URL(none.location ?? '').searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a code exchange with the wrong verifier', async () => {
    const { flow, params } = await signIn('demo');
    const { status, body } = await exchange(
      { ...flow, verifier: pkcePair().verifier },
      params.get('code') ?? '',
    );
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });

  it('signs in silently (prompt=none) while the session lasts', async () => {
    const { flow } = await signIn('demo');
    const silent = newFlow(flow.browser);
    const back = await openAuth(silent, { prompt: 'none' });
    expect(new URL(back.location ?? '').searchParams.get('code')).toBeTruthy();
    const stranger = newFlow();
    const refused = await openAuth(stranger, { prompt: 'none' });
    expect(new URL(refused.location ?? '').searchParams.get('error')).toBe('login_required');
  });
});

describe('login page', () => {
  it('says what went wrong, keeps the user name and never the password', async () => {
    const flow = newFlow();
    const page = await openAuth(flow);
    const again = await submitLogin(flow, page, 'demo', 'wrong');
    expect(again.status).toBe(200);
    expect(again.text).toContain('Invalid username or password.');
    expect(again.text).toMatch(/id="username"[^>]*value="demo"/);
    expect(again.text).not.toContain('wrong');
    // The same form still works after a mistake.
    const back = await submitLogin(flow, again, 'demo', 'demo');
    expect(new URL(back.location ?? '').searchParams.get('code')).toBeTruthy();
  });

  it('asks for a missing user name or password', async () => {
    const flow = newFlow();
    const page = await openAuth(flow);
    expect((await submitLogin(flow, page, '', 'x')).text).toContain('Please specify username.');
    expect((await submitLogin(flow, page, 'demo', '')).text).toContain('Please specify password.');
  });

  it('has Keycloak element ids, labels and a language', async () => {
    const page = await openAuth(newFlow());
    expect(page.text).toMatch(/<html lang="en">/);
    for (const id of ['kc-form-login', 'username', 'password', 'kc-login'])
      expect(page.text).toContain(`id="${id}"`);
    expect(page.text).toContain('<label for="username">');
    expect(page.text).toContain('<label for="password">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/https?:\/\/(?!localhost)/);
  });

  it.each([
    ['ru', 'ru', 'Вход в учётную запись', 'Неправильное имя пользователя или пароль.'],
    ['zh-CN', 'zh-CN', '登录到您的账户', '用户名或密码无效。'],
    ['cn', 'zh-CN', '登录到您的账户', '用户名或密码无效。'],
    ['fr ru', 'ru', 'Вход в учётную запись', 'Неправильное имя пользователя или пароль.'],
  ])('follows ui_locales=%s', async (uiLocales, lang, title, error) => {
    const flow = newFlow();
    const page = await openAuth(flow, { ui_locales: uiLocales });
    expect(page.text).toContain(`<html lang="${lang}">`);
    expect(page.text).toContain(title);
    expect((await submitLogin(flow, page, 'demo', 'nope')).text).toContain(error);
  });

  it('fills in login_hint', async () => {
    const page = await openAuth(newFlow(), { login_hint: 'admin' });
    expect(page.text).toMatch(/id="username"[^>]*value="admin"/);
  });

  it('explains an expired sign-in page', async () => {
    const answer = await new TestBrowser().request(`${idp.issuer}/login-actions/gone/authenticate`);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('This sign-in page has expired');
  });
});

describe('registration (prompt=create)', () => {
  const register = (flow: Flow, page: Answer, account: Registration) =>
    postRegistrationForm(flow.browser, page, APP, account);

  it('creates a user who lands signed in and can sign in again', async () => {
    const flow = newFlow();
    const page = await openAuth(flow, { prompt: 'create', ui_locales: 'ru' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="ru">');
    for (const id of [
      'kc-register-form',
      'username',
      'email',
      'password',
      'password-confirm',
      'kc-register',
    ]) {
      expect(page.text).toContain(`id="${id}"`);
    }
    const username = `miner-${randomUUID().slice(0, 8)}`;
    const fields = {
      firstName: 'Nova',
      lastName: 'Hash',
      email: `${username}@example.com`,
      username,
      password: 's3cret',
      passwordConfirm: 'typo',
    };
    const mismatch = await register(flow, page, fields);
    expect(mismatch.status).toBe(200);
    expect(mismatch.text).toContain('Пароль и подтверждение не совпадают.');
    expect(mismatch.text).toMatch(new RegExp(`id="username"[^>]*value="${username}"`));
    expect(mismatch.text).toMatch(/id="firstName"[^>]*value="Nova"/);
    expect(mismatch.text).not.toContain('s3cret');

    const back = await register(flow, mismatch, { ...fields, passwordConfirm: 's3cret' });
    const code = new URL(back.location ?? '').searchParams.get('code') ?? '';
    const { body } = await exchange(flow, code);
    expect(decodeJwt(body.id_token ?? '')).toMatchObject({
      preferred_username: username,
      name: 'Nova Hash',
      email_verified: false,
      realm_access: { roles: expect.arrayContaining(['miner']) },
    });

    const again = await signIn(username, 's3cret');
    const tokens = (await exchange(again.flow, again.params.get('code') ?? '')).body;
    expect(decodeJwt(tokens.id_token ?? '').preferred_username).toBe(username);
  });

  it('refuses a taken user name or e-mail, in the page language', async () => {
    const flow = newFlow();
    const page = await openAuth(flow, { prompt: 'create', ui_locales: 'zh-CN' });
    const taken = await register(flow, page, {
      email: 'someone@example.com',
      username: 'demo',
      password: 'x',
    });
    expect(taken.text).toContain('用户名已存在。');
    const takenEmail = await register(flow, page, {
      email: 'admin@lode.example',
      username: 'fresh-name',
      password: 'x',
    });
    expect(takenEmail.text).toContain('该电子邮箱已被使用。');
  });

  it('links login and registration both ways', async () => {
    const flow = newFlow();
    const page = await openAuth(flow);
    const link = /<div id="kc-registration"[^]*?href="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const registration = await flow.browser.request(new URL(link, idp.url).href);
    expect(registration.text).toContain('id="kc-register-form"');
  });
});

describe('refresh tokens', () => {
  it('rotates on every refresh and revokes the grant when an old one is reused', async () => {
    const { tokens } = await tokensFor('demo');
    const first = await refresh(tokens.refresh_token ?? '');
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(first.body.id_token ?? '').sub).toBe(decodeJwt(tokens.id_token ?? '').sub);

    const reused = await refresh(tokens.refresh_token ?? '');
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // Reuse revoked the whole grant: the newest token is dead too.
    expect((await refresh(first.body.refresh_token ?? '')).status).toBe(400);
  });

  it('follows the lifetimes set at run time', async () => {
    expect((await control('settings', 'PUT', { accessTokenTtl: 7, refreshTokenTtl: 60 })).status).toBe(200);
    const { tokens } = await tokensFor('demo');
    expect(Number(tokens.expires_in)).toBe(7);
    const id = decodeJwt(tokens.id_token ?? '');
    expect(Number(id.exp) - Number(id.iat)).toBe(7);
    // A JWT as Keycloak's: keycloak-js decodes it, only the provider can verify it (HS512, no key in certs).
    const refreshToken = tokens.refresh_token ?? '';
    expect(decodeProtectedHeader(refreshToken).alg).toBe('HS512');
    const claims = decodeJwt(refreshToken);
    expect(claims).toMatchObject({
      typ: 'Refresh',
      iss: idp.issuer,
      azp: CLIENT_ID,
      sub: id.sub,
      sid: id.sid,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
  });
});

describe('logout, revocation and userinfo', () => {
  const userinfo = (accessToken: string) =>
    fetch(endpoint('userinfo'), { headers: { authorization: `Bearer ${accessToken}` } });

  it('answers userinfo for a live access token only', async () => {
    const { tokens } = await tokensFor('demo');
    const ok = await userinfo(tokens.access_token ?? '');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ preferred_username: 'demo', email: 'demo@lode.example' });
    expect((await fetch(endpoint('userinfo'))).status).toBe(401);
  });

  it('logs out without a confirmation page and ends the session everywhere', async () => {
    const { flow, tokens } = await tokensFor('demo');
    const logoutUrl = new URL(endpoint('logout'));
    logoutUrl.search = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      client_id: CLIENT_ID,
      post_logout_redirect_uri: `${APP}/`,
      ui_locales: 'ru',
    }).toString();
    const page = await flow.browser.request(logoutUrl.href);
    expect(page.status).toBe(200);
    // The page submits itself with a same-origin script; a browser without scripts gets a button.
    expect(page.text).toContain('src="/resources/lode/logout.js"');
    expect(page.text).toContain('<html lang="ru">');
    const done = await flow.browser.request(new URL(formAction(page.text, 'op.logoutForm'), idp.url).href, {
      form: { xsrf: hiddenInput(page.text, 'xsrf') ?? '', logout: 'yes' },
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${APP}/`);

    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400);
    expect((await userinfo(tokens.access_token ?? '')).status).toBe(401);
    const silent = await openAuth(newFlow(flow.browser), { prompt: 'none' });
    expect(new URL(silent.location ?? '').searchParams.get('error')).toBe('login_required');
  });

  it('revokes refresh and access tokens with 200, as Keycloak answers', async () => {
    const { tokens } = await tokensFor('demo');
    const revoke = (token: string) =>
      fetch(endpoint('revoke'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, client_id: CLIENT_ID }),
      });
    expect((await revoke(tokens.access_token ?? '')).status).toBe(200);
    expect((await userinfo(tokens.access_token ?? '')).status).toBe(401);
    expect((await revoke(tokens.refresh_token ?? '')).status).toBe(200);
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400);
  });

  it('ends the whole grant when a refresh token is revoked', async () => {
    const { tokens } = await tokensFor('demo');
    const rotated = await refresh(tokens.refresh_token ?? '');
    expect(rotated.status).toBe(200);
    const revoked = await fetch(endpoint('revoke'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: rotated.body.refresh_token ?? '', client_id: CLIENT_ID }),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(rotated.body.refresh_token ?? '')).status).toBe(400);
    expect((await userinfo(rotated.body.access_token ?? '')).status).toBe(401);
  });

  it('shows the signed-in user on the account page', async () => {
    const { flow } = await tokensFor('admin');
    const page = await flow.browser.request(`${idp.issuer}/account?kc_locale=ru`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="ru">');
    expect(page.text).toContain('Ваша учётная запись');
    expect(page.text).toMatch(/id="account-username">admin</);
    expect(page.text).toMatch(/id="kc-logout"[^>]*href="[^"]*post_logout_redirect_uri=/);
    const anonymous = await new TestBrowser().request(`${idp.issuer}/account`);
    expect(anonymous.text).toContain('You are not signed in.');
  });
});

describe('session status (Keycloak’s login-status-iframe) and the third-party-cookie check', () => {
  const realmPage = (path: string) => `${idp.issuer}/protocol/openid-connect/${path}`;

  it('advertises the status frame and serves it for the app to frame, scripts from this server only', async () => {
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
      check_session_iframe?: string;
    };
    expect(discovery.check_session_iframe).toBe(realmPage('login-status-iframe.html'));
    for (const [path, script] of [
      ['login-status-iframe.html', '/resources/lode/login-status-iframe.js'],
      ['3p-cookies/step1.html', '/resources/lode/3p-cookies-step1.js'],
      ['3p-cookies/step2.html', '/resources/lode/3p-cookies-step2.js'],
    ] as const) {
      const page = await fetch(realmPage(path));
      expect(page.status, path).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors 'self' ${APP}`);
      expect(csp).toContain("script-src 'self'");
      expect(page.headers.get('x-frame-options')).toBeNull();
      expect(await page.text()).toContain(`<script src="${script}"></script>`);
      const js = await fetch(`${idp.url}${script}`);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toContain('javascript');
    }
  });

  it('lets the app origin check sessions and no other (the frame’s init request)', async () => {
    const init = (clientId: string, origin: string) =>
      fetch(
        `${realmPage('login-status-iframe.html/init')}?client_id=${clientId}&origin=${encodeURIComponent(origin)}`,
      );
    expect((await init(CLIENT_ID, APP)).status).toBe(204);
    expect((await init(CLIENT_ID, 'http://evil.example')).status).toBe(403);
    expect((await init('other-client', APP)).status).toBe(403);
  });

  it('puts session_state in the callback and the browser-state cookie, and clears it at logout', async () => {
    const { flow, params } = await signIn('demo');
    const sessionState = params.get('session_state');
    expect(sessionState).toBeTruthy();
    const tokens = await exchange(flow, params.get('code') ?? '');
    const claims = decodeJwt(tokens.body.id_token ?? '');
    // The same value the tokens carry as sid, as in Keycloak.
    expect(sessionState).toBe(claims.sid);
    const frame = realmPage('login-status-iframe.html');
    expect(flow.browser.cookie('KEYCLOAK_SESSION', frame)).toBe(`lode/${claims.sub}/${sessionState}`);

    // A silent sign-in in the same browser: the same session, the same state.
    const silent = await openAuth(newFlow(flow.browser), { prompt: 'none' });
    expect(new URL(silent.location ?? '').searchParams.get('session_state')).toBe(sessionState);

    const logoutUrl = new URL(endpoint('logout'));
    logoutUrl.search = new URLSearchParams({
      id_token_hint: tokens.body.id_token ?? '',
      client_id: CLIENT_ID,
      post_logout_redirect_uri: `${APP}/`,
    }).toString();
    const page = await flow.browser.request(logoutUrl.href);
    await flow.browser.request(new URL(formAction(page.text, 'op.logoutForm'), idp.url).href, {
      form: { xsrf: hiddenInput(page.text, 'xsrf') ?? '', logout: 'yes' },
    });
    expect(flow.browser.cookie('KEYCLOAK_SESSION', frame)).toBeUndefined();
  });

  it('puts session_state beside the code in the fragment when the client asks for response_mode=fragment', async () => {
    const flow = newFlow();
    const page = await openAuth(flow, { response_mode: 'fragment' });
    const back = await submitLogin(flow, page, 'demo', 'demo');
    const fragment = new URLSearchParams(new URL(back.location ?? '').hash.slice(1));
    expect(fragment.get('code')).toBeTruthy();
    expect(fragment.get('session_state')).toBeTruthy();
  });

  it('gives a new session a new state', async () => {
    const first = await signIn('demo');
    const second = await signIn('demo');
    expect(second.params.get('session_state')).not.toBe(first.params.get('session_state'));
  });
});

describe('CORS', () => {
  it('answers the app origin and no other', async () => {
    const { flow, params } = await signIn('demo');
    const allowed = await exchange(flow, params.get('code') ?? '').then(() =>
      tokenRequest(
        { grant_type: 'refresh_token', refresh_token: 'x', client_id: CLIENT_ID },
        { origin: APP },
      ),
    );
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP);
    const refused = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: 'x', client_id: CLIENT_ID },
      { origin: 'http://evil.example' },
    );
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = (origin: string) =>
      fetch(endpoint('token'), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    // A preflight names no client, so it is answered; the real request above is what refuses a stranger.
    expect((await preflight(APP)).headers.get('access-control-allow-origin')).toBe(APP);
    const info = await fetch(endpoint('userinfo'), { headers: { origin: 'http://evil.example' } });
    expect(info.headers.get('access-control-allow-origin')).toBeNull();
    const infoApp = await fetch(endpoint('userinfo'), { headers: { origin: APP } });
    expect(infoApp.headers.get('access-control-allow-origin')).toBe(APP);
  });

  it('allows credentialed requests (keycloak-js sends them) from the app origin only, as Keycloak does', async () => {
    const { tokens } = await tokensFor('demo');
    const credentials = (response: Response) => ({
      origin: response.headers.get('access-control-allow-origin'),
      credentials: response.headers.get('access-control-allow-credentials'),
    });
    const fromApp = { origin: APP, credentials: 'true' };
    const fromStranger = { origin: null, credentials: null };

    const refreshFrom = (origin: string, refreshToken: string) =>
      fetch(endpoint('token'), {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: CLIENT_ID,
        }),
      });
    const refreshed = await refreshFrom(APP, tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    expect(credentials(refreshed)).toEqual(fromApp);
    // An error answer too, so that the browser lets the client read why.
    expect(credentials(await refreshFrom(APP, 'not-a-token'))).toEqual(fromApp);
    expect(credentials(await refreshFrom('http://evil.example', 'not-a-token'))).toEqual(fromStranger);

    const preflight = (name: string, origin: string, method = 'POST') =>
      fetch(endpoint(name), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': method },
      });
    for (const [name, method] of [
      ['token', 'POST'],
      ['revoke', 'POST'],
      ['userinfo', 'GET'],
    ] as const) {
      expect(credentials(await preflight(name, APP, method)), name).toEqual(fromApp);
      // A stranger's preflight may name its origin, never allow credentials: the real request is refused anyway.
      expect(
        (await preflight(name, 'http://evil.example', method)).headers.get(
          'access-control-allow-credentials',
        ),
        name,
      ).toBeNull();
    }

    const userinfoFrom = (origin: string) =>
      fetch(endpoint('userinfo'), { headers: { origin, authorization: `Bearer ${tokens.access_token}` } });
    const info = await userinfoFrom(APP);
    expect(info.status).toBe(200);
    expect(credentials(info)).toEqual(fromApp);
    expect(credentials(await userinfoFrom('http://evil.example'))).toEqual(fromStranger);

    const revokeFrom = (origin: string, token: string) =>
      fetch(endpoint('revoke'), {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, client_id: CLIENT_ID }),
      });
    expect(credentials(await revokeFrom('http://evil.example', tokens.access_token ?? ''))).toEqual(
      fromStranger,
    );
    const revoked = await revokeFrom(APP, tokens.access_token ?? '');
    expect(revoked.status).toBe(200);
    expect(credentials(revoked)).toEqual(fromApp);
  });
});

describe('test controls', () => {
  it('lists, switches and resets the faults', async () => {
    const listed = await control('faults', 'GET');
    expect(Object.keys(listed.body).sort()).toEqual([...faultNames].sort());
    expect(Object.values(listed.body).every((on) => on === false)).toBe(true);
    expect((await setFaults({ wrongNonce: true, down: false })).body).toMatchObject({
      wrongNonce: true,
      down: false,
    });
    expect((await control('faults', 'DELETE')).body.wrongNonce).toBe(false);
  });

  it('refuses unknown switches with the list of known ones', async () => {
    const { status, body } = await setFaults({ wrongNonce: true, nonsense: true });
    expect(status).toBe(400);
    expect(body.unknown).toEqual(['nonsense']);
    expect(Object.keys(body.faults as object)).toEqual(faultNames);
    expect((await control('faults', 'GET')).body.wrongNonce).toBe(false);
    expect((await control('faults', 'PUT', { wrongNonce: 'yes' })).status).toBe(400);
    expect((await control('settings', 'PUT', { accessTokenTtl: 0 })).status).toBe(400);
  });

  it('plays an outage: the port refuses connections, then the provider comes back with its sessions', async () => {
    const { tokens } = await tokensFor('demo');
    const discovery = `${idp.issuer}/.well-known/openid-configuration`;
    const started = await control('outage', 'POST', { seconds: 1 });
    expect(started.status).toBe(200);
    expect(started.body.seconds).toBe(1);
    // Refused on the network (no HTTP answer at all), as when the provider's host is down.
    await expect
      .poll(() =>
        fetch(discovery).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    await expect
      .poll(
        () =>
          fetch(discovery).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);
    // Nothing was forgotten: the grant of before the outage still refreshes.
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(200);
  });

  it('pauses and resumes on the same port from the handle', async () => {
    const discovery = `${idp.issuer}/.well-known/openid-configuration`;
    await idp.pause();
    await expect(fetch(discovery)).rejects.toThrow();
    await idp.resume();
    expect((await fetch(discovery)).status).toBe(200);
  });

  it('keeps its signing key across a restart when it has a key file, as Keycloak keeps its keys', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lode-idp-key-'));
    const keyFile = join(folder, 'realm-key.json');
    const keysOf = async (running: RunningIdp) =>
      ((await (await fetch(`${running.issuer}/protocol/openid-connect/certs`)).json()) as JSONWebKeySet).keys;
    try {
      const first = await startIdp({ port: 0, appOrigin: APP, keyFile });
      const before = await keysOf(first);
      await first.close();
      const again = await startIdp({ port: 0, appOrigin: APP, keyFile });
      const after = await keysOf(again);
      await again.close();
      expect(after.map((k) => k.kid)).toEqual(before.map((k) => k.kid));
      expect(after).toEqual(before);
      // Without one, every start has a key of its own.
      const fresh = await startIdp({ port: 0, appOrigin: APP });
      const other = await keysOf(fresh);
      await fresh.close();
      expect(other[0]?.kid).not.toBe(before[0]?.kid);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses an outage without a sensible length', async () => {
    expect((await control('outage', 'POST', {})).status).toBe(400);
    expect((await control('outage', 'POST', { seconds: 0 })).status).toBe(400);
    expect((await control('outage', 'POST', { seconds: 601 })).status).toBe(400);
    expect((await control('outage', 'GET')).status).toBe(405);
  });

  it('are refused unless LODE_IDP_TEST_CONTROLS is on', async () => {
    const plain = await startIdp({ port: 0, appOrigin: APP });
    try {
      for (const [path, method] of [
        ['faults', 'GET'],
        ['faults', 'PUT'],
        ['faults', 'DELETE'],
        ['settings', 'PUT'],
        ['outage', 'POST'],
      ] as const) {
        const response = await fetch(`${plain.url}/__lode/${path}`, {
          method,
          body: method === 'PUT' || method === 'POST' ? '{"seconds":1}' : undefined,
        });
        expect(response.status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});

describe('fault switches', () => {
  /** Signs in, then exchanges the code with faults on (they act on token responses). */
  async function tokensWith(faults: Record<string, boolean>) {
    const { flow, params } = await signIn('demo');
    await setFaults(faults);
    const { status, body } = await exchange(flow, params.get('code') ?? '');
    expect(status).toBe(200);
    return { flow, body, id: decodeJwt(body.id_token ?? ''), access: decodeJwt(body.access_token ?? '') };
  }

  const verifies = (token: string) =>
    jwtVerify(token, jwks, { issuer: idp.issuer }).then(
      () => true,
      () => false,
    );

  it('refresh400: refresh answers 400 invalid_grant while code exchange still works', async () => {
    const { tokens } = await tokensFor('demo');
    await setFaults({ refresh400: true });
    const refused = await refresh(tokens.refresh_token ?? '');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    await tokensFor('demo');
    await setFaults({ refresh400: false });
    // The token was never used, so it still works once the switch is off.
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(200);
  });

  it('wrongNonce and missingNonce alter the ID token nonce, validly signed', async () => {
    const wrong = await tokensWith({ wrongNonce: true });
    expect(wrong.id.nonce).toBeTruthy();
    expect(wrong.id.nonce).not.toBe(wrong.flow.nonce);
    expect(await verifies(wrong.body.id_token ?? '')).toBe(true);
    await control('faults', 'DELETE');
    const missing = await tokensWith({ missingNonce: true });
    expect(missing.id).not.toHaveProperty('nonce');
    expect(await verifies(missing.body.id_token ?? '')).toBe(true);
  });

  it('wrongAud and wrongIss alter ID and access tokens, validly signed', async () => {
    const aud = await tokensWith({ wrongAud: true });
    expect(aud.id.aud).not.toContain(CLIENT_ID);
    expect(aud.access.aud).not.toContain(CLIENT_ID);
    await control('faults', 'DELETE');
    const iss = await tokensWith({ wrongIss: true });
    expect(iss.id.iss).not.toBe(idp.issuer);
    expect(iss.access.iss).not.toBe(idp.issuer);
    const { payload } = await jwtVerify(iss.body.id_token ?? '', jwks);
    expect(payload.iss).toBe(iss.id.iss);
  });

  it('accessTokenWrongAud alters only the access token, so the client signs in and the API refuses it', async () => {
    const { id, access, body } = await tokensWith({ accessTokenWrongAud: true });
    expect(id.aud).toContain(CLIENT_ID);
    expect(access.aud).toEqual(['another-api']);
    expect(await verifies(body.access_token ?? '')).toBe(true);
    const renewed = await refresh(body.refresh_token ?? '');
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.access_token ?? '').aud).toEqual(['another-api']);
    expect(decodeJwt(renewed.body.id_token ?? '').aud).toContain(CLIENT_ID);
  });

  it('missingSub and iatInFuture alter the claims', async () => {
    const noSub = await tokensWith({ missingSub: true });
    expect(noSub.id).not.toHaveProperty('sub');
    expect(noSub.access).not.toHaveProperty('sub');
    await control('faults', 'DELETE');
    const future = await tokensWith({ iatInFuture: true });
    const now = Math.floor(Date.now() / 1000);
    expect(future.id.iat).toBeGreaterThan(now + 3500);
    expect(Number(future.id.exp) - Number(future.id.iat)).toBe(300);
  });

  it('badSignature signs with a stranger key under the real kid', async () => {
    const { body } = await tokensWith({ badSignature: true });
    const realKid = decodeProtectedHeader((await tokensFor('demo')).tokens.id_token ?? '').kid;
    expect(decodeProtectedHeader(body.id_token ?? '').kid).toBe(realKid);
    expect(await verifies(body.id_token ?? '')).toBe(false);
    expect(await verifies(body.access_token ?? '')).toBe(false);
  });

  it('algNone sends unsigned tokens', async () => {
    const { body } = await tokensWith({ algNone: true });
    expect(decodeProtectedHeader(body.id_token ?? '').alg).toBe('none');
    expect(body.id_token?.endsWith('.')).toBe(true);
    expect(await verifies(body.id_token ?? '')).toBe(false);
  });

  it('noKid sends valid tokens without a kid header', async () => {
    const { body, flow, id } = await tokensWith({ noKid: true });
    expect(decodeProtectedHeader(body.id_token ?? '').kid).toBeUndefined();
    expect(id.nonce).toBe(flow.nonce);
    // Verifies with the one published key when the client picks it by algorithm.
    const certs = (await (await fetch(endpoint('certs'))).json()) as JSONWebKeySet;
    const { kid: _kid, ...key } = certs.keys[0] ?? {};
    expect(
      await jwtVerify(body.id_token ?? '', createLocalJWKSet({ keys: [key] }), { issuer: idp.issuer }),
    ).toBeTruthy();
  });

  it('idTokenWithoutProfile leaves the profile out of ID tokens only; userinfo still answers it', async () => {
    const { body, id, access, flow } = await tokensWith({ idTokenWithoutProfile: true });
    for (const claim of ['name', 'given_name', 'family_name', 'preferred_username', 'email']) {
      expect(id).not.toHaveProperty(claim);
    }
    expect(id).toMatchObject({ sub: expect.any(String), nonce: flow.nonce });
    expect(id.realm_access).toEqual({ roles: expect.arrayContaining(['miner']) });
    expect(await verifies(body.id_token ?? '')).toBe(true);
    expect(access).toMatchObject({ preferred_username: 'demo' });
    const info = await fetch(endpoint('userinfo'), {
      headers: { authorization: `Bearer ${body.access_token ?? ''}` },
    });
    expect(await info.json()).toMatchObject({ sub: id.sub, preferred_username: 'demo', name: 'Demo Miner' });
    // A refresh's ID token leaves it out too.
    const renewed = await refresh(body.refresh_token ?? '');
    expect(decodeJwt(renewed.body.id_token ?? '')).not.toHaveProperty('preferred_username');
  });

  it('userinfoOtherSub makes userinfo name another subject', async () => {
    const { tokens } = await tokensFor('demo');
    await setFaults({ userinfoOtherSub: true });
    const info = (await (
      await fetch(endpoint('userinfo'), { headers: { authorization: `Bearer ${tokens.access_token ?? ''}` } })
    ).json()) as { sub?: string; preferred_username?: string };
    expect(info.sub).toEqual(expect.any(String));
    expect(info.sub).not.toBe(decodeJwt(tokens.id_token ?? '').sub);
    expect(info.preferred_username).toBe('demo');
  });

  it('thirdPartyCookiesBlocked makes step 2 of the cookie check drop the test cookies before it reads them', async () => {
    const step2 = `${idp.issuer}/protocol/openid-connect/3p-cookies/step2.html`;
    expect((await fetch(step2)).headers.getSetCookie()).toEqual([]);
    await setFaults({ thirdPartyCookiesBlocked: true });
    const blocked = await fetch(step2);
    expect(blocked.status).toBe(200);
    // Expired at the path step 1's script set them on (its own folder), so the page's script finds none.
    expect(blocked.headers.getSetCookie()).toEqual([
      'KEYCLOAK_3P_COOKIE=; Max-Age=0; Path=/realms/lode/protocol/openid-connect/3p-cookies',
      'KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; Path=/realms/lode/protocol/openid-connect/3p-cookies',
    ]);
  });

  it('refreshChangesSub changes sub in the ID token of a refresh only', async () => {
    const { tokens } = await tokensFor('demo');
    await setFaults({ refreshChangesSub: true });
    const sub = decodeJwt(tokens.id_token ?? '').sub;
    const refreshed = await refresh(tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    const newSub = decodeJwt(refreshed.body.id_token ?? '').sub;
    expect(newSub).toBeTruthy();
    expect(newSub).not.toBe(sub);
    expect(await verifies(refreshed.body.id_token ?? '')).toBe(true);
    // A login is not a refresh: its ID token keeps the real sub.
    expect(decodeJwt((await tokensFor('demo')).tokens.id_token ?? '').sub).toBe(sub);
  });

  it('authenticationExpired sends the client back with Keycloak’s error', async () => {
    await setFaults({ authenticationExpired: true });
    const flow = newFlow();
    const answer = await flow.browser.request(authorizeUrl(flow));
    const params = new URL(answer.location ?? '').searchParams;
    expect(answer.location?.startsWith(flow.redirectUri)).toBe(true);
    expect(params.get('error')).toBe('temporarily_unavailable');
    expect(params.get('error_description')).toBe('authentication_expired');
    expect(params.get('state')).toBe(flow.state);
  });

  it('callbackWithoutState and callbackWrongState tamper with the callback', async () => {
    await setFaults({ callbackWithoutState: true });
    const without = await signIn('demo');
    expect(without.params.get('code')).toBeTruthy();
    expect(without.params.has('state')).toBe(false);
    await setFaults({ callbackWithoutState: false, callbackWrongState: true });
    const wrong = await signIn('demo');
    expect(wrong.params.get('state')).toBeTruthy();
    expect(wrong.params.get('state')).not.toBe(wrong.flow.state);
  });

  it('down answers 503 everywhere but the controls', async () => {
    await setFaults({ down: true });
    for (const path of ['/.well-known/openid-configuration', '/protocol/openid-connect/certs', '/account']) {
      expect((await fetch(`${idp.issuer}${path}`)).status).toBe(503);
    }
    const token = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: 'x', client_id: CLIENT_ID },
      { origin: APP },
    );
    expect(token.status).toBe(503);
    expect(token.headers.get('access-control-allow-origin')).toBe(APP);
    expect((await control('faults', 'GET')).body.down).toBe(true);
  });
});
