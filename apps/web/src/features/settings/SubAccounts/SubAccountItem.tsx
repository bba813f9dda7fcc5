import { useFormat } from '@lode/i18n';
import { Badge, Button, ConfirmDialog } from '@lode/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SubAccount, SubAccountChange } from '../../../lib/cabinet/subAccountQueries';
import { RenameSubAccount } from './RenameSubAccount';
import { stratumLogin } from '../../../lib/subaccounts';
import { messages, valued } from './subAccountMessages';
import { useRefusalText } from './useSubAccountName';
import * as styles from './SubAccounts.css';

/** Props of {@link SubAccountItem}. */
export interface SubAccountItemProps {
  /** The sub-account. */
  subAccount: SubAccount;
  /** Sends a rename, an archive or a restore; rejects with the API's refusal. */
  onChange: (change: SubAccountChange) => Promise<unknown>;
  /** How many sub-accounts a user may have. */
  limit: number;
  /** Focus its first action once shown (it has just moved between the active and the archived group). */
  takeFocus?: boolean;
  /** Called once it has taken focus. */
  onFocusTaken?: () => void;
}

/**
 * One sub-account in the list: its name (and the default marker), when it was created or archived, the stratum
 * login its rigs use, and its actions: Rename and Archive while active, Restore once archived.
 */
export function SubAccountItem({
  subAccount,
  onChange,
  limit,
  takeFocus,
  onFocusTaken,
}: SubAccountItemProps) {
  const intl = useIntl();
  const format = useFormat();
  const refusalText = useRefusalText();
  const [restoring, setRestoring] = useState(false);
  const [restoreFailure, setRestoreFailure] = useState<string | null>(null);
  const { name } = subAccount;
  const firstAction = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    firstAction.current?.focus();
    onFocusTaken?.();
  }, [takeFocus, onFocusTaken]);
  const date = (iso: string) => format.date(Date.parse(iso), { dateStyle: 'medium' });
  const restore = async () => {
    setRestoring(true);
    setRestoreFailure(null);
    try {
      await onChange({ name, archived: false });
    } catch (error) {
      setRestoreFailure(refusalText(error, limit).form ?? null);
      setRestoring(false);
    }
  };

  return (
    <li className={styles.item} data-subaccount={name}>
      <div className={styles.about}>
        <div className={styles.nameLine}>
          <p className={styles.name}>{name}</p>
          {subAccount.default && (
            <Badge tone="primary" size="sm">
              <FormattedMessage {...messages.defaultMarker} />
            </Badge>
          )}
        </div>
        <p className={styles.meta}>
          {subAccount.archivedAt
            ? intl.formatMessage(valued.archivedOn, { date: date(subAccount.archivedAt) })
            : intl.formatMessage(valued.created, { date: date(subAccount.createdAt) })}
        </p>
        {!subAccount.archivedAt && (
          <p className={styles.meta}>
            <span className={styles.loginLabel}>
              <FormattedMessage {...messages.stratum} />
            </span>{' '}
            <code className={styles.login} data-testid="stratum-login">
              {stratumLogin(name, intl.formatMessage(messages.worker))}
            </code>
          </p>
        )}
      </div>
      <div className={styles.itemActions}>
        {subAccount.archivedAt ? (
          <Button
            ref={firstAction}
            variant="outline"
            size="sm"
            loading={restoring}
            aria-label={intl.formatMessage(valued.restoreLabel, { name })}
            onClick={() => void restore()}
          >
            <FormattedMessage {...messages.restore} />
          </Button>
        ) : (
          <>
            <RenameSubAccount
              triggerRef={firstAction}
              name={name}
              limit={limit}
              onRename={(current, rename) => onChange({ name: current, rename })}
            />
            <ConfirmDialog
              trigger={
                <Button
                  variant="outline"
                  tone="error"
                  size="sm"
                  aria-label={intl.formatMessage(valued.archiveLabel, { name })}
                >
                  <FormattedMessage {...messages.archive} />
                </Button>
              }
              tone="destructive"
              title={intl.formatMessage(valued.archiveTitle, { name })}
              description={intl.formatMessage(valued.archiveDescription, { name })}
              confirmLabel={intl.formatMessage(messages.archiveConfirm)}
              cancelLabel={intl.formatMessage(messages.cancel)}
              onConfirm={async () => {
                await onChange({ name, archived: true });
              }}
              errorMessage={(error) => refusalText(error, limit).form}
            />
          </>
        )}
      </div>
      {restoreFailure && (
        <p role="alert" className={styles.itemError}>
          {restoreFailure}
        </p>
      )}
    </li>
  );
}
