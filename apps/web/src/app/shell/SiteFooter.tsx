import { LocaleLink } from '@lode/i18n';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { navLabel } from '../routing/routeTable';
import * as styles from './header.css';

const messages = defineMessages({
  label: {
    id: 'footer.nav',
    defaultMessage: 'Site',
    description: 'Accessible name of the footer navigation',
  },
  note: {
    id: 'footer.note',
    defaultMessage: 'Lode mining pool · Scrypt: Litecoin with merge-mined Dogecoin',
  },
});

/** The footer of the public pages: where to get help, and what the pool is. */
export function SiteFooter() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <p>
        <FormattedMessage {...messages.note} />
      </p>
      <nav aria-label={intl.formatMessage(messages.label)} className={styles.footerLinks}>
        {(
          [
            ['faq', '/faq'],
            ['contacts', '/contacts'],
            ['docs', '/docs'],
          ] as const
        ).map(([id, path]) => (
          <LocaleLink key={id} to={path} className={styles.footerLink}>
            <FormattedMessage {...navLabel(id)} />
          </LocaleLink>
        ))}
      </nav>
    </footer>
  );
}
