import { createContext, useContext } from 'react';

// The app reads sign-in state through this one hook, shaped like @lode/auth's `useAuth()`, so pages, layouts and
// guards do not change when the provider behind it does.

/** The claims of the signed-in user that the app reads. */
export interface UserClaims {
  /** Subject: the user's stable id. */
  sub: string;
  /** The user name. */
  preferred_username?: string;
  /** The full name. */
  name?: string;
  /** The e-mail address. */
  email?: string;
  /** Roles of the realm. */
  realm_access?: { roles: string[] };
}

/** Options of a sign-in or registration. */
export interface SignInOptions {
  /** The path to come back to afterwards (same origin only). */
  returnTo?: string;
  /** The language of the provider's pages. */
  locale?: string;
}

/** The sign-in state and actions the app uses. */
export interface AppAuth {
  /** The access token, while signed in. */
  token?: string;
  /** The claims of the signed-in user. */
  userInfo?: UserClaims;
  /** Whether someone is signed in. */
  isAuthenticated: boolean;
  /** Whether the first silent check has finished (until then, nobody is known to be signed in or out). */
  initialized: boolean;
  /** False when the app has no sign-in configuration: the public side works, sign-in is unavailable. */
  available: boolean;
  /** Starts a sign-in at the identity provider. */
  login(options?: SignInOptions): Promise<void>;
  /** Starts a registration at the identity provider. */
  register(options?: SignInOptions): Promise<void>;
  /** Signs out at the identity provider. */
  logout(options?: { returnTo?: string }): Promise<void>;
  /** Renews the token if fewer than `minValidity` seconds remain; true when a valid one is held (API calls use it). */
  updateToken?(minValidity?: number): Promise<boolean>;
  /** Whether the user has a realm role. */
  hasRealmRole(role: string): boolean;
  /**
   * Sends the browser to the identity provider for a stronger or fresher sign-in (a second factor) that an API
   * answer asked for (RFC 9470); it comes back to this page and `stepUpResult` says how it went, with `resume`.
   */
  stepUp?(options: {
    acrValues?: string;
    maxAge?: number;
    returnTo?: string;
    locale?: string;
    resume?: unknown;
  }): Promise<void>;
  /** How the last step-up came back (`done`, `cancelled`, `failed`), until a page takes it with `takeStepUp`. */
  stepUpResult?: {
    status: 'done' | 'cancelled' | 'failed';
    resume?: unknown;
    acr?: string;
    message?: string;
  };
  /** Takes the last step-up's result, once. */
  takeStepUp?(): AppAuth['stepUpResult'];
  /** The account page at the identity provider, when known. */
  accountUrl?: string;
  /**
   * The last sign-in problem; `ended`: the session ended at the identity provider; `unreachable`: the identity
   * provider is not answering, so a sign-in could not start (`attempt` says which, to offer it again) or the session
   * ran out meanwhile.
   */
  error?: {
    kind: 'unavailable' | 'unreachable' | 'login' | 'token' | 'refresh' | 'ended';
    message: string;
    attempt?: { action: 'login' | 'register'; options: SignInOptions };
  };
}

const noop = async () => {};

/** What the app knows while no provider is mounted: nobody signed in, sign-in unavailable. */
export const unavailableAuth: AppAuth = {
  isAuthenticated: false,
  initialized: true,
  available: false,
  login: noop,
  register: noop,
  logout: noop,
  hasRealmRole: () => false,
};

/** Carries the sign-in state; main.tsx fills it from the auth provider, tests from a fixture. */
export const AppAuthContext = createContext<AppAuth>(unavailableAuth);

/** The sign-in state and actions. */
export function useAppAuth(): AppAuth {
  return useContext(AppAuthContext);
}
