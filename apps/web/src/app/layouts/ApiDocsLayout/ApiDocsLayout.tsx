import { localePath, useLocale } from '@lode/i18n';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { apiDocTypes } from '../../../features/api-docs/apiDocTypes';
import { ThemeControl } from '../../../lib/preferences/ThemeControl';
import { Brand } from '../../shell/Brand';
import { PageProgress } from '../../shell/PageProgress';
import * as header from '../../shell/header.css';
import { apiTypeMessages } from '../../../features/api-docs/apiTypeMessages';
import * as styles from './ApiDocsLayout.css';

const messages = defineMessages({
  nav: { id: 'apiDocs.nav', defaultMessage: 'API reference', description: 'Name of the API docs navigation' },
  allDocs: { id: 'apiDocs.all', defaultMessage: 'All documentation' },
});

/** The API documentation frame (`api-docs` layout): the API parts beside the reference, no site navigation. */
export function ApiDocsLayout() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className={header.page} data-layout="api-docs">
      <header className={header.header}>
        <PageProgress />
        <Brand />
        <div className={header.controls}>
          <LanguageSwitcher />
          <ThemeControl iconOnly />
        </div>
      </header>
      <div className={styles.body}>
        <nav aria-label={intl.formatMessage(messages.nav)} className={styles.nav}>
          <NavLink to={localePath('/docs', locale)} className={styles.link} end>
            <FormattedMessage {...messages.allDocs} />
          </NavLink>
          {apiDocTypes.map((type) => (
            <NavLink key={type} to={localePath(`/docs/api-swagger/${type}`, locale)} className={styles.link}>
              <FormattedMessage {...apiTypeMessages[type]} />
            </NavLink>
          ))}
        </nav>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
