import { LocaleLink, localePath, useLocale } from '@lode/i18n';
import { Button } from '@lode/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useAppAuth } from '../../lib/session';
import { PageIntro } from '../../lib/page/PageIntro';
import { signInLandingPath } from '../../lib/routes';
import * as styles from '../../lib/page/pages.css';
import { error401Route } from './route';

const messages = defineMessages({
  signIn: { id: 'error401.signIn', defaultMessage: 'Sign in again' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
});

/** `/error/401`: the session ended or could not be renewed; sign in again or go home. */
export function Error401() {
  const auth = useAppAuth();
  const locale = useLocale();
  return (
    <article>
      <PageIntro route={error401Route} />
      <p className={styles.actions}>
        <Button
          disabled={!auth.available}
          onClick={() => void auth.login({ returnTo: localePath(signInLandingPath, locale), locale })}
        >
          <FormattedMessage {...messages.signIn} />
        </Button>
        <LocaleLink className={styles.link} to="/">
          <FormattedMessage {...messages.home} />
        </LocaleLink>
      </p>
    </article>
  );
}
