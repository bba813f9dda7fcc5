import { LocaleLink, localePath, useLocale } from '@lode/i18n';
import { Button } from '@lode/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { signOut, useAppAuth } from '../../lib/session';
import { isBanReason, type BanReason } from '../../lib/pool/accountBanned';
import { PageIntro } from '../../lib/page/PageIntro';
import { supportEmail } from '../../lib/page/supportContacts';
import * as styles from '../../lib/page/pages.css';
import { errorBannedRoute } from './route';

const messages = defineMessages({
  reasonTitle: { id: 'banned.reason.title', defaultMessage: 'Why' },
  contact: { id: 'banned.contact', defaultMessage: 'Contact the pool team' },
  supportTitle: { id: 'banned.support.title', defaultMessage: 'How to reach support' },
  support: {
    id: 'banned.support.body',
    defaultMessage:
      'Write to the support team from the contacts page or by e-mail, and give your user name. We answer within a day.',
  },
  email: { id: 'banned.support.email', defaultMessage: 'E-mail' },
  signOut: { id: 'banned.signOut', defaultMessage: 'Sign out' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
});

/** What each reason of a ban means to the user; an unknown or missing one gets `unknown`. */
const reasonMessages = defineMessages({
  abuse: {
    id: 'banned.reason.abuse',
    defaultMessage: 'The account was used to abuse the pool or its service, against the terms of use.',
  },
  fraud: {
    id: 'banned.reason.fraud',
    defaultMessage: 'We found signs of fraud on this account, so its mining and payouts are stopped.',
  },
  spam: {
    id: 'banned.reason.spam',
    defaultMessage: 'The account sent spam or unwanted messages through the pool.',
  },
  chargeback: {
    id: 'banned.reason.chargeback',
    defaultMessage: 'A payment made for this account was charged back.',
  },
  other: {
    id: 'banned.reason.other',
    defaultMessage: 'The pool team blocked this account. Support can tell you why.',
  },
  unknown: {
    id: 'banned.reason.unknown',
    defaultMessage: 'The pool team blocked this account. Write to support to learn why and what you can do.',
  },
} satisfies Record<BanReason | 'unknown', unknown>);

/** `/error/banned`: the account is blocked, for the reason the address names (`?reason=`, as the API sent it). */
export function ErrorBanned() {
  const [params] = useSearchParams();
  return <BannedNotice reason={params.get('reason')} />;
}

/** Props of {@link BannedNotice}. */
export interface BannedNoticeProps {
  /** The ban's reason as the API named it; an unknown one or none gets the generic text. */
  reason: string | null;
}

/**
 * The banned page's content: why the account is blocked in the page's language, how to reach support (the contacts
 * page and the support address), and signing out to use another account.
 */
export function BannedNotice({ reason: given }: BannedNoticeProps) {
  const auth = useAppAuth();
  const locale = useLocale();
  const reason = isBanReason(given) ? given : 'unknown';
  return (
    <article data-reason={reason}>
      <PageIntro route={errorBannedRoute} />
      <section className={styles.section} aria-labelledby="banned-reason">
        <h2 id="banned-reason" className={styles.sectionTitle}>
          <FormattedMessage {...messages.reasonTitle} />
        </h2>
        <p>
          <FormattedMessage {...reasonMessages[reason]} />
        </p>
      </section>
      <section className={styles.section} aria-labelledby="banned-support">
        <h2 id="banned-support" className={styles.sectionTitle}>
          <FormattedMessage {...messages.supportTitle} />
        </h2>
        <p>
          <FormattedMessage {...messages.support} />
        </p>
        <p>
          <FormattedMessage {...messages.email} />
          {': '}
          <a className={styles.link} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </p>
      </section>
      <p className={styles.actions}>
        <LocaleLink className={styles.link} to="/contacts">
          <FormattedMessage {...messages.contact} />
        </LocaleLink>
        {auth.isAuthenticated ? (
          <Button variant="outline" onClick={() => void signOut(auth, localePath('/', locale))}>
            <FormattedMessage {...messages.signOut} />
          </Button>
        ) : (
          <LocaleLink className={styles.link} to="/">
            <FormattedMessage {...messages.home} />
          </LocaleLink>
        )}
      </p>
    </article>
  );
}
