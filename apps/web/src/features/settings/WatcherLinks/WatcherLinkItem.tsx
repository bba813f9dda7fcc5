import { useFormat } from '@lode/i18n';
import { Badge, Button, ConfirmDialog } from '@lode/ui';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { WatcherLink } from '../../../lib/cabinet/watcherQueries';
import { messages, scopesText, valued } from './watcherLinkMessages';
import * as styles from './WatcherLinks.css';

/** Props of {@link WatcherLinkItem}. */
export interface WatcherLinkItemProps {
  /** The link as the list shows it. */
  link: WatcherLink;
  /** Revokes the link; rejects with the API's refusal. */
  onRevoke: (id: string) => Promise<unknown>;
  /** Move focus to the link's label once shown (it has just been revoked and moved to the ended group). */
  takeFocus?: boolean;
  /** Called once it has taken focus. */
  onFocusTaken?: () => void;
}

const statusWords: Readonly<Record<WatcherLink['status'], MessageDescriptor>> = {
  active: messages.statusActive,
  expired: messages.statusExpired,
  revoked: messages.statusRevoked,
};

const statusTones = { active: 'success', expired: 'neutral', revoked: 'error' } as const;

/**
 * One watcher link: its label and status, what it shows, when it was made, when it expires (or never), when it was
 * last opened and how often; Revoke while it works.
 */
export function WatcherLinkItem({ link, onRevoke, takeFocus, onFocusTaken }: WatcherLinkItemProps) {
  const intl = useIntl();
  const format = useFormat();
  const labelRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    labelRef.current?.focus();
    onFocusTaken?.();
  }, [takeFocus, onFocusTaken]);
  const date = (iso: string) => format.date(Date.parse(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const ended = link.status !== 'active';
  const facts: { id: string; term: MessageDescriptor; value: string }[] = [
    { id: 'scopes', term: messages.columnScopes, value: scopesText(intl, link.scopes) },
    { id: 'created', term: messages.columnCreated, value: date(link.createdAt) },
    {
      id: 'expires',
      term: messages.columnExpires,
      value: link.expiresAt ? date(link.expiresAt) : intl.formatMessage(messages.never),
    },
    {
      id: 'lastUsed',
      term: messages.columnLastUsed,
      value: link.lastUsedAt
        ? format.relativeTime(Date.parse(link.lastUsedAt))
        : intl.formatMessage(messages.notYet),
    },
    { id: 'views', term: messages.columnViews, value: format.number(link.views) },
  ];

  return (
    <li
      className={ended ? `${styles.item} ${styles.endedItem}` : styles.item}
      data-watcher={link.id}
      data-status={link.status}
    >
      <div className={styles.about}>
        <div className={styles.labelLine}>
          <p className={styles.label} ref={labelRef} tabIndex={-1}>
            {link.label}
          </p>
          <Badge tone={statusTones[link.status]} size="sm">
            <FormattedMessage {...statusWords[link.status]} />
          </Badge>
          {link.revokedAt && (
            <span className={styles.meta}>
              {intl.formatMessage(valued.revokedOn, { date: date(link.revokedAt) })}
            </span>
          )}
        </div>
        <dl className={styles.facts}>
          {facts.map((f) => (
            <div
              key={f.id}
              className={f.id === 'scopes' ? `${styles.fact} ${styles.wideFact}` : styles.fact}
              data-field={f.id}
            >
              <dt className={styles.factLabel}>
                <FormattedMessage {...f.term} />
              </dt>
              <dd className={styles.factValue}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {!ended && (
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              tone="error"
              size="sm"
              aria-label={intl.formatMessage(valued.revokeLabel, { label: link.label })}
            >
              <FormattedMessage {...messages.revoke} />
            </Button>
          }
          tone="destructive"
          title={intl.formatMessage(valued.revokeTitle, { label: link.label })}
          description={intl.formatMessage(valued.revokeDescription)}
          confirmLabel={intl.formatMessage(messages.revokeConfirm)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={async () => {
            await onRevoke(link.id);
          }}
          errorMessage={(error) =>
            intl.formatMessage(valued.revokeFailed, {
              reason: error instanceof Error ? error.message : String(error),
            })
          }
        />
      )}
    </li>
  );
}
