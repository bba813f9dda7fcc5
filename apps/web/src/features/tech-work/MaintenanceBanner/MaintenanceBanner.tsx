import { useLocale } from '@lode/i18n';
import { Alert } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { maintenanceRole } from '../../../lib/runtime/maintenanceAccess';
import { maintenanceMessage, type SiteMaintenance } from '../../../lib/runtime/siteTable';
import { useSiteTable } from '../../../lib/runtime/useSiteTable';
import { useAppAuth } from '../../../lib/session';
import * as styles from './MaintenanceBanner.css';

const messages = defineMessages({
  scheduledTitle: {
    id: 'cabinet.maintenance.scheduled.title',
    defaultMessage: 'Maintenance is planned',
    description: 'Title of the banner that warns signed-in users of a scheduled maintenance window',
  },
  onTitle: {
    id: 'cabinet.maintenance.on.title',
    defaultMessage: 'Maintenance is on',
    description: 'Title of the notice an admin sees while maintenance is on',
  },
  onBody: {
    id: 'cabinet.maintenance.on.body',
    defaultMessage: 'Other users see the maintenance page; as an admin you can use the whole site.',
    description: 'What an admin reads while maintenance is on',
  },
});

/** Texts with values: the start (and end) of the window, formatted in the reader's locale and time zone. */
const valued = {
  scheduledStart: defineMessage<{ readonly start: string }>({
    id: 'cabinet.maintenance.scheduled.start',
    defaultMessage: 'The site will be unavailable from {start}. Your rigs keep mining meanwhile.',
    description: 'When a scheduled maintenance starts; {start} is a date and time in the reader’s time zone',
  }),
  scheduledWindow: defineMessage<{ readonly start: string; readonly end: string }>({
    id: 'cabinet.maintenance.scheduled.window',
    defaultMessage: 'The site will be unavailable from {start} to {end}. Your rigs keep mining meanwhile.',
    description:
      'A scheduled maintenance window; {start} and {end} are dates and times in the reader’s time zone',
  }),
};

/** Props of {@link MaintenanceNotice}. */
export interface MaintenanceNoticeProps {
  /** The maintenance state: `scheduled` warns of the window, `on` tells an admin it is in force. */
  maintenance: SiteMaintenance;
}

const when = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

/**
 * A notice of maintenance in the cabinet: before a window, when it starts (and ends) in the reader's locale and time
 * zone, with the operator's message in the page's language (English when that one is empty); while it is on, that it
 * is (only admins see the cabinet then). Nothing while maintenance is off.
 */
export function MaintenanceNotice({ maintenance }: MaintenanceNoticeProps) {
  const intl = useIntl();
  const locale = useLocale();
  if (maintenance.state === 'off') return null;
  const message = maintenanceMessage(maintenance, locale);
  const time = (iso: string) => intl.formatDate(Date.parse(iso), when);
  const scheduled = maintenance.state === 'scheduled';
  return (
    <Alert
      className={styles.banner}
      tone={scheduled ? 'warning' : 'info'}
      live="polite"
      data-maintenance={maintenance.state}
      title={<FormattedMessage {...(scheduled ? messages.scheduledTitle : messages.onTitle)} />}
    >
      {scheduled && maintenance.startsAt !== null && (
        <p className={styles.line}>
          {maintenance.endsAt === null ? (
            <FormattedMessage {...valued.scheduledStart} values={{ start: time(maintenance.startsAt) }} />
          ) : (
            <FormattedMessage
              {...valued.scheduledWindow}
              values={{ start: time(maintenance.startsAt), end: time(maintenance.endsAt) }}
            />
          )}
        </p>
      )}
      {!scheduled && (
        <p className={styles.line}>
          <FormattedMessage {...messages.onBody} />
        </p>
      )}
      {message !== '' && <p className={styles.message}>{message}</p>}
    </Alert>
  );
}

/**
 * The cabinet's maintenance banner: for a signed-in user while maintenance is scheduled, and for an admin while it is
 * on (everyone else is on `/tech-work` then). Reads the site table the app holds, so it appears and goes with its
 * background refresh.
 */
export function MaintenanceBanner() {
  const table = useSiteTable();
  const auth = useAppAuth();
  if (!table || !auth.isAuthenticated) return null;
  const { state } = table.maintenance;
  if (state === 'off' || (state === 'on' && !auth.hasRealmRole(maintenanceRole))) return null;
  return <MaintenanceNotice maintenance={table.maintenance} />;
}
