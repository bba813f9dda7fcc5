import { useLocale } from '@lode/i18n';
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import type { GuardProps } from '../../app/routing/middleware';
import { bannedPagePath } from '../pool/accountBanned';
import * as styles from './RequireSignIn.css';
import { isSigningOut } from './signOut';
import { useAppAuth } from './useAuth';

const messages = defineMessages({
  checking: { id: 'auth.checking.title', defaultMessage: 'Checking your sign-in…' },
  checkingBody: {
    id: 'auth.checking.body',
    defaultMessage: 'This page is for signed-in miners. One moment while we check who you are.',
  },
  redirecting: { id: 'auth.redirecting.title', defaultMessage: 'Taking you to sign in…' },
  redirectingBody: {
    id: 'auth.redirecting.body',
    defaultMessage: 'You will come back to this page once you have signed in.',
  },
  unavailable: { id: 'auth.unavailable.title', defaultMessage: 'Sign-in is unavailable' },
  unavailableBody: {
    id: 'auth.unavailable.body',
    defaultMessage:
      'The site cannot reach its sign-in service right now, so the cabinet cannot open. The public pages still work; please try again later.',
  },
});

// Shown only while the sign-in service is not answering: its code and styles load then, not with every cabinet page.
const SignInUnavailable = lazy(() =>
  import('./SignInUnavailable').then((m) => ({ default: m.SignInUnavailable })),
);

/** The role that locks a user out of the cabinet. */
export const bannedRole = 'banned';

function Status({ kind }: { kind: 'checking' | 'redirecting' | 'unavailable' }) {
  return (
    <div className={styles.status}>
      <h1 className={styles.title}>
        <FormattedMessage {...messages[kind]} />
      </h1>
      <p role="status" className={styles.body}>
        <FormattedMessage {...messages[`${kind}Body`]} />
      </p>
    </div>
  );
}

/**
 * The `auth` middleware's guard: signed out, it starts the sign-in and comes back to this very page; a user with
 * the realm role `banned` goes to `/error/banned?reason=other`; until the first check settles it says so instead of flashing
 * the page.
 */
export function RequireSignIn({ children }: GuardProps) {
  const auth = useAppAuth();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const signedOut = auth.available && auth.initialized && !auth.isAuthenticated;
  // The sign-in service is not answering (a sign-in found it so, or the session ran out meanwhile): say so and let
  // the user retry, rather than start a sign-in that could only find it silent again.
  const unreachable = auth.error?.kind === 'unreachable';
  // One sign-in per page: a re-render while the browser is leaving must not start a second one.
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!signedOut || unreachable || startedFor.current === here || isSigningOut()) return;
    startedFor.current = here;
    void auth.login({ returnTo: here, locale });
  }, [signedOut, unreachable, here, auth, locale]);

  // When the check settles, the page mounts in a render React may cut into slices (a deferred value renders as a
  // transition), not in the one task that learnt of the sign-in: a cabinet page is a large tree for a slow phone.
  const showPage = useDeferredValue(auth.available && auth.initialized && !signedOut);

  if (!auth.available) return <Status kind="unavailable" />;
  if (!auth.initialized) return <Status kind="checking" />;
  if (signedOut && unreachable)
    return (
      <Suspense fallback={null}>
        <SignInUnavailable placement="page" returnTo={here} />
      </Suspense>
    );
  if (signedOut) return <Status kind="redirecting" />;
  // The provider's `banned` role is a ban for another reason, as the API answers it (`account_banned`, `other`).
  if (auth.hasRealmRole(bannedRole)) return <Navigate to={bannedPagePath('other', locale)} replace />;
  if (!showPage) return <Status kind="checking" />;
  return <>{children}</>;
}
