import { useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Badge } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './WatchLayout.css';
import { watchMessages, watchValued } from './watchMessages';

/** Props of {@link WatchBar}. */
export interface WatchBarProps {
  /** The link as the API describes it (`GET /account/watcher`). */
  view: PoolSchema<'WatcherView'>;
}

/** The watcher view's bar: whose sub-account it shows, under which label, until when, and that it is read-only. */
export function WatchBar({ view }: WatchBarProps) {
  const intl = useIntl();
  const format = useFormat();
  const until =
    view.expiresAt === null
      ? intl.formatMessage(watchMessages.noEnd)
      : intl.formatMessage(watchValued.until, {
          date: format.date(Date.parse(view.expiresAt), { dateStyle: 'medium', timeStyle: 'short' }),
        });
  return (
    <section
      className={styles.bar}
      aria-label={intl.formatMessage(watchMessages.barLabel)}
      data-testid="watch-bar"
    >
      <div className={styles.barText}>
        <p className={styles.barWhose}>
          <FormattedMessage
            {...watchValued.whose}
            values={{ owner: view.owner, subaccount: view.subaccount }}
          />
        </p>
        <p className={styles.barDetail}>
          <span>{intl.formatMessage(watchValued.label, { label: view.label })}</span>
          <span aria-hidden="true"> · </span>
          <span>{until}</span>
        </p>
      </div>
      <Badge tone="info">{intl.formatMessage(watchMessages.readOnly)}</Badge>
    </section>
  );
}
