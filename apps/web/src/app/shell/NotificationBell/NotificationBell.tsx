import { Icon, IconButton } from '@lode/ui';
import { lazy, Suspense, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useAlerts } from '../../../lib/live';
import * as styles from './NotificationBell.css';

const bellLabel = defineMessage<{ readonly count: number }>({
  id: 'cabinet.notifications.bell',
  defaultMessage:
    '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
});

// The panel is a dialog the miner opens now and then: its module (and the dialog code with it) loads when the bell is
// first pointed at, focused or pressed, not with every cabinet page.
const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));
const preloadPanel = () => void loadPanel().catch(() => {});

/**
 * The cabinet header's notification bell: the unread count on it (and in its name), and a panel with the alert
 * history, newest first, that marks them read. New alerts arrive through the live stream, without a reload.
 */
export function NotificationBell() {
  const intl = useIntl();
  const alerts = useAlerts();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it returns focus and later openings are immediate.
  const [mounted, setMounted] = useState(false);
  const unread = alerts.data?.unread ?? 0;
  return (
    <>
      <IconButton
        // Small, as the header's other controls: a 360 px phone fits the whole header.
        size="sm"
        label={intl.formatMessage(bellLabel, { count: unread })}
        className={styles.trigger}
        data-unread={unread}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Icon name="lucide:bell" size={18} />
        {unread > 0 ? <span className={styles.count}>{unread > 99 ? '99+' : unread}</span> : null}
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onOpenChange={setOpen} alerts={alerts} />
        </Suspense>
      )}
    </>
  );
}
