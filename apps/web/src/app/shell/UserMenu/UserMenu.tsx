import { localePath, useLocale } from '@lode/i18n';
import { Button, DropdownMenu, Icon } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { signOut, type AppAuth } from '../../../lib/session';
import { isStaff } from '../../../lib/session/staff';
import { signInLandingPath } from '../../routing/routeTable';
import * as styles from './UserMenu.css';

const messages = defineMessages({
  cabinet: { id: 'account.cabinet', defaultMessage: 'My cabinet' },
  accountPage: { id: 'account.page', defaultMessage: 'Account and security' },
  console: { id: 'account.console', defaultMessage: 'Operator console' },
  signOut: { id: 'account.signOut', defaultMessage: 'Sign out' },
});

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const menuLabel = defineMessage<{ readonly name: string }>({
  id: 'account.menu',
  defaultMessage: 'Account menu of {name}',
});

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in state. */
  auth: AppAuth;
  /** Offer "My cabinet" in the menu. */
  showCabinetLink?: boolean;
}

/** The signed-in user's menu: the cabinet, the operator console (staff only), the provider's account page, sign out. */
export function UserMenu({ auth, showCabinetLink = true }: UserMenuProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
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
          <DropdownMenu.Item onSelect={() => void navigate(localePath(signInLandingPath, locale))}>
            <FormattedMessage {...messages.cabinet} />
          </DropdownMenu.Item>
        )}
        {isStaff(auth) && (
          <DropdownMenu.Item onSelect={() => void navigate(localePath('/admin', locale))}>
            <FormattedMessage {...messages.console} />
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
