import { LocaleLink } from '@lode/i18n';
import { ThemeSwitcher } from '@lode/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './Shell.css';

const messages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'Lode' },
  navLabel: {
    id: 'nav.label',
    defaultMessage: 'Main',
    description: 'Accessible name of the header navigation',
  },
  faq: { id: 'nav.faq', defaultMessage: 'FAQ', description: 'Header link to the frequently asked questions' },
  themeLabel: { id: 'theme.label', defaultMessage: 'Theme' },
  themeSystem: { id: 'theme.system', defaultMessage: 'System', description: 'Theme choice: follow the OS' },
  themeLight: { id: 'theme.light', defaultMessage: 'Light' },
  themeDark: { id: 'theme.dark', defaultMessage: 'Dark' },
});

/** The public page frame: header with the brand, navigation, language and theme switches, and the page. */
export function Shell() {
  const intl = useIntl();
  return (
    <>
      <header className={styles.header}>
        <LocaleLink to="/" className={styles.brand}>
          <FormattedMessage {...messages.appName} />
        </LocaleLink>
        <nav aria-label={intl.formatMessage(messages.navLabel)} className={styles.nav}>
          <LocaleLink to="/faq" className={styles.navLink}>
            <FormattedMessage {...messages.faq} />
          </LocaleLink>
        </nav>
        <div className={styles.controls}>
          <LanguageSwitcher />
          <ThemeSwitcher
            label={intl.formatMessage(messages.themeLabel)}
            optionLabels={{
              system: intl.formatMessage(messages.themeSystem),
              light: intl.formatMessage(messages.themeLight),
              dark: intl.formatMessage(messages.themeDark),
            }}
          />
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
