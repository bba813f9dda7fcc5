import { randomUUID } from 'node:crypto';
import { decodeJwt, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIdp, startIdp } from './server';
import { enrolTotp, postSetupForm } from './testing/account';
import { type Answer, formAction, hiddenInput, TestBrowser } from './testing/browser';
import { authorizationRequest, tokensThroughForm, type TokenResponse } from './testing/codeFlow';
import { controlIdp } from './testing/control';
import { postLoginForm, postOtpForm, postRegistrationForm } from './testing/forms';
import { totpCode, unusedTotpCode } from './testing/totp';

// Step-up sign-in (acr 2 with a TOTP code), the provider clock, and the authenticator on the account page, driven
// over HTTP as a browser would.

const APP = 'http://localhost:3997';
let idp: RunningIdp;

beforeAll(async () => {
  idp = await startIdp({ port: 0, appOrigin: APP, testControls: true });
});
afterAll(() => idp.close());
afterEach(() => controlIdp(idp.url, 'clock', 'DELETE'));

const now = () => Math.floor(Date.now() / 1000);

/** A new user, registered (and so signed in) in a browser of its own. */
async function newUser() {
  const browser = new TestBrowser();
  const username = `miner-${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID().slice(0, 8)}`;
  const request = authorizationRequest(idp.issuer, `${APP}/auth/callback`, { prompt: 'create' });
  const page = await browser.navigate(request.url, APP);
  const back = await postRegistrationForm(browser, page, APP, {
    username,
    password,
    email: `${username}@example.com`,
  });
  expect(back.location?.startsWith(APP)).toBe(true);
  return { browser, username, password };
}

/** A new user with an authenticator, set up on the account page. */
async function enrolledUser() {
  const user = await newUser();
  const enrolment = await enrolTotp(user.browser, idp.issuer, APP, user.username, user.password);
  return { ...user, ...enrolment };
}

/** The sign-in claims of both tokens. */
function levels(tokens: TokenResponse) {
  const pick = ({ acr, amr, auth_time }: JWTPayload) => ({ acr, amr, auth_time });
  return { id: pick(decodeJwt(tokens.id_token)), access: pick(decodeJwt(tokens.access_token)) };
}

/** An authorization request in `browser` up to the provider's first page, or back at the app. */
async function openAuth(browser: TestBrowser, extra: Record<string, string>) {
  const request = authorizationRequest(idp.issuer, `${APP}/auth/callback`, extra);
  return { request, page: await browser.navigate(request.url, APP) };
}

const isCodePage = (page: Answer) =>
  page.text.includes('id="kc-otp-login-form"') && !page.text.includes('id="password"');

