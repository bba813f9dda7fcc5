import { useEffect, type ReactNode } from 'react';
import { useAuth } from './AuthProvider';

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  /** What to show while the sign-in check runs or the login page is on its way. */
  fallback?: ReactNode;
  /** Language to ask the login page for. */
  locale?: string;
  /** The content for signed-in users. */
  children?: ReactNode;
}

/** Shows its children to signed-in users; a signed-out visitor is sent to login and brought back to this page. */
export function RequireAuth({ fallback = null, locale, children }: RequireAuthProps) {
  const { initialized, isAuthenticated, available, login } = useAuth();
  const mustLogin = initialized && available && !isAuthenticated;
  useEffect(() => {
    if (!mustLogin) return;
    const { pathname, search, hash } = window.location;
    void login({ returnTo: pathname + search + hash, locale }).catch(() => {
      // The client has logged it and recorded the error for the app to show.
    });
  }, [mustLogin, login, locale]);
  return initialized && isAuthenticated ? children : fallback;
}

/** Props of {@link RequireRole}. */
export interface RequireRoleProps {
  /** A realm role the user must have. */
  realm?: string;
  /** A client role the user must have; `client` defaults to this app's client id. */
  resource?: { role: string; client?: string };
  /** What users without the role see. */
  fallback?: ReactNode;
  /** The content for users with the role. */
  children?: ReactNode;
}

/** Shows its children only to a signed-in user with the given realm and/or client role. */
export function RequireRole({ realm, resource, fallback = null, children }: RequireRoleProps) {
  const auth = useAuth();
  const allowed =
    auth.isAuthenticated &&
    (realm === undefined || auth.hasRealmRole(realm)) &&
    (resource === undefined || auth.hasResourceRole(resource.role, resource.client));
  return allowed ? children : fallback;
}
