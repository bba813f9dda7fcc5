export { AuthProvider, useAuth, type Auth, type AuthProviderProps } from './AuthProvider';
export { RequireAuth, RequireRole, type RequireAuthProps, type RequireRoleProps } from './guards';
export type { AuthError, AuthOptions, AuthState, LoginOptions, LogoutOptions } from './types';
export { hasRealmRole, hasResourceRole, readClaims, type Claims } from './claims';
export { isAuthConfig, type AuthConfig } from './config';
export { pendingReturnPath, safeRedirectPath } from './redirect';
export { getAuthState, getValidToken } from './token';
export { parseStepUpChallenge, type StepUpChallenge, type StepUpOptions, type StepUpResult } from './stepUp';
