import { localePath, useLocale } from '@lode/i18n';
import { AppShellDrawer, AppShellNavLink, Button, minWidthQuery } from '@lode/ui';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useAppAuth } from '../../../lib/session';
import { navLabel, signInLandingPath } from '../../routing/routeTable';
import type { PublicNavId } from '../SiteNav';

const messages = defineMessages({
  // AccountMenu's message, declared again: importing it from there would split that module into a chunk of its own.
  register: { id: 'account.register', defaultMessage: 'Register' },
  close: {
    id: 'header.menu.close',
    defaultMessage: 'Close menu',
    description: 'Closes the site menu on a phone',
  },
});

/** Props of {@link PublicMenuSheet}. */
export interface PublicMenuSheetProps {
  /** Whether the sheet is open. */
  open: boolean;
  /** Called when the sheet asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** `id` of the dialog, which the menu button's `aria-controls` names. */
  id: string;
  /** The menu button: focus returns there when the sheet closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Title of the sheet, naming the dialog. */
  label: string;
  /** Accessible name of the links' navigation. */
  navigationLabel: string;
  /** The public pages linked after home, in this order. */
  pages: readonly PublicNavId[];
  /** The path of each page, in English (`localePath` adds the language). */
  paths: Readonly<Record<PublicNavId, string>>;
  /** The language and theme choices. */
  preferences: ReactNode;
  /** Class of the blocks below the links (the choices, Register). */
  sectionClassName: string;
}

/**
 * The public site menu below sm, in the cabinet's drawer: home and the public pages, the language and theme choices,
 * and Register while signed out. Choosing a link closes it; so does growing to sm, where the header shows all this.
 */
export function PublicMenuSheet({
  open,
  onOpenChange,
  id,
  returnFocusRef,
  label,
  navigationLabel,
  pages,
  paths,
  preferences,
  sectionClassName,
}: PublicMenuSheetProps) {
  const intl = useIntl();
  const locale = useLocale();
  const auth = useAppAuth();
  useEffect(() => {
    const wide = window.matchMedia(minWidthQuery('sm'));
    const closeWhenWide = () => {
      if (wide.matches) onOpenChange(false);
    };
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [onOpenChange]);
  const links = (['home', ...pages] as const).map((page) => (
    <AppShellNavLink key={page} asChild>
      <NavLink to={localePath(page === 'home' ? '/' : paths[page], locale)} end={page !== 'docs'}>
        <FormattedMessage {...navLabel(page)} />
      </NavLink>
    </AppShellNavLink>
  ));
  return (
    <AppShellDrawer
      open={open}
      onOpenChange={onOpenChange}
      id={id}
      returnFocusRef={returnFocusRef}
      label={label}
      closeLabel={intl.formatMessage(messages.close)}
      navigationLabel={navigationLabel}
      navigation={
        <>
          {links}
          <div className={sectionClassName}>{preferences}</div>
          {auth.available && !auth.isAuthenticated && (
            <div className={sectionClassName}>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void auth.register({ returnTo: localePath(signInLandingPath, locale), locale })
                }
              >
                <FormattedMessage {...messages.register} />
              </Button>
            </div>
          )}
        </>
      }
    />
  );
}
