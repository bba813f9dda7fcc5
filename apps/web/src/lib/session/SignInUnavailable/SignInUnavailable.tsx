import { useLocale } from '@lode/i18n';
import { Alert, Button } from '@lode/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAppAuth, type AppAuth } from '../useAuth';
import * as styles from './SignInUnavailable.css';

const messages = defineMessages({
  title: { id: 'auth.unreachable.title', defaultMessage: 'Sign-in is unavailable right now' },
  body: {
    id: 'auth.unreachable.body',
    defaultMessage: 'The sign-in service is not answering. Try again in a minute.',
  },
  expired: {
    id: 'auth.unreachable.expired',
    defaultMessage:
      'Your sign-in ran out while the sign-in service was not answering, so you have been signed out. Try again in a minute.',
  },
  retry: { id: 'auth.unreachable.retry', defaultMessage: 'Retry' },
  close: { id: 'auth.unreachable.close', defaultMessage: 'Close' },
});

/** Props of {@link SignInUnavailable}. */
export interface SignInUnavailableProps {
  /**
   * `page`: the content of a page that needs sign-in, under a level-1 heading; `notice`: a notice over any other
   * page, with a close button.
   */
  placement: 'page' | 'notice';
  /** Where Retry's sign-in comes back to when no attempt is on record (the session ran out): the page shown. */
  returnTo: string;
}

/** The attempt to make again: the sign-in or registration that found the provider silent, else a sign-in. */
function retryOf(auth: AppAuth, returnTo: string, locale: string): () => Promise<void> {
  const attempt = auth.error?.attempt;
  if (attempt?.action === 'register') return () => auth.register(attempt.options);
  if (attempt) return () => auth.login(attempt.options);
  return () => auth.login({ returnTo, locale });
}

/**
 * Says that the sign-in service is not answering (@lode/auth's `unreachable`: a sign-in could not start, or the
 * session ran out during the outage), with Retry, which makes the same attempt again and goes to the sign-in page
 * once the service answers. Renders nothing for any other state.
 */
export function SignInUnavailable({ placement, returnTo }: SignInUnavailableProps) {
  const auth = useAppAuth();
  const intl = useIntl();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState<AppAuth['error']>();
  const error = auth.error;
  if (error?.kind !== 'unreachable' || auth.isAuthenticated || closed === error) return null;

  const body = <FormattedMessage {...(error.attempt ? messages.body : messages.expired)} />;
  const retry = () => {
    setBusy(true);
    // A retry that reaches the service leaves the page; one that does not settles with the state saying so again.
    retryOf(auth, returnTo, locale)()
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const retryButton = (
    <Button size={placement === 'notice' ? 'sm' : 'md'} loading={busy} onClick={retry}>
      <FormattedMessage {...messages.retry} />
    </Button>
  );

  if (placement === 'page') {
    return (
      <div className={styles.page} data-sign-in="unreachable">
        <h1 className={styles.title}>
          <FormattedMessage {...messages.title} />
        </h1>
        <p role="alert" className={styles.body}>
          {body}
        </p>
        {retryButton}
      </div>
    );
  }
  const title = intl.formatMessage(messages.title);
  return (
    <aside className={styles.notice} aria-label={title} data-sign-in="unreachable">
      <Alert
        className={styles.noticeAlert}
        tone="warning"
        live="assertive"
        title={title}
        action={retryButton}
        onDismiss={() => setClosed(error)}
        dismissLabel={intl.formatMessage(messages.close)}
      >
        {body}
      </Alert>
    </aside>
  );
}
