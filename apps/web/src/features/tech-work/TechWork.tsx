import { localePath, useLocale } from '@lode/i18n';
import { Button } from '@lode/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import { refreshRouteRules } from '../../lib/runtime/routeRulesClient';
import { techWorkPath } from '../../lib/routes';
import { appBasePath } from '../../lib/runtime/basePath';
import { useSiteTable } from '../../lib/runtime/useSiteTable';
import { MaintenanceDetails } from './MaintenanceDetails';
import { techWorkRoute } from './route';

const messages = defineMessages({
  retry: { id: 'techWork.retry', defaultMessage: 'Try again' },
});

/**
 * `/tech-work`, the maintenance page: the operator's message and the expected end while maintenance is on. "Try
 * again" asks the server for the table afresh, then navigates here: the navigation guard turns a visit from this page
 * to itself into home once maintenance is over, or keeps the visitor here while it lasts.
 */
export function TechWork() {
  const navigate = useNavigate();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const table = useSiteTable();
  return (
    <article>
      <PageIntro route={techWorkRoute} />
      {table?.maintenance.state === 'on' && <MaintenanceDetails maintenance={table.maintenance} />}
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await refreshRouteRules(appBasePath());
          await navigate(localePath(techWorkPath, locale));
          setBusy(false);
        }}
      >
        <FormattedMessage {...messages.retry} />
      </Button>
    </article>
  );
}
