import { defineMessages, FormattedMessage } from 'react-intl';
import * as styles from '../pages.css';
import { PublicPage } from './PublicPage';

const messages = defineMessages({
  supportTitle: { id: 'contacts.support.title', defaultMessage: 'Support' },
  support: {
    id: 'contacts.support.body',
    defaultMessage:
      'Write to support@lode.example with your user name and, for a payout, the transaction id. We answer within a day.',
  },
});

/** The contacts page. */
export function Contacts() {
  return (
    <PublicPage id="contacts">
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>
          <FormattedMessage {...messages.supportTitle} />
        </h2>
        <p>
          <FormattedMessage {...messages.support} />
        </p>
      </section>
    </PublicPage>
  );
}
