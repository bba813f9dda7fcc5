import { LocaleLink, useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Badge, Button, Dialog, Spinner } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { asAmount } from '../../../lib/cabinet/amounts';
import { unreadIds, useMarkAlertsRead, type useAlerts } from '../../../lib/live';
import * as styles from './NotificationBell.css';

type Alert = PoolSchema<'Alert'>;

const messages = defineMessages({
  title: { id: 'cabinet.notifications.title', defaultMessage: 'Notifications' },
  close: { id: 'cabinet.notifications.close', defaultMessage: 'Close notifications' },
  loading: { id: 'cabinet.notifications.loading', defaultMessage: 'Loading notifications…' },
  error: { id: 'cabinet.notifications.error', defaultMessage: 'The notifications could not be loaded.' },
  retry: { id: 'cabinet.retry', defaultMessage: 'Try again' },
  empty: {
    id: 'cabinet.notifications.empty',
    defaultMessage: 'No notifications yet. The alerts you turn on in Settings appear here as they happen.',
  },
  markRead: { id: 'cabinet.notifications.markRead', defaultMessage: 'Mark all as read' },
  unread: { id: 'cabinet.notifications.unreadItem', defaultMessage: 'Unread' },
  fired: { id: 'cabinet.notifications.fired', defaultMessage: 'Raised' },
  recovered: { id: 'cabinet.notifications.recovered', defaultMessage: 'Recovered' },
  workerOffline: { id: 'cabinet.notifications.rule.workerOffline', defaultMessage: 'Worker offline' },
  hashrateDrop: { id: 'cabinet.notifications.rule.hashrateDrop', defaultMessage: 'Hashrate drop' },
  rejectRate: { id: 'cabinet.notifications.rule.rejectRate', defaultMessage: 'High reject rate' },
  payoutSent: { id: 'cabinet.notifications.rule.payoutSent', defaultMessage: 'Payout sent' },
});

const valued = {
  worker: defineMessage<{ readonly name: string }>({
    id: 'cabinet.notifications.worker',
    defaultMessage: 'Worker {name}',
  }),
  payout: defineMessage<{ readonly amount: string }>({
    id: 'cabinet.notifications.payout',
    defaultMessage: 'Amount: {amount}',
  }),
};

/** One alert: when, which rule, raised or recovered, and the worker it is about (a link to it on /workers). */
function AlertItem({
  alert,
  unread,
}: {
  /** The alert. */ alert: Alert;
  /** Newer than the one marked read. */ unread: boolean;
}) {
  const intl = useIntl();
  const format = useFormat();
  const when = Date.parse(alert.createdAt);
  return (
    <li className={unread ? `${styles.item} ${styles.unread}` : styles.item} data-alert={alert.id}>
      <div className={styles.itemHead}>
        <span className={styles.rule}>{intl.formatMessage(messages[alert.rule])}</span>
        {alert.rule === 'payoutSent' ? null : (
          <Badge tone={alert.kind === 'fired' ? 'warning' : 'success'} size="sm">
            {intl.formatMessage(messages[alert.kind])}
          </Badge>
        )}
        {unread ? (
          <Badge tone="primary" size="sm">
            {intl.formatMessage(messages.unread)}
          </Badge>
        ) : null}
      </div>
      <time className={styles.time} dateTime={alert.createdAt}>
        {format.date(when, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      {alert.workerName ? (
        <LocaleLink to={`/workers?search=${encodeURIComponent(alert.workerName)}`}>
          {intl.formatMessage(valued.worker, { name: alert.workerName })}
        </LocaleLink>
      ) : null}
      {alert.payout ? (
        <span>
          {intl.formatMessage(valued.payout, {
            amount: format.cryptoAmount(asAmount(alert.payout.amount), alert.payout.coin),
          })}
        </span>
      ) : null}
    </li>
  );
}

/** What the panel shows of the alert history: loading, an error with a retry, nothing yet, or the list. */
export function NotificationList({
  alerts,
}: {
  /** The alert history's query. */
  alerts: ReturnType<typeof useAlerts>;
}) {
  const intl = useIntl();
  if (alerts.isPending)
    return (
      <p className={styles.state} role="status">
        <Spinner size="sm" />
        {intl.formatMessage(messages.loading)}
      </p>
    );
  if (alerts.isError && !alerts.data)
    return (
      <div className={styles.state} role="alert">
        <span>{intl.formatMessage(messages.error)}</span>
        <Button size="sm" variant="outline" onClick={() => void alerts.refetch()}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </div>
    );
  const list = alerts.data;
  if (!list || list.items.length === 0)
    return <p className={styles.state}>{intl.formatMessage(messages.empty)}</p>;
  const unread = unreadIds(list);
  return (
    <ul className={styles.list}>
      {list.items.map((alert) => (
        <AlertItem key={alert.id} alert={alert} unread={unread.has(alert.id)} />
      ))}
    </ul>
  );
}

/** Props of {@link NotificationPanel}. */
export interface NotificationPanelProps {
  /** Whether the panel is open. */
  open: boolean;
  /** Called when the panel asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** The alert history's query (the bell reads it for its count). */
  alerts: ReturnType<typeof useAlerts>;
}

/**
 * The bell's panel: the alert history, newest first, in a dialog, with "Mark all as read" while some are unread.
 * Opened by the bell, to which focus returns when it closes (the element focused before it opened).
 */
export function NotificationPanel({ open, onOpenChange, alerts }: NotificationPanelProps) {
  const intl = useIntl();
  const { markRead, isPending: marking } = useMarkAlertsRead();
  const unread = alerts.data?.unread ?? 0;
  const newest = alerts.data?.items[0];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={intl.formatMessage(messages.title)}
        closeLabel={intl.formatMessage(messages.close)}
        size="sm"
      >
        <NotificationList alerts={alerts} />
        {newest && unread > 0 ? (
          <Dialog.Footer>
            <Button variant="outline" disabled={marking} onClick={() => markRead(newest.id)}>
              <FormattedMessage {...messages.markRead} />
            </Button>
          </Dialog.Footer>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
