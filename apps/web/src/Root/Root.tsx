import { I18nProvider, localeFromPath, useLocale } from '@lode/i18n';
import { Button, NavigationProgress, ToastProvider, useToast } from '@lode/ui';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { useAppAuth } from '../auth';
import { safeRedirectPath } from '@lode/auth';
import { catalogs } from '../catalogs';
import { onNewVersion } from '../runtime/versionPoll';

const messages = defineMessages({
  loading: {
    id: 'root.loading',
    defaultMessage: 'Loading page',
    description: 'Name of the navigation progress bar',
  },
  toastClose: { id: 'toast.close', defaultMessage: 'Close' },
  toastLabel: { id: 'toast.label', defaultMessage: 'Notification' },
  newVersion: { id: 'version.new.title', defaultMessage: 'A new version of the site is available' },
  newVersionBody: {
    id: 'version.new.body',
    defaultMessage: 'It loads with your next click, or now:',
  },
  reload: { id: 'version.new.reload', defaultMessage: 'Reload now' },
});

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const toastViewport = defineMessage<{ readonly hotkey: string }>({
  id: 'toast.viewport',
  defaultMessage: 'Notifications ({hotkey})',
  description: 'Name of the toast region; {hotkey} is the key that jumps to it',
});

/**
 * The toast's "Reload now" button. The toast's live region repeats the description for screen readers, off screen:
 * there the action is plain text, so no hidden copy of the button sits in the tab order.
 */
function ReloadNow() {
  const ref = useRef<HTMLSpanElement>(null);
  const [announcement, setAnnouncement] = useState(true);
  useLayoutEffect(
    () => setAnnouncement(ref.current?.closest('[aria-live="polite"], [aria-live="assertive"]') != null),
    [],
  );
  return (
    <span ref={ref}>
      {announcement ? (
        <FormattedMessage {...messages.reload} />
      ) : (
        <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
          <FormattedMessage {...messages.reload} />
        </Button>
      )}
    </span>
  );
}

/** The progress bar, the new-version notice and `?redirect=` handling: the app's behaviours above every page. */
function RootBehaviours() {
  const intl = useIntl();
  const navigation = useNavigation();
  const { toast } = useToast();
  const auth = useAppAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectParam = searchParams.get('redirect');

  useEffect(
    () =>
      onNewVersion(() => {
        toast({
          title: intl.formatMessage(messages.newVersion),
          description: (
            <>
              <FormattedMessage {...messages.newVersionBody} /> <ReloadNow />
            </>
          ),
          duration: Infinity,
        });
      }),
    [toast, intl],
  );

  // `?redirect=/path` (spec.md §2): signed out, sign in and come back there; signed in, go there. Same-origin paths only.
  useEffect(() => {
    const target = safeRedirectPath(redirectParam, window.location.origin);
    if (!target || !auth.available || !auth.initialized) return;
    if (auth.isAuthenticated) navigate(target, { replace: true });
    else void auth.login({ returnTo: target, locale });
  }, [redirectParam, auth, locale, navigate]);

  return (
    <NavigationProgress active={navigation.state !== 'idle'} label={intl.formatMessage(messages.loading)} />
  );
}

function Toasts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <ToastProvider
      closeLabel={intl.formatMessage(messages.toastClose)}
      label={intl.formatMessage(messages.toastLabel)}
      viewportLabel={intl.formatMessage(toastViewport, { hotkey: '{hotkey}' })}
    >
      {children}
    </ToastProvider>
  );
}

/** The root of every route: the page's language from its URL prefix, toasts, the progress bar, then the layout. */
export function Root() {
  const { pathname } = useLocation();
  return (
    <I18nProvider locale={localeFromPath(pathname)} catalogs={catalogs}>
      <Toasts>
        <RootBehaviours />
        <Outlet />
      </Toasts>
    </I18nProvider>
  );
}
