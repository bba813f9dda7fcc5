import { LocaleLink } from '@lode/i18n';
import { Button } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { SubAccountChoice } from '../choice';
import * as styles from './SubAccountStatus.css';

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const unknownTitle = defineMessage<{ readonly name: string }>({
  id: 'subaccounts.unknown.title',
  defaultMessage: 'No sub-account named “{name}”',
});

const messages = defineMessages({
  unknownBody: {
    id: 'subaccounts.unknown.body',
    defaultMessage:
      'This address names a sub-account you do not have. It may have been renamed, or the link was made by someone else.',
  },
  unknownLink: { id: 'subaccounts.unknown.link', defaultMessage: 'See your sub-accounts' },
  loading: { id: 'subaccounts.loading.title', defaultMessage: 'Opening your sub-account…' },
  loadingBody: {
    id: 'subaccounts.loading.body',
    defaultMessage: 'One moment while we read your sub-accounts.',
  },
  failed: { id: 'subaccounts.failed.title', defaultMessage: 'Your sub-accounts could not be loaded' },
  failedBody: {
    id: 'subaccounts.failed.body',
    defaultMessage: 'The cabinet shows one sub-account at a time and could not learn which ones you have.',
  },
  retry: { id: 'subaccounts.failed.retry', defaultMessage: 'Try again' },
});

/** Props of {@link SubAccountStatus}. */
export interface SubAccountStatusProps {
  /** Why no sub-account is shown. */
  choice: Exclude<SubAccountChoice, { kind: 'chosen' }>;
  /** Reads the list again (the failed state's button). */
  onRetry: () => void;
}

/**
 * What the cabinet shows in place of a page while it has no sub-account to show: the list still loading, the list
 * unreadable (with Try again), or an address naming a sub-account the user does not have (with a way to theirs).
 */
export function SubAccountStatus({ choice, onRetry }: SubAccountStatusProps) {
  return (
    <div className={styles.status} data-subaccount-status={choice.kind}>
      <h1 className={styles.title}>
        {choice.kind === 'unknown' ? (
          <FormattedMessage {...unknownTitle} values={{ name: choice.name }} />
        ) : (
          <FormattedMessage {...messages[choice.kind]} />
        )}
      </h1>
      <p className={styles.body} role={choice.kind === 'loading' ? 'status' : undefined}>
        <FormattedMessage {...messages[`${choice.kind}Body`]} />
      </p>
      {choice.kind === 'unknown' && (
        <LocaleLink to="/subaccounts">
          <FormattedMessage {...messages.unknownLink} />
        </LocaleLink>
      )}
      {choice.kind === 'failed' && (
        <Button variant="outline" onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      )}
    </div>
  );
}
