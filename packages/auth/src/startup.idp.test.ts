import { describe, expect, it } from 'vitest';
import { APP, faults, requests, setUpIdp, signIn, Tab, tokenRequests } from './testing/idp';

// Start-up (startup.ts) with the real engine against the real identity provider (testing/idp.ts): the tab's
// session restored, the silent check, and a provider that is down, silent or not configured.

setUpIdp();

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