const refresh = async (refreshToken: string) => {
  const response = await fetch(`${idp.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'lode-web',
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
};

describe('the authenticator on the account page', () => {
  it('sets up TOTP with the password and a first code, then shows ten recovery codes once', async () => {
    const { browser, username, password } = await newUser();
    const account = await browser.request(`${idp.issuer}/account`);
    expect(account.text).toContain('id="totp-not-set-up"');
    expect(account.text).toMatch(/id="totp-setup"[^>]*href="[^"]*\/account\/totp"/);

    const setup = await browser.request(`${idp.issuer}/account/totp?kc_locale=ru`);
    expect(setup.text).toContain('Настройка мобильного аутентификатора');
    expect(setup.text).toMatch(/id="kc-totp-secret-qr-code"[^>]*src="data:image\/svg\+xml;base64,/);
    const uri = /id="kc-totp-uri">([^<]*)</.exec(setup.text)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const secret = /id="kc-totp-secret-key">([^<]*)</.exec(setup.text)?.[1]?.replaceAll(' ', '') ?? '';
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(uri).toContain(`otpauth://totp/Lode:${username}?`);

    const wrongPassword = await postSetupForm(browser, setup, { password: 'nope', totp: totpCode(secret) });
    expect(wrongPassword.text).toContain('Неверный текущий пароль.');
    const wrongCode = await postSetupForm(browser, setup, { password, totp: '000000' });
    expect(wrongCode.text).toContain('Неверный код аутентификатора.');
    expect(wrongCode.text).toMatch(/id="totp"[^>]*aria-invalid="true"/);
    expect(wrongCode.text).toContain(secret.slice(0, 4)); // the same key: the app that scanned it stays right

    const done = await postSetupForm(browser, setup, { password, totp: totpCode(secret) });
    const codes = [...done.text.matchAll(/<li><code>([a-z0-9]{10})<\/code><\/li>/g)].map((m) => m[1]);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = await browser.request(`${idp.issuer}/account`);
    expect(after.text).toContain('id="totp-enrolled"');
    for (const code of codes) expect(after.text).not.toContain(code ?? '');
    expect((await browser.request(`${idp.issuer}/account/totp`)).status).toBe(303);
  });

  it('enrolTotp signs a browser without a session in first, and the secret it reads makes good codes', async () => {
    const { username, password } = await newUser();
    const browser = new TestBrowser();
    const { secret, recoveryCodes } = await enrolTotp(browser, idp.issuer, APP, username, password);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(recoveryCodes).toHaveLength(10);
    expect((await browser.request(`${idp.issuer}/account`)).text).toContain(
      `id="account-username">${username}<`,
    );
    const tokens = await tokensThroughForm(idp.issuer, APP, username, password, {
      acrValues: '2',
      totpSecret: secret,
    });
    expect(levels(tokens).access.acr).toBe('2');
  });

  it('refuses account forms without the session’s CSRF token', async () => {
    const { browser, password } = await newUser();
    const setup = await browser.request(`${idp.issuer}/account/totp`);
    const secret = /id="kc-totp-secret-key">([^<]*)</.exec(setup.text)?.[1]?.replaceAll(' ', '') ?? '';
    const action = new URL(formAction(setup.text, 'kc-totp-settings-form'), setup.url).href;
    const forged = await browser.request(action, {
      form: { csrf: 'forged', password, totp: totpCode(secret) },
    });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain('This form has expired.');
    // Another browser's token does not fit this session either.
    const other = await newUser();
    const otherSetup = await other.browser.request(`${idp.issuer}/account/totp`);
    const foreign = await browser.request(action, {
      form: { csrf: hiddenInput(otherSetup.text, 'csrf') ?? '', password, totp: totpCode(secret) },
    });
    expect(foreign.status).toBe(403);
    expect((await browser.request(`${idp.issuer}/account`)).text).toContain('id="totp-not-set-up"');
  });

  it('removes the authenticator with a code, and refuses a wrong one', async () => {
    const { browser, recoveryCodes } = await enrolledUser();
    const account = await browser.request(`${idp.issuer}/account?kc_locale=cn`);
    const action = new URL(formAction(account.text, 'totp-remove-form'), account.url).href;
    const csrf = hiddenInput(account.text, 'csrf') ?? '';
    const forged = await browser.request(action, { form: { csrf: 'forged', otp: recoveryCodes[0] ?? '' } });
    expect(forged.status).toBe(403);
    const wrong = await browser.request(action, { form: { csrf, otp: '123456' } });
    expect(wrong.text).toContain('身份验证器代码无效。');
    expect(wrong.text).toContain('id="totp-enrolled"');
    const removed = await browser.request(action, { form: { csrf, otp: recoveryCodes[0] ?? '' } });
    expect(removed.text).toContain('移动身份验证器已删除。');
    expect(removed.text).toContain('id="totp-not-set-up"');
  });
});

