import { isLocale, localeName, locales, useLocale, useSwitchLocale } from '@lode/i18n';
import { Card, Select, Switch, readPreference, setAnimationsDisabled, subscribeToPreference } from '@lode/ui';
import { useSyncExternalStore } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { algorithms, isAlgorithm, useAlgorithm } from '../../lib/algorithm';
import { useAppAuth } from '../../lib/session';
import * as styles from '../../lib/cabinet/settingsPages.css';
import { PageIntro } from '../../lib/page/PageIntro';
import { ThemeControl } from '../../lib/preferences/ThemeControl';
import { Notifications } from './Notifications';
import { settingsRoute } from './route';
import { SubAccounts } from './SubAccounts';
import { Telegram } from './Telegram';
import { WatcherLinks } from './WatcherLinks';
import { Webhooks } from './Webhooks';

const messages = defineMessages({
  profile: { id: 'settings.profile', defaultMessage: 'Profile' },
  profileDescription: {
    id: 'settings.profile.description',
    defaultMessage:
      'From your sign-in: change them, your password or two-factor sign-in at your account page.',
  },
  name: { id: 'settings.profile.name', defaultMessage: 'Name' },
  username: { id: 'settings.profile.username', defaultMessage: 'User name' },
  roles: { id: 'settings.profile.roles', defaultMessage: 'Roles' },
  roleMiner: { id: 'settings.role.miner', defaultMessage: 'Miner', description: 'The realm role “miner”' },
  roleAdmin: {
    id: 'settings.role.admin',
    defaultMessage: 'Pool administrator',
    description: 'The realm role “admin”',
  },
  account: {
    id: 'settings.profile.account',
    defaultMessage: 'Manage your account (password, two-factor sign-in)',
  },
  secondFactor: {
    id: 'settings.profile.secondFactor',
    defaultMessage:
      'A new payout address, an API key that can change settings and a watcher link each ask for the code of an authenticator app, confirmed at the sign-in service: set one up at your account page before you need it.',
  },
  preferences: { id: 'settings.preferences', defaultMessage: 'Language and display' },
  preferencesDescription: {
    id: 'settings.preferences.description',
    defaultMessage: 'Kept in this browser and applied at once.',
  },
  language: { id: 'settings.language', defaultMessage: 'Language' },
  theme: { id: 'theme.label', defaultMessage: 'Theme' },
  algorithm: { id: 'settings.algorithm', defaultMessage: 'Algorithm' },
  algorithmHint: {
    id: 'settings.algorithm.hint',
    defaultMessage: 'The cabinet’s figures, wallets and payouts are shown for this algorithm.',
  },
  animations: { id: 'settings.animations', defaultMessage: 'Turn animations off' },
  animationsHint: {
    id: 'settings.animations.hint',
    defaultMessage:
      'Charts and panels appear without motion. Your system’s reduced-motion setting does the same.',
  },
});

/**
 * The cabinet's settings page: profile, sub-accounts, watcher links, preferences (language, theme, motion,
 * algorithm), notifications and where alerts go (Telegram, webhooks).
 */
export function Settings() {
  return (
    <article>
      <PageIntro route={settingsRoute} />
      <div className={styles.stack}>
        <Profile />
        <SubAccounts />
        <WatcherLinks />
        <Preferences />
        <Notifications />
        <Telegram />
        <Webhooks />
      </div>
    </article>
  );
}

/**
 * The realm roles a miner can understand, in words. The token also carries the provider's own roles
 * (`default-roles-lode`, `offline_access`, `uma_authorization`) and any an operator adds: those mean nothing to a
 * miner and are not shown.
 */
const roleNames: Readonly<Record<string, MessageDescriptor>> = {
  miner: messages.roleMiner,
  admin: messages.roleAdmin,
};

function Profile() {
  const intl = useIntl();
  const auth = useAppAuth();
  const claims = auth.userInfo;
  const roles = (claims?.realm_access?.roles ?? []).flatMap((role) => {
    const name = Object.hasOwn(roleNames, role) ? roleNames[role] : undefined;
    return name ? [intl.formatMessage(name)] : [];
  });
  return (
    <Card
      as="section"
      title={intl.formatMessage(messages.profile)}
      description={intl.formatMessage(messages.profileDescription)}
    >
      <div className={styles.stack}>
        <dl className={styles.facts} data-testid="profile">
          <dt className={styles.factLabel}>
            <FormattedMessage {...messages.name} />
          </dt>
          <dd className={styles.factValue} data-field="name">
            {claims?.name ?? '—'}
          </dd>
          <dt className={styles.factLabel}>
            <FormattedMessage {...messages.username} />
          </dt>
          <dd className={styles.factValue} data-field="username">
            {claims?.preferred_username ?? '—'}
          </dd>
          {roles.length > 0 && (
            <>
              <dt className={styles.factLabel}>
                <FormattedMessage {...messages.roles} />
              </dt>
              <dd className={styles.factValue} data-field="roles">
                {intl.formatList(roles)}
              </dd>
            </>
          )}
        </dl>
        <p className={styles.factLabel} data-testid="second-factor-note">
          <FormattedMessage {...messages.secondFactor} />
        </p>
        {auth.accountUrl && (
          <p>
            <a href={auth.accountUrl}>
              <FormattedMessage {...messages.account} />
            </a>
          </p>
        )}
      </div>
    </Card>
  );
}

const readAnimationsOff = () => readPreference('disableAnimations');
const subscribeAnimations = (onChange: () => void) => subscribeToPreference('disableAnimations', onChange);

function Preferences() {
  const intl = useIntl();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const { activeAlgorithm, setActiveAlgorithm } = useAlgorithm();
  const animationsOff = useSyncExternalStore(subscribeAnimations, readAnimationsOff, () => false);
  return (
    <Card
      as="section"
      title={intl.formatMessage(messages.preferences)}
      description={intl.formatMessage(messages.preferencesDescription)}
      data-testid="preferences"
    >
      <div className={styles.form}>
        <Select
          label={intl.formatMessage(messages.language)}
          value={locale}
          options={locales.map((l) => ({ value: l, label: localeName(l) }))}
          onValueChange={(next) => {
            if (isLocale(next)) void switchLocale(next);
          }}
        />
        {/* The switcher is named "Theme" for assistive technology; sighted people get the same word above it. */}
        <div className={styles.labelled}>
          <span className={styles.label} aria-hidden="true">
            <FormattedMessage {...messages.theme} />
          </span>
          <ThemeControl />
        </div>
        <Switch
          label={intl.formatMessage(messages.animations)}
          hint={intl.formatMessage(messages.animationsHint)}
          checked={animationsOff}
          onCheckedChange={setAnimationsDisabled}
        />
        <Select
          label={intl.formatMessage(messages.algorithm)}
          hint={intl.formatMessage(messages.algorithmHint)}
          value={activeAlgorithm}
          options={algorithms.map((a) => ({ value: a, label: a }))}
          onValueChange={(next) => {
            if (isAlgorithm(next)) setActiveAlgorithm(next);
          }}
        />
      </div>
    </Card>
  );
}
