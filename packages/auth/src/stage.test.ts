import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState, StartMode } from './types';
import { PENDING_PREFIX, parsePending } from './pending';
import { probeProvider, type ProbeEnvironment, type ProbeResult } from './probe';
import { SESSION_KEY } from './session';
import { AuthStage, type StageClient, type StageEnvironment } from './stage';

// The start-up stage decides whether the page needs the engine. These tests give it a fake browser: the real engine,
// the provider and the frames run in the `*.idp.test.ts` files and e2e/auth-startup.e2e.ts.

const config = { url: 'https://sso.example.com', realm: 'lode', clientId: 'lode-web' };

/** sessionStorage as the stage reads it. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

/** A stand-in for the engine's client: records how it was started and what was asked of it. */
function fakeClient(signedIn: boolean) {
  const listeners = new Set<(state: AuthState) => void>();
  const calls: string[] = [];
  let state: AuthState = { initialized: false, isAuthenticated: false, available: true };
  const client: StageClient & { modes: StartMode[]; calls: string[] } = {
    clientId: config.clientId,
    modes: [],
    calls,
    get state() {
      return state;
    },
    start(mode?: StartMode) {
      if (mode) client.modes.push(mode);
      state = {
        initialized: true,
        isAuthenticated: signedIn,
        available: true,
        token: signedIn ? 't' : undefined,
      };
      for (const listener of listeners) listener(state);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login: async () => void calls.push('login'),
    register: async () => void calls.push('register'),
    logout: async () => void calls.push('logout'),
    stepUp: async () => void calls.push('stepUp'),
    takeStepUp: () => undefined,
    updateToken: async () => signedIn,
  };
  return client;
}

function environment(overrides: Partial<StageEnvironment> & { client?: ReturnType<typeof fakeClient> } = {}) {
  const client = overrides.client ?? fakeClient(false);
  const loads: unknown[] = [];
  const probes: unknown[] = [];
  const errors: string[] = [];
  const preloads: string[] = [];
  const env: StageEnvironment = {
    storage: memoryStorage(),
    pathname: () => '/',
    inFrame: false,
    workerRegistered: async () => false,
    loadClient: async (resolved) => {
      loads.push(resolved);
      return client;
    },
    probe: async (resolved): Promise<ProbeResult> => {
      probes.push(resolved);
      return { session: false, thirdPartyCookies: 'supported' };
    },
    logError: (message) => void errors.push(message),
    preloadClient: () => void preloads.push('engine'),
    ...overrides,
  };
  return { env, client, loads, probes, errors, preloads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthStage', () => {
  it('signs a visitor out after the probe finds no session, without loading the engine', async () => {
    const { env, loads, probes } = environment();
    const stage = new AuthStage(Promise.resolve(config), {}, env);
    await stage.start();
    expect(stage.state).toMatchObject({ initialized: true, isAuthenticated: false, available: true });
    expect(probes).toEqual([config]);
    expect(loads).toEqual([]);
    expect(await stage.updateToken()).toBe(false);
  });

  it.each([
    ['a sign-in callback', { pathname: () => '/auth/callback' }],
    ['the package’s session record', { storage: memoryStorage({ [SESSION_KEY]: '{}' }) }],
    ['the engine’s keys in the tab', { storage: memoryStorage({ 'oidc.tabId.default': 'x' }) }],
    ['the engine’s worker registered here', { workerRegistered: async () => true }],
  ])('loads the engine at once for %s, with no probe', async (_name, overrides) => {
    const { env, client, loads, probes } = environment({ ...overrides, client: fakeClient(true) });
    const stage = new AuthStage(config, {}, env);
    await stage.start();
    expect(loads).toEqual([config]);
    expect(probes).toEqual([]);
    expect(client.modes).toEqual([{}]);
    expect(stage.state).toMatchObject({ initialized: true, isAuthenticated: true, token: 't' });
  });

  it('starts fetching the engine on a callback before the configuration arrives, and not for a visitor', async () => {
    let give: (value: unknown) => void = () => {};
    const later = new Promise((resolve) => {
      give = resolve;
    });
    const callback = environment({ pathname: () => '/auth/callback', client: fakeClient(true) });
    const started = new AuthStage(later, {}, callback.env).start();
    expect(callback.preloads).toEqual(['engine']);
    expect(callback.loads).toEqual([]);
    give(config);
    await started;
    expect(callback.loads).toEqual([config]);

    const visitor = environment();
    await new AuthStage(Promise.resolve(config), {}, visitor.env).start();
    expect(visitor.preloads).toEqual([]);
  });

  it('loads the engine when the probe finds a session at the provider, passing the cookie check on', async () => {
    const { env, client, loads } = environment({
      client: fakeClient(true),
      probe: async () => ({ session: true, thirdPartyCookies: 'supported' }),
    });
    const stage = new AuthStage(config, {}, env);
    await stage.start();
    expect(loads).toEqual([config]);
    expect(client.modes).toEqual([{ thirdPartyCookies: 'supported' }]);
    expect(stage.state).toMatchObject({ initialized: true, isAuthenticated: true });
    expect(await stage.updateToken()).toBe(true);
  });

  it('is unavailable without a usable configuration, and loads nothing', async () => {
    const { env, loads, probes } = environment();
    const stage = new AuthStage(Promise.reject(new Error('no config')), {}, env);
    await stage.start();
    expect(stage.state).toMatchObject({
      initialized: true,
      available: false,
      error: { kind: 'unavailable' },
    });
    expect(loads).toEqual([]);
    expect(probes).toEqual([]);
  });

  it('reports a provider it cannot discover as keycloak-js does, signed out', async () => {
    const { env, errors } = environment({
      probe: async () => {
        throw new Error(
          'https://sso.example.com/realms/lode/.well-known/openid-configuration answered HTTP 503',
        );
      },
    });
    const stage = new AuthStage(config, {}, env);
    await stage.start();
    expect(errors).toEqual([
      'Keycloak initialization error: https://sso.example.com/realms/lode/.well-known/openid-configuration answered HTTP 503',
    ]);
    expect(stage.state).toMatchObject({
      initialized: true,
      isAuthenticated: false,
      error: { kind: 'unavailable' },
    });
  });

  it('settles signed out after initTimeout when the provider never answers', async () => {
    vi.useFakeTimers();
    const { env } = environment({ probe: () => new Promise<ProbeResult>(() => {}) });
    const stage = new AuthStage(config, { initTimeout: 2_000 }, env);
    const started = stage.start();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(stage.state.initialized).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(stage.state).toMatchObject({ initialized: true, isAuthenticated: false });
  });

  it('lets "Sign in" clicked before anything is decided load the engine and go, without a silent check', async () => {
    const { env, client } = environment({ probe: () => new Promise<ProbeResult>(() => {}) });
    const stage = new AuthStage(config, {}, env);
    void stage.start();
    await stage.login({ returnTo: '/faq' });
    expect(client.calls).toEqual(['login']);
    expect(client.modes).toEqual([{ silentCheck: false }]);
  });
});

describe('probeProvider', () => {
  const discovery = {
    issuer: 'https://sso.example.com/realms/lode',
    authorization_endpoint: 'https://sso.example.com/realms/lode/protocol/openid-connect/auth',
    token_endpoint: 'https://sso.example.com/realms/lode/protocol/openid-connect/token',
    jwks_uri: 'https://sso.example.com/realms/lode/protocol/openid-connect/certs',
  };
  const options = { silentCheckSsoPath: '/silent-check-sso.html', scope: 'openid', initTimeout: 10_000 };

  function probeEnvironment(cookies: 'supported' | 'unsupported', answer: boolean | 'timeout') {
    const storage = memoryStorage();
    const frames: { url: URL; pending: unknown }[] = [];
    const cookieChecks: string[] = [];
    const env: ProbeEnvironment = {
      fetch: async () => Response.json(discovery),
      storage,
      origin: 'https://pool.example.com',
      now: () => 1_000,
      thirdPartyCookies: async (url) => {
        cookieChecks.push(url);
        return cookies;
      },
      probeFrame: async (url, state) => {
        frames.push({
          url: new URL(url),
          pending: parsePending(storage.getItem(PENDING_PREFIX + state) ?? ''),
        });
        return answer;
      },
    };
    return { env, storage, frames, cookieChecks };
  }

  it('runs the cookie check, then a prompt=none request to the silent page, and forgets its state after', async () => {
    const { env, storage, frames, cookieChecks } = probeEnvironment('supported', true);
    expect(await probeProvider(config, options, env)).toEqual({
      session: true,
      thirdPartyCookies: 'supported',
    });
    expect(cookieChecks).toEqual([
      'https://sso.example.com/realms/lode/protocol/openid-connect/3p-cookies/step1.html',
    ]);
    const [frame] = frames;
    expect(frame?.url.origin + (frame?.url.pathname ?? '')).toBe(discovery.authorization_endpoint);
    const params = Object.fromEntries(frame?.url.searchParams ?? []);
    expect(params).toMatchObject({
      client_id: 'lode-web',
      redirect_uri: 'https://pool.example.com/silent-check-sso.html',
      response_type: 'code',
      prompt: 'none',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // While the frame runs, the state is a pending silent probe: the callback page refuses it, the silent page knows it.
    expect(frame?.pending).toMatchObject({ state: params.state, silent: true, probe: true });
    expect(storage.getItem(PENDING_PREFIX + params.state)).toBeNull();
  });

  it('asks nothing more when the provider’s cookies cannot reach its frames', async () => {
    const { env, frames } = probeEnvironment('unsupported', true);
    expect(await probeProvider(config, options, env)).toEqual({
      session: false,
      thirdPartyCookies: 'unsupported',
    });
    expect(frames).toEqual([]);
  });

  it('finds no session when the frame does not answer in time', async () => {
    const { env } = probeEnvironment('supported', 'timeout');
    expect(await probeProvider(config, options, env)).toEqual({
      session: false,
      thirdPartyCookies: 'supported',
    });
  });
});
