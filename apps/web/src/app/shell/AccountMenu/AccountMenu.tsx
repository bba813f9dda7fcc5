import { localePath, useLocale } from '@lode/i18n';
import { Button } from '@lode/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAppAuth } from '../../../lib/session';
import { signInLandingPath } from '../../routing/routeTable';
import type { UserMenuProps } from '../UserMenu';
import * as styles from './AccountMenu.css';

const messages = defineMessages({
  signIn: { id: 'account.signIn', defaultMessage: 'Sign in' },
  register: { id: 'account.register', defaultMessage: 'Register' },
  unavailable: {
    id: 'account.unavailable',
    defaultMessage: 'Sign-in unavailable',
    description: 'Shown in the header when the site has no sign-in configuration',
  },
});

// The menu of a signed-in user (a dropdown and an icon) loads only for signed-in visitors: most public pages
// are seen signed out, and their first paint should not carry it. A layout whose pages are all signed in passes the
// menu itself (`userMenu`), so its code and styles come with the page and the corner draws once.
const LazyUserMenu = lazy(() => import('../UserMenu').then((m) => ({ default: m.UserMenu })));

/**
 * The header's account corner: sign-in and register while signed out (drawn at once, so the header never shifts
 * when the sign-in check finishes), the user's menu while signed in, a plain notice when sign-in is unavailable.
 */
export function AccountMenu({
  showCabinetLink = true,
  quietWhileChecking = false,
  userMenu: UserMenu,
}: {
  /** Offer "My cabinet" in the menu. */
  showCabinetLink?: boolean;
  /**
   * Until the first sign-in check settles, hold the corner's place instead of offering sign-in: on a page only a
   * signed-in user sees (the cabinet), a returning user would otherwise be offered to sign in for a moment.
   */
  quietWhileChecking?: boolean;
  /** The signed-in user's menu, bundled with the layout; without it the menu loads once someone is signed in. */
  userMenu?: ComponentType<UserMenuProps>;
}) {
  const auth = useAppAuth();
  const intl = useIntl();
  const locale = useLocale();
  const landing = localePath(signInLandingPath, locale);

  if (!auth.available)
    return <span className={styles.notice}>{intl.formatMessage(messages.unavailable)}</span>;

  if (quietWhileChecking && !auth.initialized)
    return <span className={styles.placeholder} data-account-corner="checking" />;

  if (auth.isAuthenticated) {
    if (UserMenu) return <UserMenu auth={auth} showCabinetLink={showCabinetLink} />;
    return (
      <Suspense fallback={<span className={styles.placeholder} />}>
        <LazyUserMenu auth={auth} showCabinetLink={showCabinetLink} />
      </Suspense>
    );
  }

  return (
    <span className={styles.actions}>
      <Button
        size="sm"
        variant="ghost"
        className={styles.register}
        onClick={() => void auth.register({ returnTo: landing, locale })}
      >
        <FormattedMessage {...messages.register} />
      </Button>
      <Button size="sm" onClick={() => void auth.login({ returnTo: landing, locale })}>
        <FormattedMessage {...messages.signIn} />
      </Button>
    </span>
  );
}
