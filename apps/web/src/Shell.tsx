import { ThemeSwitcher } from '@lode/ui';
import { useEffect } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { languageTag, localeFromPath } from './locale';
import { messages } from './messages';
import * as styles from './Shell.css';

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
        <ThemeChoice />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </IntlProvider>
  );
}

function ThemeChoice() {
  const intl = useIntl();
  const t = (id: 'theme.label' | 'theme.system' | 'theme.light' | 'theme.dark') => intl.formatMessage({ id });
  return (
    <ThemeSwitcher
      label={t('theme.label')}
      optionLabels={{ system: t('theme.system'), light: t('theme.light'), dark: t('theme.dark') }}
    />
  );
}
