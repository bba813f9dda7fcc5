import { describe, expect, it } from 'vitest';
import { enrolTotp, postOtpForm, totpCode, TestBrowser } from '../../../apps/idp/src/testing';
import { readClaims } from './claims';
import { readSession } from './session';
import { APP, idp, requests, setUpIdp, signIn, submitLogin, Tab, tokenRequests } from './testing/idp';

// Step-up (RFC 9470) with the real engine against the real identity provider: the signed-in user goes back to the
// provider for a second factor and returns to the page that asked, with the same session, a stronger token and the
// app's value; a cancel or another user's sign-in changes nothing or is refused.

setUpIdp();

/** The provider's code page for the tab's last redirect (its step-up request), as the TestBrowser gets it. */
async function codePage(tab: Tab) {
  const page = await tab.browser.navigate(tab.redirects.at(-1) ?? '', APP);
  expect(page.status).toBe(200);
  expect(page.text).toContain('id="kc-otp-login-form"');
  // Only what is missing: the session's password stands.
  expect(page.text).not.toContain('id="password"');
  return page;
}

describe('step-up', () => {
  it('brings the same user back with acr 2, the resume value, the same nonce, on the page that asked', async () => {
    const tab = new Tab();
    const first = await signIn(tab, 'admin');
    const { secret } = await enrolTotp(tab.browser, idp.issuer, APP, 'admin');
    const before = readSession(tab.storage);
    expect(readClaims(first.state.token ?? '')?.acr).toBe('1');

    await first.stepUp({
      acrValues: '2',
      maxAge: 300,
      returnTo: '/wallets?subaccount=farm',
      resume: { form: 'wallet:LTC', draft: { address: 'ltc1q…' } },
    });
    const asked = new URL(tab.redirects.at(-1) ?? '');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      acr_values: '2',
      max_age: '300',
      login_hint: 'admin',
      nonce: before?.nonce,
    });
    const back = await postOtpForm(tab.browser, await codePage(tab), APP, totpCode(secret));
    const callback = await tab.load(back.location ?? '');
    await callback.start();

    expect(callback.state.isAuthenticated).toBe(true);
    expect(callback.state.stepUpResult).toEqual({
      status: 'done',
      acr: '2',
      resume: { form: 'wallet:LTC', draft: { address: 'ltc1q…' } },
    });
    expect(tab.paths.at(-1)).toBe('/wallets?subaccount=farm');
    expect(callback.state.userInfo).toMatchObject({ sub: first.state.userInfo?.sub, acr: '2' });
    const access = readClaims(callback.state.token ?? '');
    expect(access).toMatchObject({ acr: '2', amr: ['pwd', 'otp'] });
    expect(Math.abs(Number(access?.auth_time) - Date.now() / 1000)).toBeLessThan(60);
    expect(readSession(tab.storage)).toMatchObject({ nonce: before?.nonce, sub: before?.sub });
    // The result is the page's once.
    expect(callback.takeStepUp()?.status).toBe('done');
    expect(callback.state.stepUpResult).toBeUndefined();
    // The session goes on: a refresh keeps the raised level.
    expect(await callback.updateToken(10_000)).toBe(true);
    expect(readClaims(callback.state.token ?? '')?.acr).toBe('2');
    expect(tab.logs).toEqual([]);
    callback.stop();
    first.stop();
  });

  it('keeps the session as it was when the user cancels at the provider, and says so', async () => {
    const tab = new Tab();
    const first = await signIn(tab, 'demo');
    await enrolTotp(tab.browser, idp.issuer, APP, 'demo');
    const token = first.state.token;
    await first.stepUp({
      acrValues: '2',
      maxAge: 300,
      returnTo: '/api',
      resume: { form: 'api-key', draft: 1 },
    });
    const exchangesBefore = tokenRequests('authorization_code');
    const back = await postOtpForm(tab.browser, await codePage(tab), APP, '', { cancel: true });
    expect(new URL(back.location ?? '').searchParams.get('error')).toBe('access_denied');
    const callback = await tab.load(back.location ?? '');
    await callback.start();

    expect(callback.state.stepUpResult).toMatchObject({
      status: 'cancelled',
      resume: { form: 'api-key', draft: 1 },
    });
    expect(callback.state.isAuthenticated).toBe(true);
    expect(callback.state.token).toBe(token);
    expect(callback.state.error).toBeUndefined();
    expect(tokenRequests('authorization_code')).toBe(exchangesBefore);
    // The page it left, and a session whose refreshes still pass the nonce check.
    expect(tab.paths.at(-1)).toBe('/api');
    expect(await callback.updateToken(10_000)).toBe(true);
    expect(callback.state.isAuthenticated).toBe(true);
    callback.stop();
    first.stop();
  });

  it('refuses a step-up that signs another user in, and keeps none of its tokens', async () => {
    const tab = new Tab();
    const first = await signIn(tab, 'demo');
    await first.stepUp({ acrValues: '2', resume: { form: 'watcher-link', draft: {} } });
    // Another browser state at the provider (a user who signed out there and in as someone else).
    Object.assign(tab, { browser: new TestBrowser() });
    const callback = await tab.load(await submitLogin(tab, 'banned'));
    await callback.start();

    expect(callback.state.isAuthenticated).toBe(false);
    expect(callback.state.error).toMatchObject({ kind: 'token' });
    expect(callback.state.stepUpResult).toBeUndefined();
    expect(tab.logs.join('\n')).toMatch(/subject/);
    expect(tab.storedTokens()).toEqual([]);
    expect(requests.some((r) => r.includes('authorization_code'))).toBe(true);
    first.stop();
  });

  it('will not start without a signed-in session', async () => {
    const tab = new Tab();
    const page = await tab.load();
    await page.start();
    await expect(page.stepUp({ acrValues: '2' })).rejects.toThrow(/not signed in/);
    expect(tab.redirects).toEqual([]);
    page.stop();
  });
});
