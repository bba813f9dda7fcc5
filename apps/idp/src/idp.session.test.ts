import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { formAction, hiddenInput, TestBrowser } from './testing/browser';
import {
  APP,
  CLIENT_ID,
  idp,
  endpoint,
  control,
  newFlow,
  openAuth,
  submitLogin,
  signIn,
  tokenRequest,
  exchange,
  refresh,
  tokensFor,
  setUpIdp,
} from './testing/idpSuite';

// The embedded provider's sessions: refresh tokens, logout, revocation and userinfo, Keycloak's session status frame
// and third-party-cookie check, and CORS.

setUpIdp();

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
