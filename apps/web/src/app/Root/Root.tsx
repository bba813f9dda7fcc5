import { safeRedirectPath } from '@lode/auth';
import { I18nProvider, localeFromPath, useLocale } from '@lode/i18n';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppAuth, useBannedRedirect } from '../../lib/session';
import { catalogs } from '../catalogs';
import type { PageHandle } from '../routing/buildRoutes';
import { MaintenanceWatch } from '../routing/MaintenanceWatch';
import { isNewVersionDeployed, onNewVersion } from '../../lib/runtime/versionPoll';

const VersionNotice = lazy(() =>
  import('../shell/VersionNotice').then((m) => ({ default: m.VersionNotice })),
);
const SessionEndedNotice = lazy(() =>
  import('../../lib/session/SessionEndedNotice').then((m) => ({ default: m.SessionEndedNotice })),
);
const SignInUnavailable = lazy(() =>
  import('../../lib/session/SignInUnavailable').then((m) => ({ default: m.SignInUnavailable })),
);

/** The new-version, session-ended and sign-in-unavailable notices, `?redirect=` handling and the banned page: the app's behaviours above every page (each layout's header has the progress bar). */
function RootBehaviours() {
  const auth = useAppAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectParam = searchParams.get('redirect');
  const signInAskedFor = useRef<string | null>(null);
  const [newVersion, setNewVersion] = useState(isNewVersionDeployed);
  const { pathname, search } = useLocation();
  // A page that needs sign-in says "sign-in unavailable" itself (RequireSignIn), as its content.
  const guarded = useMatches().some((match) =>
    (match.handle as PageHandle | undefined)?.page.meta.middleware.includes('auth'),
  );
  // Any API answer that the account is banned shows /error/banned with the reason, whatever the page.
  useBannedRedirect();

  useEffect(() => onNewVersion(() => setNewVersion(true)), []);

  // Public pages arrive rendered at build; this marks the moment the app has taken them over (tests wait for it
  // before they click, since a click before that is the plain HTML's).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  // `?redirect=/path`: signed out, sign in and come back there; signed in, go there. Same-origin paths only:
  // any other value is dropped from the address at once, so it is not kept, shared or bookmarked as if it worked.
  useEffect(() => {
    if (redirectParam === null) return;
    const target = safeRedirectPath(redirectParam, window.location.origin);
    if (!target) {
      const rest = new URLSearchParams(searchParams);
      rest.delete('redirect');
      const search = rest.toString();
      void navigate({ search: search && `?${search}`, hash: window.location.hash }, { replace: true });
      return;
    }
    if (!auth.available || !auth.initialized) return;
    // The sign-in service is not answering: the notice offers Retry (a sign-in here would only find it so again).
    if (!auth.isAuthenticated && auth.error?.kind === 'unreachable') return;
    if (auth.isAuthenticated) void navigate(target, { replace: true });
    else if (signInAskedFor.current !== target) {
      // Once per target: the effect runs again as the sign-in state changes while the first sign-in is under way.
      signInAskedFor.current = target;
      void auth.login({ returnTo: target, locale });
    }
  }, [redirectParam, searchParams, auth, locale, navigate]);

  return (
    <>
      {newVersion && (
        <Suspense fallback={null}>
          <VersionNotice />
        </Suspense>
      )}
      {auth.error?.kind === 'ended' && (
        <Suspense fallback={null}>
          <SessionEndedNotice />
        </Suspense>
      )}
      {auth.error?.kind === 'unreachable' && !guarded && (
        <Suspense fallback={null}>
          <SignInUnavailable placement="notice" returnTo={`${pathname}${search}`} />
        </Suspense>
      )}
    </>
  );
}

/** The root of every route: the page's language from its URL prefix, the notices, then the layout. */
export function Root() {
  const { pathname } = useLocation();
  return (
    <I18nProvider locale={localeFromPath(pathname)} catalogs={catalogs}>
      <RootBehaviours />
      <MaintenanceWatch />
      <Outlet />
    </I18nProvider>
  );
}
