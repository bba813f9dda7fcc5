import { Alert, Button, Skeleton } from '@lode/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PageIntro } from '../../lib/page/PageIntro';
import { staffKeys, staffSend, usePoolCache, useStaffRead, useStaffWrite } from '../../lib/pool';
import type { MaintenanceChange, MaintenanceState } from './maintenance';
import { MaintenanceForm } from './MaintenanceForm';
import { adminMaintenanceRoute } from './route';

const messages = defineMessages({
  loadFailed: {
    id: 'adminMaintenance.loadFailed',
    defaultMessage: 'The maintenance state could not be read.',
  },
  retry: { id: 'adminMaintenance.retry', defaultMessage: 'Try again' },
});

/** The maintenance page: the current state and the form that changes it. */
export function AdminMaintenance() {
  const cache = usePoolCache();
  const key = staffKeys.read<MaintenanceState>('/admin/maintenance');
  const state = useStaffRead<MaintenanceState>('/admin/maintenance');
  const save = useStaffWrite(
    (change: MaintenanceChange) => staffSend<MaintenanceState>('PUT', '/admin/maintenance', change),
    // The answer is the state without who changed it: read it again for that.
    () => cache.invalidate(key),
  );
  return (
    <>
      <PageIntro route={adminMaintenanceRoute} />
      {state.isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void state.refetch()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...messages.loadFailed} />
        </Alert>
      ) : state.data === undefined ? (
        <Skeleton height={320} aria-busy="true" />
      ) : (
        <MaintenanceForm state={state.data} onSave={save.run} />
      )}
    </>
  );
}
