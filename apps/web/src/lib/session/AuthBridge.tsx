import { isAuthConfig, useAuth } from '@lode/auth';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AppAuthContext, type AppAuth } from './useAuth';

/** Where sign-in stands: unknown until the first silent check ends, or unavailable without a configuration. */
export type AuthState = 'unavailable' | 'checking' | 'signed-in' | 'signed-out';

/** The {@link AuthState} of an app's sign-in state. */
export function authState(auth: Pick<AppAuth, 'available' | 'initialized' | 'isAuthenticated'>): AuthState {
  if (!auth.available) return 'unavailable';
  if (!auth.initialized) return 'checking';
  return auth.isAuthenticated ? 'signed-in' : 'signed-out';
}

/** Props of {@link AuthBridge}. */
export interface AuthBridgeProps {
  /** The `config.json` the AuthProvider was given, for the account page's address. */
  config: Promise<unknown>;
  /** The app. */
  children?: ReactNode;
}

/**
 * Hands @lode/auth's state to the app's pages, layouts and guards, adding the identity provider's account page
 * (`{url}/realms/{realm}/account`). Must be inside the AuthProvider.
 */
export function AuthBridge({ config, children }: AuthBridgeProps) {
  const auth = useAuth();
  const [accountUrl, setAccountUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    void config.then(
      (value) => {
        if (live && isAuthConfig(value))
          setAccountUrl(`${value.url.replace(/\/+$/, '')}/realms/${value.realm}/account`);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [config]);
  const value = useMemo<AppAuth>(() => ({ ...auth, accountUrl }), [auth, accountUrl]);
  const state = authState(value);
  // `<html data-auth>`: where sign-in stands, for anything that must wait until it is known (the e2e suite does).
  useEffect(() => {
    document.documentElement.dataset.auth = state;
  }, [state]);
  return <AppAuthContext.Provider value={value}>{children}</AppAuthContext.Provider>;
}
