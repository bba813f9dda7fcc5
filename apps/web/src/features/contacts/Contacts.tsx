import { defineMessages, FormattedMessage } from 'react-intl';
import { ContactForm } from './ContactForm';
import * as formStyles from './ContactForm/ContactForm.css';
import * as styles from '../../lib/page/pages.css';
import { PublicPage } from '../../lib/page/PublicPage';
import { supportEmail, supportTelegram } from '../../lib/page/supportContacts';
import { contactsRoute } from './route';

const messages = defineMessages({
  supportTitle: { id: 'contacts.support.title', defaultMessage: 'Support' },
  support: {
    id: 'contacts.support.body',
    defaultMessage:
      'Write to support@lode.example with your user name and, for a payout, the transaction id. We answer within a day.',
  },
  email: { id: 'contacts.channel.email', defaultMessage: 'E-mail' },
  emailNote: {
    id: 'contacts.channel.emailNote',
    defaultMessage: 'Answers within a day, in English, Russian or Chinese.',
  },
  telegram: { id: 'contacts.channel.telegram', defaultMessage: 'Telegram' },
  telegramNote: {
    id: 'contacts.channel.telegramNote',
    defaultMessage: 'Quick questions and maintenance notices; never send your password or API keys there.',
  },
});

/** The contacts page (`/contacts`): the support channels and a contact form. */
export function Contacts() {
  return (
    <PublicPage route={contactsRoute}>
      <div className={formStyles.layout}>
        <section className={styles.section} aria-labelledby="contacts-support">
          <h2 id="contacts-support" className={styles.sectionTitle}>
            <FormattedMessage {...messages.supportTitle} />
          </h2>
          <p>
            <FormattedMessage {...messages.support} />
          </p>
          <ul className={formStyles.channels}>
            <li className={formStyles.channel}>
              <span className={formStyles.channelName}>
                <FormattedMessage {...messages.email} />
              </span>
              <a className={formStyles.link} href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
              <br />
              <FormattedMessage {...messages.emailNote} />
            </li>
            <li className={formStyles.channel}>
              <span className={formStyles.channelName}>
                <FormattedMessage {...messages.telegram} />
              </span>
              <a className={formStyles.link} href={supportTelegram} target="_blank" rel="noreferrer">
                @lode_pool_support
              </a>
              <br />
              <FormattedMessage {...messages.telegramNote} />
            </li>
          </ul>
        </section>
        <section className={styles.section}>
          <ContactForm />
        </section>
      </div>
    </PublicPage>
  );
}
