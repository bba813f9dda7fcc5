import { Alert, Button, Card, Skeleton } from '@lode/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SubAccount, SubAccountChange, SubAccountList } from '../../../lib/cabinet/subAccountQueries';
import * as pageStyles from '../../../lib/cabinet/settingsPages.css';
import { CreateSubAccount } from './CreateSubAccount';
import { SubAccountItem } from './SubAccountItem';
import { messages, valued } from './subAccountMessages';
import * as styles from './SubAccounts.css';

/** Props of {@link SubAccountsView}. */
export interface SubAccountsViewProps {
  /** The list as the API answered it; absent while it loads or when it could not be read. */
  list: SubAccountList | undefined;
  /** Why the list could not be read, when it could not. */
  loadError?: string;
  /** Reads the list again after a failure. */
  onRetry: () => void;
  /** Creates a sub-account; rejects with the API's refusal. */
  onCreate: (name: string) => Promise<unknown>;
  /** Renames, archives or restores one; rejects with the API's refusal. */
  onChange: (change: SubAccountChange) => Promise<unknown>;
}

/** The limit the API states, until the list says it. */
const defaultLimit = 200;

/**
 * A key per sub-account that a rename keeps (its creation time, with a count for any made in the same instant), so
 * the item, and the dialog open in it, stay mounted while the list takes the new name.
 */
function itemKeys(items: readonly SubAccount[]): string[] {
  const seen = new Map<string, number>();
  return items.map((s) => {
    const count = seen.get(s.createdAt) ?? 0;
    seen.set(s.createdAt, count + 1);
    return `${s.createdAt}#${count}`;
  });
}

/**
 * The settings section of sub-accounts: the active ones (the default first) with their stratum logins, Rename and
 * Archive; the archived ones in a group of their own with Restore; and the form that creates one.
 */
export function SubAccountsView({ list, loadError, onRetry, onCreate, onChange }: SubAccountsViewProps) {
  const intl = useIntl();
  // The sub-account just archived or restored: it moves to the other group, and focus goes with it.
  const [moved, setMoved] = useState<string | null>(null);
  const change = async (c: SubAccountChange) => {
    const answer = await onChange(c);
    if (c.archived !== undefined) setMoved(c.rename ?? c.name);
    return answer;
  };
  const limit = list?.limit ?? defaultLimit;
  const active = list?.items.filter((s) => !s.archivedAt) ?? [];
  const archived = list?.items.filter((s) => s.archivedAt) ?? [];
  const group = (id: string, title: string, items: SubAccount[], description?: string) => {
    const keys = itemKeys(items);
    return (
      <section className={styles.group} aria-labelledby={id}>
        <h3 id={id} className={styles.groupTitle}>
          {title}
        </h3>
        {description && <p className={styles.meta}>{description}</p>}
        <ul className={styles.list}>
          {items.map((s, i) => (
            <SubAccountItem
              key={keys[i]}
              subAccount={s}
              onChange={change}
              limit={limit}
              takeFocus={s.name === moved}
              onFocusTaken={() => setMoved(null)}
            />
          ))}
        </ul>
      </section>
    );
  };

  return (
    <Card
      as="section"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      data-testid="subaccounts"
    >
      <div className={pageStyles.stack}>
        {list ? (
          <>
            <p className={styles.meta}>
              <FormattedMessage {...valued.listLabel} values={{ count: list.items.length, limit }} />
            </p>
            {active.length > 0
              ? group('subaccounts-active', intl.formatMessage(messages.active), active)
              : archived.length === 0 && (
                  <p className={styles.meta}>
                    <FormattedMessage {...messages.empty} />
                  </p>
                )}
            {archived.length > 0 &&
              group(
                'subaccounts-archived',
                intl.formatMessage(messages.archived),
                archived,
                intl.formatMessage(messages.archivedDescription),
              )}
          </>
        ) : loadError !== undefined ? (
          <Alert
            tone="error"
            action={
              <Button variant="outline" onClick={onRetry}>
                <FormattedMessage {...messages.retry} />
              </Button>
            }
          >
            <FormattedMessage {...valued.loadFailed} values={{ reason: loadError }} />
          </Alert>
        ) : (
          <div aria-busy="true">
            <Skeleton height={180} />
          </div>
        )}
        <CreateSubAccount onCreate={onCreate} limit={limit} />
      </div>
    </Card>
  );
}
