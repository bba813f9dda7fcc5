import { localePath, useLocale } from '@lode/i18n';
import { Button, DropdownMenu, Icon } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { signOut, useAppAuth } from '../auth';
import { signInLandingPath } from '../routing/routeTable';
import * as styles from './AccountMenu.css';

const messages = defineMessages({
  signIn: { id: 'account.signIn', defaultMessage: 'Sign in' },
  register: { id: 'account.register', defaultMessage: 'Register' },
  unavailable: {
    id: 'account.unavailable',
    defaultMessage: 'Sign-in unavailable',
    description: 'Shown in the header when the site has no sign-in configuration',
  },
  cabinet: { id: 'account.cabinet', defaultMessage: 'My cabinet' },
  accountPage: { id: 'account.page', defaultMessage: 'Account and security' },
  signOut: { id: 'account.signOut', defaultMessage: 'Sign out' },
});

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const menuLabel = defineMessage<{ readonly name: string }>({
  id: 'account.menu',
  defaultMessage: 'Account menu of {name}',
});

/**
 * The header's account corner: sign-in and register while signed out (drawn at once, so the header never shifts
 * when the sign-in check finishes), the user's menu while signed in, a plain notice when sign-in is unavailable.
 */
export function AccountMenu({
  showCabinetLink = true,
}: {
  /** Offer "My cabinet" in the menu. */ showCabinetLink?: boolean;
}) {
  const auth = useAppAuth();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const landing = localePath(signInLandingPath, locale);

  if (!auth.available)
    return <span className={styles.notice}>{intl.formatMessage(messages.unavailable)}</span>;

  if (!auth.isAuthenticated) {
    return (
      <span className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={() => void auth.register({ returnTo: landing, locale })}>
          <FormattedMessage {...messages.register} />
        </Button>
        <Button size="sm" onClick={() => void auth.login({ returnTo: landing, locale })}>
          <FormattedMessage {...messages.signIn} />
        </Button>
      </span>
    );
  }

  const name = auth.userInfo?.preferred_username ?? auth.userInfo?.name ?? auth.userInfo?.sub ?? '';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={intl.formatMessage(menuLabel, { name })}>
          <Icon name="lucide:user" size={16} />
          <span className={styles.name}>{name}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {showCabinetLink && (
          <DropdownMenu.Item onSelect={() => navigate(landing)}>
            <FormattedMessage {...messages.cabinet} />
          </DropdownMenu.Item>
        )}
        {auth.accountUrl && (
          <DropdownMenu.Item onSelect={() => window.location.assign(auth.accountUrl ?? '')}>
            <FormattedMessage {...messages.accountPage} />
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => void signOut(auth, localePath('/', locale))}>
          <FormattedMessage {...messages.signOut} />
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
