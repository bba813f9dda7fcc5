import { useAuth } from '@lode/auth';
import {
  I18nProvider,
  LocaleLink,
  languageTag,
  localeFromPath,
  localeName,
  useLocale,
  useSwitchLocale,
} from '@lode/i18n';
import { AppShell, AppShellNavLink, Button, ThemeSwitcher } from '@lode/ui';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { catalogs, toolLocales } from './i18n';

const messages = defineMessages({
  title: { id: 'shell.title', defaultMessage: 'Workers' },
  language: { id: 'shell.language', defaultMessage: 'Language' },
  theme: { id: 'shell.theme', defaultMessage: 'Theme' },
  system: { id: 'shell.theme.system', defaultMessage: 'System' },
  light: { id: 'shell.theme.light', defaultMessage: 'Light' },
  dark: { id: 'shell.theme.dark', defaultMessage: 'Dark' },
  signIn: { id: 'shell.signIn', defaultMessage: 'Sign in' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Sign out' },
  skip: { id: 'shell.skip', defaultMessage: 'Skip to content' },
  navigation: { id: 'shell.navigation', defaultMessage: 'Pages' },
  menu: { id: 'shell.menu', defaultMessage: 'Menu' },
  close: { id: 'shell.close', defaultMessage: 'Close the menu' },
});

/** The page's language comes from its URL: `/` English, `/ru` Russian. */
export function Root() {
  return (
    <I18nProvider locale={localeFromPath(useLocation().pathname)} catalogs={catalogs}>
      <Shell />
    </I18nProvider>
  );
}

function Shell() {
  const intl = useIntl();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const { isAuthenticated, login, logout } = useAuth();
  const { pathname } = useLocation();
  const title = intl.formatMessage(messages.title);
  const themes = {
    system: intl.formatMessage(messages.system),
    light: intl.formatMessage(messages.light),
    dark: intl.formatMessage(messages.dark),
  };
  const header = (
    <>
      <strong style={{ marginInlineEnd: 'auto' }}>{title}</strong>
      <Button
        size="sm"
        onClick={() => void (isAuthenticated ? logout() : login({ returnTo: pathname, locale }))}
      >
        {intl.formatMessage(isAuthenticated ? messages.signOut : messages.signIn)}
      </Button>
    </>
  );
  const footer = (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
      <div role="group" aria-label={intl.formatMessage(messages.language)}>
        {toolLocales.map((l) => (
          <Button
            key={l}
            size="sm"
            variant={l === locale ? 'soft' : 'ghost'}
            lang={languageTag(l)}
            aria-pressed={l === locale}
            onClick={() => void switchLocale(l)}
          >
            {localeName(l)}
          </Button>
        ))}
      </div>
      <ThemeSwitcher iconOnly label={intl.formatMessage(messages.theme)} optionLabels={themes} />
    </div>
  );
  return (
    <AppShell
      header={header}
      footer={footer}
      navigation={
        <AppShellNavLink asChild current>
          <LocaleLink to="/">{title}</LocaleLink>
        </AppShellNavLink>
      }
      navigationLabel={intl.formatMessage(messages.navigation)}
      drawerLabel={intl.formatMessage(messages.navigation)}
      menuLabel={intl.formatMessage(messages.menu)}
      closeLabel={intl.formatMessage(messages.close)}
      skipLinkLabel={intl.formatMessage(messages.skip)}
    >
      <Outlet />
    </AppShell>
  );
}
