import { useFormat } from '@lode/i18n';
import { Skeleton } from '@lode/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { WorkerCounts as Counts } from '../../../lib/cabinet/workerStatus';
import * as styles from './blocks.css';
import { CabinetLink } from '../../../lib/cabinet/CabinetLink';

const messages = defineMessages({
  title: { id: 'dashboard.workers.title', defaultMessage: 'Workers' },
  online: {
    id: 'dashboard.workers.online',
    defaultMessage: 'online',
    description: 'After a number of workers on the dashboard: “5 online”',
  },
  offline: {
    id: 'dashboard.workers.offline',
    defaultMessage: 'offline',
    description: 'After a number of workers on the dashboard: “1 offline”',
  },
  inactive: {
    id: 'dashboard.workers.inactive',
    defaultMessage: 'inactive',
    description: 'After a number of workers on the dashboard: “1 inactive”',
  },
});

const linkName = defineMessage<{ readonly count: string; readonly status: string }>({
  id: 'dashboard.workers.link',
  defaultMessage: '{count} {status}: show these workers',
  description: 'Accessible name of a worker count on the dashboard, a link to the workers of that status',
});

/** Props of {@link WorkerCounts}. */
export interface WorkerCountsProps {
  /** The summary's counts, once they have come. */
  workers: Counts | undefined;
  /** The counts are on their way: their places hold skeletons. */
  loading: boolean;
  /** Shown in place of each count when they could not be loaded. */
  error?: string;
}

/**
 * The workers line: how many are online, offline and inactive, each count a link to the workers page showing that
 * status. One line on a phone: the count, then its status.
 */
export function WorkerCounts({ workers, loading, error }: WorkerCountsProps) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <section className={styles.workers} aria-labelledby="dashboard-workers">
      <h3 id="dashboard-workers" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h3>
      <dl className={styles.counts}>
        {(['online', 'offline', 'inactive'] as const).map((status) => {
          const label = intl.formatMessage(messages[status]);
          const count = workers && format.number(workers[status]);
          return (
            <div key={status} className={styles.count} data-stat={`workers.${status}`}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.second}>
                {count !== undefined ? (
                  <CabinetLink
                    to={`/workers?status=${status}`}
                    aria-label={intl.formatMessage(linkName, { count, status: label })}
                  >
                    {count}
                  </CabinetLink>
                ) : loading ? (
                  <Skeleton variant="text" width="1ch" className={styles.figureSkeleton} />
                ) : (
                  error
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
