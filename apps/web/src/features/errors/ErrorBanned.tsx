import { LocaleLink, localePath, useLocale } from '@lode/i18n';
import { Button } from '@lode/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { signOut, useAppAuth } from '../../lib/session';
import { PageIntro } from '../../lib/page/PageIntro';
import * as styles from '../../lib/page/pages.css';
import { errorBannedRoute } from './route';

const messages = defineMessages({
  contact: { id: 'banned.contact', defaultMessage: 'Contact the pool team' },
  signOut: { id: 'banned.signOut', defaultMessage: 'Sign out' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
});

/** `/error/banned`: the account is blocked; whom to ask, and signing out to use another account. */
export function ErrorBanned() {
  const auth = useAppAuth();
  const locale = useLocale();
  return (
    <article>
      <PageIntro route={errorBannedRoute} />
      <p className={styles.actions}>
        <LocaleLink className={styles.link} to="/contacts">
          <FormattedMessage {...messages.contact} />
        </LocaleLink>
        {auth.isAuthenticated ? (
          <Button variant="outline" onClick={() => void signOut(auth, localePath('/', locale))}>
            <FormattedMessage {...messages.signOut} />
          </Button>
        ) : (
          <LocaleLink className={styles.link} to="/">
            <FormattedMessage {...messages.home} />
          </LocaleLink>
        )}
      </p>
    </article>
  );
}
