import { localePath, useLocale } from '@lode/i18n';
import { Button } from '@lode/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { signInLandingPath } from '../../routing/routeTable';
import * as styles from './ConsoleLayout.css';

const messages = defineMessages({
  title: { id: 'console.noAccess.title', defaultMessage: 'No access' },
  body: {
    id: 'console.noAccess.body',
    defaultMessage:
      'This part of the operator console is for staff with another role. If you think you should have access, ask an administrator.',
  },
  dashboard: { id: 'console.noAccess.dashboard', defaultMessage: 'Go to the dashboard' },
});

/** What a signed-in user without the page's role sees in place of a console page. */
export function NoAccess() {
  const locale = useLocale();
  return (
    <div className={styles.noAccess} data-testid="console-no-access">
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      <Button asChild>
        <Link to={localePath(signInLandingPath, locale)}>
          <FormattedMessage {...messages.dashboard} />
        </Link>
      </Button>
    </div>
  );
}
