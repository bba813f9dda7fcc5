import { describe, expect, it, vi } from 'vitest';
import { formAction, hiddenInput } from '../../../apps/idp/src/testing/browser';
import { APP, faults, idp, nextState, requests, setUpIdp, signIn, Tab } from './testing/idp';

// Session watching (sessionWatch.ts) and the user's name from userinfo (profile.ts), with the real engine against the
// real identity provider (testing/idp.ts).

setUpIdp();

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
