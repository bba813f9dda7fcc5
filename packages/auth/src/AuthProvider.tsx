import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { StepUpOptions, StepUpResult } from './stepUp';
import type { AuthOptions, AuthState, LoginOptions, LogoutOptions } from './types';
import { hasRealmRole, hasResourceRole } from './claims';
import { pageStage } from './stage';
import { provideClient } from './token';

/** What {@link useAuth} returns: the sign-in state and the actions. */
export interface Auth extends AuthState {
  /** Sends the browser to the provider's login page; it comes back to `returnTo` (default: the dashboard). */
  login(options?: LoginOptions): Promise<void>;
  /** Sends the browser to the provider's registration page; the new user comes back signed in. */
  register(options?: LoginOptions): Promise<void>;
  /** Signs out here and at the provider; the browser comes back to `returnTo` (default `/`). */
  logout(options?: LogoutOptions): Promise<void>;
  /**
   * Sends the browser to the provider for a stronger or fresher sign-in of the signed-in user, with what an API's
   * step-up challenge (RFC 9470) asked for; it comes back to `returnTo` (default: this page) and `stepUpResult` in the state
   * says how it went, with the `resume` value given here. A cancelled or refused step-up keeps the session as it was.
   */
  stepUp(options: StepUpOptions): Promise<void>;
  /** The result of the last step-up, once (the state forgets it): for the page that asked, to carry on. */
  takeStepUp(): StepUpResult | undefined;
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

/**
 * Keycloak-style single sign-on for the tree below. A small start-up stage decides after the first paint whether the
 * page needs the sign-in engine (a callback, a session, or a session at the provider) and loads it only then;
 * `useAuth()` reads the state.
 */
export function AuthProvider({ config, onNavigate, children, ...options }: AuthProviderProps) {
  // The options are read once per configuration: changing them mid-session would fork the session's rules.
  const stage = pageStage(config, options, onNavigate);
  const state = useSyncExternalStore<AuthState>(
    (onChange) => stage.subscribe(onChange),
    () => stage.state,
    () => stage.state,
  );

  useEffect(() => {
    provideClient(stage);
    void stage.start();
  }, [stage]);

  const value = useMemo<Auth>(
    () => ({
      ...state,
      // Actions taken before the engine has loaded (a quick click on "Sign in") load it and then run.
      login: (o) => stage.login(o),
      register: (o) => stage.register(o),
      logout: (o) => stage.logout(o),
      stepUp: (o) => stage.stepUp(o),
      takeStepUp: () => stage.takeStepUp(),
      updateToken: (v) => stage.updateToken(v),
      hasRealmRole: (role) => hasRealmRole(state.userInfo, role),
      hasResourceRole: (role, client = stage.clientId) => hasResourceRole(state.userInfo, role, client),
    }),
    [stage, state],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state and actions of the nearest {@link AuthProvider}. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() must be used inside <AuthProvider>');
  return auth;
}
