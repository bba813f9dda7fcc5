import { defineMessages, FormattedMessage } from 'react-intl';
import * as styles from './pages.css';

const messages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Lode mining pool' },
  lead: {
    id: 'home.lead',
    defaultMessage:
      'Scrypt mining for Litecoin with merge-mined Dogecoin: one connection, two coins, payouts every day.',
  },
  status: {
    id: 'home.status',
    defaultMessage: 'The cabinet, statistics and payouts open here as they are built.',
  },
});

/** The home page. */
export function Home() {
  return (
    <article>
      <h1 className={styles.title}>
        <FormattedMessage {...messages.title} />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage {...messages.lead} />
      </p>
      <p className={styles.muted}>
        <FormattedMessage {...messages.status} />
      </p>
    </article>
  );
}
