import { localePath, useLocale } from '@lode/i18n';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { navLabel } from '../routing/routeTable';
import * as styles from './header.css';

const messages = defineMessages({
  label: { id: 'nav.label', defaultMessage: 'Main', description: 'Accessible name of the header navigation' },
});

/** The public pages in the header, in this order. */
export const publicNavIds = ['faq', 'top', 'calc', 'news', 'contacts', 'docs'] as const;

const paths: Record<(typeof publicNavIds)[number], string> = {
  faq: '/faq',
  top: '/top',
  calc: '/calc',
  news: '/news',
  contacts: '/contacts',
  docs: '/docs',
};

/** The header navigation of the public side, in the page language; the current page is marked. */
export function SiteNav() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={styles.nav}>
      {publicNavIds.map((id) => (
        <NavLink key={id} to={localePath(paths[id], locale)} className={styles.navLink} end={id !== 'docs'}>
          <FormattedMessage {...navLabel(id)} />
        </NavLink>
      ))}
    </nav>
  );
}
