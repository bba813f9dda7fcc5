import { Alert, Button, Card, Skeleton } from '@lode/ui';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as pageStyles from '../../../lib/cabinet/settingsPages.css';
import type { WatcherLink, WatcherLinkCreate, WatcherLinkCreated } from '../../../lib/cabinet/watcherQueries';
import { CreateWatcherLink } from './CreateWatcherLink';
import { groupWatcherLinks } from './watcherLink';
import { WatcherLinkItem } from './WatcherLinkItem';
import { messages, valued } from './watcherLinkMessages';
import * as styles from './WatcherLinks.css';

/** Props of {@link WatcherLinksView}. */
export interface WatcherLinksViewProps {
  /** The links as the API answered them; absent while they load or when they could not be read. */
  links: readonly WatcherLink[] | undefined;
  /** Why the list could not be read, when it could not. */
  loadError?: string;
  /** Reads the list again after a failure. */
  onRetry: () => void;
  /** Creates a link; resolves with its secret, rejects with the API's refusal. */
  onCreate: (link: WatcherLinkCreate) => Promise<WatcherLinkCreated>;
  /** Revokes a link by id; rejects with the API's refusal. */
  onRevoke: (id: string) => Promise<unknown>;
  /** The site's origin a new link starts with; the page's own by default. */
  origin?: string;
}

/**
 * The settings section of watcher links: the working ones newest first with Revoke, the revoked and expired ones
 * in a muted group of their own, and the form that creates one and shows its link once.
 */
export function WatcherLinksView({
  links,
  loadError,
  onRetry,
  onCreate,
  onRevoke,
  origin,
}: WatcherLinksViewProps) {
  const intl = useIntl();
  // The link just revoked: it moves to the ended group, and focus goes to it there.
  const [revoked, setRevoked] = useState<string | null>(null);
  const revoke = async (id: string) => {
    await onRevoke(id);
    setRevoked(id);
  };
  const focusTaken = useCallback(() => setRevoked(null), []);
  const { active, ended } = groupWatcherLinks(links ?? []);
  const group = (id: string, title: string, items: WatcherLink[], description?: string) => (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {description && <p className={styles.meta}>{description}</p>}
      <ul className={styles.list}>
        {items.map((link) => (
          <WatcherLinkItem
            key={link.id}
            link={link}
            onRevoke={revoke}
            takeFocus={link.id === revoked && link.status !== 'active'}
            onFocusTaken={focusTaken}
          />
        ))}
      </ul>
    </section>
  );

  return (
    <Card
      as="section"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      data-testid="watchers"
    >
      <div className={pageStyles.stack}>
        {links ? (
          links.length === 0 ? (
            <p className={styles.meta}>
              <FormattedMessage {...messages.empty} />
            </p>
          ) : (
            <>
              {active.length > 0 ? (
                group('watchers-active', intl.formatMessage(messages.active), active)
              ) : (
                <p className={styles.meta}>
                  <FormattedMessage {...messages.noneActive} />
                </p>
              )}
              {ended.length > 0 &&
                group(
                  'watchers-ended',
                  intl.formatMessage(messages.ended),
                  ended,
                  intl.formatMessage(messages.endedDescription),
                )}
            </>
          )
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
            <Skeleton height={140} />
          </div>
        )}
        <CreateWatcherLink onCreate={onCreate} {...(origin === undefined ? {} : { origin })} />
      </div>
    </Card>
  );
}
