import { LocaleLink } from '@lode/i18n';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PageIntro } from '../PageIntro';
import * as styles from './pages.css';

const messages = defineMessages({
  status: {
    id: 'home.status',
    defaultMessage: 'The cabinet, statistics and payouts open here as they are built.',
  },
  calc: { id: 'home.calc', defaultMessage: 'Estimate your earnings' },
  faq: { id: 'home.faq', defaultMessage: 'Read the FAQ' },
});

/** The home page. */
export function Home() {
  return (
    <article>
      <PageIntro id="home" />
      <p className={styles.muted}>
        <FormattedMessage {...messages.status} />
      </p>
      <p className={styles.actions}>
        <LocaleLink className={styles.link} to="/calc">
          <FormattedMessage {...messages.calc} />
        </LocaleLink>
        <LocaleLink className={styles.link} to="/faq">
          <FormattedMessage {...messages.faq} />
        </LocaleLink>
      </p>
    </article>
  );
}