describe('step-up sign-in (acr_values, max_age)', () => {
  it('advertises both levels and the amr claim', async () => {
    const discovery = (await (
      await fetch(`${idp.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.acr_values_supported).toEqual(['1', '2']);
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['acr', 'amr', 'auth_time']));
  });

  it('keeps a normal sign-in at acr 1 for a user with an authenticator', async () => {
    const { username, password } = await enrolledUser();
    const before = now();
    const tokens = await tokensThroughForm(idp.issuer, APP, username, password);
    const { id, access } = levels(tokens);
    expect(id).toEqual(access);
    expect(id.acr).toBe('1');
    expect(id.amr).toEqual(['pwd']);
    expect(id.auth_time).toBeGreaterThanOrEqual(before);
  });

  it('asks a signed-in user only for the code when acr 2 is wanted, and says so in every token', async () => {
    const { browser, username, password, secret } = await enrolledUser();
    const first = await tokensThroughForm(idp.issuer, APP, username, password, { browser });
    expect(levels(first).id.acr).toBe('1');

    const { page } = await openAuth(browser, { acr_values: '2', max_age: '300', ui_locales: 'ru' });
    expect(isCodePage(page)).toBe(true);
    expect(page.text).toMatch(/id="otp"[^>]*autocomplete="one-time-code"/);
    expect(page.text).toContain('id="kc-cancel"');
    const before = now();
    const tokens = await tokensThroughForm(idp.issuer, APP, username, password, {
      browser,
      acrValues: '2',
      maxAge: 300,
      totpSecret: secret,
    });
    const { id, access } = levels(tokens);
    expect(id).toEqual({ acr: '2', amr: ['pwd', 'otp'], auth_time: expect.any(Number) });
    expect(access).toEqual(id);
    expect(id.auth_time).toBeGreaterThanOrEqual(before);

    const refreshed = levels(await refresh(tokens.refresh_token ?? ''));
    expect(refreshed.id).toEqual(id);
    expect(refreshed.access).toEqual(id);
    // The session now has the code: the next request with acr 2 goes straight back.
    const again = await openAuth(browser, { acr_values: '2' });
    expect(again.page.location?.startsWith(`${APP}/auth/callback?code=`)).toBe(true);
  });

  it('asks for the password, then the code, without a session', async () => {
    const { username, password, secret } = await enrolledUser();
    const browser = new TestBrowser();
    const { page } = await openAuth(browser, { acr_values: '1 2' });
    expect(page.text).toContain('id="kc-form-login"');
    const codePage = await postLoginForm(browser, page, APP, username, password);
    expect(isCodePage(codePage)).toBe(true);
    const back = await postOtpForm(browser, codePage, APP, await unusedTotpCode(secret));
    expect(back.location).toMatch(/[?&]code=/);
  });

  it('refuses a wrong code in three languages and issues nothing', async () => {
    const { browser, username, secret } = await enrolledUser();
    const messages = {
      en: 'Invalid authenticator code.',
      ru: 'Неверный код аутентификатора.',
      cn: '身份验证器代码无效。',
    };
    for (const [locale, message] of Object.entries(messages)) {
      const { page } = await openAuth(browser, { acr_values: '2', ui_locales: locale });
      const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
      const refused = await postOtpForm(browser, page, APP, wrong);
      expect(refused.status).toBe(200);
      expect(refused.location).toBeUndefined();
      expect(refused.text).toContain(message);
      expect(refused.text).toMatch(/id="otp"[^>]*aria-invalid="true"/);
      expect(refused.text).toContain(`id="kc-attempted-username">${username}<`);
    }
  });

  it('accepts a code once (a replay is refused) and each recovery code once', async () => {
    const { browser, username, password, secret, recoveryCodes } = await enrolledUser();
    const code = await unusedTotpCode(secret);
    const first = await openAuth(browser, { acr_values: '2' });
    expect((await postOtpForm(browser, first.page, APP, code)).location).toMatch(/[?&]code=/);

    // A new browser session for the same user: the same code again is a replay.
    const other = new TestBrowser();
    const second = await openAuth(other, { acr_values: '2' });
    const codePage = await postLoginForm(other, second.page, APP, username, password);
    const replay = await postOtpForm(other, codePage, APP, code);
    expect(replay.text).toContain('Invalid authenticator code.');

    const recovery = recoveryCodes[0] ?? '';
    const withRecovery = await postOtpForm(other, replay, APP, recovery.toUpperCase());
    expect(withRecovery.location).toMatch(/[?&]code=/);

    const third = new TestBrowser();
    const thirdPage = await postLoginForm(
      third,
      (await openAuth(third, { acr_values: '2' })).page,
      APP,
      username,
      password,
    );
    expect((await postOtpForm(third, thirdPage, APP, recovery)).text).toContain(
      'Invalid authenticator code.',
    );
  });

  it('sends the app access_denied when the user cancels at the code page', async () => {
    const { browser, username, password } = await enrolledUser();
    const { page, request } = await openAuth(browser, { acr_values: '2' });
    const back = await postOtpForm(browser, page, APP, '', { cancel: true });
    const url = new URL(back.location ?? '');
    expect(url.origin + url.pathname).toBe(`${APP}/auth/callback`);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe(request.state);
    expect(url.searchParams.get('iss')).toBe(idp.issuer);
    expect(url.searchParams.has('code')).toBe(false);
    // The session is what it was: a normal sign-in still works at once.
    expect(levels(await tokensThroughForm(idp.issuer, APP, username, password, { browser })).id.acr).toBe(
      '1',
    );
  });

  it('asks for the code again when it is older than max_age, on the provider clock', async () => {
    const { browser, username, password, secret } = await enrolledUser();
    await controlIdp(idp.url, 'clock', 'PUT', { offsetSeconds: -360 });
    const options = { browser, acrValues: '2', maxAge: 300, totpSecret: secret };
    const old = levels(await tokensThroughForm(idp.issuer, APP, username, password, options));
    expect(old.access.acr).toBe('2');
    expect(now() - Number(old.access.auth_time)).toBeGreaterThanOrEqual(359);

    // On the provider clock the code is fresh while the offset stays.
    const meanwhile = await openAuth(browser, { acr_values: '2', max_age: '300' });
    expect(meanwhile.page.location).toMatch(/[?&]code=/);

    await controlIdp(idp.url, 'clock', 'DELETE');
    const { page } = await openAuth(browser, { acr_values: '2', max_age: '300' });
    expect(isCodePage(page)).toBe(true);
    const fresh = levels(await tokensThroughForm(idp.issuer, APP, username, password, options));
    expect(fresh.access.acr).toBe('2');
    expect(now() - Number(fresh.access.auth_time)).toBeLessThan(5);
  });

  it('gives acr 1 to a user without an authenticator, asking the password again past max_age', async () => {
    const { browser, username, password } = await newUser();
    const straight = await openAuth(browser, { acr_values: '2' });
    expect(straight.page.location).toMatch(/[?&]code=/);

    await controlIdp(idp.url, 'clock', 'PUT', { offsetSeconds: 600 });
    const { page } = await openAuth(browser, { acr_values: '2', max_age: '300' });
    expect(page.text).toContain('id="kc-reauthenticate"');
    expect(page.text).toMatch(new RegExp(`id="username"[^>]*value="${username}"[^>]*readonly`));
    expect(page.text).not.toContain('id="kc-registration"');
    const tokens = await tokensThroughForm(idp.issuer, APP, username, password, {
      browser,
      acrValues: '2',
      maxAge: 300,
    });
    expect(levels(tokens).access).toEqual({ acr: '1', amr: ['pwd'], auth_time: expect.any(Number) });
  });

  it('asks the password again past max_age when no second factor is wanted', async () => {
    const { browser, username, password } = await enrolledUser();
    await controlIdp(idp.url, 'clock', 'PUT', { offsetSeconds: 400 });
    const { page } = await openAuth(browser, { max_age: '300' });
    expect(page.text).toContain('id="kc-reauthenticate"');
    expect(page.text).not.toContain('kc-otp-login-form');
    // Another user's name in the form changes nothing: the signed-in user proves the password.
    const back = await postLoginForm(browser, page, APP, 'demo', password);
    expect(back.location).toMatch(/[?&]code=/);
    expect(username).toMatch(/^miner-/);
  });
});

describe('the provider clock control', () => {
  it('reads, sets and resets the offset, and refuses more than a day either way', async () => {
    const clock = (method: string, body?: unknown) =>
      fetch(`${idp.url}/__lode/clock`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await clock('GET')).toEqual({ status: 200, body: { offsetSeconds: 0 } });
    expect(await clock('PUT', { offsetSeconds: -360 })).toEqual({
      status: 200,
      body: { offsetSeconds: -360 },
    });
    expect(await clock('GET')).toEqual({ status: 200, body: { offsetSeconds: -360 } });
    expect((await clock('PUT', { offsetSeconds: 86_401 })).status).toBe(400);
    expect((await clock('PUT', { offsetSeconds: 1.5 })).status).toBe(400);
    expect((await clock('PUT', { offset: 10 })).status).toBe(400);
    expect(await clock('GET')).toEqual({ status: 200, body: { offsetSeconds: -360 } });
    expect(await clock('DELETE')).toEqual({ status: 200, body: { offsetSeconds: 0 } });
  });
});
