import { localePath, useLocale } from '@lode/i18n';
import { Button } from '@lode/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import { refreshRouteRules } from '../../lib/runtime/routeRulesClient';
import { techWorkPath } from '../../lib/routes';
import { appBasePath } from '../../lib/runtime/basePath';
import { techWorkRoute } from './route';

const messages = defineMessages({
  retry: { id: 'techWork.retry', defaultMessage: 'Try again' },
});

/**
 * `/tech-work`, the maintenance page. "Try again" asks the server for the rules afresh, then navigates here: the
 * navigation guard turns a visit from this page to itself into home, or keeps the visitor here while maintenance
 * lasts.
 */
export function TechWork() {
  const navigate = useNavigate();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <article>
      <PageIntro route={techWorkRoute} />
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
