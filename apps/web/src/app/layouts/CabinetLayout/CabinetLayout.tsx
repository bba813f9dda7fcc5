import { localePath, useLocale } from '@lode/i18n';
import { AppShell, AppShellNavLink, Icon } from '@lode/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useMemo } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { AccountMenu } from '../../shell/AccountMenu';
import { AppIcons } from '../../shell/AppIcons';
import { AlgorithmSwitcher } from '../../shell/AlgorithmSwitcher';
import { NotificationBell } from '../../shell/NotificationBell';
import { UserMenu } from '../../shell/UserMenu';
import { LiveUpdates } from '../../../lib/live';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { navLabel, pageRoutes } from '../../routing/routeTable';
import { SubAccountContext, useAccountScope } from '../../../lib/pool';
import { useAppAuth } from '../../../lib/session';
import {
  SubAccountChoiceContext,
  SubAccountStatus,
  useSubAccountChoice,
  useSubAccounts,
  withSubAccount,
} from '../../../lib/subaccounts';
import { SubAccountMenu, SubAccountSwitcher } from '../../shell/SubAccountSwitcher';
import { ThemeControl } from '../../../lib/preferences/ThemeControl';
import { Brand } from '../../shell/Brand';
import { PageProgress } from '../../shell/PageProgress';
import { MaintenanceBanner } from '../../../features/tech-work/MaintenanceBanner';
import * as styles from './CabinetLayout.css';

const messages = defineMessages({
  navigation: {
    id: 'cabinet.nav',
    defaultMessage: 'Cabinet',
    description: 'Name of the cabinet’s side navigation',
  },
  menu: {
    id: 'cabinet.menu',
    defaultMessage: 'Menu',
    description: 'Button that opens the cabinet navigation',
  },
  close: { id: 'cabinet.menu.close', defaultMessage: 'Close navigation' },
  skip: { id: 'cabinet.skip', defaultMessage: 'Skip to content' },
  preferences: { id: 'cabinet.preferences', defaultMessage: 'Preferences' },
});

/** The icon of each cabinet page in the side navigation (all bundled, so they draw without a request). */
const cabinetIcons: Record<string, string> = {
  dashboard: 'lucide:layout-dashboard',
  statistics: 'lucide:chart-line',
  workers: 'lucide:cpu',
  accruals: 'lucide:coins',
  payouts: 'lucide:banknote',
  wallets: 'lucide:wallet',
  referral: 'lucide:users',
  api: 'lucide:code',
  settings: 'lucide:settings',
  subaccounts: 'lucide:server',
};

const cabinetPages = pageRoutes.filter((r) => r.meta.layout === 'authenticated');

/**
 * The cabinet frame (`authenticated` layout): the cabinet pages in a side column that becomes a drawer below lg, the
 * sub-account and algorithm choices, the notification bell and the account menu in the header, language and theme
 * under the navigation. The tab's live stream runs while it is mounted, so public pages never load it.
 *
 * Every page shows one sub-account's data: the one the address names (`?subaccount=`), which every cabinet link
 * keeps. The page is mounted afresh for each sub-account, so nothing of one stays on screen under another's name,
 * and kept while the same one is read again or renamed, so nothing typed in it is lost.
 */
export function CabinetLayout() {
  // Above every cabinet page: an account's cached figures go once it signs out.
  useAccountScope();
  const intl = useIntl();
  const locale = useLocale();
  const { isAuthenticated } = useAppAuth();
  const { choice, mount } = useSubAccountChoice();
  const subAccounts = useSubAccounts();
  const current = choice.kind === 'chosen' ? choice.name : undefined;
  const { refetch } = subAccounts;
  const choiceState = useMemo(
    () => ({
      current: choice.kind === 'chosen' ? choice.name : undefined,
      mount,
      status:
        choice.kind === 'chosen' ? null : <SubAccountStatus choice={choice} onRetry={() => void refetch()} />,
    }),
    [choice, mount, refetch],
  );
  const cabinetLink = (path: string) =>
    current === undefined ? localePath(path, locale) : withSubAccount(localePath(path, locale), current);
  const navigation = (
    <>
      {isAuthenticated && (
        <div className={styles.menuSwitcher}>
          <SubAccountMenu current={current} />
        </div>
      )}
      {cabinetPages.map((page) => (
        <AppShellNavLink
          key={page.id}
          asChild
          icon={<Icon name={cabinetIcons[page.id] ?? 'lucide:info'} size={20} />}
        >
          <NavLink to={cabinetLink(page.path)} end>
            <FormattedMessage {...navLabel(page.id)} />
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
    <SubAccountContext.Provider value={current}>
      <AppIcons>
        {current !== undefined && <LiveUpdates subAccount={current} />}
        <AppShell
          data-layout="authenticated"
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
              <div className={styles.headerEnd}>
                {isAuthenticated && (
                  <div className={styles.headerSwitcher}>
                    <SubAccountSwitcher current={current} />
                  </div>
                )}
                <AlgorithmSwitcher />
                {current !== undefined && <NotificationBell key={current} />}
                <AccountMenu showCabinetLink={false} quietWhileChecking userMenu={UserMenu} />
              </div>
            </div>
          }
        >
          <div className={styles.content}>
            <MaintenanceBanner />
            {/* The pages' `subaccount` guard shows the page or, in its place, why no sub-account is shown. */}
            <SubAccountChoiceContext.Provider value={choiceState}>
              <Outlet />
            </SubAccountChoiceContext.Provider>
          </div>
        </AppShell>
      </AppIcons>
    </SubAccountContext.Provider>
  );
}
