import { localePath, useLocale } from '@lode/i18n';
import { AppShell, AppShellNavLink, Button, Icon } from '@lode/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useAccountScope } from '../../../lib/pool';
import { ThemeControl } from '../../../lib/preferences/ThemeControl';
import { useAppAuth } from '../../../lib/session';
import { StaffRefusalContext } from '../../../lib/session/RequireStaff';
import { consoleNavigation } from '../../../lib/session/staff';
import { AccountMenu } from '../../shell/AccountMenu';
import { AppIcons } from '../../shell/AppIcons';
import { Brand } from '../../shell/Brand';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { PageProgress } from '../../shell/PageProgress';
import { UserMenu } from '../../shell/UserMenu';
import { navLabel, pageRoutes, signInLandingPath, type RouteId } from '../../routing/routeTable';
import * as styles from './ConsoleLayout.css';
import { NoAccess } from './NoAccess';

const messages = defineMessages({
  name: { id: 'console.name', defaultMessage: 'Operator console' },
  navigation: {
    id: 'console.nav',
    defaultMessage: 'Console',
    description: 'Name of the operator console’s side navigation',
  },
  menu: {
    id: 'console.menu',
    defaultMessage: 'Menu',
    description: 'Button that opens the console navigation',
  },
  close: { id: 'console.menu.close', defaultMessage: 'Close navigation' },
  skip: { id: 'console.skip', defaultMessage: 'Skip to content' },
  preferences: { id: 'console.preferences', defaultMessage: 'Preferences' },
  cabinet: { id: 'console.cabinet', defaultMessage: 'Cabinet' },
  cabinetLabel: { id: 'console.cabinet.label', defaultMessage: 'Back to the cabinet' },
});

/** The icon of each console section in the side navigation (all bundled, so they draw without a request). */
const sectionIcons: Record<string, string> = {
  home: 'lucide:layout-dashboard',
  news: 'lucide:bell',
  maintenance: 'lucide:settings',
  redirects: 'lucide:external-link',
  audit: 'lucide:search',
  accounts: 'lucide:users',
  inbox: 'lucide:user',
  mail: 'lucide:copy',
};

/**
 * The operator console's frame (`console` layout): the sections the session's roles open in a side column that
 * becomes a drawer below lg, built from the console routes' declarations; the console's name, a link back to the
 * cabinet and the user's menu in the header; language and theme under the navigation. A console page the session
 * may not open shows the "no access" page here (the `staff` middleware decides).
 */
export function ConsoleLayout() {
  // Above every console page: an account's cached answers go once it signs out.
  useAccountScope();
  const intl = useIntl();
  const locale = useLocale();
  const auth = useAppAuth();
  const sections = consoleNavigation(pageRoutes, auth);
  const navigation = (
    <>
      {sections.map(({ section, route }) => (
        <AppShellNavLink
          key={section}
          asChild
          icon={<Icon name={sectionIcons[section] ?? 'lucide:info'} size={20} />}
        >
          <NavLink to={localePath(route.path, locale)} end={section === 'home'}>
            <FormattedMessage {...navLabel(route.id as RouteId)} />
          </NavLink>
        </AppShellNavLink>
      ))}
      <section className={styles.preferences} aria-label={intl.formatMessage(messages.preferences)}>
        <LanguageSwitcher />
        <ThemeControl iconOnly />
      </section>
    </>
  );
  return (
    <AppIcons>
      <AppShell
        data-layout="console"
        navigation={navigation}
        navigationLabel={intl.formatMessage(messages.navigation)}
        drawerLabel={intl.formatMessage(messages.navigation)}
        menuLabel={intl.formatMessage(messages.menu)}
        closeLabel={intl.formatMessage(messages.close)}
        skipLinkLabel={intl.formatMessage(messages.skip)}
        header={
          <div className={styles.header}>
            <PageProgress />
            <Brand />
            <span className={styles.consoleName}>
              <FormattedMessage {...messages.name} />
            </span>
            <div className={styles.headerEnd}>
              <Button asChild size="sm" variant="ghost">
                <Link
                  to={localePath(signInLandingPath, locale)}
                  aria-label={intl.formatMessage(messages.cabinetLabel)}
                >
                  <Icon name="lucide:chevron-left" size={16} />
                  <span className={styles.cabinetLinkText}>
                    <FormattedMessage {...messages.cabinet} />
                  </span>
                </Link>
              </Button>
              <AccountMenu quietWhileChecking userMenu={UserMenu} />
            </div>
          </div>
        }
      >
        <div className={styles.content}>
          <StaffRefusalContext.Provider value={<NoAccess />}>
            <Outlet />
          </StaffRefusalContext.Provider>
        </div>
      </AppShell>
    </AppIcons>
  );
}
