import { Alert, Skeleton } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { offlineAfterMinutes, type WorkerCounts } from '../../../lib/cabinet/workerStatus';
import * as styles from './WorkerStatusLine.css';
import { CabinetLink, useCabinetHref } from '../../../lib/cabinet/CabinetLink';

const messages = defineMessages({
  showOffline: { id: 'dashboard.offlineAlert.action', defaultMessage: 'Show offline workers' },
  allOnline: { id: 'dashboard.workerStatus.allOnline', defaultMessage: 'All active workers are online' },
  noneOffline: { id: 'dashboard.workerStatus.noneOffline', defaultMessage: 'No worker is offline' },
  showAll: { id: 'dashboard.workerStatus.showAll', defaultMessage: 'Show all workers' },
});

const valued = {
  offlineTitle: defineMessage<{ readonly count: number }>({
    id: 'dashboard.offlineAlert.title',
    defaultMessage: '{count, plural, one {# worker is} other {# workers are}} offline',
  }),
  offlineBody: defineMessage<{ readonly minutes: number }>({
    id: 'dashboard.offlineAlert.body',
    defaultMessage: 'No accepted share for over {minutes} minutes. Check the rig, its power and its network.',
  }),
  onlineBody: defineMessage<{ readonly minutes: number }>({
    id: 'dashboard.workerStatus.rule',
    defaultMessage: 'A worker with no accepted share for over {minutes} minutes counts as offline.',
  }),
};

/** Props of {@link WorkerStatusLine}. */
export interface WorkerStatusLineProps {
  /** The summary's worker counts; `undefined` while they load (the line then keeps its room as a placeholder). */
  workers: WorkerCounts | undefined;
}

/**
 * The dashboard's worker status, always in its place above the figures: a warning while workers are offline (how
 * many, the rule, a link to them), a calm line when none is. Both states are drawn in the same cell, the one not
 * shown hidden, so the line is as tall in either and a worker going offline or coming back moves nothing on the
 * page. The line is a polite live region: a change is read out when the reader is free, not in the middle.
 */
export function WorkerStatusLine({ workers }: WorkerStatusLineProps) {
  const intl = useIntl();
  const state = workers === undefined ? 'loading' : workers.offline > 0 ? 'offline' : 'online';
  const layer = (shown: boolean) => ({ className: shown ? styles.layer : styles.hiddenLayer, inert: !shown });
  const minutes = { minutes: offlineAfterMinutes };
  // A watcher view without the workers page has no link to it.
  const workersShown = useCabinetHref()('/workers') !== undefined;
  return (
    <div
      role="status"
      className={styles.line}
      data-testid="worker-status"
      data-state={state}
      aria-busy={state === 'loading'}
    >
      <Alert
        tone="warning"
        {...layer(state === 'offline')}
        // Hidden, it still sizes the cell: with one worker, the count it would most likely show.
        title={intl.formatMessage(valued.offlineTitle, { count: Math.max(workers?.offline ?? 0, 1) })}
        action={
          workersShown ? (
            <CabinetLink to="/workers?status=offline">
              <FormattedMessage {...messages.showOffline} />
            </CabinetLink>
          ) : undefined
        }
      >
        <span className={styles.detail}>
          <FormattedMessage {...valued.offlineBody} values={minutes} />
        </span>
      </Alert>
      <Alert
        tone="success"
        {...layer(state === 'online')}
        title={intl.formatMessage(workers?.online === 0 ? messages.noneOffline : messages.allOnline)}
        action={
          workersShown ? (
            <CabinetLink to="/workers">
              <FormattedMessage {...messages.showAll} />
            </CabinetLink>
          ) : undefined
        }
      >
        <span className={styles.detail}>
          <FormattedMessage {...valued.onlineBody} values={minutes} />
        </span>
      </Alert>
      {state === 'loading' && <Skeleton className={styles.placeholder} height="100%" />}
    </div>
  );
}
