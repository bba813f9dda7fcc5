import { useEffect } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { languageTag, localeFromPath } from './locale';
import { messages } from './messages';
import * as styles from './Shell.css';
import { ThemeToggle } from './ThemeToggle';

/** The public page frame: header with the brand and theme switch, and the page. */
export function Shell() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const tag = languageTag[locale];

  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);

  return (
    <IntlProvider locale={tag} messages={messages[locale]} defaultLocale="en">
      <header className={styles.header}>
        <Link to={locale === 'en' ? '/' : `/${locale}`} className={styles.brand}>
          <FormattedMessage id="app.name" />
        </Link>
        <ThemeToggle />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </IntlProvider>
  );
}
