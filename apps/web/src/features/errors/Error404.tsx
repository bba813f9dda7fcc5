import { LocaleLink } from '@lode/i18n';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PageIntro } from '../../lib/page/PageIntro';
import * as styles from '../../lib/page/pages.css';
import { error404Route } from './route';

const messages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  faq: { id: 'error404.faq', defaultMessage: 'Frequently asked questions' },
});

/** `/error/404`: the page that was asked for does not exist; where to go instead. */
export function Error404() {
  return (
    <article>
      <PageIntro route={error404Route} />
      <p className={styles.actions}>
        <LocaleLink className={styles.link} to="/">
          <FormattedMessage {...messages.home} />
        </LocaleLink>
        <LocaleLink className={styles.link} to="/faq">
          <FormattedMessage {...messages.faq} />
        </LocaleLink>
      </p>
    </article>
  );
}
