import { useLocale } from '@lode/i18n';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { maintenanceMessage, type SiteMaintenance } from '../../lib/runtime/siteTable';
import * as styles from './TechWork.css';

const messages = defineMessages({
  operator: {
    id: 'techWork.operatorMessage',
    defaultMessage: 'Message from the pool operator',
    description: 'Accessible name of the operator’s maintenance message on the maintenance page',
  },
});

/** When maintenance is expected to end, formatted in the reader's locale and time zone. */
const until = defineMessage<{ readonly time: string }>({
  id: 'techWork.until',
  defaultMessage: 'Expected back by {time}.',
  description: 'When maintenance ends; {time} is a date and time in the reader’s time zone',
});

/** Props of {@link MaintenanceDetails}. */
export interface MaintenanceDetailsProps {
  /** The maintenance state the app holds. */
  maintenance: SiteMaintenance;
}

/** The operator's message in the page's language (English when that one is empty) and the expected end time. */
export function MaintenanceDetails({ maintenance }: MaintenanceDetailsProps) {
  const locale = useLocale();
  const intl = useIntl();
  const message = maintenanceMessage(maintenance, locale);
  const ends = maintenance.endsAt === null ? null : Date.parse(maintenance.endsAt);
  if (message === '' && ends === null) return null;
  return (
    <section className={styles.details} aria-label={intl.formatMessage(messages.operator)}>
      {message !== '' && <p className={styles.message}>{message}</p>}
      {ends !== null && (
        <p data-testid="maintenance-until">
          <FormattedMessage
            {...until}
            values={{
              time: intl.formatDate(ends, {
                year: 'numeric',
                month: 'short',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
                timeZoneName: 'short',
              }),
            }}
          />
        </p>
      )}
    </section>
  );
}
