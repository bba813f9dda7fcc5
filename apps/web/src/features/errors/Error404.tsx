import { LocaleLink } from '@lode/i18n';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PageIntro } from '../../lib/page/PageIntro';
import * as styles from '../../lib/page/pages.css';

const messages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  faq: { id: 'error404.faq', defaultMessage: 'Frequently asked questions' },
});

/** `/error/404`: the page that was asked for does not exist; where to go instead. */
export function Error404() {
  return (
    <article>
      <PageIntro id="error404" />
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
