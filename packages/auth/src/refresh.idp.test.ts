import { describe, expect, it } from 'vitest';
import type { AuthClient } from './client';
import { REFRESH_FAILED_MESSAGE } from './refresh';
import { APP, control, faults, idp, nextState, setUpIdp, signIn, Tab, tokenRequests } from './testing/idp';
import { getAuthState, getValidToken, provideClient } from './token';

// Refresh (refresh.ts) with the real engine against the real identity provider (testing/idp.ts): the timer,
// refused and failing answers, outages, and the token for code outside React.

setUpIdp();

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
