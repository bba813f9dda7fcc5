import { localePath, useLocale } from '@lode/i18n';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { navLabel } from '../routing/routeTable';
import * as styles from './header.css';

/** The messages of the header navigation, which the phone's site menu shares. */
export const siteNavMessages = defineMessages({
  label: { id: 'nav.label', defaultMessage: 'Main', description: 'Accessible name of the header navigation' },
});

/** The public pages in the header, in this order. */
export const publicNavIds = ['faq', 'top', 'calc', 'news', 'contacts', 'docs'] as const;

/** A public page in the header. */
export type PublicNavId = (typeof publicNavIds)[number];

/** The path of each public page in the header, in English (`localePath` adds the language). */
export const publicNavPaths: Record<PublicNavId, string> = {
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
    <nav aria-label={intl.formatMessage(siteNavMessages.label)} className={styles.nav}>
      {publicNavIds.map((id) => (
        <NavLink
          key={id}
          to={localePath(publicNavPaths[id], locale)}
          className={styles.navLink}
          end={id !== 'docs'}
        >
          <FormattedMessage {...navLabel(id)} />
        </NavLink>
      ))}
    </nav>
  );
}
