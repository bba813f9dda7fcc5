export {
  AppAuthContext,
  unavailableAuth,
  useAppAuth,
  type AppAuth,
  type SignInOptions,
  type UserClaims,
} from './useAuth';
export { RequireSignIn, bannedRole } from './RequireSignIn';
export { isSigningOut, signOut } from './signOut';
export { useBannedRedirect } from './useBannedRedirect';
