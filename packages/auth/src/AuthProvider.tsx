import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthClient, AuthOptions, AuthState, LoginOptions, LogoutOptions } from './client';
import { hasRealmRole, hasResourceRole } from './claims';
import { provideClient } from './token';

/** What {@link useAuth} returns: the state of spec.md §3 and the actions. */
export interface Auth extends AuthState {
  /** Sends the browser to the provider's login page; it comes back to `returnTo` (default: the dashboard). */
  login(options?: LoginOptions): Promise<void>;
  /** Sends the browser to the provider's registration page; the new user comes back signed in. */
  register(options?: LoginOptions): Promise<void>;
  /** Signs out here and at the provider; the browser comes back to `returnTo` (default `/`). */
  logout(options?: LogoutOptions): Promise<void>;
  /** Refreshes the token if fewer than `minValidity` seconds remain; resolves true when a valid one is held. */
  updateToken(minValidity?: number): Promise<boolean>;
  /** Whether the signed-in user has a realm role (`realm_access.roles`). */
  hasRealmRole(role: string): boolean;
  /** Whether the signed-in user has a role of a client (`resource_access`); the client defaults to this app's. */
  hasResourceRole(role: string, clientId?: string): boolean;
}

const AuthContext = createContext<Auth | null>(null);

/** Props of {@link AuthProvider}. */
export interface AuthProviderProps extends AuthOptions {
  /**
   * The runtime configuration `{url, realm, clientId}` (from `config.json`), or a promise of it, so the page need not
   * wait for the fetch; null, malformed or a rejected promise: sign-in unavailable, the rest of the app unaffected.
   */
  config: unknown;
  /** Shows an app path after a sign-in callback; pass your router's navigate. Default: history + popstate. */
  onNavigate?: (path: string) => void;
  /** The app. It renders at once: nothing waits for the sign-in check. */
  children?: ReactNode;
}

const starting: AuthState = { initialized: false, isAuthenticated: false, available: true };

/**
 * Keycloak-style single sign-on for the tree below. The client code loads after the first paint, then finishes a
 * callback, restores the tab's session or runs the silent check; `useAuth()` reads the state.
 */
export function AuthProvider({ config, onNavigate, children, ...options }: AuthProviderProps) {
  // Actions taken before the client code has loaded (a quick click on "Sign in") wait for it instead of being lost.
  const [loaded] = useState(() => {
    let resolve: (client: AuthClient) => void = () => {};
    const promise = new Promise<AuthClient>((r) => {
      resolve = r;
    });
    return { promise, resolve: (client: AuthClient) => resolve(client) };
  });
  const [state, setState] = useState<AuthState>(starting);
  const {
    callbackPath,
    silentCheckSsoPath,
    refreshInterval,
    minValidity,
    initTimeout,
    defaultReturnTo,
    scope,
    serviceWorker,
  } = options;
  const [clientId, setClientId] = useState('');

  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    const settled = Promise.resolve(config).catch(() => null);
    void Promise.all([settled, import('./runtime')]).then(([resolved, { pageAuthClient }]) => {
      if (!live) return;
      const next = pageAuthClient(
        resolved,
        {
          callbackPath,
          silentCheckSsoPath,
          refreshInterval,
          minValidity,
          initTimeout,
          defaultReturnTo,
          scope,
          serviceWorker,
        },
        onNavigate,
      );
      loaded.resolve(next);
      provideClient(next);
      setClientId(next.clientId);
      setState(next.state);
      unsubscribe = next.subscribe(setState);
      void next.start();
    });
    return () => {
      live = false;
      unsubscribe();
    };
    // The options are read once per configuration: changing them mid-session would fork the session's rules.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [config]);

  const value = useMemo<Auth>(() => {
    const { promise } = loaded;
    return {
      ...state,
      login: (o) => promise.then((c) => c.login(o)),
      register: (o) => promise.then((c) => c.register(o)),
      logout: (o) => promise.then((c) => c.logout(o)),
      updateToken: (v) => promise.then((c) => c.updateToken(v)),
      hasRealmRole: (role) => hasRealmRole(state.userInfo, role),
      hasResourceRole: (role, client = clientId) => hasResourceRole(state.userInfo, role, client),
    };
  }, [loaded, state, clientId]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state and actions of the nearest {@link AuthProvider}. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() must be used inside <AuthProvider>');
  return auth;
}
