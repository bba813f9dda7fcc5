import { randomUUID } from 'node:crypto';
import { decodeJwt, type JSONWebKeySet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { type Answer, pkcePair, TestBrowser } from './testing/browser';
import { postRegistrationForm, type Registration } from './testing/forms';
import {
  APP,
  CLIENT_ID,
  idp,
  jwks,
  endpoint,
  authorizeUrl,
  type Flow,
  newFlow,
  openAuth,
  submitLogin,
  signIn,
  exchange,
  tokensFor,
  setUpIdp,
} from './testing/idpSuite';

// The embedded provider as a Keycloak realm: discovery, the code flow with PKCE, the login and registration pages.
// Refresh, logout and session status are in idp.session.test.ts; the test controls and fault switches in
// idp.controls.test.ts.

setUpIdp();

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

  it('gives support the support role and the default role, without miner or admin', async () => {
    const { tokens } = await tokensFor('support');
    const access = decodeJwt(tokens.access_token ?? '');
    const id = decodeJwt(tokens.id_token ?? '');
    for (const claims of [access, id]) {
      const roles = (claims.realm_access as { roles: string[] }).roles;
      expect(roles).toEqual(expect.arrayContaining(['support', 'default-roles-lode']));
      expect(roles).not.toContain('miner');
      expect(roles).not.toContain('admin');
    }
    expect(access).toMatchObject({
      sub: 'e7d2b5a9-6c3f-4e1a-b8d4-1f5a7c2e9b04',
      preferred_username: 'support',
    });
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
