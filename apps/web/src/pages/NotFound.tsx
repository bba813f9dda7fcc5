import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { localeFromPath } from '../locale';
import * as styles from './pages.css';

/** The 404 page: says which path was not found and leads home. */
export function NotFound() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return (
    <article>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.title" values={{ path: pathname }} />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link className={styles.link} to={locale === 'en' ? '/' : `/${locale}`}>
        <FormattedMessage id="nav.home" />
      </Link>
    </article>
  );
}
